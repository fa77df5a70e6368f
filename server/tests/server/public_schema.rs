//! The public GraphQL schema's conventions, over HTTP: objects found again
//! by their global ids (`node`, `nodes`), and idempotency keys that replay
//! the first result.

use crate::common;
use crate::common::introspect::{field_names, introspect, named, type_of};

use api::ids::NodeKind;
use sea_orm::EntityTrait;
use serde_json::json;

const NODE: &str = "query($id: ID!) { node(id: $id) { __typename id ... on Member { nickname legacyId } ... on Message { title } } }";

#[tokio::test]
async fn node_finds_objects_by_global_id_as_the_caller_may_see_them() {
    let s = common::start().await;
    let (a, a_token) = s.member("甲", false).await;
    let (_, b_token) = s.member("乙", false).await;

    let (_, me) = s.gql(Some(&a_token), "{ me { id } }", json!({})).await;
    let my_id = me["data"]["me"]["id"].clone();
    assert_eq!(my_id, common::gid(a));
    let (_, found) = s.gql(Some(&b_token), NODE, json!({"id": my_id})).await;
    assert_eq!(
        found["data"]["node"],
        json!({"__typename": "Member", "id": my_id, "nickname": "甲", "legacyId": a.to_string()})
    );

    // Unknown rows, kinds without a lookup and junk are all null, never
    // an error: an id tells nothing.
    for id in [
        common::gid(999_999),
        common::gid_of(NodeKind::Draw, 1),
        "not-an-id".to_owned(),
    ] {
        let (_, none) = s.gql(Some(&b_token), NODE, json!({"id": id})).await;
        assert!(none.get("errors").is_none(), "{none}");
        assert_eq!(none["data"]["node"], json!(null), "{id}");
    }

    // A message is only a node for its recipient.
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, sent) = s
        .gql(
            Some(&staff),
            "mutation($m: [ID!]) { sendMessage(input: {memberIds: $m, title: \"只给甲\", content: \"内容\"}) { message { id } } }",
            json!({"m": [common::gid(a)]}),
        )
        .await;
    let message_id = sent["data"]["sendMessage"]["message"]["id"].clone();
    let (_, mine) = s.gql(Some(&a_token), NODE, json!({"id": message_id})).await;
    assert_eq!(mine["data"]["node"]["title"], "只给甲", "{mine}");
    let (_, theirs) = s.gql(Some(&b_token), NODE, json!({"id": message_id})).await;
    assert_eq!(theirs["data"]["node"], json!(null), "{theirs}");

    // `nodes` answers in the order asked, null where nothing is visible.
    let (_, many) = s
        .gql(
            Some(&b_token),
            "query($ids: [ID!]!) { nodes(ids: $ids) { id } }",
            json!({"ids": [message_id, my_id]}),
        )
        .await;
    assert_eq!(many["data"]["nodes"], json!([null, {"id": my_id}]));
    let too_many: Vec<String> = (1..=101).map(common::gid).collect();
    let (_, refused) = s
        .gql(
            Some(&b_token),
            "query($ids: [ID!]!) { nodes(ids: $ids) { id } }",
            json!({"ids": too_many}),
        )
        .await;
    assert_eq!(refused["errors"][0]["extensions"]["field"], "ids");
}

#[tokio::test]
async fn an_id_of_another_kind_is_refused_naming_the_field() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (_, body) = s
        .gql(
            Some(&token),
            "query($id: ID!) { member(id: $id) { id } }",
            json!({"id": common::gid_of(NodeKind::Message, 1)}),
        )
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "INVALID_ARGUMENT");
    assert_eq!(body["errors"][0]["extensions"]["field"], "id");
    // An unknown member is null, not an error.
    let (_, body) = s
        .gql(
            Some(&token),
            "query($id: ID!) { member(id: $id) { id } }",
            json!({"id": common::gid(999_999)}),
        )
        .await;
    assert!(body.get("errors").is_none(), "{body}");
    assert_eq!(body["data"]["member"], json!(null));
}

#[tokio::test]
async fn a_repeated_send_message_key_answers_the_first_message_and_sends_nothing() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (a, token) = s.member("收件人", false).await;
    const SEND: &str = "mutation($m: [ID!], $t: String!, $k: String) { sendMessage(input: {memberIds: $m, title: $t, content: \"内容\", idempotencyKey: $k}) { message { id title } userErrors { code field } } }";
    let vars = |title: &str, key: &str| json!({"m": [common::gid(a)], "t": title, "k": key});

    let (_, first) = s.gql(Some(&staff), SEND, vars("第一次", "k-1")).await;
    let (_, again) = s.gql(Some(&staff), SEND, vars("第一次", "k-1")).await;
    assert_eq!(first["data"]["sendMessage"]["userErrors"], json!([]));
    assert_eq!(
        again["data"]["sendMessage"], first["data"]["sendMessage"],
        "the same message, not a second one"
    );
    let (_, count) = s
        .gql(Some(&token), "{ unreadMessageCount }", json!({}))
        .await;
    assert_eq!(count["data"]["unreadMessageCount"], 1, "delivered once");

    // The same key for a different message is the caller's mistake.
    let (_, reused) = s.gql(Some(&staff), SEND, vars("另一条", "k-1")).await;
    assert_eq!(
        reused["data"]["sendMessage"],
        json!({"message": null, "userErrors": [{"code": "CONFLICT", "field": ["input", "idempotencyKey"]}]})
    );
    // So is the same key and text to another audience (everyone).
    let (_, broadcast) = s
        .gql(
            Some(&staff),
            "mutation { sendMessage(input: {toAll: true, title: \"第一次\", content: \"内容\", idempotencyKey: \"k-1\"}) { message { id } userErrors { code field } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        broadcast["data"]["sendMessage"]["userErrors"][0]["field"],
        json!(["input", "idempotencyKey"]),
        "{broadcast}"
    );
    // A fresh key sends again.
    let (_, second) = s.gql(Some(&staff), SEND, vars("第一次", "k-2")).await;
    assert_ne!(
        second["data"]["sendMessage"]["message"]["id"],
        first["data"]["sendMessage"]["message"]["id"]
    );
    let (_, count) = s
        .gql(Some(&token), "{ unreadMessageCount }", json!({}))
        .await;
    assert_eq!(count["data"]["unreadMessageCount"], 2);
}

/// Runs `doc` twice with the same variables (the same idempotency key) and
/// returns both payloads of the field `name`, which must be equal and free
/// of user errors.
async fn twice(
    s: &common::TestServer,
    token: &str,
    doc: &str,
    vars: serde_json::Value,
    name: &str,
) -> serde_json::Value {
    let (_, first) = s.gql(Some(token), doc, vars.clone()).await;
    let (_, again) = s.gql(Some(token), doc, vars).await;
    assert!(first.get("errors").is_none(), "{first}");
    assert_eq!(first["data"][name]["userErrors"], json!([]), "{first}");
    assert_eq!(again["data"][name], first["data"][name], "a replay");
    first["data"][name].clone()
}

#[tokio::test]
async fn a_repeated_key_replays_check_in_stock_and_shop_mutations() {
    let s = common::start().await;
    let (_, staff) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (member_id, token) = s.member("会员", false).await;

    // checkIn: the replay answers the first check-in, not ALREADY_CHECKED_IN.
    let check_in = "mutation($k: String) { checkIn(input: {idempotencyKey: $k}) { checkIn { points } balance userErrors { code } } }";
    let p = twice(&s, &token, check_in, json!({"k": "c-1"}), "checkIn").await;
    assert_eq!(p["balance"], 5);
    let (_, other) = s.gql(Some(&token), check_in, json!({"k": "c-2"})).await;
    assert_eq!(
        other["data"]["checkIn"]["userErrors"][0]["code"],
        "ALREADY_CHECKED_IN"
    );

    // A bad item field is named inside `item`.
    let (_, bad) = s
        .gql(
            Some(&staff),
            r#"mutation { createShopItem(input: {item: {pricePoints: 3}, stock: 1}) { item { id } userErrors { code field } } }"#,
            json!({}),
        )
        .await;
    assert_eq!(
        bad["data"]["createShopItem"]["userErrors"],
        json!([{"code": "INVALID_ARGUMENT", "field": ["input", "item", "name"]}])
    );

    // createShopItem: one item.
    let create = r#"mutation($k: String) { createShopItem(input: {item: {name: "抱枕", pricePoints: 3}, stock: 1, idempotencyKey: $k}) { item { id stock } userErrors { code } } }"#;
    let p = twice(&s, &staff, create, json!({"k": "i-1"}), "createShopItem").await;
    let item_id = p["item"]["id"].as_str().unwrap().to_owned();
    let count = entities::shop_item::Entity::find()
        .all(&s.state.ctx.db)
        .await
        .unwrap()
        .len();
    assert_eq!(count, 1, "one item for one key");

    // addShopItemStock: the stock moves once.
    let add = "mutation($i: ID!, $k: String) { addShopItemStock(input: {id: $i, delta: 4, idempotencyKey: $k}) { item { stock } userErrors { code } } }";
    let p = twice(
        &s,
        &staff,
        add,
        json!({"i": item_id, "k": "s-1"}),
        "addShopItemStock",
    )
    .await;
    assert_eq!(p["item"]["stock"], 5);
    // The same key for another delta is refused.
    let (_, reused) = s
        .gql(
            Some(&staff),
            "mutation($i: ID!) { addShopItemStock(input: {id: $i, delta: 9, idempotencyKey: \"s-1\"}) { item { stock } userErrors { code field } } }",
            json!({"i": item_id}),
        )
        .await;
    assert_eq!(
        reused["data"]["addShopItemStock"]["userErrors"],
        json!([{"code": "CONFLICT", "field": ["input", "idempotencyKey"]}])
    );

    // redeem: points spent once.
    let (_, addr) = s
        .gql(
            Some(&token),
            r#"mutation { setDeliveryAddress(input: {name: "张三", phone: "13800138000", address: "科技园"}) { address { id } } }"#,
            json!({}),
        )
        .await;
    let addr_id = addr["data"]["setDeliveryAddress"]["address"]["id"].clone();
    let redeem = "mutation($i: ID!, $a: ID!) { redeem(input: {itemId: $i, addressId: $a, idempotencyKey: \"r-1\"}) { redemption { id points } userErrors { code } } }";
    let p = twice(
        &s,
        &token,
        redeem,
        json!({"i": item_id, "a": addr_id}),
        "redeem",
    )
    .await;
    let redemption_id = p["redemption"]["id"].as_str().unwrap().to_owned();
    // The redemption is a node for its member and for staff, not for others.
    let node = "query($id: ID!) { node(id: $id) { __typename ... on Redemption { points } } }";
    let (_, own) = s
        .gql(Some(&token), node, json!({"id": redemption_id}))
        .await;
    assert_eq!(
        own["data"]["node"],
        json!({"__typename": "Redemption", "points": 3})
    );
    let (_, ops) = s
        .gql(Some(&staff), node, json!({"id": redemption_id}))
        .await;
    assert_eq!(ops["data"]["node"]["__typename"], "Redemption");
    let (_, other_token) = s.member("旁人", false).await;
    let (_, other) = s
        .gql(Some(&other_token), node, json!({"id": redemption_id}))
        .await;
    assert_eq!(other["data"]["node"], json!(null));
    let (_, points) = s.gql(Some(&token), "{ points }", json!({})).await;
    assert_eq!(points["data"]["points"], 2, "5 − 3, spent once");

    // cancelRedemption: refunded once.
    let cancel = "mutation($i: ID!) { cancelRedemption(input: {id: $i, idempotencyKey: \"x-1\"}) { redemption { status } userErrors { code } } }";
    let p = twice(
        &s,
        &staff,
        cancel,
        json!({"i": redemption_id}),
        "cancelRedemption",
    )
    .await;
    assert_eq!(p["redemption"]["status"], "CANCELLED");
    let (_, points) = s.gql(Some(&token), "{ points }", json!({})).await;
    assert_eq!(points["data"]["points"], 5, "refunded once");
    domain::testing::assert_points_invariants(&s.state.ctx.db).await;
    let _ = member_id;
}

#[tokio::test]
async fn a_repeated_key_replays_feedback_invite_and_member_mutations() {
    let s = common::start().await;
    let (_, ops) = s
        .staff_with("客服", &[domain::Permission::Operations])
        .await;
    let (_, admin) = s.staff_with("管理员", &[domain::Permission::Members]).await;
    let (inviter, inviter_token) = s.member("邀请人", false).await;
    let (member_id, token) = s.member("会员", false).await;

    // replyFeedback: the member gets one message.
    let (_, f) = s
        .gql(
            Some(&token),
            "mutation { submitFeedback(input: {content: \"积分没到账\"}) { feedback { id } } }",
            json!({}),
        )
        .await;
    let feedback_id = f["data"]["submitFeedback"]["feedback"]["id"].clone();
    // Feedback is a node for its author and for staff, not for others.
    let node = "query($id: ID!) { node(id: $id) { __typename ... on Feedback { content } } }";
    let (_, own) = s.gql(Some(&token), node, json!({"id": feedback_id})).await;
    assert_eq!(
        own["data"]["node"],
        json!({"__typename": "Feedback", "content": "积分没到账"})
    );
    let (_, other) = s
        .gql(Some(&inviter_token), node, json!({"id": feedback_id}))
        .await;
    assert_eq!(other["data"]["node"], json!(null));
    let reply = "mutation($i: ID!) { replyFeedback(input: {id: $i, reply: \"已补发\", idempotencyKey: \"f-1\"}) { feedback { state reply } userErrors { code } } }";
    twice(&s, &ops, reply, json!({"i": feedback_id}), "replyFeedback").await;
    let (_, unread) = s
        .gql(Some(&token), "{ unreadMessageCount }", json!({}))
        .await;
    assert_eq!(unread["data"]["unreadMessageCount"], 1, "one message");

    // setInviter: the inviter is rewarded once.
    let set = "mutation($m: ID) { setInviter(input: {inviterId: $m, idempotencyKey: \"v-1\"}) { isDistributorCode userErrors { code } } }";
    twice(
        &s,
        &token,
        set,
        json!({"m": common::gid(inviter)}),
        "setInviter",
    )
    .await;
    let (_, p) = s.gql(Some(&inviter_token), "{ points }", json!({})).await;
    assert_eq!(p["data"]["points"], 50, "one invite reward");

    // addInviteCounts: added once.
    let add = "mutation($m: ID!) { addInviteCounts(input: {items: [{memberId: $m, count: 3}], idempotencyKey: \"a-1\"}) { changedCount userErrors { code } } }";
    twice(
        &s,
        &admin,
        add,
        json!({"m": common::gid(member_id)}),
        "addInviteCounts",
    )
    .await;
    let m = entities::member::Entity::find_by_id(member_id)
        .one(&s.state.ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(m.invite_num, 3, "added once");

    // batchCreateMembers: created once; the replay reports the same rows
    // instead of "phone taken".
    let batch = "mutation { batchCreateMembers(input: {members: [{phone: \"13600000001\"}, {phone: \"13600000002\"}], idempotencyKey: \"b-1\"}) { successCount failureCount userErrors { code } } }";
    let p = twice(&s, &admin, batch, json!({}), "batchCreateMembers").await;
    assert_eq!(
        (p["successCount"].as_u64(), p["failureCount"].as_u64()),
        (Some(2), Some(0))
    );
    domain::testing::assert_points_invariants(&s.state.ctx.db).await;
}

#[tokio::test]
async fn introspected_as_a_member_the_schema_keeps_its_public_promises() {
    let s = common::start().await;
    let (_, member) = s.member("会员", false).await;
    let (_, staff) = s
        .staff_with(
            "运营",
            &[domain::Permission::Members, domain::Permission::Operations],
        )
        .await;
    let schema = introspect(&s, Some(&member)).await;

    // Object identification.
    let node = type_of(&schema, "Node");
    assert_eq!(node["kind"], "INTERFACE");
    let query = type_of(&schema, "Query");
    assert!(field_names(query).contains(&"node".to_owned()));
    assert!(field_names(query).contains(&"nodes".to_owned()));

    // No amount travels as a 32-bit Int: not a field, argument or input
    // field whose name ends in a money word (`costFen`, `minBonus`, `won`;
    // not `wonDraws`, a count).
    let money_words = [
        "fen", "amount", "cost", "bonus", "pool", "yuan", "won", "total",
    ];
    let says_money = |name: &str| {
        let last = name
            .rsplit(|c: char| c.is_ascii_uppercase())
            .next()
            .unwrap_or(name);
        let start = name.len() - last.len();
        let word = name[start.saturating_sub(1)..].to_lowercase();
        money_words
            .iter()
            .any(|w| word == *w || name.eq_ignore_ascii_case(w))
    };
    for t in schema["types"].as_array().unwrap() {
        let tn = t["name"].as_str().unwrap();
        let mut values: Vec<(String, &serde_json::Value)> = Vec::new();
        for f in t["fields"].as_array().into_iter().flatten() {
            values.push((f["name"].as_str().unwrap().to_owned(), &f["type"]));
            for a in f["args"].as_array().into_iter().flatten() {
                values.push((a["name"].as_str().unwrap().to_owned(), &a["type"]));
            }
        }
        for f in t["inputFields"].as_array().into_iter().flatten() {
            values.push((f["name"].as_str().unwrap().to_owned(), &f["type"]));
        }
        for (name, ty) in values {
            if says_money(&name) {
                assert_ne!(named(ty).1, "Int", "{tn}.{name} carries an amount as Int");
            }
        }
    }

    // Every connection pages the Relay way, with nodes beside edges.
    let page_info = field_names(type_of(&schema, "PageInfo"));
    for f in ["hasNextPage", "hasPreviousPage", "startCursor", "endCursor"] {
        assert!(page_info.contains(&f.to_owned()), "PageInfo.{f}");
    }
    let connections: Vec<&serde_json::Value> = schema["types"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["name"].as_str().unwrap().ends_with("Connection"))
        .collect();
    assert!(connections.len() >= 10, "{}", connections.len());
    for c in connections {
        let fields = field_names(c);
        for f in ["edges", "nodes", "pageInfo"] {
            assert!(fields.contains(&f.to_owned()), "{}.{f}", c["name"]);
        }
    }
    // ... and every field answering one reads both ways.
    for t in schema["types"].as_array().unwrap() {
        for f in t["fields"].as_array().into_iter().flatten() {
            if named(&f["type"]).1.ends_with("Connection") {
                let args: Vec<&str> = f["args"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|a| a["name"].as_str().unwrap())
                    .collect();
                for a in ["first", "after", "last", "before"] {
                    assert!(args.contains(&a), "{}.{}({a})", t["name"], f["name"]);
                }
            }
        }
    }

    // Every mutation answers a payload with userErrors.
    let mutation = type_of(&schema, "Mutation");
    for f in mutation["fields"].as_array().unwrap() {
        let (kind, payload) = named(&f["type"]);
        assert_eq!(f["type"]["kind"], "NON_NULL", "{}", f["name"]);
        assert_eq!(kind, "OBJECT", "{}", f["name"]);
        assert!(
            payload.ends_with("Payload"),
            "{} answers {payload}",
            f["name"]
        );
        assert!(
            field_names(type_of(&schema, payload)).contains(&"userErrors".to_owned()),
            "{payload}.userErrors"
        );
    }

    // No staff operation is visible to a member (or anonymously); staff see
    // exactly these more.
    let staff_schema = introspect(&s, Some(&staff)).await;
    let anonymous = introspect(&s, None).await;
    for root in ["Query", "Mutation"] {
        let mine = field_names(type_of(&schema, root));
        assert_eq!(mine, field_names(type_of(&anonymous, root)), "{root}");
        let theirs = field_names(type_of(&staff_schema, root));
        let mut extra: Vec<String> = theirs.into_iter().filter(|f| !mine.contains(f)).collect();
        extra.sort();
        let want: &[&str] = if root == "Query" {
            &[
                "auditLog",
                "channels",
                "communityReviews",
                "compareChannels",
                "consoleOverview",
                "dataFeeds",
                "expertApplications",
                "feedConflicts",
                "feedbacks",
                "jobCounts",
                "jobs",
                "matchSettlement",
                "memberByPhone",
                "memberPayee",
                "memberStats",
                "members",
                "messages",
                "partner",
                "partnerUsage",
                "partnerWebhookDeliveries",
                "partnerWebhookEndpoints",
                "partners",
                "sensitiveWords",
                "settings",
                "shopApplications",
                "shopFamily",
                "shopItemsAdmin",
                "shopRedemptions",
                "staffCompetitions",
                "staffSession",
                "systemPosts",
                "trackingPageDays",
                "withdrawals",
            ]
        } else {
            &[
                "addInviteCounts",
                "addSensitiveWord",
                "addShopItemStock",
                "approveCommunityReview",
                "approveExpertApplication",
                "approveShopApplication",
                "approveWithdrawal",
                "assignChannelOperator",
                "batchCreateMembers",
                "cancelRedemption",
                "cancelScheduledMessage",
                "closeFeedback",
                "correctDraw",
                "createChannel",
                "createCompetition",
                "createMember",
                "createPartner",
                "createPartnerKey",
                "createPartnerWebhookEndpoint",
                "createShopItem",
                "createSystemPost",
                "createTopic",
                "creditEarnings",
                "deletePartnerWebhookEndpoint",
                "markWithdrawalPaid",
                "pinPost",
                "publishDraw",
                "publishSportsResult",
                "redeliverPartnerWebhook",
                "refreshChannelStats",
                "refreshConsoleOverview",
                "registerPartnerDocuments",
                "rejectCommunityReview",
                "rejectExpertApplication",
                "rejectShopApplication",
                "rejectWithdrawal",
                "releaseCompetition",
                "removeSensitiveWord",
                "replyFeedback",
                "resetStaffFactor",
                "retryJob",
                "revokePartnerKey",
                "rotatePartnerWebhookSecret",
                "saveSportsMatch",
                "sendMessage",
                "setDataFeedPaused",
                "setMemberEnabled",
                "setMemberStaff",
                "setSportsOdds",
                "setSystemConfig",
                "shipRedemption",
                "unlockSportsMatchFeed",
                "updateMember",
                "updatePartner",
                "updatePartnerWebhookEndpoint",
                "updateShopItem",
                "withdrawExpertPlan",
            ]
        };
        assert_eq!(extra, want, "{root}: staff-only fields");
    }
    // Hidden is not the guard: a member naming a staff operation anyway is
    // refused by the service's permission check.
    let (_, refused) = s
        .gql(Some(&member), "{ memberStats { count } }", json!({}))
        .await;
    assert_eq!(
        refused["errors"][0]["extensions"]["code"], "FORBIDDEN",
        "{refused}"
    );
}

const FOLLOWERS: &str = "query($m: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    followers(memberId: $m, first: $first, after: $after, last: $last, before: $before) {
        totalCount nodes { nickname }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }";

#[tokio::test]
async fn a_connection_reads_backward_with_last_and_before() {
    let s = common::start().await;
    let (star, _) = s.member("明星", false).await;
    for i in 0..5 {
        let (_, fan) = s.member(&format!("粉丝{i}"), false).await;
        let (_, followed) = s
            .gql(
                Some(&fan),
                "mutation($m: ID!) { followMember(input: {memberId: $m}) { userErrors { code } } }",
                json!({"m": common::gid(star)}),
            )
            .await;
        assert_eq!(
            followed["data"]["followMember"]["userErrors"],
            json!([]),
            "{followed}"
        );
    }
    let page = |body: &serde_json::Value| -> (Vec<String>, serde_json::Value) {
        let c = &body["data"]["followers"];
        let names = c["nodes"]
            .as_array()
            .unwrap_or_else(|| panic!("{body}"))
            .iter()
            .map(|n| n["nickname"].as_str().unwrap().to_owned())
            .collect();
        (names, c["pageInfo"].clone())
    };

    // The end of the list: the two oldest follows, in list order.
    let (_, tail) = s
        .gql(None, FOLLOWERS, json!({"m": common::gid(star), "last": 2}))
        .await;
    let (names, info) = page(&tail);
    assert_eq!(names, ["粉丝1", "粉丝0"]);
    assert_eq!(info["hasPreviousPage"], true);
    assert_eq!(info["hasNextPage"], false);

    // Back from there: the two before, then the one left.
    let (_, middle) = s
        .gql(
            None,
            FOLLOWERS,
            json!({"m": common::gid(star), "last": 2, "before": info["startCursor"]}),
        )
        .await;
    let (names, info) = page(&middle);
    assert_eq!(names, ["粉丝3", "粉丝2"]);
    assert_eq!(
        (info["hasPreviousPage"].clone(), info["hasNextPage"].clone()),
        (json!(true), json!(true))
    );
    let (_, head) = s
        .gql(
            None,
            FOLLOWERS,
            json!({"m": common::gid(star), "last": 2, "before": info["startCursor"]}),
        )
        .await;
    let (names, info) = page(&head);
    assert_eq!(names, ["粉丝4"]);
    assert_eq!(info["hasPreviousPage"], false);

    // Forward from the head's cursor reads the same list the other way.
    let (_, on) = s
        .gql(
            None,
            FOLLOWERS,
            json!({"m": common::gid(star), "first": 2, "after": info["endCursor"]}),
        )
        .await;
    assert_eq!(page(&on).0, ["粉丝3", "粉丝2"]);

    // Both directions at once, an oversized page and a foreign cursor are
    // refused naming the argument.
    for (vars, field) in [
        (json!({"first": 2, "last": 2}), "last"),
        (json!({"after": "x", "before": "y"}), "before"),
        (json!({"last": 2, "before": "junk"}), "before"),
    ] {
        let mut vars = vars;
        vars["m"] = json!(common::gid(star));
        let (_, refused) = s.gql(None, FOLLOWERS, vars.clone()).await;
        assert_eq!(
            refused["errors"][0]["extensions"]["code"], "INVALID_ARGUMENT",
            "{refused}"
        );
        assert_eq!(refused["errors"][0]["extensions"]["field"], field, "{vars}");
    }
    // A page of 101 (a cheap selection, so the complexity limit allows it).
    let (_, refused) = s
        .gql(
            None,
            "query($m: ID!) { followers(memberId: $m, last: 101) { totalCount } }",
            json!({"m": common::gid(star)}),
        )
        .await;
    assert_eq!(
        refused["errors"][0]["extensions"]["field"], "last",
        "{refused}"
    );
}

#[tokio::test]
async fn points_records_and_addresses_are_nodes_for_their_member_and_staff() {
    let s = common::start().await;
    let (_, a) = s.member("甲", false).await;
    let (_, b) = s.member("乙", false).await;
    let (_, staff) = s.staff_with("客服", &[domain::Permission::Members]).await;

    let (_, checked) = s
        .gql(
            Some(&a),
            "mutation { checkIn(input: {}) { userErrors { code } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        checked["data"]["checkIn"]["userErrors"],
        json!([]),
        "{checked}"
    );
    let (_, history) = s
        .gql(
            Some(&a),
            "{ pointsHistory(first: 1) { nodes { id points } } }",
            json!({}),
        )
        .await;
    let record = history["data"]["pointsHistory"]["nodes"][0].clone();
    let (_, saved) = s
        .gql(
            Some(&a),
            "mutation { setDeliveryAddress(input: {name: \"甲\", phone: \"13800000001\", address: \"一号\"}) { address { id } userErrors { code } } }",
            json!({}),
        )
        .await;
    let address = saved["data"]["setDeliveryAddress"]["address"]["id"].clone();
    assert!(address.is_string(), "{saved}");

    const FIND: &str = "query($ids: [ID!]!) { nodes(ids: $ids) { __typename id
        ... on PointsRecord { points } ... on MemberAddress { address city } } }";
    let ids = json!({"ids": [record["id"], address]});
    let (_, mine) = s.gql(Some(&a), FIND, ids.clone()).await;
    assert_eq!(
        mine["data"]["nodes"],
        json!([{"__typename": "PointsRecord", "id": record["id"], "points": record["points"]},
               {"__typename": "MemberAddress", "id": address, "address": "一号", "city": null}]),
        "{mine}"
    );
    let (_, theirs) = s.gql(Some(&b), FIND, ids.clone()).await;
    assert_eq!(theirs["data"]["nodes"], json!([null, null]), "{theirs}");
    let (_, staffs) = s.gql(Some(&staff), FIND, ids).await;
    assert_eq!(staffs["data"]["nodes"][1]["address"], "一号", "{staffs}");
}
