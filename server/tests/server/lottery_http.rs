//! The lottery over GraphQL: staff publish a draw and subscribers get it,
//! ticket checks against stored draws, number selection, bet counts.

use crate::common;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

impl common::TestServer {
    /// `gql` with every `Money` read as its fen: the queries alias
    /// `costFen: cost { fen }`, and the answer's `{"fen": "200"}` becomes
    /// `200`, so the amounts compare as numbers.
    pub(crate) async fn gql_fen(
        &self,
        token: Option<&str>,
        query: &str,
        variables: serde_json::Value,
    ) -> (u16, serde_json::Value) {
        let (status, body) = self.gql(token, query, variables).await;
        (status, fen_numbers(body))
    }
}

fn fen_numbers(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::Object(m) if m.len() == 1 && m.get("fen").is_some_and(Value::is_string) => {
            let fen: i64 = m["fen"].as_str().unwrap().parse().unwrap();
            Value::from(fen)
        }
        Value::Object(m) => {
            Value::Object(m.into_iter().map(|(k, v)| (k, fen_numbers(v))).collect())
        }
        Value::Array(a) => Value::Array(a.into_iter().map(fen_numbers).collect()),
        other => other,
    }
}

use serde_json::json;

use common::ws::{data, signed_in, subscribe};

#[tokio::test]
async fn a_published_draw_reaches_subscribers_and_can_be_checked() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, member) = s.member("彩民", false).await;
    let mut ws = signed_in(s.addr, &member).await;
    subscribe(
        &mut ws,
        "d",
        "subscription { drawPublished(game: SSQ) { issue mainNumbers extraNumbers } }",
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;

    let publish = r#"mutation($i: PublishDrawInput!) { publishDraw(input: $i) { draw { issue game } userErrors { code field } } }"#;
    let input = json!({"game": "SSQ", "issue": "26097", "drawDate": "2026-08-23",
        "mainNumbers": [3, 8, 12, 19, 27, 33], "extraNumbers": [9],
        "prizeList": [{"tier": 1, "name": "一等奖", "amountFen": 1_000_000_000, "winners": 3}]});
    let (_, forbidden) = s.gql_fen(Some(&member), publish, json!({"i": input})).await;
    assert_eq!(forbidden["errors"][0]["extensions"]["code"], "FORBIDDEN");
    let (_, r) = s.gql_fen(Some(&staff), publish, json!({"i": input})).await;
    assert_eq!(
        r["data"]["publishDraw"],
        json!({"draw": {"issue": "2026097", "game": "SSQ"}, "userErrors": []}),
        "{r}"
    );
    assert_eq!(
        data(&mut ws, "d").await["drawPublished"],
        json!({"issue": "2026097", "mainNumbers": [3, 8, 12, 19, 27, 33], "extraNumbers": [9]})
    );
    let (_, again) = s.gql_fen(Some(&staff), publish, json!({"i": input})).await;
    assert_eq!(
        again["data"]["publishDraw"]["userErrors"][0]["code"],
        "CONFLICT"
    );

    // 5 reds + the blue: 三等奖 3000 yuan; the blue alone: 六等奖 5 yuan.
    let check = r#"query($m: [Int!]!, $e: [Int!]!) { checkTicket(game: SSQ, issue: "2026097", ticket: {main: $m, extra: $e}) { issue bets costFen: cost { fen } lines { tier name bets amountFen: amount { fen } totalFen: total { fen } } totalFen: total { fen } } }"#;
    let (_, c) = s
        .gql_fen(None, check, json!({"m": [3, 8, 12, 19, 27, 1], "e": [9]}))
        .await;
    assert_eq!(
        c["data"]["checkTicket"],
        json!({"issue": "2026097", "bets": 1, "costFen": 200, "totalFen": 300_000,
            "lines": [{"tier": 3, "name": "三等奖", "bets": 1, "amountFen": 300_000, "totalFen": 300_000}]}),
        "{c}"
    );
    let (_, c) = s
        .gql_fen(None, check, json!({"m": [1, 2, 4, 5, 6, 7], "e": [9]}))
        .await;
    assert_eq!(c["data"]["checkTicket"]["totalFen"], 500);
    // 一等奖 is floating: its amount is the published one.
    let (_, c) = s
        .gql_fen(None, check, json!({"m": [3, 8, 12, 19, 27, 33], "e": [9]}))
        .await;
    assert_eq!(
        c["data"]["checkTicket"]["lines"][0],
        json!({"tier": 1, "name": "一等奖", "bets": 1, "amountFen": 1_000_000_000, "totalFen": 1_000_000_000})
    );
    // 6+0 (二等奖) has no published amount: no total, not a guess.
    let (_, c) = s
        .gql_fen(None, check, json!({"m": [3, 8, 12, 19, 27, 33], "e": [10]}))
        .await;
    assert_eq!(
        c["data"]["checkTicket"]["lines"][0]["amountFen"],
        json!(null)
    );
    assert_eq!(c["data"]["checkTicket"]["totalFen"], json!(null));
    let (_, bad) = s
        .gql_fen(None, check, json!({"m": [3, 8, 12, 19, 27, 27], "e": [10]}))
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "mainNumbers");
    let (_, bad) = s
        .gql_fen(
            Some(&staff),
            publish,
            json!({"i": {"game": "SSQ", "issue": "26098", "drawDate": "2026-08-25",
            "mainNumbers": [1, 2, 3, 4, 5, 6], "extraNumbers": [1],
            "prizeList": [{"tier": 1, "amountFen": -1}]}}),
        )
        .await;
    assert_eq!(
        bad["data"]["publishDraw"]["userErrors"][0]["field"],
        json!(["input", "prizeList", "0"])
    );

    // A correction replaces the stored draw: subscribers hear it, the prize
    // check follows at once, and the audit log keeps the old numbers with
    // the reason.
    let correct = r#"mutation($i: CorrectDrawInput!) { correctDraw(input: $i) { draw { issue mainNumbers } userErrors { code field } } }"#;
    let mut fixed = input.clone();
    fixed["mainNumbers"] = json!([3, 8, 12, 19, 27, 32]);
    fixed["reason"] = json!("录入错误");
    let (_, r) = s.gql_fen(Some(&staff), correct, json!({"i": fixed})).await;
    assert_eq!(
        r["data"]["correctDraw"],
        json!({"draw": {"issue": "2026097", "mainNumbers": [3, 8, 12, 19, 27, 32]}, "userErrors": []}),
        "{r}"
    );
    assert_eq!(
        data(&mut ws, "d").await["drawPublished"]["mainNumbers"],
        json!([3, 8, 12, 19, 27, 32])
    );
    let (_, c) = s
        .gql_fen(None, check, json!({"m": [3, 8, 12, 19, 27, 32], "e": [9]}))
        .await;
    assert_eq!(c["data"]["checkTicket"]["lines"][0]["tier"], 1, "{c}");
    let audit = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("lottery.correct_draw"))
        .all(&s.state.ctx.db)
        .await
        .unwrap();
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].detail["reason"], "录入错误");
    assert_eq!(
        audit[0].detail["before"]["main"],
        json!([3, 8, 12, 19, 27, 33])
    );
    // No reason, or an issue never published: refused, naming the field.
    fixed["reason"] = json!(" ");
    let (_, r) = s.gql_fen(Some(&staff), correct, json!({"i": fixed})).await;
    assert_eq!(
        r["data"]["correctDraw"]["userErrors"],
        json!([{"code": "INVALID_ARGUMENT", "field": ["input", "reason"]}])
    );
    fixed["reason"] = json!("录入错误");
    fixed["issue"] = json!("26150");
    let (_, r) = s.gql_fen(Some(&staff), correct, json!({"i": fixed})).await;
    assert_eq!(
        r["data"]["correctDraw"]["userErrors"][0]["code"], "NOT_FOUND",
        "{r}"
    );

    let (_, latest) = s
        .gql_fen(None, "{ latestDraws { game issue } }", json!({}))
        .await;
    assert_eq!(
        latest["data"]["latestDraws"],
        json!([{"game": "SSQ", "issue": "2026097"}])
    );
}

#[tokio::test]
async fn draw_schedules_give_every_game_its_next_draw() {
    let s = common::start().await;
    let before = domain::kernel::clock::now();
    let (_, r) = s
        .gql_fen(
            None,
            "{ drawSchedules { game weekdays time nextDrawAt } }",
            json!({}),
        )
        .await;
    let all = r["data"]["drawSchedules"].as_array().expect("a list");
    assert_eq!(all.len(), 7, "{r}");
    assert_eq!(all[0]["game"], "SSQ");
    assert_eq!(all[0]["weekdays"], json!([2, 4, 7]));
    assert_eq!(all[0]["time"], "21:15");
    for g in all {
        let at: chrono::DateTime<chrono::Utc> = g["nextDrawAt"]
            .as_str()
            .and_then(|t| t.parse().ok())
            .expect("an RFC 3339 time");
        assert!(
            at > before && at - before <= chrono::Duration::days(7),
            "{g}"
        );
    }
}

#[tokio::test]
async fn calculators_answer_in_fen_with_named_errors() {
    let s = common::start().await;
    let (_, b) = s
        .gql_fen(
            None,
            r#"{ betCount(input: {kind: SSQ_MULTI, red: 8, blue: 2, multiple: 250}) { bets costFen: cost { fen } tickets } }"#,
            json!({}),
        )
        .await;
    assert_eq!(
        b["data"]["betCount"],
        json!({"bets": 56, "costFen": 2_800_000, "tickets": [99, 99, 52]})
    );
    let (_, d) = s
        .gql_fen(None, r#"{ betCount(input: {kind: DLT_MULTI, front: 7, back: 3, additional: true}) { bets costFen: cost { fen } } }"#, json!({}))
        .await;
    assert_eq!(
        d["data"]["betCount"],
        json!({"bets": 63, "costFen": 18_900})
    );
    let (_, bad) = s
        .gql_fen(
            None,
            r#"{ betCount(input: {kind: SSQ_MULTI, red: 5, blue: 1}) { bets } }"#,
            json!({}),
        )
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "red");
    let (_, sel) = s
        .gql_fen(
            None,
            r#"{ selectNumbers(input: {candidates: [1,2,3,4,5,6,7,8], blues: [1, 2], must: [8], oddMin: 3, oddMax: 3}) { bets costFen: cost { fen } reds } }"#,
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
    let save = r#"mutation { saveSelection(input: {game: SSQ, mainNumbers: [1,2,3,4,5,6,7,8], extraNumbers: [1,2], multiple: 250}) { selection { id bets costFen: cost { fen } tickets } } }"#;
    let (_, r) = s.gql_fen(Some(&a), save, json!({})).await;
    let saved = &r["data"]["saveSelection"]["selection"];
    assert_eq!(
        (saved["bets"].as_i64(), saved["costFen"].as_i64()),
        (Some(56), Some(2_800_000)),
        "{r}"
    );
    assert_eq!(saved["tickets"], json!([99, 99, 52]));
    let id = saved["id"].as_str().unwrap().to_owned();
    let list = "{ mySelections(first: 10) { edges { node { id mainNumbers extraNumbers } } } }";
    let (_, mine) = s.gql_fen(Some(&a), list, json!({})).await;
    assert_eq!(
        mine["data"]["mySelections"]["edges"][0]["node"]["extraNumbers"],
        json!([1, 2])
    );
    let (_, theirs) = s.gql_fen(Some(&b), list, json!({})).await;
    assert_eq!(theirs["data"]["mySelections"]["edges"], json!([]));
    let one = "query($id: ID!) { savedSelection(id: $id) { id bets } }";
    let (_, mine) = s.gql_fen(Some(&a), one, json!({"id": id})).await;
    assert_eq!(mine["data"]["savedSelection"]["bets"], 56);
    let (_, theirs) = s.gql_fen(Some(&b), one, json!({"id": id})).await;
    assert_eq!(theirs["data"]["savedSelection"], json!(null));
    // Someone else's id deletes nothing; one's own does.
    let del = "mutation($id: ID!) { deleteSelection(input: {id: $id}) { deletedId } }";
    let (_, no) = s.gql_fen(Some(&b), del, json!({"id": id})).await;
    assert_eq!(no["data"]["deleteSelection"]["deletedId"], json!(null));
    let (_, yes) = s.gql_fen(Some(&a), del, json!({"id": id})).await;
    assert_eq!(yes["data"]["deleteSelection"]["deletedId"], json!(id));
    let (_, bad) = s
        .gql_fen(Some(&a), r#"mutation { saveSelection(input: {game: SSQ, mainNumbers: [1,1,3,4,5,6], extraNumbers: [1]}) { selection { id } userErrors { field } } }"#, json!({}))
        .await;
    assert_eq!(
        bad["data"]["saveSelection"]["userErrors"][0]["field"],
        json!(["input", "mainNumbers"])
    );
    let (_, anon) = s.gql_fen(None, save, json!({})).await;
    assert_eq!(anon["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
}

#[tokio::test]
async fn dlt_boost_follows_the_previous_pool_and_replay_sums_the_draws() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let publish = r#"mutation($i: PublishDrawInput!) { publishDraw(input: $i) { draw { issue } userErrors { code field } } }"#;
    // 26095 leaves a pool of 801.69M: 26096's fixed tiers are boosted.
    for (issue, date, pool) in [
        ("26095", "2026-08-22", 80_169_000_000_i64),
        ("26096", "2026-08-24", 79_000_000_000),
    ] {
        let (_, r) = s
            .gql_fen(Some(&staff), publish, json!({"i": {"game": "DLT", "issue": issue, "drawDate": date,
                "mainNumbers": [5, 14, 15, 17, 33], "extraNumbers": [1, 7], "poolFen": pool,
                "prizeList": [{"tier": 1, "amountFen": 941_546_000, "additionalFen": 753_236_800}]}}))
            .await;
        assert!(r["errors"].is_null(), "{r}");
        assert_eq!(r["data"]["publishDraw"]["userErrors"], json!([]), "{r}");
    }
    let check = r#"query($issue: String!, $t: TicketInput!) { checkTicket(game: DLT, issue: $issue, ticket: $t) { boosted costFen: cost { fen } totalFen: total { fen } lines { tier additionalFen: additional { fen } } } }"#;
    let four_two = json!({"main": [5, 14, 15, 17, 30], "extra": [1, 7]});
    let (_, c) = s
        .gql_fen(None, check, json!({"issue": "26096", "t": four_two}))
        .await;
    assert_eq!(c["data"]["checkTicket"]["boosted"], true, "{c}");
    assert_eq!(c["data"]["checkTicket"]["totalFen"], 666_600);
    // The first stored draw has no previous pool: the caller's flag decides.
    let (_, c) = s
        .gql_fen(None, check, json!({"issue": "26095", "t": four_two}))
        .await;
    assert_eq!(c["data"]["checkTicket"]["totalFen"], 500_000);
    // 一等奖 with 追加 at 2 倍 pays the published base and 追加 amounts.
    let jackpot =
        json!({"main": [5, 14, 15, 17, 33], "extra": [1, 7], "additional": true, "multiple": 2});
    let (_, c) = s
        .gql_fen(None, check, json!({"issue": "26096", "t": jackpot}))
        .await;
    assert_eq!(
        c["data"]["checkTicket"],
        json!({"boosted": true, "costFen": 600, "totalFen": (941_546_000_i64 + 753_236_800) * 2,
            "lines": [{"tier": 1, "additionalFen": 753_236_800}]})
    );

    let replay = r#"query($t: TicketInput!) { lotteryReplay(game: DLT, ticket: $t, last: 10) { draws wonDraws costFen: cost { fen } wonFen: won { fen } unknownLines results { issue totalFen: total { fen } } } }"#;
    let (_, r) = s.gql_fen(None, replay, json!({"t": four_two})).await;
    assert_eq!(
        r["data"]["lotteryReplay"],
        json!({"draws": 2, "wonDraws": 2, "costFen": 400, "wonFen": 666_600 + 500_000, "unknownLines": 0,
            "results": [{"issue": "2026096", "totalFen": 666_600}, {"issue": "2026095", "totalFen": 500_000}]})
    );
    let (_, bad) = s
        .gql_fen(None, r#"query($t: TicketInput!) { lotteryReplay(game: DLT, ticket: $t, last: 0) { draws } }"#, json!({"t": four_two}))
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "last");
}

#[tokio::test]
async fn orders_split_into_tickets_and_members_keep_split_records() {
    let s = common::start().await;
    let split = r#"query($i: SplitOrderInput!) { splitOrder(input: $i) { bets costFen: cost { fen } ticketCount tickets(first: 5) { nodes { bets multiple costFen: cost { fen } zones { dan tuo } singleBets(first: 2) } } } }"#;
    let order = json!({"game": "SSQ", "multiple": 250,
        "zones": [{"tuo": [1, 2, 3, 4, 5, 6, 7, 8]}, {"tuo": [1, 2]}]});
    let (_, r) = s.gql_fen(None, split, json!({"i": order})).await;
    let plan = &r["data"]["splitOrder"];
    assert_eq!(
        (plan["bets"].as_i64(), plan["ticketCount"].as_i64()),
        (Some(56), Some(3)),
        "{r}"
    );
    let multiples: Vec<i64> = plan["tickets"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["multiple"].as_i64().unwrap())
        .collect();
    assert_eq!(multiples, [99, 99, 52]);
    assert_eq!(
        plan["tickets"]["nodes"][0]["singleBets"],
        json!([[[1, 2, 3, 4, 5, 6], [1]], [[1, 2, 3, 4, 5, 6], [2]]])
    );
    // Above 10000 bets: temporary 胆, every ticket within the limits.
    let big = json!({"game": "SSQ", "zones": [{"tuo": (1..=20).collect::<Vec<i32>>()}, {"tuo": (1..=16).collect::<Vec<i32>>()}]});
    // Pages of 40 tickets with their page info stay within the query
    // complexity limit (the page size multiplies the whole selection).
    let page = r#"query($i: SplitOrderInput!, $after: String) { splitOrder(input: $i) { bets ticketCount
        tickets(first: 40, after: $after) { totalCount nodes { bets costFen: cost { fen } zones { dan } } pageInfo { hasNextPage endCursor } } } }"#;
    let mut tickets = Vec::new();
    let mut after = json!(null);
    loop {
        let (_, r) = s
            .gql_fen(None, page, json!({"i": big, "after": after}))
            .await;
        let plan = &r["data"]["splitOrder"];
        assert_eq!(plan["bets"], 620_160, "{r}");
        assert_eq!(plan["tickets"]["totalCount"], plan["ticketCount"]);
        tickets.extend(plan["tickets"]["nodes"].as_array().unwrap().clone());
        let info = &plan["tickets"]["pageInfo"];
        if info["hasNextPage"] == false {
            assert_eq!(tickets.len() as i64, plan["ticketCount"].as_i64().unwrap());
            break;
        }
        // Cursors are positions: the next page starts after the last one.
        assert_eq!(info["endCursor"], json!((tickets.len() - 1).to_string()));
        after = info["endCursor"].clone();
    }
    assert_eq!(
        tickets
            .iter()
            .map(|t| t["bets"].as_i64().unwrap())
            .sum::<i64>(),
        620_160
    );
    assert!(tickets
        .iter()
        .all(|t| t["bets"].as_i64().unwrap() <= 10_000
            && t["costFen"].as_i64().unwrap() <= 2_000_000));
    assert!(tickets
        .iter()
        .any(|t| !t["zones"][0]["dan"].as_array().unwrap().is_empty()));
    let (_, bad) = s
        .gql_fen(
            None,
            split,
            json!({"i": {"game": "SSQ", "zones": [{"tuo": [1, 2, 3]}, {"tuo": [1]}]}}),
        )
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "red");

    let (_, a) = s.member("甲", false).await;
    let (_, b) = s.member("乙", false).await;
    let save = r#"mutation($i: SplitOrderInput!) { saveSplit(input: {order: $i}) { splitRecord { record { id bets costFen: cost { fen } ticketCount multiple } } userErrors { code field } } }"#;
    let (_, r) = s.gql_fen(Some(&a), save, json!({"i": order})).await;
    let rec = &r["data"]["saveSplit"]["splitRecord"]["record"];
    assert_eq!(
        (
            rec["bets"].as_i64(),
            rec["costFen"].as_i64(),
            rec["ticketCount"].as_i64(),
            rec["multiple"].as_i64()
        ),
        (Some(56), Some(2_800_000), Some(3), Some(250)),
        "{r}"
    );
    let id = rec["id"].as_str().unwrap().to_owned();
    let list = "{ mySplits(first: 10) { edges { node { id game zones { tuo } } } } }";
    let (_, mine) = s.gql_fen(Some(&a), list, json!({})).await;
    assert_eq!(
        mine["data"]["mySplits"]["edges"][0]["node"]["zones"][1]["tuo"],
        json!([1, 2])
    );
    let (_, theirs) = s.gql_fen(Some(&b), list, json!({})).await;
    assert_eq!(theirs["data"]["mySplits"]["edges"], json!([]));
    let info = "query($id: ID!) { splitRecord(id: $id) { record { id } split { ticketCount tickets { nodes { multiple } } } } }";
    let (_, one) = s.gql_fen(Some(&a), info, json!({"id": id})).await;
    assert_eq!(
        one["data"]["splitRecord"]["split"]["tickets"]["nodes"],
        json!([{"multiple": 99}, {"multiple": 99}, {"multiple": 52}])
    );
    let (_, none) = s.gql_fen(Some(&b), info, json!({"id": id})).await;
    assert_eq!(none["data"]["splitRecord"], json!(null));
    let del = "mutation($id: ID!) { deleteSplit(input: {id: $id}) { deletedId } }";
    let (_, no) = s.gql_fen(Some(&b), del, json!({"id": id})).await;
    assert_eq!(no["data"]["deleteSplit"]["deletedId"], json!(null));
    let (_, yes) = s.gql_fen(Some(&a), del, json!({"id": id})).await;
    assert_eq!(yes["data"]["deleteSplit"]["deletedId"], json!(id));
    let (_, anon) = s.gql_fen(None, save, json!({"i": order})).await;
    assert_eq!(anon["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
}

#[tokio::test]
async fn the_parlay_breakdown_of_section_9b() {
    let s = common::start().await;
    let q = r#"{ parlayBreakdown(input: {games: [[150, 320], [210], [180]], sizes: [2]}) {
        bets costFen: cost { fen } minBonusFen: minBonus { fen } maxBonusFen: maxBonus { fen }
        singles { totalCount nodes { legs { game option odds } bonusFen: bonus { fen } } }
        tail: singles(last: 2) { nodes { bonusFen: bonus { fen } } pageInfo { hasPreviousPage hasNextPage startCursor } }
        hits { hits sizes winningBets minBonusFen: minBonus { fen } maxBonusFen: maxBonus { fen } } } }"#;
    let (_, r) = s.gql_fen(None, q, json!({})).await;
    let p = &r["data"]["parlayBreakdown"];
    assert_eq!(
        (p["bets"].as_i64(), p["costFen"].as_i64()),
        (Some(5), Some(1_000)),
        "{r}"
    );
    assert_eq!(
        (p["minBonusFen"].as_i64(), p["maxBonusFen"].as_i64()),
        (Some(540), Some(3_252))
    );
    assert_eq!(p["singles"]["totalCount"], 5);
    let bonuses: Vec<i64> = p["singles"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["bonusFen"].as_i64().unwrap())
        .collect();
    assert_eq!(bonuses, [630, 1_344, 540, 1_152, 756]);
    assert_eq!(
        p["singles"]["nodes"][1]["legs"],
        json!([{"game": 0, "option": 1, "odds": 320}, {"game": 1, "option": 0, "odds": 210}])
    );
    // The last two, read backward: positions 3 and 4.
    assert_eq!(
        p["tail"],
        json!({"nodes": [{"bonusFen": 1_152}, {"bonusFen": 756}],
            "pageInfo": {"hasPreviousPage": true, "hasNextPage": false, "startCursor": "3"}})
    );
    assert_eq!(
        p["hits"][0],
        json!({"hits": 3, "sizes": [2], "winningBets": [3], "minBonusFen": 1_926, "maxBonusFen": 3_252})
    );
    let (_, bad) = s
        .gql_fen(
            None,
            r#"{ parlayBreakdown(input: {games: [[150], [210]], sizes: [3]}) { bets } }"#,
            json!({}),
        )
        .await;
    assert_eq!(bad["errors"][0]["extensions"]["field"], "sizes");
}
