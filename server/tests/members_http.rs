//! Member profiles over both layers: personal data protected, real-name
//! authentication, self-service updates, and parity with GraphQL.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure

mod common;

use sea_orm::{ActiveModelTrait, ActiveValue::Set};
use serde_json::{json, Value};

/// A member with a phone (and for staff, optionally the members permission).
async fn member(
    s: &common::TestServer,
    nick: &str,
    phone: &str,
    staff: bool,
    permitted: bool,
) -> (i64, String) {
    let mut am = schema::staff::new_member(nick.into(), chrono::Utc::now());
    am.phone = Set(Some(phone.into()));
    am.is_office = Set(staff);
    if permitted {
        am.permissions = Set(json!([schema::member::PERMISSION_MEMBERS]));
    }
    let m = am.insert(&s.state.ctx.db).await.unwrap();
    let (token, _) = s
        .state
        .ctx
        .tokens
        .issue(m.id, schema::auth::TokenKind::Access)
        .unwrap();
    (m.id, token)
}

const MEMBER_Q: &str =
    "query($id: ID!) { member(id: $id) { id nickName phone legalName idNumber isRealNameAuth } }";

async fn gql_member(s: &common::TestServer, token: &str, id: i64) -> Value {
    let (status, body) = s
        .gql(Some(token), MEMBER_Q, json!({"id": id.to_string()}))
        .await;
    assert_eq!(status, 200, "{body}");
    body["data"]["member"].clone()
}

async fn audits(s: &common::TestServer) -> Vec<entities::audit_log::Model> {
    use sea_orm::EntityTrait;
    entities::audit_log::Entity::find()
        .all(&s.state.ctx.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn personal_data_is_masked_for_others_on_both_layers() {
    let s = common::start().await;
    let (a, a_token) = member(&s, "甲", "13812345678", false, false).await;
    let (_, b_token) = member(&s, "乙", "13900000000", false, false).await;
    let (status, _, _) = s
        .legacy(
            "Member/IdNumberAuth",
            Some(&a_token),
            json!({"legalName": "张三", "idNumber": "11010519491231002X"}),
        )
        .await;
    assert_eq!(status, 200);

    // B sees A masked, without name or ID number.
    let g = gql_member(&s, &b_token, a).await;
    assert_eq!(g["phone"], "138****5678");
    assert_eq!(g["legalName"], Value::Null);
    assert_eq!(g["idNumber"], Value::Null);
    assert_eq!(g["isRealNameAuth"], true);
    let (_, _, l) = s
        .legacy("Member/Find", Some(&b_token), json!({"id": a.to_string()}))
        .await;
    assert_eq!(l["phone"], "138****5678");
    assert_eq!(l["legalName"], "");
    assert_eq!(l["idNumber"], "");

    // A sees its own phone and name; the ID number stays masked even so.
    let g = gql_member(&s, &a_token, a).await;
    assert_eq!(g["phone"], "13812345678");
    assert_eq!(g["legalName"], "张三");
    assert_eq!(g["idNumber"], "110*************2X");
    let (_, _, l) = s.legacy("Member/Find", Some(&a_token), json!({})).await;
    assert_eq!(l["phone"], "13812345678");
    assert_eq!(l["idNumber"], "110*************2X");
    assert!(audits(&s).await.is_empty(), "own reads are not audited");

    // Staff without the permission see the masked view; with it, the full
    // phone, and the read is audit-logged.
    let (_, plain_staff) = member(&s, "运营", "13700000000", true, false).await;
    assert_eq!(
        gql_member(&s, &plain_staff, a).await["phone"],
        "138****5678"
    );
    let (staff, permitted) = member(&s, "客服主管", "13600000000", true, true).await;
    let g = gql_member(&s, &permitted, a).await;
    assert_eq!(g["phone"], "13812345678");
    assert_eq!(g["idNumber"], "110*************2X");
    let (_, _, l) = s
        .legacy("Member/Find", Some(&permitted), json!({"id": a}))
        .await;
    assert_eq!(l["phone"], "13812345678");
    let logged = audits(&s).await;
    assert_eq!(logged.len(), 2, "one audit row per read");
    assert!(logged.iter().all(|r| r.actor_member_id == Some(staff)
        && r.action == "member.read_personal_data"
        && r.target == format!("member:{a}")));
}

#[tokio::test]
async fn id_number_auth_checks_gb_11643_on_both_layers() {
    let s = common::start().await;
    let (_, token) = member(&s, "甲", "13812345678", false, false).await;
    for good in ["11010519491231002X", "11010519491231002x"] {
        let (status, _, body) = s
            .legacy(
                "Member/IdNumberAuth",
                Some(&token),
                json!({"legal_name": "张三", "id_number": good}),
            )
            .await;
        assert_eq!(status, 200, "{good}: {body}");
        assert_eq!(body["idNumber"], "110*************2X");
    }
    for bad in [
        "110105194912310021",
        "11010519491231002",
        "110105194902310026",
    ] {
        let (status, _, problem) = s
            .legacy(
                "Member/IdNumberAuth",
                Some(&token),
                json!({"legalName": "张三", "idNumber": bad}),
            )
            .await;
        assert_eq!(status, 400, "{bad}");
        assert_eq!(problem["field"], "idNumber", "{bad}");
        let (_, gql) = s
            .gql(
                Some(&token),
                "mutation($n: String!) { idNumberAuth(legalName: \"张三\", idNumber: $n) { id } }",
                json!({"n": bad}),
            )
            .await;
        assert_eq!(gql["errors"][0]["extensions"]["field"], "idNumber", "{bad}");
    }
}

#[tokio::test]
async fn update_nick_name_and_location_match_graphql() {
    let s = common::start().await;
    let (_, token) = member(&s, "甲", "13812345678", false, false).await;
    let (_, _, l) = s
        .legacy(
            "Member/UpdateNickName",
            Some(&token),
            json!({"nickName": "  新名字 "}),
        )
        .await;
    let (_, g) = s
        .gql(
            Some(&token),
            "mutation { updateNickName(nickName: \"新名字\") { nickName } }",
            json!({}),
        )
        .await;
    assert_eq!(l["nickName"], "新名字");
    assert_eq!(g["data"]["updateNickName"]["nickName"], l["nickName"]);
    let (status, _, problem) = s
        .legacy(
            "Member/UpdateNickName",
            Some(&token),
            json!({"nickName": "  "}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("nickName")));

    let loc = json!({"city": "杭州市", "province": "浙江省", "country": "中国", "street": "西湖区", "address": "文三路1号"});
    let (_, _, l) = s
        .legacy("Member/UpdateLocation", Some(&token), loc.clone())
        .await;
    let (_, g) = s
        .gql(
            Some(&token),
            "mutation($i: LocationInput!) { updateLocation(input: $i) { city province country street address } }",
            json!({"i": loc}),
        )
        .await;
    for f in ["city", "province", "country", "street", "address"] {
        assert_eq!(l[f], g["data"]["updateLocation"][f], "{f}");
    }
}

#[tokio::test]
async fn express_address_is_owner_only() {
    let s = common::start().await;
    let (a, a_token) = member(&s, "甲", "13812345678", false, false).await;
    let (_, b_token) = member(&s, "乙", "13900000000", false, false).await;
    let addr = json!({"name": "张三", "mobile": "13812345678", "province": "浙江省", "city": "杭州市", "address": "文三路1号"});
    let (status, _, l) = s
        .legacy("Member/UpdateExpressAddress", Some(&a_token), addr.clone())
        .await;
    assert_eq!(status, 200, "{l}");
    // Saving again updates the same default address.
    let (_, g) = s
        .gql(
            Some(&a_token),
            "mutation($i: ExpressAddressInput!) { updateExpressAddress(input: $i) { id name address isDefault } }",
            json!({"i": addr}),
        )
        .await;
    assert_eq!(g["data"]["updateExpressAddress"]["id"], l["id"]);
    let (_, mine) = s
        .gql(Some(&a_token), "{ myAddresses { id } }", json!({}))
        .await;
    assert_eq!(mine["data"]["myAddresses"].as_array().unwrap().len(), 1);

    // Someone else may not set it, and nobody else sees it.
    let mut other = addr.clone();
    other["memberId"] = json!(a.to_string());
    let (status, _, _) = s
        .legacy("Member/UpdateExpressAddress", Some(&b_token), other)
        .await;
    assert_eq!(status, 403);
    let (_, _, seen) = s
        .legacy("Member/Find", Some(&b_token), json!({"id": a}))
        .await;
    assert_eq!(seen["addressItems"], json!([]));
    let (_, _, own) = s
        .legacy("Member/Find", Some(&a_token), json!({"id": a}))
        .await;
    assert_eq!(own["addressItems"][0]["address"], "文三路1号");
    let (status, _, problem) = s
        .legacy(
            "Member/UpdateExpressAddress",
            Some(&a_token),
            json!({"name": "张三", "mobile": "123", "address": "x"}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("mobile")));
}
