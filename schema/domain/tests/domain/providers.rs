//! The real provider clients against a local fake server (wiremock) speaking
//! the providers' documented reply shapes and error codes, and the sign-in
//! services' behaviour when a provider fails.

use std::sync::Arc;
use std::time::Duration;

use domain::auth::service::{self, ClientInfo};
use domain::invite::Invite;
use domain::kernel::kv::MemoryKv;
use domain::kernel::providers::aliyun::{AliyunCredentials, AliyunOneClick, AliyunSms};
use domain::kernel::providers::wechat::WeChatClient;
use domain::kernel::providers::{
    CarrierOneClick, ProviderError, Providers, QrcodeRequest, SmsSender, WeChat,
};
use domain::testing::test_context_with;
use domain::ErrorCode;
use sea_orm::EntityTrait;
use wiremock::matchers::{body_string_contains, method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn creds() -> AliyunCredentials {
    AliyunCredentials {
        access_key_id: "test-key-id".into(),
        access_key_secret: "test-key-secret".into(),
    }
}

fn json(body: serde_json::Value) -> ResponseTemplate {
    ResponseTemplate::new(200).set_body_json(body)
}

// ------------------------------------------------------------- Aliyun ---

#[tokio::test]
async fn aliyun_sms_sends_a_signed_request() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/"))
        .and(body_string_contains("Action=SendSms"))
        .and(body_string_contains("PhoneNumbers=13800138000"))
        .and(body_string_contains("SignName=%E5%BD%A9%E5%8F%8B"))
        .and(body_string_contains("TemplateCode=SMS_123"))
        .and(body_string_contains("AccessKeyId=test-key-id"))
        .and(body_string_contains("Signature="))
        .and(body_string_contains("TemplateParam=%7B%22code%22%3A%22482913%22%7D"))
        .respond_with(json(serde_json::json!({
            "Message": "OK", "RequestId": "F655A8D5-B967-440B-8683-DAD6FF8DE990", "Code": "OK", "BizId": "900619746936498440^0"
        })))
        .expect(1)
        .mount(&server)
        .await;
    let sms = AliyunSms::new(&server.uri(), creds(), "彩友", "SMS_123");
    sms.send_code("13800138000", "482913").await.unwrap();
}

#[tokio::test]
async fn aliyun_errors_carry_the_provider_code() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(json(serde_json::json!({
            "Message": "触发小时级流控Permits:5", "RequestId": "x", "Code": "isv.BUSINESS_LIMIT_CONTROL"
        })))
        .mount(&server)
        .await;
    let sms = AliyunSms::new(&server.uri(), creds(), "彩友", "SMS_123");
    let err = sms.send_code("13800138000", "000000").await.unwrap_err();
    assert_eq!(err.provider_code(), Some("isv.BUSINESS_LIMIT_CONTROL"));

    // HTTP errors with Aliyun's envelope, and replies that are not JSON.
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(400).set_body_json(serde_json::json!({
            "Code": "SignatureDoesNotMatch", "Message": "Specified signature is not matched", "RequestId": "y"
        })))
        .mount(&server)
        .await;
    let sms = AliyunSms::new(&server.uri(), creds(), "彩友", "SMS_123");
    let err = sms.send_code("13800138000", "000000").await.unwrap_err();
    assert_eq!(err.provider_code(), Some("SignatureDoesNotMatch"));

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(502).set_body_string("<html>bad gateway</html>"))
        .mount(&server)
        .await;
    let sms = AliyunSms::new(&server.uri(), creds(), "彩友", "SMS_123");
    assert!(matches!(
        sms.send_code("13800138000", "000000").await.unwrap_err(),
        ProviderError::BadReply { .. }
    ));
}

#[tokio::test]
async fn aliyun_time_out_is_reported_as_such() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(json(serde_json::json!({"Code": "OK"})).set_delay(Duration::from_secs(8)))
        .mount(&server)
        .await;
    let sms = AliyunSms::new(&server.uri(), creds(), "彩友", "SMS_123");
    assert!(matches!(
        sms.send_code("13800138000", "000000").await.unwrap_err(),
        ProviderError::Timeout { .. }
    ));
}

#[tokio::test]
async fn aliyun_one_click_returns_the_mobile() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(body_string_contains("Action=GetMobile"))
        .and(body_string_contains("AccessToken=sp-token-1"))
        .respond_with(json(serde_json::json!({
            "Code": "OK", "Message": "请求成功", "RequestId": "r",
            "GetMobileResultDTO": {"Mobile": "13912345678"}
        })))
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(body_string_contains("AccessToken=expired"))
        .respond_with(json(serde_json::json!({
            "Code": "isv.INVALID_TOKEN", "Message": "token invalid", "RequestId": "r"
        })))
        .mount(&server)
        .await;
    let oc = AliyunOneClick::new(&server.uri(), creds());
    assert_eq!(
        oc.phone_for_token("sp-token-1").await.unwrap(),
        "13912345678"
    );
    assert_eq!(
        oc.phone_for_token("expired")
            .await
            .unwrap_err()
            .provider_code(),
        Some("isv.INVALID_TOKEN")
    );
}

// ------------------------------------------------------------- WeChat ---

fn wechat(server: &MockServer) -> WeChatClient {
    WeChatClient::new(
        &server.uri(),
        "wx-app",
        "wx-secret",
        Arc::new(MemoryKv::default()),
    )
}

async fn mount_token(server: &MockServer, token: &str, times: u64) {
    Mock::given(method("GET"))
        .and(path("/cgi-bin/token"))
        .and(query_param("grant_type", "client_credential"))
        .and(query_param("appid", "wx-app"))
        .and(query_param("secret", "wx-secret"))
        .respond_with(json(
            serde_json::json!({"access_token": token, "expires_in": 7200}),
        ))
        .expect(times)
        .mount(server)
        .await;
}

#[tokio::test]
async fn wechat_code_to_session() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/sns/jscode2session"))
        .and(query_param("js_code", "good"))
        .and(query_param("grant_type", "authorization_code"))
        // WeChat sends this one as text/plain.
        .respond_with(ResponseTemplate::new(200).set_body_string(
            r#"{"openid":"o-123","session_key":"secret-session","unionid":"u-9"}"#,
        ))
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/sns/jscode2session"))
        .and(query_param("js_code", "bad"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_string(r#"{"errcode":40029,"errmsg":"invalid code, rid: 1"}"#),
        )
        .mount(&server)
        .await;
    let wx = wechat(&server);
    let s = wx.code_to_session("good").await.unwrap();
    assert_eq!(s.open_id, "o-123");
    assert_eq!(s.union_id.as_deref(), Some("u-9"));
    assert_eq!(
        wx.code_to_session("bad").await.unwrap_err().provider_code(),
        Some("40029")
    );
}

#[tokio::test]
async fn wechat_access_token_is_cached() {
    let server = MockServer::start().await;
    mount_token(&server, "AT-1", 1).await;
    Mock::given(method("POST"))
        .and(path("/wxa/business/getuserphonenumber"))
        .and(query_param("access_token", "AT-1"))
        .respond_with(json(serde_json::json!({
            "errcode": 0, "errmsg": "ok",
            "phone_info": {"phoneNumber": "13800138000", "purePhoneNumber": "13800138000", "countryCode": "86",
                           "watermark": {"timestamp": 1637744274, "appid": "wx-app"}}
        })))
        .expect(2)
        .mount(&server)
        .await;
    let wx = wechat(&server);
    assert_eq!(wx.phone_number("p1").await.unwrap(), "13800138000");
    assert_eq!(wx.phone_number("p2").await.unwrap(), "13800138000");
}

#[tokio::test]
async fn wechat_fetches_a_new_token_once_when_told_it_expired() {
    let server = MockServer::start().await;
    mount_token(&server, "AT-new", 2).await;
    Mock::given(method("POST"))
        .and(path("/wxa/business/getuserphonenumber"))
        .respond_with(json(
            serde_json::json!({"errcode": 42001, "errmsg": "access_token expired"}),
        ))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/wxa/business/getuserphonenumber"))
        .respond_with(json(serde_json::json!({
            "errcode": 0, "errmsg": "ok", "phone_info": {"purePhoneNumber": "13700137000"}
        })))
        .mount(&server)
        .await;
    let wx = wechat(&server);
    assert_eq!(wx.phone_number("p").await.unwrap(), "13700137000");
}

#[tokio::test]
async fn wechat_qrcode_image_or_error() {
    let server = MockServer::start().await;
    mount_token(&server, "AT-1", 1).await;
    let png = vec![0x89, b'P', b'N', b'G', 1, 2, 3];
    Mock::given(method("POST"))
        .and(path("/wxa/getwxacodeunlimit"))
        .and(body_string_contains("\"scene\":\"invite=42\""))
        .respond_with(
            ResponseTemplate::new(200)
                .insert_header("content-type", "image/png")
                .set_body_bytes(png.clone()),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/wxa/getwxacodeunlimit"))
        .and(body_string_contains("\"scene\":\"bad\""))
        .respond_with(json(
            serde_json::json!({"errcode": 41030, "errmsg": "invalid page"}),
        ))
        .mount(&server)
        .await;
    let wx = wechat(&server);
    let req = QrcodeRequest {
        scene: "invite=42".into(),
        page: "pages/index/index".into(),
        ..Default::default()
    };
    assert_eq!(wx.qrcode_unlimited(&req, None).await.unwrap(), png);
    let bad = QrcodeRequest {
        scene: "bad".into(),
        ..Default::default()
    };
    assert_eq!(
        wx.qrcode_unlimited(&bad, None)
            .await
            .unwrap_err()
            .provider_code(),
        Some("41030")
    );
}

// ------------------------------------- services when providers fail ---

fn client() -> ClientInfo {
    ClientInfo {
        gate: Some(domain::kernel::enums::Gate::App),
        platform: "android".into(),
        model: "test".into(),
        ip: None,
    }
}

#[tokio::test]
async fn a_one_click_time_out_marks_nothing_used() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            json(
                serde_json::json!({"Code": "OK", "GetMobileResultDTO": {"Mobile": "13912345678"}}),
            )
            .set_delay(Duration::from_secs(8)),
        )
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(json(
            serde_json::json!({"Code": "OK", "GetMobileResultDTO": {"Mobile": "13912345678"}}),
        ))
        .mount(&server)
        .await;
    let providers = Providers {
        carrier: Some(Arc::new(AliyunOneClick::new(&server.uri(), creds()))),
        ..Providers::console()
    };
    let (ctx, _db) = test_context_with(providers).await;
    let err = service::one_click_login(&ctx, "tok", client())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ProviderError);
    // The same token works once the provider answers…
    let s = service::one_click_login(&ctx, "tok", client())
        .await
        .unwrap();
    assert!(s.is_regist);
    assert_eq!(s.member.phone.as_deref(), Some("13912345678"));
    // …and only once.
    let err = service::one_click_login(&ctx, "tok", client())
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("spToken"));
}

#[tokio::test]
async fn wechat_sign_in_registers_with_a_phone_grant_then_finds_by_openid() {
    let server = MockServer::start().await;
    mount_token(&server, "AT", 1).await;
    Mock::given(method("GET"))
        .and(path("/sns/jscode2session"))
        .and(query_param("js_code", "busy"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"errcode":-1,"errmsg":"system error"}"#),
        )
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .and(path("/sns/jscode2session"))
        .respond_with(
            ResponseTemplate::new(200).set_body_string(r#"{"openid":"o-1","session_key":"k"}"#),
        )
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .and(path("/wxa/business/getuserphonenumber"))
        .respond_with(json(serde_json::json!({"errcode": 0, "errmsg": "ok", "phone_info": {"purePhoneNumber": "13600136000"}})))
        .mount(&server)
        .await;
    let providers = Providers {
        wechat: Some(Arc::new(WeChatClient::new(
            &server.uri(),
            "wx-app",
            "wx-secret",
            Arc::new(MemoryKv::default()),
        ))),
        ..Providers::console()
    };
    let (ctx, _db) = test_context_with(providers).await;

    // WeChat busy: a clear error, and the code is not burnt.
    let err = service::wechat_code_login(&ctx, "busy", Some("pc"), Invite::default(), client())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ProviderError);
    assert!(err.message.contains("-1"), "{}", err.message);

    // A new openid without a phone grant cannot register.
    let err = service::wechat_code_login(&ctx, "c0", None, Invite::default(), client())
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("phone"));

    let first = service::wechat_code_login(&ctx, "busy", Some("pc"), Invite::default(), client())
        .await
        .unwrap();
    assert!(first.is_regist);
    let row = entities::member::Entity::find_by_id(first.member.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.wechat_open_id.as_deref(), Some("o-1"));
    let again = service::wechat_code_login(&ctx, "c2", None, Invite::default(), client())
        .await
        .unwrap();
    assert!(!again.is_regist);
    assert_eq!(again.member.id, first.member.id);
    // A used code is refused before WeChat is even asked.
    let err = service::wechat_code_login(&ctx, "c2", None, Invite::default(), client())
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("code"));
}

#[tokio::test]
async fn unconfigured_providers_answer_service_unavailable() {
    let (ctx, _db) = test_context_with(Providers::console()).await;
    let err = service::one_click_login(&ctx, "t", client())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ServiceUnavailable);
    let err = service::wechat_code_login(&ctx, "c", None, Invite::default(), client())
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ServiceUnavailable);
}

#[tokio::test]
async fn a_failed_sms_send_burns_nothing() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(json(serde_json::json!({"Code": "isp.SYSTEM_ERROR", "Message": "系统错误", "RequestId": "r"})))
        .up_to_n_times(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(json(
            serde_json::json!({"Code": "OK", "Message": "OK", "RequestId": "r", "BizId": "b"}),
        ))
        .mount(&server)
        .await;
    let providers = Providers {
        sms: Arc::new(AliyunSms::new(&server.uri(), creds(), "彩友", "SMS_123")),
        ..Providers::console()
    };
    let (ctx, _db) = test_context_with(providers).await;
    let purpose = domain::auth::VerificationPurpose::Login;
    let err = service::send_verification_code(&ctx, "13800138000", purpose, None)
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::ProviderError);
    assert!(err.message.contains("isp.SYSTEM_ERROR"), "{}", err.message);
    // No code is left to guess at, and the minute's slot was given back.
    let err =
        service::login_by_mobile_code(&ctx, "13800138000", "123456", Invite::default(), client())
            .await
            .unwrap_err();
    assert_eq!(err.code, ErrorCode::VerificationCodeExpired);
    service::send_verification_code(&ctx, "13800138000", purpose, None)
        .await
        .unwrap();
}

#[tokio::test]
async fn bind_wechat_binds_once_per_openid() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/sns/jscode2session"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_string(r#"{"openid":"o-bind","session_key":"k","unionid":"u-bind"}"#),
        )
        .mount(&server)
        .await;
    let providers = Providers {
        wechat: Some(Arc::new(WeChatClient::new(
            &server.uri(),
            "wx-app",
            "wx-secret",
            Arc::new(MemoryKv::default()),
        ))),
        ..Providers::console()
    };
    let (ctx, _db) = test_context_with(providers).await;
    let (a, _) = domain::testing::member_with_token(&ctx, "甲", false).await;
    let (b, _) = domain::testing::member_with_token(&ctx, "乙", false).await;
    let m = domain::member::service::bind_wechat(&ctx, &a, "code-1")
        .await
        .unwrap();
    assert!(m.is_bind_wechat);
    let row = entities::member::Entity::find_by_id(m.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.wechat_open_id.as_deref(), Some("o-bind"));
    assert_eq!(row.wechat_union_id.as_deref(), Some("u-bind"));
    // Binding again to the same member is fine; another member is a conflict.
    domain::member::service::bind_wechat(&ctx, &a, "code-2")
        .await
        .unwrap();
    let err = domain::member::service::bind_wechat(&ctx, &b, "code-3")
        .await
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::Conflict);
    let m = domain::member::service::unbind_wechat(&ctx, &a)
        .await
        .unwrap();
    assert!(!m.is_bind_wechat);
    let row = entities::member::Entity::find_by_id(m.id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert!(row.wechat_open_id.is_none());
    domain::member::service::bind_wechat(&ctx, &b, "code-4")
        .await
        .unwrap();
}
