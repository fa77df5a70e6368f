//! Check-in, invites, ad rewards and the shop over HTTP: each legacy call
//! answers what its GraphQL twin answers; the ad network's callback route
//! checks its signature; registering with an invite code rewards once.

use crate::common;

use sea_orm::{ActiveModelTrait, ActiveValue::Set};
use serde_json::json;
use sha2::{Digest, Sha256};

const SECRET: &str = "ad-secret-for-tests";

async fn with_ads() -> common::TestServer {
    common::start_with(&["--ad-reward-secret", &format!("pangle={SECRET}")]).await
}

fn sign(trans_id: &str) -> String {
    hex::encode(Sha256::digest(format!("{SECRET}:{trans_id}").as_bytes()))
}

async fn invited(s: &common::TestServer, inviter: i64, invitee: i64) {
    entities::invite::ActiveModel {
        inviter_id: Set(inviter),
        invitee_id: Set(invitee),
        points: Set(50),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&s.state.ctx.db)
    .await
    .unwrap();
    entities::member::ActiveModel {
        id: Set(inviter),
        invite_num: Set(1),
        invite_points: Set(50),
        ..Default::default()
    }
    .update(&s.state.ctx.db)
    .await
    .unwrap();
}

#[tokio::test]
async fn check_in_over_graphql() {
    let s = common::start().await;
    let (_, token) = s.member("签到", false).await;
    let (_, body) = s
        .gql(
            Some(&token),
            "mutation { checkIn(input: {}) { checkIn { points continuousDays } balance userErrors { code field } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        body["data"]["checkIn"],
        json!({"checkIn": {"points": 5, "continuousDays": 1}, "balance": 5, "userErrors": []})
    );
    // A second check-in is a user error in the payload; the rest of the
    // response (here a second field) is intact and there are no errors.
    let (_, again) = s
        .gql(
            Some(&token),
            "mutation { checkIn(input: {}) { checkIn { points } balance userErrors { code field message } } refreshToken { token { token } } }",
            json!({}),
        )
        .await;
    assert!(again.get("errors").is_none(), "{again}");
    assert_eq!(again["data"]["checkIn"]["checkIn"], json!(null));
    assert_eq!(again["data"]["checkIn"]["balance"], json!(null));
    assert_eq!(
        again["data"]["checkIn"]["userErrors"][0]["code"],
        "ALREADY_CHECKED_IN"
    );
    assert_eq!(
        again["data"]["checkIn"]["userErrors"][0]["field"],
        json!(null)
    );
    assert!(again["data"]["refreshToken"]["token"]["token"].is_string());
    let (_, status) = s
        .gql(
            Some(&token),
            "{ checkInStatus { checkedInToday continuousDays totalDays todayReward rewards } }",
            json!({}),
        )
        .await;
    assert_eq!(
        status["data"]["checkInStatus"],
        json!({"checkedInToday": true, "continuousDays": 1, "totalDays": 1, "todayReward": 5, "rewards": [5,5,5,5,5,5,20]})
    );
    let (_, unauth) = s
        .gql(
            None,
            "mutation { checkIn(input: {}) { balance } }",
            json!({}),
        )
        .await;
    assert_eq!(unauth["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
}

#[tokio::test]
async fn query_my_invite_matches_graphql() {
    let s = common::start().await;
    let (a, token) = s.member("邀请人", false).await;
    let (b, _) = s.member("好友", false).await;
    invited(&s, a, b).await;
    let (status, _, l) = s
        .legacy(
            "Member/QueryMyInvite",
            Some(&token),
            json!({"pageRequest": {"page": 1, "pageSize": 10}}),
        )
        .await;
    assert_eq!(status, 200, "{l}");
    let (_, g) = s
        .gql(
            Some(&token),
            "{ myInvites(first: 10) { totalCount totalPoints edges { node { id legacyId points createdAt member { id legacyId nickname isFollowedByMe } } } } }",
            json!({}),
        )
        .await;
    let g = &g["data"]["myInvites"];
    assert_eq!(l["totalPoints"], "50");
    assert_eq!(g["totalPoints"], 50);
    assert_eq!(g["totalCount"], 1);
    assert_eq!(l["pageResult"]["rowCount"], 1);
    let (li, gi) = (&l["items"][0], &g["edges"][0]["node"]);
    assert_eq!(li["id"], gi["legacyId"]);
    assert_eq!(li["points"], "50");
    assert_eq!(li["weChatMember"]["id"], b.to_string());
    assert_eq!(gi["member"]["legacyId"], b.to_string());
    assert_eq!(gi["member"]["id"], common::gid(b));
    assert_eq!(li["weChatMember"]["nickName"], "好友");
    assert_eq!(
        li["createdAt"].as_str().unwrap()[..19],
        gi["createdAt"].as_str().unwrap()[..19]
    );
}

#[tokio::test]
async fn query_invite_rank_matches_graphql() {
    let s = common::start().await;
    let (a, token) = s.member("冠军", false).await;
    let (b, _) = s.member("新人", false).await;
    let (_, nobody) = s.member("路人", false).await;
    invited(&s, a, b).await;
    let (status, _, l) = s
        .legacy("Member/QueryInviteRank", Some(&token), json!({}))
        .await;
    assert_eq!(status, 200, "{l}");
    let (_, g) = s
        .gql(
            Some(&token),
            "{ inviteRank { items { member { legacyId } count ranking } member { legacyId } count ranking } }",
            json!({}),
        )
        .await;
    let g = &g["data"]["inviteRank"];
    assert_eq!(l["ranking"], "1");
    assert_eq!(g["ranking"], 1);
    assert_eq!(l["count"], "1");
    assert_eq!(l["member"]["id"], a.to_string());
    assert_eq!(
        l["items"][0]["member"]["id"],
        g["items"][0]["member"]["legacyId"]
    );
    assert_eq!(l["items"].as_array().unwrap().len(), 1);

    let (_, _, none) = s
        .legacy("Member/QueryInviteRank", Some(&nobody), json!({}))
        .await;
    assert_eq!(
        (none["count"].as_str(), none["ranking"].as_str()),
        (Some("0"), Some("0"))
    );
    let (status, _, bad) = s
        .legacy(
            "Member/QueryInviteRank",
            Some(&token),
            json!({"pageRequest": {"pageSize": 500}}),
        )
        .await;
    assert_eq!(status, 400);
    assert!(
        bad["detail"]
            .as_str()
            .unwrap()
            .contains("pageRequest.pageSize"),
        "{bad}"
    );
}

#[tokio::test]
async fn update_invite_me_member_code_matches_graphql() {
    let s = common::start().await;
    let (a, a_token) = s.member("推荐人", false).await;
    let (_, b_token) = s.member("甲", false).await;
    let (_, c_token) = s.member("乙", false).await;
    let (_, _, code) = s
        .legacy("Authenticate/GetInviteCode", Some(&a_token), json!({}))
        .await;
    let code = code["value"].as_str().unwrap().to_owned();

    let (status, _, l) = s
        .legacy(
            "Member/UpdateInviteMeMemberCode",
            Some(&b_token),
            json!({"invite_code": code}),
        )
        .await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(l, json!({"isBigGun": false}));
    let (_, g) = s
        .gql(
            Some(&c_token),
            "mutation($m: ID) { setInviter(input: {inviterId: $m}) { isDistributorCode userErrors { code } } }",
            json!({"m": common::gid(a)}),
        )
        .await;
    assert_eq!(
        g["data"]["setInviter"],
        json!({"isDistributorCode": false, "userErrors": []})
    );
    // Two invitees, two rewards.
    let (_, _, p) = s
        .legacy("Member/GetPoints", Some(&a_token), json!({}))
        .await;
    assert_eq!(p["points"], "100");

    // Once only, and never oneself.
    let (status, _, again) = s
        .legacy(
            "Member/UpdateInviteMeMemberCode",
            Some(&b_token),
            json!({"inviteCode": code}),
        )
        .await;
    assert_eq!((status, again["code"].as_str()), (409, Some("CONFLICT")));
    let (status, _, own) = s
        .legacy(
            "Member/UpdateInviteMeMemberCode",
            Some(&a_token),
            json!({"inviteCode": code}),
        )
        .await;
    assert_eq!(status, 400, "{own}");
    let (status, _, empty) = s
        .legacy("Member/UpdateInviteMeMemberCode", Some(&a_token), json!({}))
        .await;
    assert_eq!(status, 400, "{empty}");
}

#[tokio::test]
async fn the_ad_callback_checks_its_signature_and_check_ad_trans_id_matches_graphql() {
    let s = with_ads().await;
    let (id, token) = s.member("看广告", false).await;
    let callback = |trans: &str, sign: &str| {
        s.http
            .get(s.url("/api/callbacks/ad-reward/pangle"))
            .query(&[
                ("user_id", id.to_string()),
                ("trans_id", trans.into()),
                ("sign", sign.into()),
            ])
            .send()
    };
    let (status, _, body) = common::decode(callback("tx-42", "00").await.unwrap()).await;
    assert_eq!((status, body["code"].as_str()), (403, Some("FORBIDDEN")));
    let (status, _, body) = common::decode(callback("tx-42", &sign("tx-42")).await.unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!(body, json!({"is_verify": true, "reason": 0}));
    // The network retries: recorded once, credited once.
    let (_, _, body) = common::decode(callback("tx-42", &sign("tx-42")).await.unwrap()).await;
    assert_eq!(body, json!({"is_verify": true, "reason": 1}));
    // A form-encoded POST works too.
    let resp = s
        .http
        .post(s.url("/api/callbacks/ad-reward/pangle"))
        .form(&[
            ("userId", id.to_string()),
            ("transId", "tx-43".into()),
            ("sign", sign("tx-43")),
        ])
        .send()
        .await
        .unwrap();
    let (status, _, body) = common::decode(resp).await;
    assert_eq!((status, body["reason"].as_i64()), (200, Some(0)), "{body}");
    // An unconfigured provider is unknown.
    let resp = s
        .http
        .get(s.url("/api/callbacks/ad-reward/other?user_id=1&trans_id=x&sign=y"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);

    let (_, _, l) = s
        .legacy(
            "Member/CheckAdTransId",
            Some(&token),
            json!({"trans_id": "tx-42"}),
        )
        .await;
    let (_, g) = s
        .gql(
            Some(&token),
            r#"{ adReward(transId: "tx-42") { transId found points } }"#,
            json!({}),
        )
        .await;
    assert_eq!(
        l,
        json!({"transId": "tx-42", "found": true, "points": "10"})
    );
    assert_eq!(
        g["data"]["adReward"],
        json!({"transId": "tx-42", "found": true, "points": 10})
    );
    let (_, _, p) = s.legacy("Member/GetPoints", Some(&token), json!({})).await;
    assert_eq!(p["points"], "20");
    let (status, _, _) = s
        .legacy("Member/CheckAdTransId", Some(&token), json!({}))
        .await;
    assert_eq!(status, 400);
}

#[tokio::test]
async fn registering_with_an_invite_code_rewards_the_inviter_once() {
    let (s, sms) = common::start_recording().await;
    let (a, a_token) = s.member("老用户", false).await;
    let (_, code) = s.gql(Some(&a_token), "{ myInviteCode }", json!({})).await;
    let code = code["data"]["myInviteCode"].as_str().unwrap().to_owned();
    for round in 0..2 {
        s.state.ctx.kv.del("sms:limit:m:13900139000").await.unwrap();
        let (status, _, body) = s
            .legacy(
                "Authenticate/SendVerificationCode",
                None,
                json!({"mobile": "13900139000", "purpose": "LOGIN"}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        let sms_code = sms.last_code("13900139000").unwrap();
        let (status, _, body) = s
            .legacy(
                "Authenticate/LoginByMobileCode",
                None,
                json!({"mobile": "13900139000", "verificationCode": sms_code, "gate": "APP", "inviteCode": code}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["isRegist"], round == 0);
    }
    let (_, _, p) = s
        .legacy("Member/GetPoints", Some(&a_token), json!({}))
        .await;
    assert_eq!(p["points"], "50");
    let (_, h) = s
        .gql(
            Some(&a_token),
            "{ pointsHistory(first: 5) { edges { node { points direction description } } } }",
            json!({}),
        )
        .await;
    let edges = h["data"]["pointsHistory"]["edges"].as_array().unwrap();
    assert_eq!(edges.len(), 1);
    assert_eq!(edges[0]["node"]["direction"], "CREDIT");
    let _ = a;
    domain::testing::assert_points_invariants(&s.state.ctx.db).await;
}

#[tokio::test]
async fn the_shop_over_graphql() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, item) = s
        .gql(
            Some(&staff),
            r#"mutation { createShopItem(input: {item: {name: "抱枕", pricePoints: 100}, stock: 2}) { item { id stock enabled } } }"#,
            json!({}),
        )
        .await;
    let item_id = item["data"]["createShopItem"]["item"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let (member_id, token) = s.member("兑换", false).await;
    domain::testing::grant_points(&s.state.ctx, member_id, 150, "test-grant").await;
    let (_, addr) = s
        .gql(
            Some(&token),
            r#"mutation { setDeliveryAddress(input: {name: "张三", phone: "13800138000", province: "广东省", city: "深圳市", address: "科技园"}) { address { id } } }"#,
            json!({}),
        )
        .await;
    let addr_id = addr["data"]["setDeliveryAddress"]["address"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{addr}"))
        .to_owned();
    let redeem = r#"mutation($i: ID!, $a: ID!, $k: String!) { redeem(input: {itemId: $i, addressId: $a, idempotencyKey: $k}) { redemption { id points status delivery { name } } userErrors { code field message } } refreshToken { token { token } } }"#;
    let (_, r) = s
        .gql(
            Some(&token),
            redeem,
            json!({"i": item_id, "a": addr_id, "k": "k1"}),
        )
        .await;
    assert_eq!(
        r["data"]["redeem"]["redemption"]["status"], "PENDING",
        "{r}"
    );
    assert_eq!(
        r["data"]["redeem"]["redemption"]["delivery"]["name"],
        "张三"
    );
    let (_, r2) = s
        .gql(
            Some(&token),
            redeem,
            json!({"i": item_id, "a": addr_id, "k": "k2"}),
        )
        .await;
    // Spending more than the balance is a user error in the payload; the
    // rest of the response (the balance, asked beside it) is intact.
    assert!(r2.get("errors").is_none(), "{r2}");
    assert_eq!(r2["data"]["redeem"]["redemption"], json!(null));
    assert_eq!(
        r2["data"]["redeem"]["userErrors"][0]["code"], "INSUFFICIENT_POINTS",
        "{r2}"
    );
    assert_eq!(r2["data"]["redeem"]["userErrors"][0]["field"], json!(null));
    assert!(r2["data"]["refreshToken"]["token"]["token"].is_string());
    let (_, shelf) = s
        .gql(
            None,
            "{ shopItems(first: 10) { edges { node { id name stock pricePoints } } } }",
            json!({}),
        )
        .await;
    assert_eq!(shelf["data"]["shopItems"]["edges"][0]["node"]["stock"], 1);
    let (_, mine) = s
        .gql(
            Some(&token),
            "{ myRedemptions(first: 10) { edges { node { itemName quantity points } } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        mine["data"]["myRedemptions"]["edges"][0]["node"],
        json!({"itemName": "抱枕", "quantity": 1, "points": 100})
    );
    let (_, forbidden) = s
        .gql(
            Some(&token),
            "{ shopRedemptions(first: 5) { edges { node { id } } } }",
            json!({}),
        )
        .await;
    assert_eq!(forbidden["errors"][0]["extensions"]["code"], "FORBIDDEN");
    domain::testing::assert_points_invariants(&s.state.ctx.db).await;
}
