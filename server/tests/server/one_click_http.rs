//! Carrier one-click sign-in over HTTP against a local fake of Aliyun's
//! number verification: `Authenticate/OneClickLogin` and the GraphQL
//! `oneClickLogin` sign in the same member the same way.

use crate::common;

use std::sync::Arc;

use serde_json::json;
use wiremock::matchers::{body_string_contains, method};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::kernel::providers::aliyun::{AliyunCredentials, AliyunOneClick};
use domain::kernel::providers::Providers;

#[tokio::test]
async fn one_click_login_matches_its_graphql_twin() {
    let carrier = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("Action=GetMobile"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "Code": "OK", "Message": "OK",
            "GetMobileResultDTO": {"Mobile": "13712345678"}
        })))
        .mount(&carrier)
        .await;
    let creds = AliyunCredentials {
        access_key_id: "id".into(),
        access_key_secret: "secret".into(),
    };
    let s = common::start_with_providers(Providers {
        carrier: Some(Arc::new(AliyunOneClick::new(&carrier.uri(), creds))),
        ..Providers::console()
    })
    .await;

    let (status, _, legacy) = s
        .legacy(
            "Authenticate/OneClickLogin",
            None,
            json!({"sp_token": "token-1", "gate": "APP", "platform": "android"}),
        )
        .await;
    assert_eq!(status, 200, "{legacy}");
    assert_eq!(legacy["isRegist"], true);
    let (_, g) = s
        .gql(
            None,
            r#"mutation { loginByCarrierToken(input: {carrierToken: "token-2", gate: APP}) { isNewMember member { legacyId phone } token { token } userErrors { code } } }"#,
            json!({}),
        )
        .await;
    let g = &g["data"]["loginByCarrierToken"];
    assert_eq!(g["isNewMember"], false, "the same phone: the same member");
    assert_eq!(g["member"]["legacyId"], legacy["weChatMemberInfo"]["id"]);
    assert_eq!(g["member"]["phone"], "13712345678");
    assert_eq!(legacy["weChatMemberInfo"]["phone"], "13712345678");
    assert!(g["token"]["token"].as_str().unwrap().len() > 20);
}
