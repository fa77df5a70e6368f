//! Golden wire tests: one scenario calls every legacy call (inputs in both
//! snake_case and lowerCamelCase) and pins each reply — status and body,
//! with ids, times, tokens and random codes redacted by name — against
//! `server/tests/golden/<Service>.<Method>.json`. What stays visible is the
//! wire format: camelCase names, int64 as strings (`"<id>"` is a string
//! id, `<id:number>` would be a number), enums by name, problem+json.
//!
//! Regenerate after an intended change:
//! `UPDATE_GOLDEN=1 cargo test -p server --test server golden::`, and read the diff.

use crate::common;

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

/// Keys whose values change from run to run.
fn redact(key: &str, v: &Value) -> Option<Value> {
    let time_keys = [
        "createdAt",
        "updatedAt",
        "expireAt",
        "time",
        "sentAt",
        "lastModified",
        "vipEndTime",
        "scheduledAt",
        "repliedAt",
    ];
    let kind = match v {
        Value::String(_) => "",
        Value::Number(_) => ":number",
        Value::Null => return None,
        _ => ":other",
    };
    let id_like = key == "id" || key.ends_with("Id") || key == "value" && v.is_number();
    let tag = if time_keys.contains(&key) {
        "time"
    } else if key == "age" && v.as_str().is_some_and(|a| !a.is_empty()) {
        // Computed on the day shown: whole years change on the birthday.
        "age"
    } else if key == "token" && v.is_string() {
        "token"
    } else if ["sign", "fid", "url", "avatar", "avatarFid", "bufferBase64"].contains(&key) {
        if v.as_str().is_some_and(str::is_empty) {
            return None;
        }
        "random"
    } else if ["code", "value", "inviteCode"].contains(&key)
        && v.as_str().is_some_and(is_invite_code)
    {
        "invite-code"
    } else if key.to_ascii_lowercase().contains("verificationcode") || key == "verification_code" {
        "sms-code"
    } else if ["nickName", "value"].contains(&key) && v.as_str().is_some_and(is_random_nick) {
        "random-nick"
    } else if id_like {
        "id"
    } else {
        return None;
    };
    Some(Value::String(format!("<{tag}{kind}>")))
}

/// Invite codes: 8 characters of `A-Z` and `2-9`.
fn is_invite_code(s: &str) -> bool {
    s.len() == 8
        && s.chars()
            .all(|c| c.is_ascii_uppercase() || ('2'..='9').contains(&c))
}

/// Generated nicknames: Chinese words and four digits (e.g. 锦鲤达人0235).
fn is_random_nick(s: &str) -> bool {
    let digits = s.chars().rev().take_while(char::is_ascii_digit).count();
    digits == 4 && s.chars().count() > 4 && !s.chars().next().is_some_and(|c| c.is_ascii())
}

fn redacted(v: &Value) -> Value {
    match v {
        Value::Object(m) => {
            let mut out = Map::new();
            for (k, x) in m {
                let x = match (redact(k, x), x) {
                    (Some(r), _) => r,
                    // Lists of ids.
                    (None, Value::Array(items)) if k == "ids" || k.ends_with("Ids") => {
                        Value::Array(
                            items
                                .iter()
                                .map(|i| redact("id", i).unwrap_or_else(|| redacted(i)))
                                .collect(),
                        )
                    }
                    (None, x) => redacted(x),
                };
                out.insert(k.clone(), x);
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(redacted).collect()),
        other => other.clone(),
    }
}

/// Replaces every occurrence of the `names` in strings (generated nicknames
/// also end up inside message texts and ledger descriptions).
fn renamed(v: Value, names: &[(String, String)]) -> Value {
    match v {
        Value::String(mut t) => {
            for (name, placeholder) in names {
                t = t.replace(name.as_str(), placeholder);
            }
            Value::String(t)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(|i| renamed(i, names)).collect()),
        Value::Object(m) => {
            Value::Object(m.into_iter().map(|(k, x)| (k, renamed(x, names))).collect())
        }
        other => other,
    }
}

struct Recorder<'a> {
    s: &'a common::TestServer,
    seen: BTreeMap<String, Vec<Value>>,
    /// Generated nicknames and what they read as in the golden files.
    names: Vec<(String, String)>,
}

impl Recorder<'_> {
    async fn call(&mut self, call: &str, token: Option<&str>, body: Value) -> Value {
        let (status, ctype, reply) = self.s.legacy(call, token, body.clone()).await;
        if let Some(nick) = reply["weChatMemberInfo"]["nickName"].as_str() {
            if is_random_nick(nick) && !self.names.iter().any(|(n, _)| n == nick) {
                let placeholder = format!("<member-{}-nick>", self.names.len() + 1);
                self.names.push((nick.to_owned(), placeholder));
            }
        }
        let exchange = json!({
            "request": redacted(&body),
            "status": status,
            "contentType": ctype,
            "reply": redacted(&reply),
        });
        self.seen
            .entry(call.to_owned())
            .or_default()
            .push(renamed(exchange, &self.names));
        reply
    }
}

#[tokio::test]
async fn every_legacy_reply_matches_its_golden_file() {
    let (s, sms) = common::start_recording().await;
    let mut r = Recorder {
        s: &s,
        seen: BTreeMap::new(),
        names: Vec::new(),
    };
    let (_, admin) = s
        .staff_with(
            "管理员",
            &[domain::Permission::Members, domain::Permission::Operations],
        )
        .await;
    domain::member::accounts::create_or_promote(
        &s.state.ctx.db,
        "13500135000",
        "golden-staff-pass",
        Some("运营小王"),
    )
    .await
    .unwrap();

    // Sign-in: snake_case and camelCase inputs.
    r.call(
        "Authenticate/SendVerificationCode",
        None,
        json!({"mobile": "13800138000", "purpose": "LOGIN"}),
    )
    .await;
    let code = sms.last_code("13800138000").unwrap();
    let a = r
        .call(
            "Authenticate/LoginByMobileCode",
            None,
            json!({"mobile": "13800138000", "verification_code": code, "gate": 1, "platform": "android", "model": "Mi 14"}),
        )
        .await;
    let a_token = a["token"]["token"].as_str().unwrap().to_owned();
    let a_id = a["weChatMemberInfo"]["id"].as_str().unwrap().to_owned();
    s.state.ctx.kv.del("sms:limit:m:13900139000").await.unwrap();
    r.call(
        "Authenticate/SendVerificationCode",
        None,
        json!({"mobile": "13900139000", "purpose": "LOGIN"}),
    )
    .await;
    let code = sms.last_code("13900139000").unwrap();
    let invite = r
        .call("Authenticate/GetInviteCode", Some(&a_token), json!({}))
        .await;
    let b = r
        .call(
            "Authenticate/LoginByMobileCode",
            None,
            json!({"mobile": "13900139000", "verificationCode": code, "gate": "WEB", "inviteCode": invite["value"]}),
        )
        .await;
    let b_token = b["token"]["token"].as_str().unwrap().to_owned();
    let b_id = b["weChatMemberInfo"]["id"].as_str().unwrap().to_owned();
    r.call(
        "Authenticate/Login",
        None,
        json!({"userName": "13500135000", "cipher": "golden-staff-pass", "gate": "MANAGEWEB"}),
    )
    .await;
    r.call(
        "Authenticate/Login",
        None,
        json!({"user_name": "13500135000", "cipher": "wrong", "gate": 3}),
    )
    .await;
    r.call("Authenticate/RefreshToken", Some(&a_token), json!({}))
        .await;
    r.call("Authenticate/GetRandomNickName", None, json!({}))
        .await;
    r.call(
        "Authenticate/CreateInviteCode",
        Some(&a_token),
        json!({"member_id": a_id, "channels": ["poster"]}),
    )
    .await;
    r.call(
        "Authenticate/PreRegistrationCheck",
        None,
        json!({"inviteCode": invite["value"]}),
    )
    .await;
    r.call(
        "Authenticate/CheckSign",
        None,
        json!({"memberId": a_id, "sign": a["sign"], "gate": "APP"}),
    )
    .await;
    r.call(
        "Authenticate/CreateQrcode",
        Some(&a_token),
        json!({"scene": "a=1", "page": "pages/index/index"}),
    )
    .await;
    r.call("Authenticate/WeChatCodeLogin", None, json!({"code": "c"}))
        .await;
    r.call("Authenticate/GetPhoneNumber", None, json!({"value": "c"}))
        .await;
    r.call("Authenticate/OneClickLogin", None, json!({"spToken": "t"}))
        .await;
    r.call(
        "Authenticate/Cancel",
        Some(&b_token),
        json!({"mobile": "13900139000", "verificationCode": "000000"}),
    )
    .await;

    // Follow and fans.
    r.call("Focus/Focus", Some(&b_token), json!({"memberId": a_id}))
        .await;
    r.call(
        "Focus/QueryFocus",
        Some(&b_token),
        json!({"page_request": {"page": 1, "page_size": 10}}),
    )
    .await;
    r.call(
        "Focus/QueryFans",
        Some(&a_token),
        json!({"pageRequest": {"page": 1, "pageSize": 10}}),
    )
    .await;
    r.call(
        "Focus/GetFocusAndFansCount",
        Some(&a_token),
        json!({"memberId": a_id}),
    )
    .await;
    r.call("Focus/GetFocusIds", Some(&b_token), json!({})).await;
    r.call("Focus/GetFansIds", Some(&a_token), json!({})).await;
    r.call(
        "Focus/CancelFocus",
        Some(&b_token),
        json!({"member_id": a_id}),
    )
    .await;
    r.call("Focus/Focus", Some(&b_token), json!({"memberId": b_id}))
        .await;

    // Members: self-service.
    let upload = s
        .http
        .post(s.url("/api/Files/upload"))
        .bearer_auth(&a_token)
        .multipart(reqwest::multipart::Form::new().part(
            "file",
            reqwest::multipart::Part::bytes(b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec())
                .file_name("a.gif"),
        ))
        .send()
        .await
        .unwrap();
    let (status, ctype, body) = common::decode(upload).await;
    r.seen.entry("Files/upload".into()).or_default().push(json!({
        "request": "multipart: file a.gif (GIF, 43 bytes)", "status": status, "contentType": ctype, "reply": redacted(&body)
    }));
    r.call("Member/Find", Some(&a_token), json!({})).await;
    r.call("Member/Find", Some(&b_token), json!({"id": a_id}))
        .await;
    r.call(
        "Member/UpdateNickName",
        Some(&a_token),
        json!({"nickName": "双色球达人"}),
    )
    .await;
    r.call(
        "Member/UpdateAvatar",
        Some(&a_token),
        json!({"fid": body["fid"]}),
    )
    .await;
    r.call(
        "Member/UpdateLocation",
        Some(&a_token),
        json!({"province": "广东省", "city": "深圳市", "country": "中国"}),
    )
    .await;
    r.call(
        "Member/IdNumberAuth",
        Some(&a_token),
        json!({"legal_name": "张三", "id_number": "11010519491231002x"}),
    )
    .await;
    r.call("Member/UpdateExpressAddress", Some(&a_token), json!({"name": "张三", "mobile": "13800138000", "province": "广东省", "city": "深圳市", "address": "科技园 1 号"})).await;
    r.call(
        "Member/BindPushClient",
        Some(&a_token),
        json!({"pushClientId": "cid-1", "name": "Mi 14", "modelType": "android"}),
    )
    .await;
    r.call(
        "Member/SaveMemberSource",
        Some(&a_token),
        json!({"platformName": "h5", "gate": "WEB"}),
    )
    .await;
    r.call("Member/BindWechat", Some(&a_token), json!({"code": "c"}))
        .await;
    r.call("Member/UnBindWechat", Some(&a_token), json!({}))
        .await;
    r.call(
        "Member/GetMemebersByIds",
        Some(&b_token),
        json!({"ids": [a_id, b_id]}),
    )
    .await;
    r.call(
        "Member/TranslateWeChatMemberByIds",
        Some(&b_token),
        json!({"ids": [a_id]}),
    )
    .await;
    r.call("Member/GetPoints", Some(&a_token), json!({})).await;
    r.call(
        "Member/QueryPointsHistory",
        Some(&a_token),
        json!({"pageRequest": {"page": 1, "pageSize": 5}}),
    )
    .await;
    r.call(
        "Member/QueryMyInvite",
        Some(&a_token),
        json!({"pageRequest": {"page": 1, "pageSize": 5}}),
    )
    .await;
    r.call("Member/QueryInviteRank", Some(&b_token), json!({}))
        .await;
    r.call(
        "Member/UpdateInviteMeMemberCode",
        Some(&b_token),
        json!({"inviteCode": invite["value"]}),
    )
    .await;
    r.call(
        "Member/CheckAdTransId",
        Some(&a_token),
        json!({"transId": "tx-1"}),
    )
    .await;

    // Members: staff.
    r.call(
        "Member/FindByPhone",
        Some(&admin),
        json!({"phone": "13800138000"}),
    )
    .await;
    r.call(
        "Member/Query",
        Some(&admin),
        json!({"enable": "TRUE", "pageRequest": {"page": 1, "pageSize": 10}}),
    )
    .await;
    r.call(
        "Member/GetMembers",
        Some(&admin),
        json!({"ids": [a_id], "pageRequest": {"page": 1, "pageSize": 10}}),
    )
    .await;
    r.call(
        "Member/GetMemberIds",
        Some(&admin),
        json!({"keyWord": "双色球"}),
    )
    .await;
    let created = r.call("Member/Create", Some(&admin), json!({"nickName": "新专家", "phone": "13700137000", "isProfessor": true, "vipLevel": "LEVEL2"})).await;
    r.call(
        "Member/Update",
        Some(&admin),
        json!({"id": created["id"], "nickName": "资深专家", "permissions": []}),
    )
    .await;
    r.call("Member/BatchCreate", Some(&admin), json!({"items": [{"nickName": "甲", "phone": "13600136000"}, {"nickName": "乙", "phone": "bad"}]})).await;
    r.call(
        "Member/AutoAddInvite",
        Some(&admin),
        json!({"items": [{"memberId": a_id, "nums": 2}]}),
    )
    .await;
    r.call(
        "Member/ChangeOffice",
        Some(&admin),
        json!({"id": created["id"], "isOffice": true}),
    )
    .await;
    r.call(
        "Member/ChangeState",
        Some(&admin),
        json!({"id": created["id"], "enable": false}),
    )
    .await;
    r.call("Member/Query", Some(&b_token), json!({})).await;

    // System config.
    r.call(
        "SystemConfig/CreateOrUpdate",
        Some(&admin),
        json!({"type": "ANNOUNCEMENT", "type_string_value": "理性购彩", "description": "首页公告"}),
    )
    .await;
    r.call("SystemConfig/Get", None, json!({"type": "ANNOUNCEMENT"}))
        .await;

    // Messages.
    let sent = r.call("Message/Send", Some(&admin), json!({"memberIds": [a_id], "title": "开奖提醒", "content": "今晚开奖", "messageType": "SYSTEM_NOTICE"})).await;
    r.call(
        "Message/Send",
        Some(&admin),
        json!({"to_all": true, "title": "公告", "content": "全站", "message_type": 0}),
    )
    .await;
    let later = r.call("Message/Send", Some(&admin), json!({"toAll": true, "title": "维护", "content": "今晚维护", "scheduledAt": "2099-01-01T00:00:00Z"})).await;
    r.call(
        "Message/CancelSchedule",
        Some(&admin),
        json!({"id": later["id"]}),
    )
    .await;
    r.call(
        "Message/Query",
        Some(&a_token),
        json!({"isRead": "NONE", "pageRequest": {"page": 1, "pageSize": 10}}),
    )
    .await;
    r.call("Message/Find", Some(&a_token), json!({"id": sent["id"]}))
        .await;
    r.call("Message/GetHaveNoReadCount", Some(&a_token), json!({}))
        .await;
    r.call(
        "Message/SetHaveRead",
        Some(&a_token),
        json!({"ids": [sent["id"]]}),
    )
    .await;
    r.call(
        "Message/SetHaveNoRead",
        Some(&a_token),
        json!({"all": true}),
    )
    .await;

    // Errors have one shape.
    r.call("Member/Find", None, json!({"id": "x"})).await;
    r.call("Authenticate/Logout", Some(&b_token), json!({}))
        .await;

    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let update = std::env::var("UPDATE_GOLDEN").as_deref() == Ok("1");
    if update {
        std::fs::create_dir_all(&dir).unwrap();
    }
    let mut stale = Vec::new();
    for (call, exchanges) in &r.seen {
        let file = dir.join(format!("{}.json", call.replace('/', ".")));
        let text = serde_json::to_string_pretty(&json!({"call": call, "exchanges": exchanges}))
            .unwrap()
            + "\n";
        if update {
            std::fs::write(&file, &text).unwrap();
        } else if std::fs::read_to_string(&file).ok().as_deref() != Some(text.as_str()) {
            stale.push(call.clone());
        }
    }
    assert!(
        stale.is_empty(),
        "replies differ from tests/golden for {stale:?}; if intended, run UPDATE_GOLDEN=1 cargo test -p server --test server golden:: and review the diff"
    );
    // Every spec call has a golden file.
    let spec = include_str!("../fixtures/spec-section-7-calls.txt");
    for line in spec
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let call = line.rsplit(' ').next().unwrap();
        if call == "DataCollection/log.gif" {
            continue; // a GIF, pinned in messages_http.rs
        }
        assert!(r.seen.contains_key(call), "no golden exchange for {call}");
    }
}
