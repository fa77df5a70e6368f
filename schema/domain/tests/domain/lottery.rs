//! Draws on a real database: importing the real history (twice changes
//! nothing; conflicting numbers write nothing), and trend statistics that
//! match an independent computation over the raw files.

use sea_orm::{EntityTrait, PaginatorTrait};
use serde_json::Value;

use domain::lottery::service::{self, parse_history};
use domain::lottery::Game;
use domain::testing::test_context;

const SSQ: &str = include_str!("../fixtures/draws/ssq.json");
const DLT: &str = include_str!("../fixtures/draws/dlt.json");

#[tokio::test]
async fn importing_the_history_twice_changes_nothing() {
    let (ctx, _db) = test_context().await;
    let ssq = parse_history(Game::Ssq, SSQ).unwrap();
    let dlt = parse_history(Game::Dlt, DLT).unwrap();
    assert_eq!((ssq.len(), dlt.len()), (243, 238));
    let mut progress = Vec::new();
    let first = service::import(&ctx.db, Game::Ssq, &ssq, |d, t| progress.push((d, t)))
        .await
        .unwrap();
    assert_eq!((first.inserted, first.unchanged), (243, 0));
    assert_eq!(progress.last(), Some(&(243, 243)));
    service::import(&ctx.db, Game::Dlt, &dlt, |_, _| {})
        .await
        .unwrap();
    let again = service::import(&ctx.db, Game::Ssq, &ssq, |_, _| {})
        .await
        .unwrap();
    assert_eq!((again.inserted, again.unchanged), (0, 243));
    let rows = entities::lottery_draw::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap();
    assert_eq!(rows, 243 + 238);

    // The newest 双色球 draw, with its issue as YYYYNNN.
    let latest = service::latest(&ctx).await.unwrap();
    let ssq_latest = latest.iter().find(|d| d.game == "ssq").unwrap();
    assert_eq!(ssq_latest.issue, "2026096");
    assert_eq!(
        ssq_latest.main_numbers,
        serde_json::json!([1, 4, 16, 22, 26, 31])
    );
    assert_eq!(ssq_latest.extra_numbers, serde_json::json!([4]));

    // A stored issue with other numbers stops the import; nothing is written.
    let mut changed = ssq.clone();
    changed[0].main[0] = 2;
    changed.push(domain::lottery::service::NewDraw {
        issue: "2026097".into(),
        draw_date: chrono::NaiveDate::from_ymd_opt(2026, 8, 23).unwrap(),
        main: vec![1, 2, 3, 4, 5, 6],
        extra: vec![1],
    });
    let e = service::import(&ctx.db, Game::Ssq, &changed, |_, _| {})
        .await
        .unwrap_err();
    assert_eq!(e.code, domain::ErrorCode::Conflict);
    assert_eq!(
        entities::lottery_draw::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        243 + 238
    );
}

#[test]
fn bad_balls_are_refused_with_the_entry_named() {
    let bad = r#"[{"issueNumber": "26001", "redBalls": [1,2,3,4,5,34], "blueBall": 1, "drawDate": "2026-01-01"}]"#;
    let e = parse_history(Game::Ssq, bad).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("draws[0]"));
    let dup = r#"[{"issueNumber": "26001", "redBalls": [1,1,3,4,5,6], "blueBall": 1, "drawDate": "2026-01-01"}]"#;
    assert!(parse_history(Game::Ssq, dup).is_err());
    let date = r#"[{"issueNumber": "26001", "redBalls": [1,2,3,4,5,6], "blueBall": 1, "drawDate": "01/01/2026"}]"#;
    assert_eq!(
        parse_history(Game::Ssq, date).unwrap_err().field.as_deref(),
        Some("draws[0].drawDate")
    );
}

/// Frequency and omissions computed another way: from each number's
/// positions in the raw file (newest first).
fn independent(raw: &Value, window: usize, key: &str, number: u8) -> (u32, u32, u32) {
    let draws: Vec<Vec<u8>> = raw.as_array().unwrap()[..window]
        .iter()
        .map(|d| match &d[key] {
            Value::Array(a) => a.iter().map(|n| n.as_u64().unwrap() as u8).collect(),
            n => vec![n.as_u64().unwrap() as u8],
        })
        .collect();
    let positions: Vec<usize> = (0..window)
        .filter(|i| draws[*i].contains(&number))
        .collect();
    let frequency = positions.len() as u32;
    let current = positions
        .first()
        .map(|p| *p as u32)
        .unwrap_or(window as u32);
    // Gaps: before the first hit, between hits, after the last one.
    let mut bounds = vec![-1i64];
    bounds.extend(positions.iter().map(|p| *p as i64));
    bounds.push(window as i64);
    let max = bounds
        .windows(2)
        .map(|w| (w[1] - w[0] - 1) as u32)
        .max()
        .unwrap_or(0);
    (frequency, current, max)
}

#[tokio::test]
async fn ssq_omission_and_frequency_match_an_independent_computation() {
    let (ctx, _db) = test_context().await;
    let ssq = parse_history(Game::Ssq, SSQ).unwrap();
    service::import(&ctx.db, Game::Ssq, &ssq, |_, _| {})
        .await
        .unwrap();
    let raw: Value = serde_json::from_str(SSQ).unwrap();
    for window in [30usize, 100] {
        let t = service::trend(&ctx, Game::Ssq, window as u64)
            .await
            .unwrap();
        assert_eq!(t.draws.len(), window);
        for s in &t.main {
            let (f, c, m) = independent(&raw, window, "redBalls", s.number);
            assert_eq!(
                (s.frequency, s.current_omission, s.max_omission),
                (f, c, m),
                "red {} over {window}",
                s.number
            );
        }
        for s in &t.extra {
            let (f, c, m) = independent(&raw, window, "blueBall", s.number);
            assert_eq!(
                (s.frequency, s.current_omission, s.max_omission),
                (f, c, m),
                "blue {} over {window}",
                s.number
            );
        }
        // Every draw has 6 reds: frequencies add up.
        assert_eq!(
            t.main.iter().map(|s| s.frequency).sum::<u32>(),
            6 * window as u32
        );
    }
    assert!(service::trend(&ctx, Game::Ssq, 0).await.is_err());
}

#[tokio::test]
async fn dlt_prize_checks_use_the_rules_of_each_side_of_26014() {
    let (ctx, _db) = test_context().await;
    let dlt = parse_history(Game::Dlt, DLT).unwrap();
    service::import(&ctx.db, Game::Dlt, &dlt, |_, _| {})
        .await
        .unwrap();
    for (issue, tier, fen) in [("26013", 4, 300_000), ("26014", 3, 500_000)] {
        let d = service::draw(&ctx, Game::Dlt, issue)
            .await
            .unwrap()
            .unwrap();
        let front: Vec<u8> = serde_json::from_value(d.main_numbers.clone()).unwrap();
        let back: Vec<u8> = serde_json::from_value(d.extra_numbers.clone()).unwrap();
        // Four front numbers and both back numbers right.
        let mut ticket = front.clone();
        ticket[4] = (1..=35).find(|n| !front.contains(n)).unwrap();
        let wins =
            domain::lottery::prize::check_dlt(&d.issue, &ticket, &back, &front, &back, false)
                .unwrap();
        assert_eq!(
            (wins[0].tier, wins[0].amount_fen),
            (tier, Some(fen)),
            "issue {issue}"
        );
    }
}

#[tokio::test]
async fn staff_publish_a_draw_once() {
    let (ctx, _db) = test_context().await;
    let (staff, _) = domain::testing::member_with_token(&ctx, "运营", true).await;
    let staff = domain::kernel::Viewer {
        permissions: vec![domain::Permission::Operations],
        ..staff
    };
    let draw = service::NewDraw {
        issue: "2026097".into(),
        draw_date: chrono::NaiveDate::from_ymd_opt(2026, 8, 23).unwrap(),
        main: vec![3, 8, 12, 19, 27, 33],
        extra: vec![9],
    };
    let saved = service::publish(
        &ctx,
        &staff,
        Game::Ssq,
        draw.clone(),
        serde_json::json!([]),
        None,
    )
    .await
    .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(saved.issue, "2026097");
    let again = service::publish(&ctx, &staff, Game::Ssq, draw, serde_json::json!([]), None)
        .await
        .unwrap_err();
    assert_eq!(again.code, domain::ErrorCode::Conflict);
}
