//! `POST /export/members.csv`, the console's CSV export of the member list
//! (issue 56): the filtered members in full for the members permission,
//! across keyset pages, as Excel reads it; refused with codes for anyone
//! else or a bad filter; each export in the audit log.

use crate::common;
use domain::testing::TestMember;
use domain::Permission;
use sea_orm::ActiveValue::Set;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::json;

async fn export(
    s: &common::TestServer,
    token: Option<&str>,
    body: serde_json::Value,
) -> (u16, String, String) {
    let mut req = s.http.post(s.url("/export/members.csv")).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    let ctype = resp
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, ctype, resp.text().await.unwrap())
}

#[tokio::test]
async fn staff_export_the_filtered_members_in_full_across_pages() {
    let s = common::start().await;
    let (_, token) = s.staff_with("导出员", &[Permission::Members]).await;
    // More than one page of the export (500) match; one other does not.
    let matching = domain::member::staff::export::EXPORT_PAGE as usize + 20;
    for i in 0..matching {
        s.create(TestMember::new(&format!("彩友{i}")).phone(&format!("1380000{i:04}")))
            .await;
    }
    s.create(
        TestMember::new("=HYPERLINK(\"x\")")
            .phone("13900000000")
            .with(|am| {
                am.vip_level = Set("LEVEL2".into());
            }),
    )
    .await;

    let (status, ctype, text) =
        export(&s, Some(&token), json!({"filter": {"phone": "1380000"}})).await;
    assert_eq!(status, 200, "{text}");
    assert_eq!(ctype, "text/csv; charset=utf-8");
    assert!(text.starts_with('\u{feff}'), "a byte-order mark for Excel");
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert!(
        lines[0].starts_with("会员ID,昵称,手机号,真实姓名"),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines.len(),
        matching + 1,
        "every matching member once, across pages"
    );
    let phones: std::collections::HashSet<&str> = lines[1..]
        .iter()
        .map(|l| l.split(',').nth(2).unwrap())
        .collect();
    assert_eq!(
        phones.len(),
        matching,
        "no member twice at the page boundary"
    );
    assert!(
        phones.iter().all(|p| p.starts_with("1380000")),
        "phones in full"
    );

    // A nickname a spreadsheet would run is written as text.
    let (_, _, text) = export(
        &s,
        Some(&token),
        json!({"filter": {"vipLevels": ["LEVEL2"]}}),
    )
    .await;
    assert!(text.contains("\"'=HYPERLINK(\"\"x\"\")\""), "{text}");

    // Each export is in the audit log, with its filter.
    let logged = entities::audit_log::Entity::find()
        .filter(entities::audit_log::Column::Action.eq("member.export"))
        .count(&s.state.ctx.db)
        .await
        .unwrap();
    assert_eq!(logged, 2);
}

#[tokio::test]
async fn the_export_is_refused_with_codes() {
    let s = common::start().await;
    let (_, member) = s.member("会员", false).await;
    let (_, ops) = s.staff_with("运营", &[Permission::Operations]).await;
    let (_, staff) = s.staff_with("会员管理", &[Permission::Members]).await;
    for (token, status, code) in [
        (None, 401, "UNAUTHENTICATED"),
        (Some(member.as_str()), 403, "FORBIDDEN"),
        (Some(ops.as_str()), 403, "FORBIDDEN"),
    ] {
        let (got, _, text) = export(&s, token, json!({})).await;
        assert_eq!(got, status, "{text}");
        assert!(text.contains(code), "{text}");
    }
    // A bad filter names the field, before anything is written.
    let (got, _, text) = export(&s, Some(&staff), json!({"filter": {"vipLevels": ["GOLD"]}})).await;
    assert_eq!(got, 400, "{text}");
    assert!(text.contains("filter"), "{text}");
    let (got, _, text) = export(
        &s,
        Some(&staff),
        json!({"filter": {"registeredWithinDays": 99999}}),
    )
    .await;
    assert_eq!(got, 400, "{text}");
    assert!(text.contains("registeredWithinDays"), "{text}");
    assert_eq!(
        entities::audit_log::Entity::find()
            .filter(entities::audit_log::Column::Action.eq("member.export"))
            .count(&s.state.ctx.db)
            .await
            .unwrap(),
        0,
        "a refused export is not logged as one"
    );
}
