//! The lottery over GraphQL: staff publish a draw and subscribers get it,
//! ticket checks against stored draws, number selection, bet counts.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure

mod common;

use serde_json::json;

use common::ws::{data, signed_in, subscribe};

#[tokio::test]
async fn a_published_draw_reaches_subscribers_and_can_be_checked() {
    let s = common::start().await;
    let (_, staff) = s.staff_with("运营", &["PERMISSION_TYPE_2"]).await;
    let (_, member) = s.member("彩民", false).await;
    let mut ws = signed_in(s.addr, &member).await;
    subscribe(
        &mut ws,
        "d",
        "subscription { drawPublished(game: SSQ) { issue mainNumbers extraNumbers } }",
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;

    let publish = r#"mutation($i: PublishDrawInput!) { publishDraw(input: $i) { issue game } }"#;
    let input = json!({"game": "SSQ", "issue": "26097", "drawDate": "2026-08-23",
        "mainNumbers": [3, 8, 12, 19, 27, 33], "extraNumbers": [9],
        "prizeList": [{"tier": 1, "name": "一等奖", "amountFen": 1_000_000_000, "winners": 3}]});
    let (_, forbidden) = s.gql(Some(&member), publish, json!({"i": input})).await;
    assert_eq!(forbidden["errors"][0]["extensions"]["code"], "FORBIDDEN");
    let (_, r) = s.gql(Some(&staff), publish, json!({"i": input})).await;
    assert_eq!(
        r["data"]["publishDraw"],
        json!({"issue": "2026097", "game": "SSQ"}),
        "{r}"
    );
    assert_eq!(
        data(&mut ws, "d").await["drawPublished"],
        json!({"issue": "2026097", "mainNumbers": [3, 8, 12, 19, 27, 33], "extraNumbers": [9]})
    );
    let (_, again) = s.gql(Some(&staff), publish, json!({"i": input})).await;
    assert_eq!(again["errors"][0]["extensions"]["code"], "CONFLICT");

    // 5 reds + the blue: 三等奖 3000 yuan; the blue alone: 六等奖 5 yuan.
    let check = r#"query($m: [Int!]!, $e: [Int!]!) { checkTicket(input: {game: SSQ, issue: "2026097", main: $m, extra: $e}) { tier bets amountFen } }"#;
    let (_, c) = s
        .gql(None, check, json!({"m": [3, 8, 12, 19, 27, 1], "e": [9]}))
        .await;
    assert_eq!(
        c["data"]["checkTicket"],
        json!([{"tier": 3, "bets": 1, "amountFen": 300_000}]),
        "{c}"
    );
    let (_, c) = s
        .gql(None, check, json!({"m": [1, 2, 4, 5, 6, 7], "e": [9]}))
        .await;
    assert_eq!(
        c["data"]["checkTicket"],
        json!([{"tier": 6, "bets": 1, "amountFen": 500}])
    );

    let (_, latest) = s
        .gql(None, "{ latestDraws { game issue } }", json!({}))
        .await;
    assert_eq!(
        latest["data"]["latestDraws"],
        json!([{"game": "SSQ", "issue": "2026097"}])
    );
}

#[tokio::test]
async fn calculators_answer_in_fen_with_named_errors() {
    let s = common::start().await;
    let (_, b) = s
        .gql(
            None,
            r#"{ betCount(input: {kind: "SSQ_MULTI", red: 8, blue: 2, multiple: 250}) { bets costFen tickets } }"#,
            json!({}),
        )
        .await;
    assert_eq!(
        b["data"]["betCount"],
        json!({"bets": 56, "costFen": 2_800_000, "tickets": [99, 99, 52]})
    );
    let (_, d) = s
        .gql(None, r#"{ betCount(input: {kind: "DLT_MULTI", front: 7, back: 3, additional: true}) { bets costFen } }"#, json!({}))
        .await;
    assert_eq!(
        d["data"]["betCount"],
        json!({"bets": 63, "costFen": 18_900})
    );
    let (_, bad) = s
        .gql(
            None,
            r#"{ betCount(input: {kind: "SSQ_MULTI", red: 5, blue: 1}) { bets } }"#,
            json!({}),
        )
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "red");
    let (_, sel) = s
        .gql(
            None,
            r#"{ selectNumbers(input: {candidates: [1,2,3,4,5,6,7,8], blues: [1, 2], must: [8], oddMin: 3, oddMax: 3}) { bets costFen reds } }"#,
            json!({}),
        )
        .await;
    // With 8 required and exactly 3 odd among the six.
    let sel = &sel["data"]["selectNumbers"];
    let reds = sel["reds"].as_array().unwrap();
    assert!(reds
        .iter()
        .all(|r| r.as_array().unwrap().contains(&json!(8))));
    assert_eq!(sel["bets"].as_i64().unwrap(), reds.len() as i64 * 2);
}

#[tokio::test]
async fn members_save_list_and_delete_their_selections() {
    let s = common::start().await;
    let (_, a) = s.member("甲", false).await;
    let (_, b) = s.member("乙", false).await;
    let save = r#"mutation { saveSelection(game: SSQ, mainNumbers: [1,2,3,4,5,6,7,8], extraNumbers: [1,2], multiple: 250) { id bets costFen tickets } }"#;
    let (_, r) = s.gql(Some(&a), save, json!({})).await;
    let saved = &r["data"]["saveSelection"];
    assert_eq!(
        (saved["bets"].as_i64(), saved["costFen"].as_i64()),
        (Some(56), Some(2_800_000)),
        "{r}"
    );
    assert_eq!(saved["tickets"], json!([99, 99, 52]));
    let id = saved["id"].as_str().unwrap().to_owned();
    let list = "{ mySelections(first: 10) { edges { node { id mainNumbers extraNumbers } } } }";
    let (_, mine) = s.gql(Some(&a), list, json!({})).await;
    assert_eq!(
        mine["data"]["mySelections"]["edges"][0]["node"]["extraNumbers"],
        json!([1, 2])
    );
    let (_, theirs) = s.gql(Some(&b), list, json!({})).await;
    assert_eq!(theirs["data"]["mySelections"]["edges"], json!([]));
    // Someone else's id deletes nothing; one's own does.
    let del = "mutation($id: ID!) { deleteSelection(id: $id) }";
    let (_, no) = s.gql(Some(&b), del, json!({"id": id})).await;
    assert_eq!(no["data"]["deleteSelection"], false);
    let (_, yes) = s.gql(Some(&a), del, json!({"id": id})).await;
    assert_eq!(yes["data"]["deleteSelection"], true);
    let (_, bad) = s
        .gql(Some(&a), r#"mutation { saveSelection(game: SSQ, mainNumbers: [1,1,3,4,5,6], extraNumbers: [1]) { id } }"#, json!({}))
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "mainNumbers");
    let (_, anon) = s.gql(None, save, json!({})).await;
    assert_eq!(anon["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
}
