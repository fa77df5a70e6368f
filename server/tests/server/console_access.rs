//! Every staff operation, called as each kind of caller the console must
//! refuse (issue 56): anonymous, a member, staff signed in by password
//! alone (no second factor), staff without the permission, and an expired
//! staff session, each refused with its code; and the same operation
//! passes the guard for staff holding the permission. The operations are
//! read from the schema itself, so a new staff field is called here the
//! day it is added — and the test fails until `NEEDS` says who may call it.

use std::collections::BTreeSet;

use crate::common;
use crate::common::introspect::{field_names, introspect, named, type_of};
use domain::kernel::token::TokenKind;
use domain::testing::TestMember;
use domain::Permission;
use serde_json::{json, Value};

/// Who may call each staff root field (`api::audience::Staff`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Need {
    Any,
    Members,
    Operations,
    Either,
}

use Need::*;

const NEEDS: &[(&str, Need)] = &[
    ("addInviteCounts", Members),
    ("addSensitiveWord", Operations),
    ("addShopItemStock", Operations),
    ("approveCommunityReview", Operations),
    ("approveExpertApplication", Members),
    ("approveShopApplication", Members),
    ("approveWithdrawal", Operations),
    ("assignChannelOperator", Operations),
    ("auditLog", Operations),
    ("batchCreateMembers", Members),
    ("cancelRedemption", Operations),
    ("cancelScheduledMessage", Operations),
    ("channels", Operations),
    ("closeFeedback", Operations),
    ("correctDraw", Operations),
    ("communityReviews", Operations),
    ("compareChannels", Operations),
    ("consoleOverview", Operations),
    ("createChannel", Operations),
    ("createCompetition", Operations),
    ("createMember", Members),
    ("createPartner", Operations),
    ("createPartnerKey", Operations),
    ("createPartnerWebhookEndpoint", Operations),
    ("createShopItem", Operations),
    ("createSystemPost", Operations),
    ("createTopic", Operations),
    ("dataFeeds", Operations),
    ("creditEarnings", Operations),
    ("deletePartnerWebhookEndpoint", Operations),
    ("expertApplications", Members),
    ("feedConflicts", Operations),
    ("feedbacks", Operations),
    ("jobCounts", Operations),
    ("jobs", Operations),
    ("markWithdrawalPaid", Operations),
    ("matchSettlement", Operations),
    ("memberByPhone", Members),
    ("memberPayee", Either),
    ("memberStats", Members),
    ("members", Members),
    ("messages", Operations),
    ("partner", Operations),
    ("partnerUsage", Operations),
    ("partnerWebhookDeliveries", Operations),
    ("partnerWebhookEndpoints", Operations),
    ("partners", Operations),
    ("pinPost", Operations),
    ("publishDraw", Operations),
    ("publishSportsResult", Operations),
    ("redeliverPartnerWebhook", Operations),
    ("refreshChannelStats", Operations),
    ("refreshConsoleOverview", Operations),
    ("registerPartnerDocuments", Operations),
    ("rejectCommunityReview", Operations),
    ("rejectExpertApplication", Members),
    ("rejectShopApplication", Members),
    ("rejectWithdrawal", Operations),
    ("releaseCompetition", Operations),
    ("removeSensitiveWord", Operations),
    ("replyFeedback", Operations),
    ("resetStaffFactor", Members),
    ("retryJob", Operations),
    ("revokePartnerKey", Operations),
    ("rotatePartnerWebhookSecret", Operations),
    ("saveSportsMatch", Operations),
    ("sendMessage", Operations),
    ("sensitiveWords", Operations),
    ("setDataFeedPaused", Operations),
    ("setMemberEnabled", Members),
    ("setMemberStaff", Members),
    ("setSportsOdds", Operations),
    ("setSystemConfig", Any),
    ("settings", Operations),
    ("shipRedemption", Operations),
    ("shopApplications", Members),
    ("shopFamily", Members),
    ("shopItemsAdmin", Operations),
    ("shopRedemptions", Operations),
    ("staffCompetitions", Operations),
    ("staffSession", Any),
    ("systemPosts", Operations),
    ("trackingPageDays", Operations),
    ("unlockSportsMatchFeed", Operations),
    ("updateMember", Members),
    ("updatePartner", Operations),
    ("updatePartnerWebhookEndpoint", Operations),
    ("updateShopItem", Operations),
    ("withdrawExpertPlan", Operations),
    ("withdrawals", Operations),
];

/// A GraphQL literal for a required value of type `t` (arguments the
/// guard never lets the resolver read; they only have to validate).
fn literal(schema: &Value, t: &Value) -> String {
    match t["kind"].as_str().unwrap() {
        "NON_NULL" => literal(schema, &t["ofType"]),
        "LIST" => "[]".to_owned(),
        "ENUM" => type_of(schema, t["name"].as_str().unwrap())["enumValues"][0]["name"]
            .as_str()
            .unwrap()
            .to_owned(),
        "INPUT_OBJECT" => {
            let it = type_of(schema, t["name"].as_str().unwrap());
            let fields: Vec<String> = required(it["inputFields"].as_array().unwrap())
                .map(|f| {
                    format!(
                        "{}: {}",
                        f["name"].as_str().unwrap(),
                        literal(schema, &f["type"])
                    )
                })
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
        _ => match t["name"].as_str().unwrap() {
            "Int" => "1".to_owned(),
            "Float" => "1.0".to_owned(),
            "Boolean" => "false".to_owned(),
            "BigInt" => "\"1\"".to_owned(),
            "Date" | "NaiveDate" => "\"2026-11-29\"".to_owned(),
            "DateTime" => "\"2026-11-29T00:00:00Z\"".to_owned(),
            "JSON" => "{}".to_owned(),
            _ => "\"x\"".to_owned(),
        },
    }
}

/// Arguments or input fields a document must give: non-null, no default.
fn required(items: &[Value]) -> impl Iterator<Item = &Value> {
    items
        .iter()
        .filter(|a| a["type"]["kind"] == "NON_NULL" && a["defaultValue"].is_null())
}

/// The smallest valid document calling `field` of `root`.
fn document(schema: &Value, root: &str, field: &Value) -> String {
    let name = field["name"].as_str().unwrap();
    let args: Vec<String> = required(field["args"].as_array().unwrap())
        .map(|a| {
            format!(
                "{}: {}",
                a["name"].as_str().unwrap(),
                literal(schema, &a["type"])
            )
        })
        .collect();
    let args = if args.is_empty() {
        String::new()
    } else {
        format!("({})", args.join(", "))
    };
    let selection = match named(&field["type"]).0 {
        "OBJECT" | "INTERFACE" | "UNION" => " { __typename }",
        _ => "",
    };
    let op = if root == "Query" { "query" } else { "mutation" };
    format!("{op} {{ {name}{args}{selection} }}")
}

/// The first error's code, or `None` when the field answered.
fn code(body: &Value) -> Option<String> {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .map(str::to_owned)
}

#[tokio::test]
async fn every_staff_operation_is_refused_to_all_but_staff_holding_its_permission() {
    // Some 600 requests from one address and a few members: past the
    // per-address and per-member limits, which this test is not about.
    let s =
        common::start_with(&["--rate-ip-burst", "100000", "--rate-member-burst", "100000"]).await;
    let tokens = &s.state.ctx.tokens;
    let staff = |nick: &'static str, permissions: &'static [Permission]| {
        let mut m = TestMember::new(nick).staff(true);
        for p in permissions {
            m = m.permission(*p);
        }
        s.create(m)
    };
    let both = &[Permission::Members, Permission::Operations];
    let (_, member) = s.member("会员", false).await;
    let (admin_id, admin) = staff("管理员", both).await;
    let (_, members_only) = staff("会员管理", &[Permission::Members]).await;
    let (_, operations_only) = staff("运营", &[Permission::Operations]).await;
    let (_, no_permission) = staff("无权限", &[]).await;
    // The password without the second factor signs staff in as a member
    // (`auth::staff::login` issues an access token, not a staff session).
    let (password_only, _) = tokens.issue(admin_id, TokenKind::Access).unwrap();
    // A staff session that ended five minutes ago (past the 60 s leeway).
    let (expired, _) = tokens
        .issue_for(admin_id, TokenKind::Staff, chrono::Duration::minutes(-5))
        .unwrap();

    let schema = introspect(&s, Some(&admin)).await;
    let public = introspect(&s, Some(&member)).await;
    let needs: std::collections::BTreeMap<&str, Need> = NEEDS.iter().copied().collect();
    let mut seen = BTreeSet::new();
    for root in ["Query", "Mutation"] {
        let public_fields = field_names(type_of(&public, root));
        for field in type_of(&schema, root)["fields"].as_array().unwrap() {
            let name = field["name"].as_str().unwrap();
            if public_fields.iter().any(|f| f == name) {
                continue;
            }
            seen.insert(name);
            let need = *needs
                .get(name)
                .unwrap_or_else(|| panic!("{root}.{name}: say who may call it in NEEDS"));
            let doc = document(&schema, root, field);
            let mut refused: Vec<(&str, Option<&str>, &str)> = vec![
                ("anonymous", None, "UNAUTHENTICATED"),
                ("a member", Some(&member), "FORBIDDEN"),
                ("staff by password alone", Some(&password_only), "FORBIDDEN"),
                (
                    "an expired staff session",
                    Some(&expired),
                    "UNAUTHENTICATED",
                ),
            ];
            let (allowed, without): (Vec<&str>, Vec<&str>) = match need {
                Any => (vec![&no_permission], vec![]),
                Members => (vec![&members_only], vec![&operations_only, &no_permission]),
                Operations => (vec![&operations_only], vec![&members_only, &no_permission]),
                Either => (vec![&members_only, &operations_only], vec![&no_permission]),
            };
            for t in without {
                refused.push(("staff without the permission", Some(t), "FORBIDDEN"));
            }
            for (who, token, want) in refused {
                let (_, body) = s.gql(token, &doc, json!({})).await;
                assert_eq!(
                    code(&body).as_deref(),
                    Some(want),
                    "{root}.{name} as {who}: {doc}\n{body}"
                );
                assert!(
                    body["data"].is_null() || body["data"][name].is_null(),
                    "{root}.{name} as {who} answered: {body}"
                );
            }
            // The guard lets the right staff through: the document is valid
            // and whatever the placeholder arguments cause next is the
            // resolver's answer, never a refusal.
            for token in allowed {
                let (_, body) = s.gql(Some(token), &doc, json!({})).await;
                if let Some(c) = code(&body) {
                    assert!(
                        !matches!(c.as_str(), "FORBIDDEN" | "UNAUTHENTICATED"),
                        "{root}.{name} ({need:?}) refused to its staff: {doc}\n{body}"
                    );
                }
                if body.get("errors").is_some() {
                    assert_eq!(
                        body["errors"][0]["path"][0], name,
                        "{root}.{name}: the document did not run: {doc}\n{body}"
                    );
                }
            }
        }
    }
    let listed: BTreeSet<&str> = needs.keys().copied().collect();
    assert_eq!(listed, seen, "NEEDS lists exactly the staff fields");
}
