//! Sports matches on a real database: the 179 real 竞彩足球 matches import
//! (twice changes nothing), a malformed row names its line and field and
//! writes nothing, a result arriving later is stored, and the stored
//! results settle a real parlay.

use sea_orm::{EntityTrait, PaginatorTrait};

use domain::sports::bonus::Rounding;
use domain::sports::import::{self, parse_matches, MatchState};
use domain::sports::outcome::{Line, Score};
use domain::sports::parlay::{self, Decided, Outcome, Pick, SelectedGame, Selection};
use domain::sports::pass::PassType;
use domain::sports::{outcome, service, PlayType, SportsGame};
use domain::testing::test_context;

const JCZQ: &str = include_str!("../fixtures/matches/jczq.json");

async fn counts(db: &sea_orm::DatabaseConnection) -> (u64, u64) {
    (
        entities::sports_match::Entity::find()
            .count(db)
            .await
            .unwrap(),
        entities::sports_odds::Entity::find()
            .count(db)
            .await
            .unwrap(),
    )
}

#[tokio::test]
async fn the_real_matches_import_once_and_settle() {
    let (ctx, _db) = test_context().await;
    let (game, matches) = parse_matches(JCZQ).unwrap();
    assert_eq!((game, matches.len()), (SportsGame::Jczq, 179));
    let mut progress = Vec::new();
    let first = import::import(&ctx.db, game, &matches, |d, t| progress.push((d, t)))
        .await
        .unwrap();
    assert_eq!(
        (first.inserted, first.updated, first.unchanged),
        (179, 0, 0)
    );
    assert_eq!(progress.last(), Some(&(179, 179)));
    let stored = counts(&ctx.db).await;
    // 172 胜平负 + 73 让球 + 167 总进球 + 64 比分 + 64 半全场 odds blocks.
    assert_eq!(stored, (179, 172 + 73 + 167 + 64 + 64));
    let again = import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    assert_eq!(
        (
            again.inserted,
            again.updated,
            again.unchanged,
            again.odds_added
        ),
        (0, 0, 179, 0)
    );
    assert_eq!(counts(&ctx.db).await, stored);

    // A stored day shows its scores, by match number.
    let day = chrono::NaiveDate::from_ymd_opt(2026, 8, 22).unwrap();
    let shown = service::matches_on(&ctx, SportsGame::Jczq, day)
        .await
        .unwrap();
    assert_eq!(shown.len(), 26);
    // Friday's late matches (dated Saturday) come first.
    assert_eq!(shown[0].match_num, "周五003");
    let first_match = shown.iter().find(|m| m.match_num == "周六001").unwrap();
    assert_eq!(
        (
            first_match.match_num.as_str(),
            first_match.home.as_str(),
            first_match.full,
            first_match.half
        ),
        ("周六001", "鹿岛鹿角", Some((3, 2)), Some((1, 1)))
    );
    assert_eq!(first_match.handicap, Some(-10));
    // 3:2 is 胜; with the home side giving a goal, 2:2 is 让平; 1:1 then 3:2 is 平胜.
    assert!(first_match.results.contains(&(PlayType::Spf, 0)));
    assert!(first_match.results.contains(&(PlayType::Rqspf, 1)));
    assert!(first_match.results.contains(&(PlayType::Bqc, 3)));
    let plays: Vec<PlayType> = first_match.odds.iter().map(|o| o.play).collect();
    assert_eq!(
        plays,
        [
            PlayType::Spf,
            PlayType::Rqspf,
            PlayType::Bf,
            PlayType::Zjq,
            PlayType::Bqc
        ]
    );
    let days = service::match_days(&ctx, SportsGame::Jczq, None, 3)
        .await
        .unwrap();
    assert_eq!(
        days.first().map(|d| d.to_string()).as_deref(),
        Some("2026-08-29")
    );
    let void = shown.iter().all(|m| m.state == MatchState::Finished);
    assert!(void, "every match of 08-22 finished");

    // The first three matches of the day as a 3串1 on what came in, settled
    // from the stored results and odds.
    let picked: Vec<_> = shown
        .iter()
        .filter(|m| m.odds.iter().any(|o| o.play == PlayType::Spf))
        .take(3)
        .collect();
    let mut games = Vec::new();
    let mut outcomes = Vec::new();
    let mut expect_product = 1i128;
    for m in &picked {
        let (h, a) = m.full.unwrap();
        let right = outcome::football(
            PlayType::Spf,
            Score::new(h as u16, a as u16),
            None,
            Line::default(),
        )
        .unwrap();
        let odds = m
            .odds
            .iter()
            .find(|o| o.play == PlayType::Spf)
            .unwrap()
            .odds[right]
            .unwrap();
        expect_product *= i128::from(odds);
        games.push(SelectedGame {
            picks: vec![Pick {
                play: PlayType::Spf,
                option: right,
                odds,
            }],
            banker: false,
            line: Line::default(),
        });
        outcomes.push(Outcome::Decided(vec![Decided {
            play: PlayType::Spf,
            option: right,
            sp: None,
        }]));
    }
    let selection = Selection {
        game: SportsGame::Jczq,
        games,
        passes: vec![PassType::new(3, 1)],
        multiple: 1,
    };
    let won = parlay::settle(&selection, &outcomes, Rounding::HalfUp).unwrap();
    // 2 × Π odds in fen, rounded half up: 200 × Π / 100³.
    assert_eq!(
        i128::from(won.won_fen),
        (200 * expect_product + 500_000) / 1_000_000
    );
}

#[tokio::test]
async fn a_malformed_row_names_its_line_and_field_and_writes_nothing() {
    let (ctx, _db) = test_context().await;
    // The 10th match's full-time score mistyped.
    let (_, good) = parse_matches(JCZQ).unwrap();
    let tenth = &good[9];
    let needle = format!("\"matchNum\": \"{}\"", tenth.match_num);
    let at = JCZQ
        .find(&format!("\"id\": \"{}\"", tenth.source_id))
        .unwrap();
    assert!(JCZQ[at..].contains(&needle));
    let score = format!(
        "\"ftScore\": \"{}:{}\"",
        tenth.full.unwrap().0,
        tenth.full.unwrap().1
    );
    let offset = at + JCZQ[at..].find(&score).unwrap();
    let broken = format!(
        "{}\"ftScore\": \"2-1\"{}",
        &JCZQ[..offset],
        &JCZQ[offset + score.len()..]
    );
    let e = parse_matches(&broken).unwrap_err();
    let line = JCZQ[..offset].matches('\n').count() + 1;
    let row_line = JCZQ[..JCZQ[..at].rfind('{').unwrap()].matches('\n').count() + 1;
    assert_eq!(
        e.field.as_deref(),
        Some(format!("line {row_line}, matches[9].ftScore").as_str()),
        "{e:?}"
    );
    assert!(e.message.contains("2-1"), "{}", e.message);
    assert!(line > row_line);
    // Odds that are not a number, and an unknown field.
    let bad_odds = JCZQ.replacen("\"h\": \"2.21\"", "\"h\": \"2.2.1\"", 1);
    let e = parse_matches(&bad_odds).unwrap_err();
    assert!(e.field.as_deref().unwrap().ends_with("odds.had.h"), "{e:?}");
    let unknown = JCZQ.replacen("\"league\":", "\"leauge\": \"x\", \"league\":", 1);
    assert!(parse_matches(&unknown).is_err());
    assert_eq!(counts(&ctx.db).await, (0, 0));

    // A stored match with other teams stops the import; nothing is written.
    let (game, mut matches) = parse_matches(JCZQ).unwrap();
    import::import(&ctx.db, game, &matches[..5], |_, _| {})
        .await
        .unwrap();
    let before = counts(&ctx.db).await;
    matches[0].home = "别的队".into();
    let e = import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap_err();
    assert_eq!(e.code, domain::ErrorCode::Conflict);
    assert_eq!(counts(&ctx.db).await, before);
}

#[tokio::test]
async fn a_result_arriving_later_is_stored() {
    let (ctx, _db) = test_context().await;
    let (game, matches) = parse_matches(JCZQ).unwrap();
    let mut pending = matches[0].clone();
    let done = pending.clone();
    pending.state = MatchState::Closed;
    pending.full = None;
    pending.half = None;
    import::import(&ctx.db, game, &[pending], |_, _| {})
        .await
        .unwrap();
    let s = import::import(&ctx.db, game, std::slice::from_ref(&done), |_, _| {})
        .await
        .unwrap();
    assert_eq!((s.inserted, s.updated), (0, 1));
    let stored = service::matches_on(&ctx, game, done.match_date)
        .await
        .unwrap();
    assert_eq!(
        stored[0].full,
        done.full.map(|(h, a)| (i32::from(h), i32::from(a)))
    );
    assert_eq!(stored[0].state, MatchState::Finished);
}

#[tokio::test]
async fn analysis_counts_each_teams_earlier_results() {
    let (ctx, _db) = test_context().await;
    let (game, matches) = parse_matches(JCZQ).unwrap();
    import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    let day = chrono::NaiveDate::from_ymd_opt(2026, 8, 28).unwrap();
    let mut checked = 0;
    for m in service::matches_on(&ctx, SportsGame::Jczq, day)
        .await
        .unwrap()
    {
        let a = service::analyses(&ctx, &[(m.id, 10)]).await.unwrap()[&(m.id, 10)].clone();
        for (team, record) in [(&m.home, &a.home), (&m.away, &a.away)] {
            // Independently, from the file: the team's finished matches before the day.
            let earlier: Vec<_> = matches
                .iter()
                .filter(|x| {
                    x.match_date < day
                        && x.state == MatchState::Finished
                        && (&x.home == team || &x.away == team)
                })
                .collect();
            assert_eq!(record.played as usize, earlier.len().min(10), "{team}");
            if earlier.len() <= 10 {
                let goals: u32 = earlier
                    .iter()
                    .map(|x| {
                        let (h, a) = x.full.unwrap();
                        u32::from(if &x.home == team { h } else { a })
                    })
                    .sum();
                assert_eq!(record.goals_for, goals, "{team}");
            }
            checked += record.played;
        }
    }
    assert!(checked > 0, "some team of 08-28 played earlier in the file");
}

/// The prize check reads stored results: a real 3-match 胜平负 parlay from
/// one day wins exactly when every pick is the stored result, and pays the
/// rules' bonus at the picked odds; a void match counts at 1.00.
#[tokio::test]
async fn a_selection_is_checked_against_the_stored_results() {
    let (ctx, _db) = test_context().await;
    let (game, matches) = parse_matches(JCZQ).unwrap();
    import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    let day = chrono::NaiveDate::from_ymd_opt(2026, 8, 28).unwrap();
    let played: Vec<service::MatchView> = service::matches_on(&ctx, SportsGame::Jczq, day)
        .await
        .unwrap()
        .into_iter()
        .filter(|m| {
            m.state == MatchState::Finished && m.odds.iter().any(|o| o.play == PlayType::Spf)
        })
        .take(3)
        .collect();
    assert_eq!(
        played.len(),
        3,
        "three finished matches with 胜平负 odds on {day}"
    );
    let pick = |m: &service::MatchView, right: bool| {
        let result = m
            .results
            .iter()
            .find(|(p, _)| *p == PlayType::Spf)
            .unwrap()
            .1;
        let option = if right { result } else { (result + 1) % 3 };
        let odds = m
            .odds
            .iter()
            .find(|o| o.play == PlayType::Spf)
            .unwrap()
            .odds[option]
            .unwrap();
        Pick {
            play: PlayType::Spf,
            option,
            odds,
        }
    };
    let selection = |right: [bool; 3]| Selection {
        game: SportsGame::Jczq,
        games: played
            .iter()
            .zip(right)
            .map(|(m, r)| SelectedGame {
                picks: vec![pick(m, r)],
                banker: false,
                line: Line::default(),
            })
            .collect(),
        passes: vec![PassType::parse("3串1").unwrap()],
        multiple: 2,
    };
    let ids: Vec<i64> = played.iter().map(|m| m.id).collect();
    let won = service::prize_check(&ctx, &selection([true; 3]), &ids, Rounding::HalfUp)
        .await
        .unwrap();
    let odds: Vec<i64> = played.iter().map(|m| pick(m, true).odds).collect();
    let expected = domain::sports::bonus::BonusRules::new(SportsGame::Jczq, Rounding::HalfUp)
        .bet_fen(&odds, 2);
    assert_eq!(
        (won.winning_bets, won.won_fen, won.pending_bets),
        (1, expected, 0)
    );
    let lost = service::prize_check(
        &ctx,
        &selection([true, false, true]),
        &ids,
        Rounding::HalfUp,
    )
    .await
    .unwrap();
    assert_eq!((lost.winning_bets, lost.won_fen), (0, 0));
    // A match of another game, or a missing id, is named.
    let e = service::prize_check(&ctx, &selection([true; 3]), &ids[..2], Rounding::HalfUp)
        .await
        .unwrap_err();
    assert_eq!(e.field.as_deref(), Some("matchId"));
}

/// Sample fixtures store with their issues (flagged), twice changes
/// nothing, and a 传统足彩 ticket is checked against an issue's results and
/// prize tiers.
#[tokio::test]
async fn sample_issues_store_once_and_check_a_traditional_ticket() {
    use domain::sports::ctzq::{Pool, Ticket};
    use domain::sports::sample;
    let (ctx, _db) = test_context().await;
    let day = |s: &str| chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
    let s = sample::generate(
        SportsGame::Ctzq,
        day("2026-11-16"),
        14,
        day("2026-11-24"),
        4,
    )
    .unwrap();
    let first = import::import_with_issues(&ctx.db, s.game, &s.matches, &s.issues, |_, _| {})
        .await
        .unwrap();
    assert_eq!(first.inserted, 56);
    let again = import::import_with_issues(&ctx.db, s.game, &s.matches, &s.issues, |_, _| {})
        .await
        .unwrap();
    assert_eq!((again.inserted, again.updated, again.unchanged), (0, 0, 56));
    assert_eq!(
        entities::sports_issue::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        4
    );
    let listed = service::issues(&ctx, SportsGame::Ctzq, None, 10)
        .await
        .unwrap();
    assert_eq!(listed.len(), 4);
    assert!(listed.windows(2).all(|w| w[0].1 >= w[1].1), "newest first");
    assert!(listed.iter().all(|(_, _, sample)| *sample));
    // The oldest issue is finished: a ticket of its exact results wins 一等奖.
    let (no, _, _) = listed.last().unwrap().clone();
    let issue = service::issue(&ctx, SportsGame::Ctzq, &no).await.unwrap();
    assert_eq!(issue.matches.len(), 14);
    assert!(issue
        .matches
        .iter()
        .all(|m| m.sample && m.issue.as_deref() == Some(no.as_str())));
    let results = issue.results(Pool::Sfc14).unwrap();
    let ticket = Ticket {
        pool: Pool::Sfc14,
        picks: results.iter().map(|r| vec![r.unwrap()]).collect(),
        bankers: Vec::new(),
    };
    let check = service::check_ctzq(&ctx, &no, &ticket, 3)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(check.tiers[0].0, 1);
    assert_eq!(check.tiers[1].0, 0);
    let first_prize = issue
        .prizes
        .iter()
        .find(|p| p.pool == "sfc14" && p.tier == 1)
        .unwrap()
        .prize_fen;
    assert_eq!(check.won_fen, first_prize * 3);
    assert!(check.announced);
    // The newest issue is on sale: no results yet.
    let (open, _, _) = listed.first().unwrap().clone();
    assert!(service::check_ctzq(&ctx, &open, &ticket, 1)
        .await
        .unwrap()
        .is_none());
    let e = service::issue(&ctx, SportsGame::Ctzq, "99999")
        .await
        .unwrap_err();
    assert_eq!(e.code, domain::ErrorCode::NotFound);
}

/// A list asking for every match's odds movement and analysis costs one
/// and two statements, whatever its length, and answers what one match at
/// a time answers.
#[tokio::test]
async fn a_days_odds_histories_and_analyses_are_read_in_batches() {
    use std::sync::atomic::Ordering;
    let (ctx, _db) = test_context().await;
    let (game, matches) = parse_matches(JCZQ).unwrap();
    import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    let day = chrono::NaiveDate::from_ymd_opt(2026, 8, 28).unwrap();
    let listed = service::matches_on(&ctx, SportsGame::Jczq, day)
        .await
        .unwrap();
    assert!(listed.len() > 3, "{}", listed.len());
    let odds_keys: Vec<(i64, PlayType)> = listed
        .iter()
        .flat_map(|m| [(m.id, PlayType::Spf), (m.id, PlayType::Zjq)])
        .collect();
    let analysis_keys: Vec<(i64, usize)> = listed.iter().map(|m| (m.id, 10)).collect();

    let (cctx, statements) = domain::testing::counting_statements(&ctx);
    let histories = service::odds_histories(&cctx, &odds_keys).await.unwrap();
    assert_eq!(statements.swap(0, Ordering::SeqCst), 1, "odds histories");
    let analyses = service::analyses(&cctx, &analysis_keys).await.unwrap();
    assert_eq!(statements.swap(0, Ordering::SeqCst), 2, "analyses");

    for (key, batched) in &histories {
        let alone = service::odds_histories(&ctx, &[*key]).await.unwrap();
        assert_eq!(&alone[key], batched, "{key:?}");
    }
    assert!(histories.values().any(|h| !h.is_empty()));
    for m in &listed {
        let alone = service::analyses(&ctx, &[(m.id, 10)]).await.unwrap();
        assert_eq!(analyses[&(m.id, 10)], alone[&(m.id, 10)], "{}", m.match_num);
    }
    assert!(analyses.values().any(|a| a.home.played > 0));
}

/// A page of saved 方案 asking for their 兑奖 costs three statements
/// whatever its length, and each answer equals a check on its own.
#[tokio::test]
async fn saved_selections_are_checked_in_one_batch() {
    use domain::sports::records;
    use std::sync::atomic::Ordering;
    let (ctx, _db) = test_context().await;
    let (game, matches) = parse_matches(JCZQ).unwrap();
    import::import(&ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    let (viewer, _) = domain::testing::member_with_token(&ctx, "方案", false).await;
    let mut ids = Vec::new();
    for date in [(8, 27), (8, 28), (8, 29)] {
        let day = chrono::NaiveDate::from_ymd_opt(2026, date.0, date.1).unwrap();
        let listed: Vec<service::MatchView> = service::matches_on(&ctx, SportsGame::Jczq, day)
            .await
            .unwrap()
            .into_iter()
            .filter(|m| m.odds.iter().any(|o| o.play == PlayType::Spf))
            .take(2)
            .collect();
        let selection = Selection {
            game: SportsGame::Jczq,
            games: listed
                .iter()
                .map(|m| SelectedGame {
                    picks: (0..3)
                        .filter_map(|option| {
                            let odds =
                                m.odds.iter().find(|o| o.play == PlayType::Spf)?.odds[option]?;
                            Some(Pick {
                                play: PlayType::Spf,
                                option,
                                odds,
                            })
                        })
                        .collect(),
                    banker: false,
                    line: Line::default(),
                })
                .collect(),
            passes: vec![PassType::parse("2串1").unwrap()],
            multiple: 1,
        };
        let match_ids: Vec<i64> = listed.iter().map(|m| m.id).collect();
        let saved = records::save(&ctx, &viewer, &selection, &match_ids)
            .await
            .unwrap();
        ids.push((saved.id, selection, match_ids));
    }
    let (cctx, statements) = domain::testing::counting_statements(&ctx);
    let keys: Vec<i64> = ids.iter().map(|(id, _, _)| *id).collect();
    let checked = records::checks(&cctx, &keys).await.unwrap();
    assert_eq!(
        statements.load(Ordering::SeqCst),
        3,
        "three 方案, three statements"
    );
    for (id, selection, match_ids) in &ids {
        let alone = service::prize_check(&ctx, selection, match_ids, Rounding::HalfUp)
            .await
            .unwrap();
        assert_eq!(checked[id], alone);
        // Every option of both matches: one 2串1 bet always comes in
        // (a void match counts too), and nothing is pending.
        assert!(alone.winning_bets >= 1, "{alone:?}");
        assert_eq!(alone.pending_bets, 0);
    }
}
