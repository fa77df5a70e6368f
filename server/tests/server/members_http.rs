//! Member profiles over both layers: personal data protected, real-name
//! authentication, self-service updates, and parity with GraphQL.

use crate::common;
use domain::testing::TestMember;

use serde_json::{json, Value};

/// A member with a phone (and for staff, optionally the members permission).
async fn member(
    s: &common::TestServer,
    nick: &str,
    phone: &str,
    staff: bool,
    permitted: bool,
) -> (i64, String) {
    let mut m = TestMember::new(nick).phone(phone).staff(staff);
    if permitted {
        m = m.permission(domain::Permission::Members);
    }
    s.create(m).await
}

const MEMBER_Q: &str =
    "query($id: ID!) { member(id: $id) { id nickname phone legalName idNumber isRealNameAuth } }";

async fn gql_member(s: &common::TestServer, token: &str, id: i64) -> Value {
    let (status, body) = s
        .gql(Some(token), MEMBER_Q, json!({"id": common::gid(id)}))
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

/// The same member read by its owner, a stranger and permitted staff,
/// through GraphQL and the legacy layer: both layers show exactly what the
/// domain's `MemberView` decided, and a stranger never gets personal data
/// or the age.
#[tokio::test]
async fn owner_stranger_and_staff_see_one_view_on_both_layers() {
    let s = common::start().await;
    let (a, owner) = member(&s, "甲", "13812345678", false, false).await;
    let (_, stranger) = member(&s, "乙", "13900000000", false, false).await;
    let (_, staff) = member(&s, "客服主管", "13600000000", true, true).await;
    let id_number = "11010519491231002X";
    let (status, _, _) = s
        .legacy(
            "Member/IdNumberAuth",
            Some(&owner),
            json!({"legalName": "张三", "idNumber": id_number}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, _, _) = s
        .legacy(
            "Member/UpdateLocation",
            Some(&owner),
            json!({"city": "北京", "street": "长安街", "address": "1号"}),
        )
        .await;
    assert_eq!(status, 200);
    // Whole years on today's Asia/Shanghai date, not a frozen year difference.
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    let age = domain::member::age_on(id_number, today)
        .unwrap()
        .to_string();

    const Q: &str = "query($id: ID!) { member(id: $id) { phone legalName idNumber street address city isRealNameAuth } }";
    for (who, token, private) in [
        ("owner", &owner, true),
        ("stranger", &stranger, false),
        ("staff", &staff, true),
    ] {
        let (status, g) = s.gql(Some(token), Q, json!({"id": common::gid(a)})).await;
        assert_eq!(status, 200, "{who}: {g}");
        let g = &g["data"]["member"];
        let (_, _, l) = s
            .legacy("Member/Find", Some(token), json!({"id": a.to_string()}))
            .await;
        // Fields everyone sees, equal on both layers.
        assert_eq!(g["city"], "北京", "{who}");
        assert_eq!(l["city"], "北京", "{who}");
        assert_eq!(g["isRealNameAuth"], true, "{who}");
        // The phone: full or masked, the same on both layers.
        let phone = if private {
            "13812345678"
        } else {
            "138****5678"
        };
        assert_eq!(g["phone"], phone, "{who}");
        assert_eq!(l["phone"], phone, "{who}");
        // Personal data: GraphQL null and legacy "" for the stranger.
        for (gql_field, wire_field, value) in [
            ("legalName", "legalName", "张三"),
            ("idNumber", "idNumber", "110*************2X"),
            ("street", "street", "长安街"),
            ("address", "address", "1号"),
        ] {
            if private {
                assert_eq!(g[gql_field], value, "{who} {gql_field}");
                assert_eq!(l[wire_field], value, "{who} {wire_field}");
            } else {
                assert_eq!(g[gql_field], Value::Null, "{who} {gql_field}");
                assert_eq!(l[wire_field], "", "{who} {wire_field}");
            }
        }
        let want_age = if private { age.as_str() } else { "" };
        assert_eq!(l["age"], want_age, "{who}: age");
    }
    // Lists of members carry the same masking (GetMemebersByIds).
    let (_, _, l) = s
        .legacy(
            "Member/GetMemebersByIds",
            Some(&stranger),
            json!({"ids": [a.to_string()]}),
        )
        .await;
    assert_eq!(l["items"][0]["age"], "");
    assert_eq!(l["items"][0]["phone"], "138****5678");
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
                "mutation($n: String!) { verifyRealName(input: {legalName: \"张三\", idNumber: $n}) { member { id } userErrors { code field } } }",
                json!({"n": bad}),
            )
            .await;
        assert_eq!(
            gql["data"]["verifyRealName"]["userErrors"][0]["field"],
            json!(["input", "idNumber"]),
            "{bad}"
        );
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
            "mutation { updateNickname(input: {nickname: \"新名字\"}) { member { nickname } } }",
            json!({}),
        )
        .await;
    assert_eq!(l["nickName"], "新名字");
    assert_eq!(
        g["data"]["updateNickname"]["member"]["nickname"],
        l["nickName"]
    );
    let (_, blank) = s
        .gql(
            Some(&token),
            "mutation { updateNickname(input: {nickname: \"  \"}) { member { nickname } userErrors { field } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        blank["data"]["updateNickname"],
        json!({"member": null, "userErrors": [{"field": ["input", "nickname"]}]})
    );
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
            "mutation($i: UpdateLocationInput!) { updateLocation(input: $i) { member { city province country street address } } }",
            json!({"i": loc}),
        )
        .await;
    for f in ["city", "province", "country", "street", "address"] {
        assert_eq!(l[f], g["data"]["updateLocation"]["member"][f], "{f}");
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
            "mutation($i: SetDeliveryAddressInput!) { setDeliveryAddress(input: $i) { address { legacyId name phone address isDefault } } }",
            json!({"i": {"name": "张三", "phone": "13812345678", "province": "浙江省", "city": "杭州市", "address": "文三路1号"}}),
        )
        .await;
    assert_eq!(
        g["data"]["setDeliveryAddress"]["address"]["legacyId"],
        l["id"]
    );
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

#[tokio::test]
async fn find_by_phone_is_for_permitted_staff() {
    let s = common::start().await;
    let (a, _) = member(&s, "甲", "13812345678", false, false).await;
    let (_, b) = member(&s, "乙", "13900000000", false, false).await;
    let (_, permitted) = member(&s, "主管", "13600000000", true, true).await;
    let (status, _, _) = s
        .legacy(
            "Member/FindByPhone",
            Some(&b),
            json!({"phone": "13812345678"}),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _, l) = s
        .legacy(
            "Member/FindByPhone",
            Some(&permitted),
            json!({"phone": "13812345678"}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(l["id"], a.to_string());
    assert_eq!(l["phone"], "13812345678");
    let (_, g) = s
        .gql(
            Some(&permitted),
            "{ memberByPhone(phone: \"13812345678\") { legacyId phone } }",
            json!({}),
        )
        .await;
    assert_eq!(g["data"]["memberByPhone"]["legacyId"], l["id"]);
    assert_eq!(g["data"]["memberByPhone"]["phone"], l["phone"]);
    let (status, _, _) = s
        .legacy(
            "Member/FindByPhone",
            Some(&permitted),
            json!({"phone": "13811111111"}),
        )
        .await;
    assert_eq!(status, 404);
    assert_eq!(audits(&s).await.len(), 2, "both unmasked reads are logged");
}

#[tokio::test]
async fn get_members_by_ids_and_cards_match_graphql() {
    let s = common::start().await;
    let (a, a_token) = member(&s, "甲", "13812345678", false, false).await;
    let (b, b_token) = member(&s, "乙", "13900000000", false, false).await;
    let (status, _, _) = s
        .legacy("Focus/Focus", Some(&b_token), json!({"memberId": a}))
        .await;
    assert_eq!(status, 200);
    let ids = json!([a.to_string(), b.to_string(), "999999"]);
    let gids = json!([common::gid(a), common::gid(b), common::gid(999999)]);

    let (status, _, l) = s
        .legacy(
            "Member/GetMemebersByIds",
            Some(&b_token),
            json!({"ids": ids}),
        )
        .await;
    assert_eq!(status, 200, "{l}");
    let (_, g) = s
        .gql(
            Some(&b_token),
            "query($i: [ID!]!) { membersByIds(ids: $i) { legacyId phone } }",
            json!({"i": gids}),
        )
        .await;
    let l = l["items"].as_array().unwrap();
    let g = g["data"]["membersByIds"].as_array().unwrap();
    assert_eq!(l.len(), 2, "unknown ids are left out");
    for (x, y) in l.iter().zip(g) {
        assert_eq!(x["id"], y["legacyId"]);
        assert_eq!(x["phone"], y["phone"]);
    }
    assert_eq!(l[0]["phone"], "138****5678", "A masked for B");
    assert_eq!(l[1]["phone"], "13900000000", "B's own");

    let (_, _, l) = s
        .legacy(
            "Member/TranslateWeChatMemberByIds",
            Some(&a_token),
            json!({"ids": ids}),
        )
        .await;
    let (_, g) = s
        .gql(
            Some(&a_token),
            "query($i: [ID!]!) { memberCards(ids: $i) { legacyId nickname isFollowedByMe followsMe } }",
            json!({"i": gids}),
        )
        .await;
    let l = l["items"].as_array().unwrap();
    let g = g["data"]["memberCards"].as_array().unwrap();
    assert_eq!(l.len(), g.len());
    for (x, y) in l.iter().zip(g) {
        assert_eq!(x["id"], y["legacyId"]);
        assert_eq!(x["isFocus"], y["isFollowedByMe"]);
        assert_eq!(x["isFans"], y["followsMe"]);
    }
    let b_id = b.to_string();
    let b_card = l
        .iter()
        .find(|c| c["id"].as_str() == Some(b_id.as_str()))
        .unwrap();
    assert_eq!(
        (b_card["isFocus"].as_bool(), b_card["isFans"].as_bool()),
        (Some(false), Some(true))
    );

    let many: Vec<String> = (0..101).map(|i| i.to_string()).collect();
    let (status, _, problem) = s
        .legacy(
            "Member/GetMemebersByIds",
            Some(&b_token),
            json!({"ids": many}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("ids")));
}

#[tokio::test]
async fn push_clients_and_member_sources() {
    let s = common::start().await;
    let (a, a_token) = member(&s, "甲", "13812345678", false, false).await;
    let (b, b_token) = member(&s, "乙", "13900000000", false, false).await;
    let (status, _, body) = s
        .legacy(
            "Member/BindPushClient",
            Some(&a_token),
            json!({"push_client_id": "dev-1", "name": "Mi 14", "model_type": "android"}),
        )
        .await;
    assert_eq!((status, body["success"].as_bool()), (200, Some(true)));
    // The device moves to whoever signs in on it next (GraphQL this time).
    let (_, g) = s
        .gql(
            Some(&b_token),
            "mutation { registerPushClient(input: {pushClientId: \"dev-1\", name: \"Mi 14\"}) { done } }",
            json!({}),
        )
        .await;
    assert_eq!(g["data"]["registerPushClient"]["done"], true);
    let (_, _, own_a) = s
        .legacy("Member/Find", Some(&a_token), json!({"id": a}))
        .await;
    let (_, _, own_b) = s
        .legacy("Member/Find", Some(&b_token), json!({"id": b}))
        .await;
    assert_eq!(own_a["pushClients"], json!([]));
    assert_eq!(own_b["pushClients"][0]["pushClientId"], "dev-1");

    for _ in 0..2 {
        let (status, _, _) = s
            .legacy(
                "Member/SaveMemberSource",
                Some(&a_token),
                json!({"platformName": "mp-weixin", "gate": "WECHATPROGRAM"}),
            )
            .await;
        assert_eq!(status, 200);
    }
    let (_, g) = s
        .gql(
            Some(&a_token),
            "mutation { recordMemberSource(input: {platformName: \"h5\", gate: WEB}) { done } }",
            json!({}),
        )
        .await;
    assert_eq!(g["data"]["recordMemberSource"]["done"], true);
    let (_, _, own_a) = s.legacy("Member/Find", Some(&a_token), json!({})).await;
    let sources = own_a["memberSourceItems"].as_array().unwrap();
    assert_eq!(sources.len(), 2, "once per (platform, gate): {sources:?}");
    let (status, _, problem) = s
        .legacy(
            "Member/SaveMemberSource",
            Some(&a_token),
            json!({"platformName": "x"}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("gate")));
}

#[tokio::test]
async fn wechat_binding_needs_wechat_configured() {
    let s = common::start().await;
    let (_, token) = member(&s, "甲", "13812345678", false, false).await;
    let (status, _, problem) = s
        .legacy("Member/BindWechat", Some(&token), json!({"code": "c"}))
        .await;
    assert_eq!(
        (status, problem["code"].as_str()),
        (503, Some("SERVICE_UNAVAILABLE"))
    );
    let (status, _, problem) = s
        .legacy("Member/BindWechat", Some(&token), json!({"openId": "o"}))
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("code")));
    let (status, _, body) = s
        .legacy("Member/UnBindWechat", Some(&token), json!({}))
        .await;
    assert_eq!((status, body["isBindWechat"].as_bool()), (200, Some(false)));
    let (_, g) = s
        .gql(
            Some(&token),
            "mutation { unbindWeChat { member { isWeChatBound } } }",
            json!({}),
        )
        .await;
    assert_eq!(g["data"]["unbindWeChat"]["member"]["isWeChatBound"], false);
}
