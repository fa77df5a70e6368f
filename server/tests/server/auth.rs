//! Sign-in and sessions over HTTP, on both layers.

use crate::common;

use serde_json::json;

/// A staff field (operations permission): answers only a staff session.
const AUDIT: &str = "{ auditLog(first: 1) { nodes { action } } }";

const ME: &str =
    "{ me { id nickname phone points vipLevel followingCount followerCount isStaff } }";

/// Sends a login code through GraphQL and signs in with it.
async fn gql_sign_in(
    s: &common::TestServer,
    sms: &domain::testing::RecordingSms,
    phone: &str,
) -> serde_json::Value {
    s.state
        .ctx
        .kv
        .del(&format!("sms:limit:m:{phone}"))
        .await
        .unwrap();
    let (status, body) = s
        .gql(
            None,
            "mutation($m: String!) { sendVerificationCode(input: {phone: $m, purpose: LOGIN}) { sent } }",
            json!({"m": phone}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["sendVerificationCode"]["sent"], true, "{body}");
    let code = sms.last_code(phone).unwrap();
    let (_, body) = s
        .gql(
            None,
            "mutation($i: LoginByPhoneCodeInput!) { loginByPhoneCode(input: $i) { token { token expiresAt } member { id legacyId nickname phone } isNewMember sign isDistributorCode userErrors { code field } } }",
            json!({"i": {"phone": phone, "code": code, "gate": "WEB", "platform": "h5"}}),
        )
        .await;
    body["data"]["loginByPhoneCode"].clone()
}

#[tokio::test]
async fn a_code_signs_in_over_graphql_then_legacy_and_registers_once() {
    let (s, sms) = common::start_recording().await;
    let first = gql_sign_in(&s, &sms, "13800138000").await;
    assert_eq!(first["isNewMember"], true, "{first}");
    assert_eq!(first["member"]["phone"], "13800138000");
    let token = first["token"]["token"].as_str().unwrap().to_owned();

    let (status, me) = s.gql(Some(&token), ME, json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(me["data"]["me"]["id"], first["member"]["id"]);
    assert_eq!(me["data"]["me"]["phone"], "13800138000");
    assert_eq!(me["data"]["me"]["vipLevel"], "LEVEL1");

    // Again, through the legacy layer, snake_case and a gate by number.
    s.state.ctx.kv.del("sms:limit:m:13800138000").await.unwrap();
    let (status, _, body) = s
        .legacy(
            "Authenticate/SendVerificationCode",
            None,
            json!({"mobile": "13800138000", "purpose": "LOGIN"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let code = sms.last_code("13800138000").unwrap();
    let (status, _, body) = s
        .legacy(
            "Authenticate/LoginByMobileCode",
            None,
            json!({"mobile": "13800138000", "verification_code": code, "gate": 1, "platform": "android", "model": "Mi 14"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["isRegist"], false);
    assert_eq!(
        body["weChatMemberInfo"]["id"], first["member"]["legacyId"],
        "same member; int64 as string on both layers"
    );
    assert_eq!(body["weChatMemberInfo"]["phone"], "13800138000");
    assert!(body["sign"].as_str().unwrap().len() >= 32);
    let sources = body["weChatMemberInfo"]["memberSourceItems"]
        .as_array()
        .unwrap();
    assert!(sources
        .iter()
        .any(|s| s["gate"] == "APP" && s["platformName"] == "android"));
    let legacy_token = body["token"]["token"].as_str().unwrap();
    let (status, _) = s.gql(Some(legacy_token), ME, json!({})).await;
    assert_eq!(status, 200);

    // CheckSign signs in again without a code.
    let (status, _, again) = s
        .legacy(
            "Authenticate/CheckSign",
            None,
            json!({"memberId": body["weChatMemberInfo"]["id"], "sign": body["sign"], "gate": "APP"}),
        )
        .await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["weChatMemberInfo"]["id"], first["member"]["legacyId"]);
}

#[tokio::test]
async fn after_logout_the_old_token_is_401_on_both_layers() {
    let (s, sms) = common::start_recording().await;
    let login = gql_sign_in(&s, &sms, "13800138001").await;
    let token = login["token"]["token"].as_str().unwrap();
    let (status, _, body) = s
        .legacy("Authenticate/Logout", Some(token), json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(body, json!({"success": true, "error": ""}));
    let (status, body) = s.gql(Some(token), ME, json!({})).await;
    assert_eq!(status, 401);
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
    let (status, _, body) = s
        .legacy("SystemConfig/Get", Some(token), json!({"type": "A"}))
        .await;
    assert_eq!(status, 401);
    assert_eq!(body["code"], "UNAUTHENTICATED");

    // The GraphQL mutation does the same.
    let login = gql_sign_in(&s, &sms, "13800138001").await;
    let token = login["token"]["token"].as_str().unwrap();
    let (_, body) = s
        .gql(Some(token), "mutation { logout { done } }", json!({}))
        .await;
    assert_eq!(body["data"]["logout"]["done"], true);
    let (status, _) = s.gql(Some(token), ME, json!({})).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn refresh_near_expiry_gives_a_new_working_token() {
    let (s, sms) = common::start_recording().await;
    let login = gql_sign_in(&s, &sms, "13800138002").await;
    let id: i64 = login["member"]["legacyId"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let (old, _) = s
        .state
        .ctx
        .tokens
        .issue_for(
            id,
            domain::kernel::token::TokenKind::Access,
            chrono::Duration::hours(3),
        )
        .unwrap();
    let (status, _, body) = s
        .legacy("Authenticate/RefreshToken", Some(&old), json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["success"], true);
    let new = body["token"]["token"].as_str().unwrap();
    assert_ne!(new, old);
    let (status, me) = s.gql(Some(new), ME, json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(me["data"]["me"]["id"], login["member"]["id"]);

    // GraphQL: far from expiry the token comes back unchanged.
    let (_, body) = s
        .gql(
            Some(new),
            "mutation { refreshToken { token { token expiresAt } } }",
            json!({}),
        )
        .await;
    assert_eq!(body["data"]["refreshToken"]["token"]["token"], new);
}

#[tokio::test]
async fn forged_expired_and_foreign_tokens_are_401() {
    use base64::Engine;
    let (s, sms) = common::start_recording().await;
    let login = gql_sign_in(&s, &sms, "13800138003").await;
    let id: i64 = login["member"]["legacyId"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let tokens = &s.state.ctx.tokens;

    let other_key = domain::kernel::token::TokenService::new(&[9u8; 32], &[]).unwrap();
    let (foreign, _) = other_key
        .issue(id, domain::kernel::token::TokenKind::Access)
        .unwrap();
    let (expired, _) = tokens
        .issue_for(
            id,
            domain::kernel::token::TokenKind::Access,
            chrono::Duration::hours(-2),
        )
        .unwrap();
    let (refresh_only, claims) = tokens
        .issue(id, domain::kernel::token::TokenKind::Refresh)
        .unwrap();
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let alg_none = format!(
        "{}.{}.",
        b64.encode(format!(
            r#"{{"alg":"none","typ":"JWT","kid":"{}"}}"#,
            tokens.key_id()
        )),
        b64.encode(
            serde_json::to_vec(&json!({
                "sub": id.to_string(), "iss": claims.iss, "aud": claims.aud, "iat": claims.iat,
                "exp": claims.exp, "jti": "x", "typ": "access"
            }))
            .unwrap()
        )
    );
    let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256);
    header.kid = Some(tokens.key_id().to_owned());
    let wrong_aud = jsonwebtoken::encode(
        &header,
        &json!({"sub": id.to_string(), "iss": claims.iss, "aud": "someone-else", "iat": claims.iat,
                "exp": claims.exp, "jti": "y", "typ": "access"}),
        &jsonwebtoken::EncodingKey::from_secret(common::TEST_SECRET.as_bytes()),
    )
    .unwrap();

    for (name, token) in [
        ("other key", foreign.as_str()),
        ("expired", expired.as_str()),
        ("refresh-only", refresh_only.as_str()),
        ("alg none", alg_none.as_str()),
        ("wrong audience", wrong_aud.as_str()),
    ] {
        let (status, _) = s.gql(Some(token), ME, json!({})).await;
        assert_eq!(status, 401, "GraphQL accepted a token with {name}");
        let (status, _, body) = s
            .legacy("Authenticate/RefreshToken", Some(token), json!({}))
            .await;
        assert_eq!(status, 401, "legacy accepted a token with {name}");
        assert_eq!(body["code"], "UNAUTHENTICATED");
    }
}

#[tokio::test]
async fn a_second_send_within_a_minute_is_429_with_retry_after() {
    let (s, _sms) = common::start_recording().await;
    let body = json!({"mobile": "13800138004"});
    let (status, _, _) = s
        .legacy("Authenticate/SendVerificationCode", None, body.clone())
        .await;
    assert_eq!(status, 200);
    let resp = s
        .http
        .post(s.url("/api/Authenticate/SendVerificationCode"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 429);
    let wait: u64 = resp.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait));
    let (_, ctype, problem) = common::decode(resp).await;
    assert_eq!(ctype, "application/problem+json");
    assert_eq!(problem["code"], "RATE_LIMITED");

    let (_, gql) = s
        .gql(
            None,
            "mutation { sendVerificationCode(input: {phone: \"13800138004\", purpose: LOGIN}) { sent } }",
            json!({}),
        )
        .await;
    assert_eq!(gql["errors"][0]["extensions"]["code"], "RATE_LIMITED");
    assert!(
        gql["errors"][0]["extensions"]["retryAfter"]
            .as_u64()
            .unwrap()
            >= 1
    );
}

#[tokio::test]
async fn wrong_codes_name_the_field_and_bad_mobiles_are_rejected() {
    let (s, _sms) = common::start_recording().await;
    let (status, _, body) = s
        .legacy(
            "Authenticate/SendVerificationCode",
            None,
            json!({"mobile": "12345"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["field"], "mobile");
    s.legacy(
        "Authenticate/SendVerificationCode",
        None,
        json!({"mobile": "13800138005"}),
    )
    .await;
    let (status, _, body) = s
        .legacy(
            "Authenticate/LoginByMobileCode",
            None,
            json!({"mobile": "13800138005", "verificationCode": "999999x"}),
        )
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["field"], "verificationCode");
}

#[tokio::test]
async fn staff_login_returns_a_staff_session_with_the_second_factor() {
    let (s, _sms) = common::start_recording().await;
    let staff = domain::member::accounts::create_or_promote(
        &s.state.ctx.db,
        "13500135000",
        "staff-password",
        Some("运营小李"),
    )
    .await
    .unwrap();
    let key = domain::auth::factor::enrol::set_secret(
        &s.state.ctx.db,
        &s.state.ctx.tokens,
        staff.member_id,
        None,
    )
    .await
    .unwrap();
    let login = |code: Option<String>| {
        let mut body =
            json!({"user_name": "13500135000", "cipher": "staff-password", "gate": "MANAGEWEB"});
        if let Some(code) = code {
            body["oneTimeCode"] = json!(code);
        }
        s.legacy("Authenticate/Login", None, body)
    };
    // The password alone: a token with no staff rights, and what is missing.
    let (status, _, body) = login(None).await;
    assert_eq!(status, 200);
    assert_eq!(body["success"], true, "{body}");
    assert_eq!(body["secondFactor"], "REQUIRED");
    let token = body["token"]["token"].as_str().unwrap();
    // (`isStaff` says what the account is; the token's rights are a
    // member's: a staff field is refused.)
    let (_, audit) = s.gql(Some(token), AUDIT, json!({})).await;
    assert!(audit["errors"].is_array(), "{audit}");

    // With the code: a staff session.
    let secret = domain::auth::factor::totp::from_base32(&key.secret).unwrap();
    let now = domain::kernel::clock::now().timestamp();
    let code = domain::auth::factor::totp::code_at(&secret, now).unwrap();
    let (_, _, body) = login(Some(code.clone())).await;
    assert_eq!(body["success"], true, "{body}");
    assert_eq!(body["secondFactor"], "VERIFIED");
    assert_eq!(body["userName"], "运营小李");
    assert_eq!(body["application"], "MANAGEWEB");
    let token = body["token"]["token"].as_str().unwrap();
    let (_, audit) = s.gql(Some(token), AUDIT, json!({})).await;
    assert!(audit["errors"].is_null(), "{audit}");

    // The same code again is refused: a code is used once.
    let (_, _, body) = login(Some(code)).await;
    assert_eq!(body["success"], false, "{body}");
    assert!(body.get("token").is_none());

    let (status, _, body) = s
        .legacy(
            "Authenticate/Login",
            None,
            json!({"userName": "13500135000", "cipher": "nope-nope", "gate": 3}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(body["success"], false);
    assert!(!body["error"].as_str().unwrap().is_empty());
    assert!(body.get("token").is_none());
}

#[tokio::test]
async fn the_small_calls() {
    let (s, sms) = common::start_recording().await;
    let (_, _, body) = s
        .legacy("Authenticate/GetRandomNickName", None, json!({}))
        .await;
    assert!(!body["value"].as_str().unwrap().is_empty());

    let login = gql_sign_in(&s, &sms, "13800138006").await;
    let token = login["token"]["token"].as_str().unwrap();
    let (status, _, body) = s
        .legacy("Authenticate/GetInviteCode", Some(token), json!({}))
        .await;
    assert_eq!(status, 200);
    let code = body["value"].as_str().unwrap().to_owned();
    assert_eq!(code.len(), 8);
    let (_, gql) = s.gql(Some(token), "{ myInviteCode }", json!({})).await;
    assert_eq!(gql["data"]["myInviteCode"], code.as_str());

    let (status, _, body) = s
        .legacy(
            "Authenticate/CreateInviteCode",
            Some(token),
            json!({"member_id": login["member"]["legacyId"], "channel": ["poster", "wechat-group"]}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["items"].as_array().unwrap().len(), 2);
    // Someone else's codes are staff-only.
    let (status, _, _) = s
        .legacy(
            "Authenticate/CreateInviteCode",
            Some(token),
            json!({"memberId": "999999", "channel": "x"}),
        )
        .await;
    assert_eq!(status, 403);

    let (_, _, body) = s
        .legacy(
            "Authenticate/PreRegistrationCheck",
            None,
            json!({"inviteCode": code}),
        )
        .await;
    assert_eq!(body["inviteValid"], true);
    assert_eq!(body["inviteMeMemberId"], login["member"]["legacyId"]);

    // Without WeChat configured, its calls say so.
    let (status, _, body) = s
        .legacy("Authenticate/WeChatCodeLogin", None, json!({"code": "c"}))
        .await;
    assert_eq!(status, 503);
    assert_eq!(body["code"], "SERVICE_UNAVAILABLE");
    let (status, _, _) = s
        .legacy("Authenticate/GetPhoneNumber", None, json!({"value": "c"}))
        .await;
    assert_eq!(status, 503);
    // Sign-in is needed for the QR code and the invite code.
    let (status, _, _) = s
        .legacy("Authenticate/GetInviteCode", None, json!({}))
        .await;
    assert_eq!(status, 401);
    let (status, _, _) = s
        .legacy("Authenticate/CreateQrcode", None, json!({"scene": "a"}))
        .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn cancel_over_the_legacy_layer() {
    let (s, sms) = common::start_recording().await;
    let login = gql_sign_in(&s, &sms, "13800138007").await;
    let token = login["token"]["token"].as_str().unwrap();
    s.state.ctx.kv.del("sms:limit:m:13800138007").await.unwrap();
    let (_, _, _) = s
        .legacy(
            "Authenticate/SendVerificationCode",
            None,
            json!({"mobile": "13800138007", "purpose": "CANCEL"}),
        )
        .await;
    let code = sms.last_code("13800138007").unwrap();
    // An upload of theirs, to be deleted with the account.
    let png = image::RgbImage::from_pixel(40, 30, image::Rgb([200, 30, 30]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    png.write_to(&mut bytes, image::ImageFormat::Png).unwrap();
    let part = reqwest::multipart::Part::bytes(bytes.into_inner())
        .file_name("me.png")
        .mime_str("image/png")
        .unwrap();
    let (status, _, up) = common::decode(
        s.http
            .post(s.url("/api/Files/upload"))
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .bearer_auth(token)
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 200, "{up}");
    let url = s.url(up["url"].as_str().unwrap());
    assert_eq!(s.http.get(&url).send().await.unwrap().status(), 200);
    let (status, _, body) = s
        .legacy(
            "Authenticate/Cancel",
            Some(token),
            json!({"mobile": "13800138007", "verificationCode": code, "gate": "WEB"}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    let (status, _) = s.gql(Some(token), ME, json!({})).await;
    assert_eq!(status, 401, "a cancelled account's token stops working");
    // The job the cancellation asked for deletes their uploads (the job
    // runner claims it within a second or two).
    let mut gone = false;
    for _ in 0..100 {
        if s.http.get(&url).send().await.unwrap().status() == 404 {
            gone = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(gone, "a cancelled account's upload is deleted");
}

#[tokio::test]
async fn an_invite_link_of_the_legacy_apps_still_names_the_inviter() {
    let (s, sms) = common::start_recording().await;
    let (inviter, _) = s.member("邀请人", false).await;
    let phone = "13800138009";
    s.gql(
        None,
        "mutation($m: String!) { sendVerificationCode(input: {phone: $m, purpose: LOGIN}) { sent } }",
        json!({"m": phone}),
    )
    .await;
    let code = sms.last_code(phone).unwrap();
    // The legacy links carry `?inviteMeMemberId=<legacy id>`.
    let (_, body) = s
        .gql(
            None,
            "mutation($i: LoginByPhoneCodeInput!) { loginByPhoneCode(input: $i) { isNewMember userErrors { code field } } }",
            json!({"i": {"phone": phone, "code": code, "inviterLegacyId": inviter.to_string()}}),
        )
        .await;
    assert_eq!(
        body["data"]["loginByPhoneCode"],
        json!({"isNewMember": true, "userErrors": []})
    );
    let m = domain::member::rows_by_id(&s.state.ctx.db, &[inviter])
        .await
        .unwrap();
    assert_eq!(m[&inviter].invite_num, 1, "the inviter got the invite");
}

/// Over GraphQL, as the console does: the password gives a member's token
/// and `ENROL`; the enrolment's confirmation gives the staff session, with
/// which staff fields answer; without it they are refused.
#[tokio::test]
async fn a_staff_member_enrols_over_graphql_and_only_the_session_is_staff() {
    let (s, _sms) = common::start_recording().await;
    domain::member::accounts::create_or_promote(
        &s.state.ctx.db,
        "13500135001",
        "staff-password",
        None,
    )
    .await
    .unwrap();
    const LOGIN: &str = "mutation($c: String) { loginByPassword(input: {phone: \"13500135001\", password: \"staff-password\", gate: MANAGEWEB, code: $c}) { token { token } secondFactor userErrors { code field } } }";
    let (_, body) = s.gql(None, LOGIN, json!({})).await;
    assert_eq!(
        body["data"]["loginByPassword"]["secondFactor"], "ENROL",
        "{body}"
    );
    let member = body["data"]["loginByPassword"]["token"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    // A staff field with the password-only token: not in its schema.
    let (_, body) = s.gql(Some(&member), AUDIT, json!({})).await;
    assert!(body["errors"].is_array(), "{body}");

    let (_, body) = s
        .gql(
            Some(&member),
            "mutation { beginStaffFactorEnrolment { secret otpauthUrl userErrors { code } } }",
            json!({}),
        )
        .await;
    let secret = body["data"]["beginStaffFactorEnrolment"]["secret"]
        .as_str()
        .unwrap_or_else(|| panic!("{body}"));
    let key = domain::auth::factor::totp::from_base32(secret).unwrap();
    let code = domain::auth::factor::totp::code_at(&key, domain::kernel::clock::now().timestamp())
        .unwrap();
    let (_, body) = s
        .gql(
            Some(&member),
            "mutation($c: String!) { confirmStaffFactorEnrolment(input: {code: $c}) { recoveryCodes token { token } userErrors { code field } } }",
            json!({"c": code}),
        )
        .await;
    let done = &body["data"]["confirmStaffFactorEnrolment"];
    assert_eq!(
        done["recoveryCodes"].as_array().unwrap().len(),
        10,
        "{body}"
    );
    let session = done["token"]["token"].as_str().unwrap();
    let (_, body) = s.gql(Some(session), AUDIT, json!({})).await;
    assert!(body["errors"].is_null(), "{body}");

    // A wrong code names the field; the used one is refused the same way.
    let (_, body) = s.gql(None, LOGIN, json!({"c": code})).await;
    let errors = &body["data"]["loginByPassword"]["userErrors"];
    assert_eq!(errors[0]["code"], "INVALID_CREDENTIALS", "{body}");
    assert_eq!(errors[0]["field"], json!(["input", "code"]), "{body}");
}
