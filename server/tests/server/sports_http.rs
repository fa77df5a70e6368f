//! The sports calculators over GraphQL (lottery-rules.md §5–9): what the
//! football and basketball calculator pages ask, answered by the rules.

use serde_json::json;

use crate::common;

const BREAKDOWN: &str = r#"query($i: SportsSelectionInput!) { sportsBreakdown(input: $i) {
    bets costFen: cost { fen } minBonusFen: minBonus { fen } maxBonusFen: maxBonus { fen } sizes
    hits { hits winningBets }
    singles(first: 2) { totalCount nodes { legs { match play optionName odds } bonusFen: bonus { fen } } } } }"#;

const REAL_MATCHES: &str = include_str!("../../../schema/domain/tests/fixtures/matches/jczq.json");

/// The 179 real 竞彩足球 matches, stored; the file's text.
async fn import_real_matches(s: &common::TestServer) -> &'static str {
    let (game, matches) = domain::sports::import::parse_matches(REAL_MATCHES).unwrap();
    domain::sports::import::import(&s.state.ctx.db, game, &matches, |_, _| {})
        .await
        .unwrap();
    REAL_MATCHES
}

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
    let text = import_real_matches(&s).await;
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

/// 兑奖 over GraphQL: a real parlay checked against the stored results
/// (each match named by its id), and a sample 传统足彩 issue with its
/// matches, pool results, prize tiers and a ticket checked against them.
#[tokio::test]
async fn prize_checks_read_the_stored_results_and_issues() {
    let s = common::start().await;
    import_real_matches(&s).await;
    let (_, r) = s
        .gql(
            None,
            r#"query { sportsMatches(game: JCZQ, date: "2026-08-29") { id results { play option } odds { play odds } } }"#,
            json!({}),
        )
        .await;
    let day = r["data"]["sportsMatches"].as_array().unwrap().clone();
    assert_eq!(day.len(), 3, "{r}");
    // Every pick right: one 3串1 bet, paid at the picked odds.
    let right: Vec<_> = day
        .iter()
        .map(|m| {
            let option = m["results"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["play"] == "SPF")
                .unwrap()["option"]
                .as_i64()
                .unwrap();
            let odds = m["odds"]
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["play"] == "SPF")
                .unwrap()["odds"][option as usize]
                .as_i64()
                .unwrap();
            json!({"matchId": m["id"], "picks": [pick("SPF", option as i32, odds as i32)]})
        })
        .collect();
    let check = r#"query($i: SportsSelectionInput!) { sportsPrizeCheck(input: $i) { winningBets pendingBets wonFen: won { fen } } }"#;
    let input = json!({"game": "JCZQ", "passTypes": ["3串1"], "matches": right});
    let (_, r) = s.gql_fen(None, check, json!({"i": input})).await;
    let c = &r["data"]["sportsPrizeCheck"];
    assert_eq!(
        (c["winningBets"].as_i64(), c["pendingBets"].as_i64()),
        (Some(1), Some(0)),
        "{r}"
    );
    assert!(c["wonFen"].as_i64().unwrap() > 200);
    // A match without its id is named.
    let mut missing = input.clone();
    missing["matches"][1]
        .as_object_mut()
        .unwrap()
        .remove("matchId");
    let (_, r) = s.gql(None, check, json!({"i": missing})).await;
    assert_eq!(
        r["errors"][0]["extensions"]["field"], "matches[1].matchId",
        "{r}"
    );

    // A sample 传统足彩 issue.
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
    let from = chrono::NaiveDate::from_ymd_opt(2026, 11, 16).unwrap();
    let sample =
        domain::sports::sample::generate(domain::sports::SportsGame::Ctzq, from, 7, today, 1)
            .unwrap();
    domain::sports::import::import_with_issues(
        &s.state.ctx.db,
        sample.game,
        &sample.matches,
        &sample.issues,
        |_, _| {},
    )
    .await
    .unwrap();
    let (_, r) = s
        .gql(
            None,
            r#"query { sportsIssues(game: CTZQ) { issue closeDate sample } }"#,
            json!({}),
        )
        .await;
    let issues = r["data"]["sportsIssues"].as_array().unwrap();
    assert_eq!(issues.len(), 2, "{r}");
    let issue = issues[1]["issue"].as_str().unwrap();
    let q = r#"query($n: String!) { sportsIssue(game: CTZQ, issue: $n) { sample matches { matchNum sample issue }
        sfc: results(pool: SFC14) jq: results(pool: JQ4) prizes { pool tier bets prizeFen: prize { fen } } } }"#;
    let (_, r) = s.gql_fen(None, q, json!({"n": issue})).await;
    let i = &r["data"]["sportsIssue"];
    assert_eq!(i["sample"], true, "{r}");
    assert_eq!(i["matches"].as_array().unwrap().len(), 14);
    assert_eq!(i["matches"][0]["issue"], issue);
    let sfc: Vec<i64> = i["sfc"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!((sfc.len(), i["jq"].as_array().unwrap().len()), (14, 8));
    // The exact results as a ticket: 一等奖, paid the announced prize × 倍.
    let first = i["prizes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["pool"] == "SFC14" && p["tier"] == 1)
        .unwrap()["prizeFen"]
        .as_i64()
        .unwrap();
    let ticket =
        json!({"pool": "SFC14", "picks": sfc.iter().map(|o| vec![*o]).collect::<Vec<_>>()});
    let (_, r) = s
        .gql_fen(
            None,
            r#"query($n: String!, $t: CtzqTicketInput!) { ctzqCheck(issue: $n, input: $t, multiple: 2) { announced wonFen: won { fen } tiers { tier bets } } }"#,
            json!({"n": issue, "t": ticket}),
        )
        .await;
    let c = &r["data"]["ctzqCheck"];
    assert_eq!(
        c["tiers"],
        json!([{"tier": 1, "bets": 1}, {"tier": 2, "bets": 0}]),
        "{r}"
    );
    assert_eq!(
        (c["announced"].as_bool(), c["wonFen"].as_i64()),
        (Some(true), Some(first * 2))
    );
    let (_, r) = s
        .gql(
            None,
            r#"query { sportsIssue(game: CTZQ, issue: "00000") { issue } }"#,
            json!({}),
        )
        .await;
    assert_eq!(r["errors"][0]["extensions"]["code"], "NOT_FOUND", "{r}");
}

/// Staff enter a match, set and move its odds and publish (then correct)
/// its result; members are refused; `oddsChanged` and
/// `matchResultPublished` subscribers hear each change with the match.
#[tokio::test]
async fn staff_enter_a_match_its_odds_and_result_and_subscribers_hear_them() {
    use crate::common::ws::{data, signed_in, subscribe};
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, member) = s.member("球迷", false).await;
    let save = r#"mutation($i: SaveSportsMatchInput!) { saveSportsMatch(input: $i) {
        sportsMatch { id matchNum home away handicap totalLine state sample } userErrors { code field message } } }"#;
    let input = json!({"game": "JCLQ", "matchNum": "周一301", "matchDate": "2026-11-23",
        "league": "美职篮", "home": "湖人", "away": "勇士", "handicap": -35, "totalLine": 2255});
    let (_, r) = s.gql(Some(&member), save, json!({"i": input})).await;
    assert_eq!(r["errors"][0]["extensions"]["code"], "FORBIDDEN", "{r}");
    let (_, r) = s.gql(Some(&staff), save, json!({"i": input})).await;
    let m = &r["data"]["saveSportsMatch"]["sportsMatch"];
    assert_eq!(
        (
            m["state"].as_str(),
            m["sample"].as_bool(),
            m["handicap"].as_i64()
        ),
        (Some("SELLING"), Some(false), Some(-35)),
        "{r}"
    );
    let id = m["id"].as_str().unwrap().to_owned();
    // A whole-point basketball line is refused, naming the field.
    let mut bad = input.clone();
    bad["handicap"] = json!(-30);
    let (_, r) = s.gql(Some(&staff), save, json!({"i": bad})).await;
    assert_eq!(
        r["data"]["saveSportsMatch"]["userErrors"][0]["field"],
        json!(["input", "handicap"]),
        "{r}"
    );
    // A correction keeps the match.
    let mut fixed = input.clone();
    fixed["id"] = json!(id);
    fixed["away"] = json!("快船");
    let (_, r) = s.gql(Some(&staff), save, json!({"i": fixed})).await;
    assert_eq!(
        r["data"]["saveSportsMatch"]["sportsMatch"]["away"], "快船",
        "{r}"
    );
    assert_eq!(
        r["data"]["saveSportsMatch"]["sportsMatch"]["id"],
        id.as_str()
    );

    let mut ws = signed_in(s.addr, &member).await;
    subscribe(
        &mut ws,
        "o",
        &format!(r#"subscription {{ oddsChanged(matchIds: ["{id}"]) {{ play sportsMatch {{ matchNum odds {{ play odds }} }} }} }}"#),
    )
    .await;
    subscribe(
        &mut ws,
        "r",
        "subscription { matchResultPublished(game: JCLQ) { matchNum state fullTime { home away } results { play optionName } } }",
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;

    let odds = r#"mutation($i: SetSportsOddsInput!) { setSportsOdds(input: $i) {
        sportsMatch { odds { play odds } oddsHistory(play: SF) { odds } } userErrors { code field } } }"#;
    for prices in [[150, 240], [145, 255]] {
        let (_, r) = s
            .gql(
                Some(&staff),
                odds,
                json!({"i": {"matchId": id, "play": "SF", "odds": prices}}),
            )
            .await;
        assert_eq!(r["data"]["setSportsOdds"]["userErrors"], json!([]), "{r}");
        let heard = data(&mut ws, "o").await;
        assert_eq!(heard["oddsChanged"]["play"], "SF");
        assert_eq!(
            heard["oddsChanged"]["sportsMatch"]["odds"],
            json!([{"play": "SF", "odds": prices}])
        );
    }
    let (_, r) = s
        .gql(
            Some(&staff),
            odds,
            json!({"i": {"matchId": id, "play": "SF", "odds": [150]}}),
        )
        .await;
    assert_eq!(
        r["data"]["setSportsOdds"]["userErrors"][0]["field"],
        json!(["input", "odds"]),
        "{r}"
    );
    let (_, r) = s
        .gql(
            Some(&staff),
            odds,
            json!({"i": {"matchId": id, "play": "SPF", "odds": [150, 300, 400]}}),
        )
        .await;
    assert_eq!(
        r["data"]["setSportsOdds"]["userErrors"][0]["field"],
        json!(["input", "play"]),
        "{r}"
    );
    let (_, r) = s
        .gql(None, r#"query($id: ID!) { node(id: $id) { ... on SportsMatch { oddsHistory(play: SF) { odds } } } }"#, json!({"id": id}))
        .await;
    assert_eq!(
        r["data"]["node"]["oddsHistory"],
        json!([{"odds": [150, 240]}, {"odds": [145, 255]}]),
        "the odds history keeps every change: {r}"
    );

    let publish = r#"mutation($i: PublishSportsResultInput!) { publishSportsResult(input: $i) {
        sportsMatch { state fullTime { home away } } userErrors { code field } } }"#;
    // Basketball has no draw (overtime decides).
    let (_, r) = s
        .gql(
            Some(&staff),
            publish,
            json!({"i": {"matchId": id, "fullTime": {"home": 100, "away": 100}}}),
        )
        .await;
    assert_eq!(
        r["data"]["publishSportsResult"]["userErrors"][0]["field"],
        json!(["input", "fullTime"]),
        "{r}"
    );
    let (_, r) = s
        .gql(
            Some(&staff),
            publish,
            json!({"i": {"matchId": id, "fullTime": {"home": 118, "away": 112}}}),
        )
        .await;
    assert_eq!(
        r["data"]["publishSportsResult"]["sportsMatch"]["state"], "FINISHED",
        "{r}"
    );
    let heard = data(&mut ws, "r").await;
    assert_eq!(
        heard["matchResultPublished"],
        json!({"matchNum": "周一301", "state": "FINISHED", "fullTime": {"home": 118, "away": 112},
            "results": [{"play": "SF", "optionName": "主胜"}, {"play": "RFSF", "optionName": "让分主胜"},
                {"play": "DXF", "optionName": "大分"},
                {"play": "SFC", "optionName": "主胜6-10"}]})
    );
    // A correction is published again; the odds are final now.
    let (_, r) = s
        .gql(
            Some(&staff),
            publish,
            json!({"i": {"matchId": id, "void": true}}),
        )
        .await;
    assert_eq!(
        r["data"]["publishSportsResult"]["sportsMatch"]["state"], "VOID",
        "{r}"
    );
    assert_eq!(
        data(&mut ws, "r").await["matchResultPublished"]["state"],
        "VOID"
    );
    let (_, r) = s
        .gql(
            Some(&staff),
            odds,
            json!({"i": {"matchId": id, "play": "SF", "odds": [150, 240]}}),
        )
        .await;
    assert_eq!(
        r["data"]["setSportsOdds"]["userErrors"][0]["code"], "CONFLICT",
        "{r}"
    );
}

/// A member saves a real 竞彩足球 selection: the server counts its bets,
/// cost and tickets, lists it newest first, checks it against the stored
/// results, and deletes it; another member cannot see it; a bad match id
/// is named inside the input.
#[tokio::test]
async fn a_member_saves_a_sports_selection_and_reads_its_prize_check() {
    let s = common::start().await;
    import_real_matches(&s).await;
    let (_, member) = s.member("方案", false).await;
    let (_, other) = s.member("路人", false).await;
    let (_, r) = s
        .gql(
            None,
            r#"query { sportsMatches(game: JCZQ, date: "2026-08-29") { id odds { play odds } } }"#,
            json!({}),
        )
        .await;
    let day = r["data"]["sportsMatches"].as_array().unwrap().clone();
    // [2, 1, 3] 胜平负 options as 3串4.
    let picks = [vec![0, 1], vec![0], vec![0, 1, 2]];
    let chosen: Vec<_> = day
        .iter()
        .zip(&picks)
        .map(|(m, opts)| {
            let odds = m["odds"].as_array().unwrap().iter().find(|o| o["play"] == "SPF").unwrap()["odds"].clone();
            json!({"matchId": m["id"], "picks": opts.iter().map(|o| pick("SPF", *o, odds[*o as usize].as_i64().unwrap() as i32)).collect::<Vec<_>>()})
        })
        .collect();
    let save = r#"mutation($i: SaveSportsSelectionInput!) { saveSportsSelection(input: $i) {
        sportsSelection { id game bets costFen: cost { fen } ticketCount passTypes multiple
            matches { matchId picks { optionName odds } }
            prizeCheck { winningBets pendingBets wonFen: won { fen } } }
        userErrors { code field message } } }"#;
    let selection =
        json!({"game": "JCZQ", "passTypes": ["3串4"], "multiple": 2, "matches": chosen});
    let (_, r) = s
        .gql(None, save, json!({"i": {"selection": selection}}))
        .await;
    assert_eq!(
        r["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
        "{r}"
    );
    let (_, r) = s
        .gql_fen(Some(&member), save, json!({"i": {"selection": selection}}))
        .await;
    let saved = &r["data"]["saveSportsSelection"]["sportsSelection"];
    assert_eq!(
        (
            saved["bets"].as_i64(),
            saved["costFen"].as_i64(),
            saved["multiple"].as_i64()
        ),
        (Some(17), Some(6_800), Some(2)),
        "{r}"
    );
    assert_eq!(
        saved["ticketCount"].as_i64(),
        Some(4),
        "three 2串1 sets and one 3串1: {r}"
    );
    // The day's results are in: nothing pending, and what won is paid.
    assert_eq!(saved["prizeCheck"]["pendingBets"], 0);
    let id = saved["id"].as_str().unwrap().to_owned();
    let list =
        r#"query { mySportsSelections(first: 5) { nodes { id bets } pageInfo { hasNextPage } } }"#;
    let (_, r) = s.gql(Some(&member), list, json!({})).await;
    assert_eq!(
        r["data"]["mySportsSelections"]["nodes"],
        json!([{"id": id, "bets": 17}]),
        "{r}"
    );
    let (_, r) = s.gql(Some(&other), list, json!({})).await;
    assert_eq!(r["data"]["mySportsSelections"]["nodes"], json!([]), "{r}");
    let node = r#"query($id: ID!) { node(id: $id) { ... on SportsSelection { bets } } }"#;
    let (_, r) = s.gql(Some(&other), node, json!({"id": id})).await;
    assert!(r["data"]["node"].is_null(), "{r}");
    // A match without its id.
    let mut bad = selection.clone();
    bad["matches"][2].as_object_mut().unwrap().remove("matchId");
    let (_, r) = s
        .gql(Some(&member), save, json!({"i": {"selection": bad}}))
        .await;
    assert_eq!(
        r["data"]["saveSportsSelection"]["userErrors"][0]["field"],
        json!(["input", "selection", "matches", "2", "matchId"]),
        "{r}"
    );
    let delete = r#"mutation($id: ID!) { deleteSportsSelection(input: {id: $id}) { deletedId } }"#;
    let (_, r) = s.gql(Some(&other), delete, json!({"id": id})).await;
    assert!(
        r["data"]["deleteSportsSelection"]["deletedId"].is_null(),
        "{r}"
    );
    let (_, r) = s.gql(Some(&member), delete, json!({"id": id})).await;
    assert_eq!(
        r["data"]["deleteSportsSelection"]["deletedId"],
        id.as_str(),
        "{r}"
    );
}
