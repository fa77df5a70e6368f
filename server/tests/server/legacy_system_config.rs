//! The legacy adapter end to end with SystemConfig/Get and CreateOrUpdate,
//! and their GraphQL twins.

use crate::common;

use serde_json::json;

#[tokio::test]
async fn create_or_update_then_get_round_trips_in_camel_case() {
    let s = common::start().await;
    let (_, staff) = s.member("运营小李", true).await;
    let (status, ctype, body) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "ANNOUNCEMENT", "typeStringValue": "理性购彩", "typeIntValue": "42", "description": "首页公告"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(ctype, "application/json");
    assert_eq!(body["type"], "ANNOUNCEMENT");
    assert_eq!(body["typeIntValue"], "42", "int64 is written as a string");

    let (status, _, body) = s
        .legacy("SystemConfig/Get", None, json!({"type": "ANNOUNCEMENT"}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(body["items"][0]["typeStringValue"], "理性购彩");
    assert_eq!(body["items"][0]["typeIntValue"], "42");
    assert_eq!(body["items"][0]["description"], "首页公告");
}

#[tokio::test]
async fn snake_case_input_works_alike_and_output_stays_camel() {
    let s = common::start().await;
    let (_, staff) = s.member("运营小李", true).await;
    let (status, _, body) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "CHECK_IN_REWARDS", "type_string_value": "[5,5,5,5,5,5,20]", "type_int_value": 7, "unknown_field": true}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["typeStringValue"], "[5,5,5,5,5,5,20]");
    assert_eq!(body["typeIntValue"], "7");
    assert!(body.get("type_string_value").is_none());

    // Update only the int value: the string value is kept.
    let (status, _, body) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "CHECK_IN_REWARDS", "type_int_value": "8"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["typeStringValue"], "[5,5,5,5,5,5,20]");
    assert_eq!(body["typeIntValue"], "8");

    let (_, _, body) = s
        .legacy(
            "SystemConfig/Get",
            None,
            json!({"type": "CHECK_IN_REWARDS"}),
        )
        .await;
    assert_eq!(body["items"][0]["typeIntValue"], "8");
}

#[tokio::test]
async fn get_of_an_unset_type_has_no_items() {
    let s = common::start().await;
    let (status, _, body) = s
        .legacy("SystemConfig/Get", None, json!({"type": "NEVER_SET"}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(body["items"], json!([]));
}

#[tokio::test]
async fn unknown_service_or_method_is_404_problem() {
    let s = common::start().await;
    for call in ["Nope/Nope", "SystemConfig/Nope", "systemconfig/get"] {
        let (status, ctype, body) = s.legacy(call, None, json!({})).await;
        assert_eq!(status, 404, "{call}");
        assert_eq!(ctype, "application/problem+json");
        assert_eq!(body["code"], "NOT_FOUND");
        assert_eq!(body["status"], 404);
        assert!(
            body["title"].is_string() && body["type"].is_string() && body["detail"].is_string()
        );
    }
}

#[tokio::test]
async fn malformed_bodies_are_400_problems_naming_the_problem() {
    let s = common::start().await;
    let send = |body: &'static str| {
        s.http
            .post(s.url("/api/SystemConfig/Get"))
            .header("content-type", "application/json")
            .body(body)
            .send()
    };
    let (status, ctype, body) = common::decode(send("{\"type\":").await.unwrap()).await;
    assert_eq!(status, 400);
    assert_eq!(ctype, "application/problem+json");
    assert_eq!(body["code"], "BAD_REQUEST");
    assert!(
        body["detail"].as_str().unwrap().contains("malformed JSON"),
        "{body}"
    );

    let (status, _, body) = common::decode(send("[1,2]").await.unwrap()).await;
    assert_eq!(status, 400);
    assert!(
        body["detail"].as_str().unwrap().contains("JSON object"),
        "{body}"
    );

    // A field of the wrong type is named.
    let (status, _, body) = common::decode(send("{\"type\": 5}").await.unwrap()).await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], "INVALID_ARGUMENT");
    assert_eq!(body["field"], "type");

    // An empty body is an empty request: here, a missing required type.
    let (status, _, body) = common::decode(send("").await.unwrap()).await;
    assert_eq!(status, 400);
    assert_eq!(body["code"], "INVALID_ARGUMENT");
    assert_eq!(body["field"], "type");
}

#[tokio::test]
async fn bad_int64_names_the_field() {
    let s = common::start().await;
    let (_, staff) = s.member("运营", true).await;
    let (status, _, body) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "A", "type_int_value": "twelve"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["field"], "typeIntValue");
}

#[tokio::test]
async fn writes_need_a_signed_in_staff_member() {
    let s = common::start().await;
    let body = json!({"type": "A", "typeStringValue": "x"});
    let (status, _, problem) = s
        .legacy("SystemConfig/CreateOrUpdate", None, body.clone())
        .await;
    assert_eq!(status, 401);
    assert_eq!(problem["code"], "UNAUTHENTICATED");
    let (_, member) = s.member("会员", false).await;
    let (status, _, problem) = s
        .legacy("SystemConfig/CreateOrUpdate", Some(&member), body)
        .await;
    assert_eq!(status, 403);
    assert_eq!(problem["code"], "FORBIDDEN");

    let (_, gql) = s
        .gql(
            Some(&member),
            "mutation { setSystemConfig(input: {type: \"A\"}) { config { type } } }",
            json!({}),
        )
        .await;
    assert_eq!(gql["errors"][0]["extensions"]["code"], "FORBIDDEN");
}

#[tokio::test]
async fn invalid_values_name_the_field_in_both_layers() {
    let s = common::start().await;
    let (_, staff) = s.member("运营", true).await;
    let (status, _, problem) = s
        .legacy(
            "SystemConfig/CreateOrUpdate",
            Some(&staff),
            json!({"type": "has space"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(problem["field"], "type");
    let (_, gql) = s
        .gql(
            Some(&staff),
            "mutation($i: SetSystemConfigInput!) { setSystemConfig(input: $i) { config { type } userErrors { code field } } }",
            json!({"i": {"type": "has space"}}),
        )
        .await;
    assert_eq!(
        gql["data"]["setSystemConfig"],
        json!({"config": null, "userErrors": [{"code": "INVALID_ARGUMENT", "field": ["input", "type"]}]})
    );
}

#[tokio::test]
async fn legacy_and_graphql_twins_agree() {
    let s = common::start().await;
    let (_, staff) = s.member("运营", true).await;
    let (_, gql) = s
        .gql(
            Some(&staff),
            "mutation($i: SetSystemConfigInput!) { setSystemConfig(input: $i) { config { type stringValue intValue } } }",
            json!({"i": {"type": "SHARE_TITLE", "stringValue": "一起来签到", "intValue": 3}}),
        )
        .await;
    assert_eq!(gql["data"]["setSystemConfig"]["config"]["intValue"], 3);

    let (_, gql) = s
        .gql(
            None,
            "{ systemConfig(type: \"SHARE_TITLE\") { type stringValue intValue description } }",
            json!({}),
        )
        .await;
    let (_, _, legacy) = s
        .legacy("SystemConfig/Get", None, json!({"type": "SHARE_TITLE"}))
        .await;
    let g = &gql["data"]["systemConfig"];
    let l = &legacy["items"][0];
    assert_eq!(g["type"], l["type"]);
    assert_eq!(g["stringValue"], l["typeStringValue"]);
    // The legacy wire keeps "" where GraphQL says none with null.
    assert_eq!(g["description"].as_str().unwrap_or(""), l["description"]);
    assert_eq!(
        g["intValue"].to_string(),
        l["typeIntValue"].as_str().unwrap()
    );
}

#[tokio::test]
async fn staff_writes_are_audit_logged() {
    use sea_orm::EntityTrait;
    let s = common::start().await;
    let (staff_id, staff) = s.member("运营", true).await;
    s.legacy(
        "SystemConfig/CreateOrUpdate",
        Some(&staff),
        json!({"type": "A", "typeStringValue": "x"}),
    )
    .await;
    let rows = entities::audit_log::Entity::find()
        .all(&s.state.ctx.db)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].actor_member_id, Some(staff_id));
    assert_eq!(rows[0].action, "system_config.update");
    assert_eq!(rows[0].target, "system_config:A");
}
