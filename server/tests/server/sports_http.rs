//! The sports calculators over GraphQL (lottery-rules.md §5–9): what the
//! football and basketball calculator pages ask, answered by the rules.

use serde_json::json;

use crate::common;

const BREAKDOWN: &str = r#"query($i: SportsSelectionInput!) { sportsBreakdown(input: $i) {
    bets costFen: cost { fen } minBonusFen: minBonus { fen } maxBonusFen: maxBonus { fen } sizes
    hits { hits winningBets }
    singles(first: 2) { totalCount nodes { legs { match play optionName odds } bonusFen: bonus { fen } } } } }"#;

fn pick(play: &str, option: i32, odds: i32) -> serde_json::Value {
    json!({"play": play, "option": option, "odds": odds})
}

#[tokio::test]
async fn a_three_match_football_selection_as_three_for_four() {
    let s = common::start().await;
    // [2, 1, 3] options as 3串4: 17 bets, 34 yuan.
    let input = json!({"game": "JCZQ", "passTypes": ["3串4"], "matches": [
        {"picks": [pick("SPF", 0, 150), pick("SPF", 1, 320)]},
        {"picks": [pick("SPF", 0, 210)]},
        {"picks": [pick("SPF", 0, 180), pick("SPF", 1, 300), pick("SPF", 2, 450)]},
    ]});
    let (_, r) = s.gql_fen(None, BREAKDOWN, json!({"i": input})).await;
    let b = &r["data"]["sportsBreakdown"];
    assert_eq!(
        (b["bets"].as_i64(), b["costFen"].as_i64()),
        (Some(17), Some(3_400)),
        "{r}"
    );
    assert_eq!(b["sizes"], json!([2, 3]));
    assert_eq!(b["singles"]["totalCount"], 17);
    assert_eq!(
        b["singles"]["nodes"][0],
        json!({"legs": [{"match": 0, "play": "SPF", "optionName": "胜", "odds": 150},
            {"match": 1, "play": "SPF", "optionName": "胜", "odds": 210}], "bonusFen": 630})
    );
    // All three right: three 2串1 and the 3串1 win.
    assert_eq!(b["hits"][0], json!({"hits": 3, "winningBets": [3, 1]}));
    assert!(b["minBonusFen"].as_i64() < b["maxBonusFen"].as_i64());
}

#[tokio::test]
async fn a_basketball_winning_margin_selection_over_five_games_is_refused() {
    let s = common::start().await;
    let matches: Vec<_> = (0..5)
        .map(|_| json!({"picks": [pick("SFC", 0, 450)]}))
        .collect();
    let input = json!({"game": "JCLQ", "passTypes": ["5串1"], "matches": matches});
    let (_, r) = s.gql(None, BREAKDOWN, json!({"i": input})).await;
    let e = &r["errors"][0];
    assert_eq!(e["extensions"]["code"], "INVALID_ARGUMENT", "{r}");
    assert_eq!(e["extensions"]["field"], "games");
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("胜分差 allows at most 4 games"),
        "{r}"
    );
}

#[tokio::test]
async fn pass_types_splits_and_traditional_football() {
    let s = common::start().await;
    let (_, r) = s
        .gql(None, r#"{ sportsPassTypes(game: BJDC) { name sizes } sportsPlayTypes(game: JCLQ) { name maxGames } }"#, json!({}))
        .await;
    let passes = r["data"]["sportsPassTypes"].as_array().unwrap();
    assert!(
        passes.contains(&json!({"name": "2串3", "sizes": [1, 2]})),
        "{r}"
    );
    assert!(r["data"]["sportsPlayTypes"]
        .as_array()
        .unwrap()
        .contains(&json!({"name": "胜分差", "maxGames": 4})));

    // 3串4 at 250倍: four tickets, each at 99 + 99 + 52.
    let input = json!({"game": "JCZQ", "passTypes": ["3串4"], "multiple": 250, "matches": [
        {"picks": [pick("SPF", 0, 150), pick("SPF", 1, 320)]},
        {"picks": [pick("SPF", 0, 210)]},
        {"picks": [pick("SPF", 0, 180), pick("SPF", 1, 300), pick("SPF", 2, 450)]},
    ]});
    let (_, r) = s
        .gql_fen(
            None,
            r#"query($i: SportsSelectionInput!) { sportsSplit(input: $i) { bets costFen: cost { fen } ticketCount
                tickets(first: 3) { nodes { multiple bets legs { match play options } } } } }"#,
            json!({"i": input}),
        )
        .await;
    let split = &r["data"]["sportsSplit"];
    assert_eq!(
        (split["bets"].as_i64(), split["ticketCount"].as_i64()),
        (Some(17), Some(12)),
        "{r}"
    );
    assert_eq!(split["costFen"].as_i64(), Some(17 * 250 * 200));
    let multiples: Vec<_> = split["tickets"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["multiple"].clone())
        .collect();
    assert_eq!(multiples, [json!(99), json!(99), json!(52)]);

    // 任九: 11 matches with two doubles, 181 bets.
    let mut picks: Vec<serde_json::Value> = (0..11)
        .map(|i| if i < 2 { json!([0, 1]) } else { json!([0]) })
        .collect();
    picks.extend((0..3).map(|_| json!([])));
    let (_, r) = s
        .gql_fen(
            None,
            r#"query($i: CtzqTicketInput!) { ctzqQuote(input: $i) { bets costFen: cost { fen } } }"#,
            json!({"i": {"pool": "RX9", "picks": picks}}),
        )
        .await;
    assert_eq!(
        r["data"]["ctzqQuote"],
        json!({"bets": 181, "costFen": 36_200}),
        "{r}"
    );
}

#[tokio::test]
async fn a_results_page_shows_a_stored_days_scores() {
    let s = common::start().await;
    let text = include_str!("../../../schema/domain/tests/fixtures/matches/jczq.json");
    let (game, matches) = domain::sports::import::parse_matches(text).unwrap();
    domain::sports::import::import(&s.state.ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    let q = r#"query($d: Date!) { sportsMatchDays(game: JCZQ, first: 2)
        sportsMatches(game: JCZQ, date: $d) { id matchNum league home away state handicap sample
            fullTime { home away } halfTime { home away } results { play optionName }
            odds { play odds single } oddsHistory(play: SPF) { odds } } }"#;
    let (_, r) = s.gql(None, q, json!({"d": "2026-08-17"})).await;
    assert_eq!(
        r["data"]["sportsMatchDays"],
        json!(["2026-08-29", "2026-08-28"]),
        "{r}"
    );
    let day = r["data"]["sportsMatches"].as_array().unwrap();
    assert_eq!(day.len(), 8);
    // The void match: no score, no results.
    let void = day.iter().find(|m| m["matchNum"] == "周日027").unwrap();
    assert_eq!(
        (void["state"].as_str(), void["home"].as_str()),
        (Some("VOID"), Some("布拉加"))
    );
    assert!(void["fullTime"].is_null() && void["results"] == json!([]));
    // Every finished match shows the file's score and its 胜平负 result.
    let file: serde_json::Value = serde_json::from_str(text).unwrap();
    for m in day.iter().filter(|m| m["state"] == "FINISHED") {
        let row = file["matches"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["matchNum"] == m["matchNum"] && x["home"] == m["home"])
            .unwrap();
        let score = format!("{}:{}", m["fullTime"]["home"], m["fullTime"]["away"]);
        assert_eq!(row["ftScore"].as_str(), Some(score.as_str()));
        assert_eq!(m["sample"], false);
        let spf = m["results"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["play"] == "SPF")
            .unwrap();
        assert!(["胜", "平", "负"].contains(&spf["optionName"].as_str().unwrap()));
    }
    // Its analysis reads the stored results before it.
    let (_, a) = s
        .gql(
            None,
            r#"query { sportsMatches(game: JCZQ, date: "2026-08-28") { home analysis(last: 5) { home { played wins draws losses goalsFor form } headToHead { played } } } }"#,
            json!({}),
        )
        .await;
    let analysed = a["data"]["sportsMatches"].as_array().unwrap();
    assert!(!analysed.is_empty(), "{a}");
    for m in analysed {
        let h = &m["analysis"]["home"];
        assert!(h["played"].as_i64().unwrap() <= 5);
        assert_eq!(
            h["form"].as_str().unwrap().len() as i64,
            h["played"].as_i64().unwrap()
        );
    }
    // A match's global id finds it again.
    let id = day[0]["id"].as_str().unwrap();
    let (_, n) = s
        .gql(
            None,
            r#"query($id: ID!) { node(id: $id) { ... on SportsMatch { matchNum } } }"#,
            json!({"id": id}),
        )
        .await;
    assert_eq!(n["data"]["node"]["matchNum"], day[0]["matchNum"], "{n}");
}
