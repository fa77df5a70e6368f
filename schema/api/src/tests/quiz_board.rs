//! This period's board page with the caller's place reads the board twice
//! (the page, the place) and nothing else about periods: this week's board
//! cannot have closed, so the closed-period table is not asked
//! (performance.md W16, at most 2 statements; the bench counts it on the
//! wire, this test in process); asked again, the kept page and place
//! read nothing until a board write says they moved.

use sea_orm::{ActiveValue::Set, EntityTrait};

use domain::testing::{member_with_token, test_context};

#[tokio::test]
async fn this_weeks_board_page_with_my_place_is_two_board_statements() {
    let (ctx, _db) = test_context().await;
    let week = domain::quiz::boards::current_periods()[0].clone();
    let now = domain::kernel::clock::now();
    let mut me = None;
    for i in 0..5i64 {
        let (v, _) = member_with_token(&ctx, &format!("榜友{i}"), false).await;
        let r = domain::quiz::Record {
            settled: 10,
            red: 5 + i,
            stake_fen: 2000,
            return_fen: 1000 * i,
            ..Default::default()
        };
        let k = rules::quiz::board_keys(&r, now.timestamp() - i);
        entities::quiz_board::Entity::insert(entities::quiz_board::ActiveModel {
            period: Set(week.clone()),
            member_id: Set(v.member_id),
            settled: Set(r.settled),
            red: Set(r.red),
            stake_fen: Set(r.stake_fen),
            return_fen: Set(r.return_fen),
            current_streak: Set(0),
            longest_streak: Set(0),
            recent_bits: Set(0),
            recent_len: Set(0),
            hit_key: Set(k.hit),
            streak_key: Set(k.streak),
            return_key: Set(k.ret),
            tie: Set(k.tie),
        })
        .exec_without_returning(&ctx.db)
        .await
        .unwrap();
        me = Some(v);
    }

    let me = me.unwrap();
    let doc =
        "{ quizBoard(first: 20) { period closedAt mine { place } edges { node { place } } } }";
    let (schema, seen) = super::counted_schema(&ctx);
    let resp = schema
        .execute(async_graphql::Request::new(doc).data(me.clone()))
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    assert_eq!(data["quizBoard"]["period"], week.as_str());
    assert!(data["quizBoard"]["closedAt"].is_null());
    assert_eq!(data["quizBoard"]["mine"]["place"], 1);
    assert_eq!(data["quizBoard"]["edges"].as_array().unwrap().len(), 5);
    {
        let seen = seen.lock().unwrap();
        assert_eq!(seen.len(), 2, "the page and the place only: {seen:?}");
        assert!(seen.iter().all(|s| s.contains("quiz_board")), "{seen:?}");
    }

    // Asked again: the kept first page and place (W16), nothing read.
    seen.lock().unwrap().clear();
    let again = schema
        .execute(async_graphql::Request::new(doc).data(me.clone()))
        .await;
    assert_eq!(again.data.into_json().unwrap(), data);
    assert!(
        seen.lock().unwrap().is_empty(),
        "{:?}",
        seen.lock().unwrap()
    );

    // A settlement writes the board (announcing it): the next read is
    // fresh, with the newcomer ahead of me.
    let (newcomer, _) = member_with_token(&ctx, "新上榜", false).await;
    let best = domain::quiz::Record {
        settled: 10,
        red: 10,
        stake_fen: 2000,
        return_fen: 0,
        ..Default::default()
    };
    let work = domain::kernel::db::begin(&ctx).await.unwrap();
    domain::quiz::record::write_boards(
        &work,
        &[(newcomer.member_id, week.clone(), best, now.timestamp())],
    )
    .await
    .unwrap();
    work.commit().await.unwrap();
    seen.lock().unwrap().clear();
    let fresh = schema
        .execute(async_graphql::Request::new(doc).data(me))
        .await;
    let fresh = fresh.data.into_json().unwrap();
    assert_eq!(fresh["quizBoard"]["mine"]["place"], 2, "{fresh}");
    assert_eq!(fresh["quizBoard"]["edges"].as_array().unwrap().len(), 6);
    assert_eq!(seen.lock().unwrap().len(), 2);
}
