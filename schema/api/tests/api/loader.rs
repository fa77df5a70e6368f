//! Nested members in a list load through the member DataLoader, and their
//! follow relation to the caller through the follow-edge loader: one query
//! each for the whole page, not one per row.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use api::{build_schema, SchemaOptions};
use domain::testing::{member_with_token, test_context, TestMember};
use domain::AppContext;

#[tokio::test]
async fn a_feedback_page_loads_its_members_in_one_query() {
    let (ctx, _db) = test_context().await;
    for i in 0..5 {
        let (v, _) = member_with_token(&ctx, &format!("会员{i}"), false).await;
        domain::feedback::submit(&ctx, &v, &format!("反馈{i}"), &[])
            .await
            .unwrap();
    }
    let (staff, _) = TestMember::new("客服")
        .permission(domain::Permission::Operations)
        .create(&ctx)
        .await;

    let member_selects = Arc::new(AtomicUsize::new(0));
    let follow_selects = Arc::new(AtomicUsize::new(0));
    let seen = Arc::new(Mutex::new(Vec::<String>::new()));
    let mut counted = ctx.db.clone();
    let (n, f, log) = (member_selects.clone(), follow_selects.clone(), seen.clone());
    counted.set_metric_callback(move |info| {
        let sql = info.statement.to_string();
        if sql.contains("FROM \"member\"") {
            n.fetch_add(1, Ordering::SeqCst);
        }
        if sql.contains("FROM \"follow\"") {
            f.fetch_add(1, Ordering::SeqCst);
        }
        log.lock().unwrap().push(sql);
    });
    let schema = build_schema(
        AppContext {
            db: counted,
            ..ctx.clone()
        },
        SchemaOptions::default(),
    );
    let resp = schema
        .execute(
            async_graphql::Request::new(
                "{ feedbacks(pageSize: 10) { items { content member { nickname isFollowedByMe } } } }",
            )
            .data(staff),
        )
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let items = data["feedbacks"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 5);
    for item in items {
        let n: String = item["content"].as_str().unwrap().replace("反馈", "");
        assert_eq!(item["member"]["nickname"], format!("会员{n}"));
        assert_eq!(item["member"]["isFollowedByMe"], false);
    }
    assert_eq!(
        member_selects.load(Ordering::SeqCst),
        1,
        "one member query for the page: {:?}",
        seen.lock().unwrap()
    );
    assert_eq!(
        follow_selects.load(Ordering::SeqCst),
        1,
        "one follow query for the page: {:?}",
        seen.lock().unwrap()
    );
}
