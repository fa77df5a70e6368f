//! `/api/Focus/*` and their GraphQL twins answer the same for the same caller.

use crate::common;

use serde_json::{json, Value};

struct World {
    s: common::TestServer,
    star: (i64, String),
    fans: Vec<(i64, String)>,
}

/// A star with three fans (made through the legacy layer); the first fan is
/// also followed back by the star.
async fn world() -> World {
    let s = common::start().await;
    let star = s.member("专家", false).await;
    let mut fans = Vec::new();
    for i in 0..3 {
        let f = s.member(&format!("粉丝{i}"), false).await;
        let (status, _, body) = s
            .legacy(
                "Focus/Focus",
                Some(&f.1),
                json!({"memberId": star.0.to_string()}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body, json!({"success": true, "changed": true}));
        fans.push(f);
    }
    let (_, body) = s
        .gql(
            Some(&star.1),
            "mutation($m: ID!) { focus(memberId: $m) }",
            json!({"m": fans[0].0.to_string()}),
        )
        .await;
    assert_eq!(body["data"]["focus"], true);
    World { s, star, fans }
}

fn ids(v: &Value, path: &str) -> Vec<String> {
    v.pointer(path)
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn focus_and_cancel_focus() {
    let w = world().await;
    let token = &w.fans[1].1;
    let (_, _, again) =
        w.s.legacy("Focus/Focus", Some(token), json!({"member_id": w.star.0}))
            .await;
    assert_eq!(again["changed"], false, "idempotent");
    let (_, gql) =
        w.s.gql(
            Some(token),
            "mutation($m: ID!) { focus(memberId: $m) }",
            json!({"m": w.star.0.to_string()}),
        )
        .await;
    assert_eq!(gql["data"]["focus"], false);

    let (_, _, body) =
        w.s.legacy(
            "Focus/CancelFocus",
            Some(token),
            json!({"focusMemberId": w.star.0.to_string()}),
        )
        .await;
    assert_eq!(body["changed"], true);
    let (_, gql) =
        w.s.gql(
            Some(token),
            "mutation($m: ID!) { cancelFocus(memberId: $m) }",
            json!({"m": w.star.0.to_string()}),
        )
        .await;
    assert_eq!(gql["data"]["cancelFocus"], false);

    // Self-follow is a 400 naming the field, on both layers; anonymous is 401.
    let (status, _, problem) =
        w.s.legacy(
            "Focus/Focus",
            Some(&w.star.1),
            json!({"memberId": w.star.0}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("memberId")));
    let (_, gql) =
        w.s.gql(
            Some(&w.star.1),
            "mutation($m: ID!) { focus(memberId: $m) }",
            json!({"m": w.star.0.to_string()}),
        )
        .await;
    assert_eq!(gql["errors"][0]["extensions"]["code"], "INVALID_ARGUMENT");
    let (status, _, _) =
        w.s.legacy("Focus/Focus", None, json!({"memberId": w.star.0}))
            .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn query_fans_matches_fans() {
    let w = world().await;
    let caller = &w.star.1;
    let (status, _, legacy) =
        w.s.legacy(
            "Focus/QueryFans",
            Some(caller),
            json!({"memberId": w.star.0.to_string(), "pageRequest": {"page": 1, "pageSize": 2}}),
        )
        .await;
    assert_eq!(status, 200, "{legacy}");
    assert_eq!(
        legacy["pageResult"],
        json!({"page": 1, "pageSize": 2, "pageCount": 2, "rowCount": 3, "firstRow": 1, "lastRow": 2})
    );
    let (_, gql) = w
        .s
        .gql(
            Some(caller),
            "query($m: ID!) { fans(memberId: $m, first: 2) { totalCount edges { node { id nickName isFocus } } pageInfo { hasNextPage } } }",
            json!({"m": w.star.0.to_string()}),
        )
        .await;
    let g = &gql["data"]["fans"];
    assert_eq!(g["totalCount"], 3);
    assert_eq!(g["pageInfo"]["hasNextPage"], true);
    let legacy_items = legacy["items"].as_array().unwrap();
    let gql_items = g["edges"].as_array().unwrap();
    assert_eq!(legacy_items.len(), gql_items.len());
    for (l, e) in legacy_items.iter().zip(gql_items) {
        assert_eq!(l["id"], e["node"]["id"]);
        assert_eq!(l["nickName"], e["node"]["nickName"]);
        assert_eq!(l["isFocus"], e["node"]["isFocus"]);
    }
    // Newest first: the last fan leads; the star follows fan 0 back.
    assert_eq!(legacy_items[0]["id"], w.fans[2].0.to_string());
    let (_, _, all) =
        w.s.legacy(
            "Focus/QueryFans",
            Some(caller),
            json!({"memberId": w.star.0}),
        )
        .await;
    let back: Vec<_> = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["isFocus"] == true)
        .collect();
    assert_eq!(back.len(), 1);
    assert_eq!(back[0]["id"], w.fans[0].0.to_string());
}

#[tokio::test]
async fn query_focus_matches_following() {
    let w = world().await;
    let (id, token) = &w.fans[0];
    let (_, _, legacy) =
        w.s.legacy(
            "Focus/QueryFocus",
            Some(token),
            json!({"page_request": {"page_size": 10}}),
        )
        .await;
    let (_, gql) =
        w.s.gql(
            Some(token),
            "query($m: ID!) { following(memberId: $m) { totalCount edges { node { id } } } }",
            json!({"m": id.to_string()}),
        )
        .await;
    assert_eq!(legacy["pageResult"]["rowCount"], 1);
    assert_eq!(gql["data"]["following"]["totalCount"], 1);
    assert_eq!(
        legacy["items"][0]["id"],
        gql["data"]["following"]["edges"][0]["node"]["id"]
    );
    assert_eq!(legacy["items"][0]["id"], w.star.0.to_string());
    assert!(
        legacy["items"][0].get("isFocus").is_none(),
        "QueryFocusItem has no isFocus"
    );
}

#[tokio::test]
async fn get_focus_and_fans_count_matches() {
    let w = world().await;
    let (fan0, token) = &w.fans[0];
    let (_, _, legacy) =
        w.s.legacy(
            "Focus/GetFocusAndFansCount",
            Some(token),
            json!({"memberId": w.star.0}),
        )
        .await;
    let (_, gql) = w
        .s
        .gql(
            Some(token),
            "query($m: ID!) { focusAndFansCount(memberId: $m) { focusCount fansCount dynamicCount points isFocus isFans member { id nickName } } }",
            json!({"m": w.star.0.to_string()}),
        )
        .await;
    let g = &gql["data"]["focusAndFansCount"];
    assert_eq!(legacy["fansCount"], g["fansCount"]);
    assert_eq!(legacy["focusCount"], g["focusCount"]);
    assert_eq!(
        legacy["points"],
        g["points"].to_string(),
        "int64 as a string"
    );
    assert_eq!(legacy["memberInfo"]["isFocus"], g["isFocus"]);
    assert_eq!(legacy["memberInfo"]["isFans"], g["isFans"]);
    assert_eq!(legacy["memberInfo"]["id"], g["member"]["id"]);
    assert_eq!(
        (legacy["fansCount"].as_i64(), legacy["focusCount"].as_i64()),
        (Some(3), Some(1))
    );
    assert_eq!(
        (g["isFocus"].as_bool(), g["isFans"].as_bool()),
        (Some(true), Some(true))
    );
    // memberId absent: the caller.
    let (_, _, own) =
        w.s.legacy("Focus/GetFocusAndFansCount", Some(token), json!({}))
            .await;
    assert_eq!(own["memberInfo"]["id"], fan0.to_string());
}

#[tokio::test]
async fn get_focus_ids_and_get_fans_ids_match() {
    let w = world().await;
    let token = &w.star.1;
    let (_, _, focus_ids) =
        w.s.legacy("Focus/GetFocusIds", Some(token), json!({}))
            .await;
    let (_, _, fans_ids) = w.s.legacy("Focus/GetFansIds", Some(token), json!({})).await;
    let (_, gql) =
        w.s.gql(Some(token), "{ myFocusIds myFansIds }", json!({}))
            .await;
    assert_eq!(ids(&focus_ids, "/ids"), ids(&gql, "/data/myFocusIds"));
    assert_eq!(ids(&fans_ids, "/ids"), ids(&gql, "/data/myFansIds"));
    assert_eq!(ids(&focus_ids, "/ids"), vec![w.fans[0].0.to_string()]);
    assert_eq!(ids(&fans_ids, "/ids").len(), 3);
    let (status, _, _) = w.s.legacy("Focus/GetFansIds", None, json!({})).await;
    assert_eq!(status, 401);
}
