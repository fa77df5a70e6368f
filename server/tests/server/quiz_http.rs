//! The 排行 tab over HTTP with the real server: a pick, its refusal codes,
//! and settlement end to end (staff publish a result; the server's own
//! listener enqueues the job and its runner settles the pick).

use serde_json::json;

use crate::common;

const SAVE: &str = r#"mutation($i: SaveSportsMatchInput!) { saveSportsMatch(input: $i) { sportsMatch { id } userErrors { code field } } }"#;
const ODDS: &str = r#"mutation($i: SetSportsOddsInput!) { setSportsOdds(input: $i) { userErrors { code field } } }"#;
const PICK: &str = r#"mutation($i: MakeQuizPickInput!) { makeQuizPick(input: $i) {
    pick { id outcome legs { option odds line } } userErrors { code field message } } }"#;
const MINE: &str = "query { myQuizPicks(first: 5) { nodes { outcome returned { fen } } } }";

#[tokio::test]
async fn a_pick_settles_red_after_staff_publish_the_result() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (me, member) = s.member("竞猜迷", false).await;
    // Two minutes ahead: the pick and the board share this week (Shanghai).
    let kickoff = domain::kernel::clock::now() + chrono::TimeDelta::minutes(2);
    let day = domain::kernel::clock::shanghai_day(kickoff).to_string();
    let (_, r) = s
        .gql(
            Some(&staff),
            SAVE,
            json!({"i": {"game": "JCZQ", "matchNum": "周四001", "matchDate": day, "kickoff": kickoff,
                "league": "示例联赛", "home": "甲队", "away": "乙队", "handicap": -10}}),
        )
        .await;
    let id = r["data"]["saveSportsMatch"]["sportsMatch"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{r}"))
        .to_owned();
    let (_, r) = s
        .gql(
            Some(&staff),
            ODDS,
            json!({"i": {"matchId": id, "play": "SPF", "odds": [215, 330, 290]}}),
        )
        .await;
    assert_eq!(r["data"]["setSportsOdds"]["userErrors"], json!([]), "{r}");

    let leg = json!({"i": {"legs": [{"matchId": id, "play": "SPF", "choice": 0}]}});
    let (_, r) = s.gql(Some(&member), PICK, leg.clone()).await;
    assert_eq!(
        r["data"]["makeQuizPick"]["pick"]["legs"][0],
        json!({"option": "胜", "odds": "2.15", "line": null}),
        "{r}"
    );
    // Again: one pick per match and play type.
    let (_, r) = s.gql(Some(&member), PICK, leg).await;
    assert_eq!(
        r["data"]["makeQuizPick"]["userErrors"][0]["code"], "ALREADY_PICKED",
        "{r}"
    );
    // A play type that takes no picks names the leg's field.
    let (_, r) = s
        .gql(
            Some(&member),
            PICK,
            json!({"i": {"legs": [{"matchId": id, "play": "BF", "choice": 0}]}}),
        )
        .await;
    assert_eq!(
        r["data"]["makeQuizPick"]["userErrors"][0]["field"],
        json!(["input", "legs", "0", "play"]),
        "{r}"
    );

    let publish = r#"mutation($i: PublishSportsResultInput!) { publishSportsResult(input: $i) { userErrors { code } } }"#;
    let (_, r) = s
        .gql(
            Some(&staff),
            publish,
            json!({"i": {"matchId": id, "fullTime": {"home": 2, "away": 0}, "halfTime": {"home": 1, "away": 0}}}),
        )
        .await;
    assert_eq!(
        r["data"]["publishSportsResult"]["userErrors"],
        json!([]),
        "{r}"
    );
    // The server settles it by itself (event → job → runner).
    let mut outcome = json!(null);
    for _ in 0..100 {
        let (_, r) = s.gql(Some(&member), MINE, json!({})).await;
        outcome = r["data"]["myQuizPicks"]["nodes"][0].clone();
        if outcome["outcome"] == "RED" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(
        outcome,
        json!({"outcome": "RED", "returned": {"fen": "430"}})
    );
    let records = format!(
        r#"query {{ quizRecords(memberId: "{}") {{ scope settled red hitRate }} }}"#,
        common::gid_of(api::ids::NodeKind::Member, me)
    );
    let (_, r) = s.gql(None, &records, json!({})).await;
    assert!(
        r["data"]["quizRecords"]
            .as_array()
            .unwrap()
            .contains(&json!({"scope": "all", "settled": 1, "red": 1, "hitRate": "100.0"})),
        "{r}"
    );
    // On this week's streak board with a place; below the hit-rate board's minimum.
    let (_, r) = s
        .gql(
            Some(&member),
            "query { s: quizBoard(measure: STREAK) { nodes { place } mine { place } } h: quizBoard { mine { place row { record { settled } } } } }",
            json!({}),
        )
        .await;
    assert_eq!(r["data"]["s"]["mine"]["place"], 1, "{r}");
    assert_eq!(
        r["data"]["h"]["mine"],
        json!({"place": null, "row": {"record": {"settled": 1}}}),
        "{r}"
    );
}
