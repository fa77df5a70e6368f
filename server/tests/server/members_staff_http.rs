//! Staff member management on both layers.

use crate::common;
use domain::testing::TestMember;

use sea_orm::ActiveValue::Set;
use serde_json::{json, Value};

async fn member(
    s: &common::TestServer,
    nick: &str,
    phone: &str,
    edit: impl FnOnce(&mut entities::member::ActiveModel) + Send + 'static,
) -> (i64, String) {
    s.create(TestMember::new(nick).phone(phone).with(edit))
        .await
}

async fn admin(s: &common::TestServer) -> (i64, String) {
    member(s, "主管", "13500000000", |am| {
        am.is_office = Set(true);
        am.permissions = Set(json!(["PERMISSION_TYPE_1"]));
    })
    .await
}

fn ids(list: &Value, key: &str) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|i| i.pointer(key).unwrap().as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn query_filters_match_graphql_and_need_the_permission() {
    let s = common::start().await;
    let (_, token) = admin(&s).await;
    let (a, _) = member(&s, "彩市老张", "13800000001", |am| {
        am.vip_level = Set("LEVEL2".into())
    })
    .await;
    let (b, _) = member(&s, "蓝球猎手", "13800000002", |am| {
        am.enable = Set(false)
    })
    .await;
    let (c, _) = member(&s, "老张的朋友", "13800000003", |am| {
        am.register_gate = Set(1)
    })
    .await;

    // The legacy filter and the same filter in the GraphQL names.
    let cases = [
        (
            json!({"keyWord": "老张"}),
            json!({"keyword": "老张"}),
            vec![c, a],
        ),
        (
            json!({"enable": "FALSE"}),
            json!({"isEnabled": false}),
            vec![b],
        ),
        (json!({"enable": 2}), json!({"isEnabled": false}), vec![b]),
        (
            json!({"vipLevels": ["LEVEL2"]}),
            json!({"vipLevels": ["LEVEL2"]}),
            vec![a],
        ),
        (
            json!({"gates": ["APP"]}),
            json!({"gates": ["APP"]}),
            vec![c],
        ),
        (
            json!({"phone": "13800000002", "enable": "ALL"}),
            json!({"phone": "13800000002"}),
            vec![b],
        ),
    ];
    for (filter, gfilter, want) in cases {
        let mut body = filter.clone();
        body["pageRequest"] = json!({"page": 1, "pageSize": 20});
        let (status, _, l) = s.legacy("Member/Query", Some(&token), body).await;
        assert_eq!(status, 200, "{filter}: {l}");
        let want: Vec<String> = want.iter().map(|i| i.to_string()).collect();
        assert_eq!(ids(&l["items"], "/id"), want, "{filter}");
        assert_eq!(l["count"], want.len());
        assert_eq!(l["todayAddCount"], 4, "every member was created today");

        let (_, g) = s
            .gql(
                Some(&token),
                "query($f: MemberFilterInput) { members(filter: $f) { nodes { legacyId phone } }
                    memberStats(filter: $f) { count todayAddCount } }",
                json!({"f": gfilter}),
            )
            .await;
        assert_eq!(
            ids(&g["data"]["members"]["nodes"], "/legacyId"),
            want,
            "{filter}: {g}"
        );
        assert_eq!(g["data"]["memberStats"]["count"], want.len());
        assert_eq!(g["data"]["memberStats"]["todayAddCount"], 4);
    }
    // The staff list pages both ways like every connection.
    let page = "query($last: Int, $before: String) { members(last: $last, before: $before) {
        nodes { legacyId } pageInfo { hasPreviousPage startCursor } } }";
    let (_, tail) = s.gql(Some(&token), page, json!({"last": 2})).await;
    let tail = &tail["data"]["members"];
    assert_eq!(tail["pageInfo"]["hasPreviousPage"], true, "{tail}");
    let (_, head) = s
        .gql(
            Some(&token),
            page,
            json!({"last": 2, "before": tail["pageInfo"]["startCursor"]}),
        )
        .await;
    let head = &head["data"]["members"];
    assert_eq!(head["pageInfo"]["hasPreviousPage"], false, "{head}");
    let mut all = ids(&head["nodes"], "/legacyId");
    all.extend(ids(&tail["nodes"], "/legacyId"));
    let (_, forward) = s
        .gql(
            Some(&token),
            "{ members(first: 10) { nodes { legacyId } } }",
            json!({}),
        )
        .await;
    assert_eq!(all, ids(&forward["data"]["members"]["nodes"], "/legacyId"));
    let (_, too_far) = s
        .gql(
            Some(&token),
            "{ memberStats(filter: {registeredWithinDays: 40000}) { count } }",
            json!({}),
        )
        .await;
    assert_eq!(
        too_far["errors"][0]["extensions"]["field"], "filter.registeredWithinDays",
        "{too_far}"
    );
    // Staff see phones in full here.
    let (_, _, l) = s
        .legacy("Member/Query", Some(&token), json!({"keyWord": "蓝球"}))
        .await;
    assert_eq!(l["items"][0]["phone"], "13800000002");

    let (_, plain) = member(&s, "运营", "13500000001", |am| am.is_office = Set(true)).await;
    let (status, _, _) = s.legacy("Member/Query", Some(&plain), json!({})).await;
    assert_eq!(status, 403);
    let (status, _, problem) = s
        .legacy("Member/Query", Some(&token), json!({"memberType": "alien"}))
        .await;
    assert_eq!(
        (status, problem["field"].as_str()),
        (400, Some("memberType"))
    );
}

#[tokio::test]
async fn get_members_and_member_ids_match_the_graphql_member_list() {
    let s = common::start().await;
    let (boss, token) = admin(&s).await;
    let (a, _) = member(&s, "甲", "13800000001", |_| {}).await;
    let (b, _) = member(&s, "乙", "13800000002", |_| {}).await;
    let (_, _, l) = s
        .legacy(
            "Member/GetMembers",
            Some(&token),
            json!({"ids": [a.to_string()], "pageRequest": {"pageSize": 10}}),
        )
        .await;
    // GraphQL has the one member list; a pick-list marks the chosen ids
    // itself.
    let (_, g) = s
        .gql(
            Some(&token),
            "{ members(first: 10) { nodes { legacyId nickname } } memberStats { count } }",
            json!({}),
        )
        .await;
    assert_eq!(l["pageResult"]["rowCount"], 3);
    assert_eq!(g["data"]["memberStats"]["count"], 3);
    let li = l["items"].as_array().unwrap();
    let gi = g["data"]["members"]["nodes"].as_array().unwrap();
    assert_eq!(li.len(), gi.len());
    for (x, y) in li.iter().zip(gi) {
        assert_eq!(x["id"], y["legacyId"]);
        assert_eq!(x["name"], y["nickname"]);
        assert_eq!(x["isChoice"], x["id"] == json!(a.to_string()));
    }

    let (_, _, l) = s
        .legacy(
            "Member/GetMemberIds",
            Some(&token),
            json!({"keyWord": "乙"}),
        )
        .await;
    let (_, g) = s
        .gql(
            Some(&token),
            "{ members(filter: {keyword: \"乙\"}) { nodes { id } } }",
            json!({}),
        )
        .await;
    assert_eq!(l["ids"], json!([b.to_string()]));
    assert_eq!(
        g["data"]["members"]["nodes"],
        json!([{"id": common::gid(b)}])
    );
    let (_, _, all) = s
        .legacy("Member/GetMemberIds", Some(&token), json!({}))
        .await;
    assert_eq!(all["ids"].as_array().unwrap().len(), 3);
    let _ = boss;
}

#[tokio::test]
async fn create_update_and_batch_create() {
    let s = common::start().await;
    let (_, token) = admin(&s).await;
    let (status, _, l) = s
        .legacy("Member/Create", Some(&token), json!({"nickName": "新会员", "phone": "13700000001", "vipLevel": "LEVEL3", "isProfessor": true}))
        .await;
    assert_eq!(status, 200, "{l}");
    assert_eq!(
        (l["vipLevel"].as_str(), l["isProfessor"].as_bool()),
        (Some("LEVEL3"), Some(true))
    );
    let (_, g) = s
        .gql(Some(&token), "mutation { createMember(input: {profile: {nickname: \"另一位\", phone: \"13700000002\", permissions: [OPERATIONS]}}) { member { id nickname phone } } }", json!({}))
        .await;
    assert_eq!(
        g["data"]["createMember"]["member"]["phone"], "13700000002",
        "{g}"
    );
    // A taken phone is a conflict in the payload.
    let (_, again) = s
        .gql(Some(&token), "mutation { createMember(input: {profile: {phone: \"13700000002\"}}) { member { id } userErrors { code field } } }", json!({}))
        .await;
    assert_eq!(
        again["data"]["createMember"]["userErrors"][0]["code"],
        "CONFLICT"
    );
    let (status, _, problem) = s
        .legacy(
            "Member/Create",
            Some(&token),
            json!({"phone": "13700000001"}),
        )
        .await;
    assert_eq!((status, problem["code"].as_str()), (409, Some("CONFLICT")));

    let id = l["id"].as_str().unwrap().to_owned();
    let (status, _, u) = s
        .legacy(
            "Member/Update",
            Some(&token),
            json!({"id": id, "nickName": "改名了", "permissions": ["PERMISSION_TYPE_2"]}),
        )
        .await;
    assert_eq!(status, 200, "{u}");
    assert_eq!(u["nickName"], "改名了");
    assert_eq!(u["permissions"], json!(["PERMISSION_TYPE_2"]));
    let (_, g) = s
        .gql(Some(&token), "mutation($id: ID!) { updateMember(input: {id: $id, profile: {city: \"杭州市\"}}) { member { nickname city } } }", json!({"id": common::gid(id.parse().unwrap())}))
        .await;
    assert_eq!(g["data"]["updateMember"]["member"]["nickname"], "改名了");
    let (status, _, problem) = s
        .legacy(
            "Member/Update",
            Some(&token),
            json!({"id": id, "permissions": ["ROOT"]}),
        )
        .await;
    assert_eq!(
        (status, problem["field"].as_str()),
        (400, Some("permissions"))
    );

    let rows = json!({"items": [
        {"nickName": "一", "phone": "13600000001"},
        {"nickName": "二", "phone": "123"},
        {"nickName": "三", "phone": "13700000001"},
        {"nickName": "四", "phone": "13600000004"}
    ]});
    let (status, _, b) = s.legacy("Member/BatchCreate", Some(&token), rows).await;
    assert_eq!(status, 200, "{b}");
    assert_eq!(
        (b["successCount"].as_u64(), b["failureCount"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(b["failures"][0]["number"], 2);
    assert!(b["failures"][0]["reason"]
        .as_str()
        .unwrap()
        .contains("phone"));
    assert_eq!(b["failures"][1]["number"], 3);
    let (_, g) = s
        .gql(Some(&token), "mutation { batchCreateMembers(input: {members: [{phone: \"13600000009\"}, {phone: \"13600000009\"}]}) { successCount failureCount failures { number } } }", json!({}))
        .await;
    assert_eq!(g["data"]["batchCreateMembers"]["successCount"], 1);
    assert_eq!(g["data"]["batchCreateMembers"]["failures"][0]["number"], 2);
}

#[tokio::test]
async fn change_state_bans_and_change_office_promotes() {
    let s = common::start().await;
    let (boss, token) = admin(&s).await;
    let (a, a_token) = member(&s, "甲", "13800000001", |_| {}).await;
    let (status, _) = s.gql(Some(&a_token), "{ me { id } }", json!({})).await;
    assert_eq!(status, 200);
    let (status, _, l) = s
        .legacy(
            "Member/ChangeState",
            Some(&token),
            json!({"id": a, "enable": false}),
        )
        .await;
    assert_eq!((status, l["enable"].as_bool()), (200, Some(false)));
    let (status, _) = s.gql(Some(&a_token), "{ me { id } }", json!({})).await;
    assert_eq!(status, 401, "a disabled member's token stops working");
    let (_, g) = s
        .gql(
            Some(&token),
            "mutation($id: ID!) { setMemberEnabled(input: {memberId: $id, enabled: true}) { member { id } } }",
            json!({"id": common::gid(a)}),
        )
        .await;
    assert_eq!(
        g["data"]["setMemberEnabled"]["member"]["id"],
        common::gid(a)
    );
    let (status, _, problem) = s
        .legacy(
            "Member/ChangeState",
            Some(&token),
            json!({"id": boss, "enable": false}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("id")));

    let (_, _, l) = s
        .legacy(
            "Member/ChangeOffice",
            Some(&token),
            json!({"id": a, "isOffice": true}),
        )
        .await;
    assert_eq!(l["isOffice"], true);
    let (_, g) = s
        .gql(
            Some(&token),
            "mutation($id: ID!) { setMemberStaff(input: {memberId: $id, isStaff: false}) { member { isStaff } } }",
            json!({"id": common::gid(a)}),
        )
        .await;
    assert_eq!(g["data"]["setMemberStaff"]["member"]["isStaff"], false);
    let (status, _, _) = s
        .legacy(
            "Member/ChangeOffice",
            Some(&a_token),
            json!({"id": boss, "isOffice": false}),
        )
        .await;
    assert_eq!(status, 401, "the old token of the banned member stays dead");
}

#[tokio::test]
async fn auto_add_invite_adds_counts() {
    let s = common::start().await;
    let (_, token) = admin(&s).await;
    let (a, _) = member(&s, "甲", "13800000001", |_| {}).await;
    let (_, _, l) = s
        .legacy(
            "Member/AutoAddInvite",
            Some(&token),
            json!({"items": [{"member_id": a, "nums": 3}]}),
        )
        .await;
    assert_eq!(l, json!({"success": true, "count": 1}));
    let (_, g) = s
        .gql(
            Some(&token),
            "mutation($m: ID!) { addInviteCounts(input: {items: [{memberId: $m, count: 2}]}) { changedCount } }",
            json!({"m": common::gid(a)}),
        )
        .await;
    assert_eq!(g["data"]["addInviteCounts"]["changedCount"], 1);
    let (_, _, m) = s
        .legacy("Member/Find", Some(&token), json!({"id": a}))
        .await;
    assert_eq!(m["inviteNum"], "5");
    let (status, _, problem) = s
        .legacy(
            "Member/AutoAddInvite",
            Some(&token),
            json!({"items": [{"memberId": a, "nums": 0}]}),
        )
        .await;
    assert_eq!((status, problem["field"].as_str()), (400, Some("nums")));
}

#[tokio::test]
async fn filters_treat_percent_and_underscore_literally() {
    let s = common::start().await;
    let (_, token) = admin(&s).await;
    let (a, _) = member(&s, "a_b", "13800000001", |_| {}).await;
    member(&s, "axb", "13800000002", |_| {}).await;
    member(&s, "100%中奖", "13800000003", |_| {}).await;
    let (_, _, l) = s
        .legacy(
            "Member/GetMemberIds",
            Some(&token),
            json!({"nickName": "a_b"}),
        )
        .await;
    assert_eq!(l["ids"], json!([a.to_string()]), "`_` is not a wildcard");
    let (_, _, l) = s
        .legacy(
            "Member/GetMemberIds",
            Some(&token),
            json!({"keyWord": "0%中"}),
        )
        .await;
    assert_eq!(l["ids"].as_array().unwrap().len(), 1, "`%` is literal: {l}");
    let (_, _, l) = s
        .legacy("Member/GetMemberIds", Some(&token), json!({"keyWord": "%"}))
        .await;
    assert_eq!(
        l["ids"].as_array().unwrap().len(),
        1,
        "only the name with a percent sign: {l}"
    );
}

/// Found by the fuzz run: a huge `days` filter answered 500 (the date
/// arithmetic overflowed). Out-of-range numbers are now a field error.
#[tokio::test]
async fn out_of_range_day_filters_are_bad_input() {
    let s = common::start().await;
    let (_, staff) = s.staff_with("管理员", &[domain::Permission::Members]).await;
    for call in ["Member/GetMemberIds", "Member/Query", "Member/GetMembers"] {
        let (status, _, body) = s
            .legacy(call, Some(&staff), json!({"days": 283_216_091}))
            .await;
        assert_eq!(
            (status, body["field"].as_str()),
            (400, Some("days")),
            "{call}: {body}"
        );
        let (status, _, body) = s
            .legacy(
                call,
                Some(&staff),
                json!({"continuousDays": -5_000_000_000i64}),
            )
            .await;
        assert!(status == 200 || status == 400, "{call}: {body}");
        let (status, _, _) = s.legacy(call, Some(&staff), json!({"days": 30})).await;
        assert_eq!(status, 200, "{call}");
    }
}
