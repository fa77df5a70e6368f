//! The console's overview (概览): the daily figures come from the roll-up
//! (nothing before it runs, exact after), the queues' open records are
//! counted live, and only operations staff may read it.

use crate::{build_schema, SchemaOptions};
use domain::testing::{member_with_token, test_context, TestMember};
use domain::Permission;

const QUERY: &str = "{ consoleOverview(days: 7) { days { day registrations active checkIns pointsIssued pointsSpent } updatedAt openReviews { experts shops withdrawals community feedback } failedJobs failedDeliveries } }";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_overview_shows_the_roll_up_and_what_waits() {
    let (ctx, _db) = test_context().await;
    let (ops, _) = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let schema = build_schema(ctx.clone(), SchemaOptions::default());
    let mut members = Vec::new();
    for i in 0..3 {
        let (v, _) = member_with_token(&ctx, &format!("会员{i}"), false).await;
        members.push(v);
    }
    domain::points::check_in::check_in(&ctx, &members[0])
        .await
        .unwrap();
    domain::feedback::submit(&ctx, &members[1], "页面打不开", &[])
        .await
        .unwrap();

    // Before the roll-up: seven zero days, no time; the queue counted live.
    let before = schema
        .execute(async_graphql::Request::new(QUERY).data(ops.clone()))
        .await;
    assert!(before.errors.is_empty(), "{:?}", before.errors);
    let before = before.data.into_json().unwrap()["consoleOverview"].clone();
    assert_eq!(before["days"].as_array().unwrap().len(), 7);
    assert_eq!(before["days"][6]["registrations"], 0);
    assert!(before["updatedAt"].is_null());
    assert_eq!(before["openReviews"]["feedback"], 1);
    assert_eq!(before["failedJobs"], 0);

    // After it: today's registrations (the staff member and the three),
    // the check-in and the points it issued. A run that read before it
    // (zeros, as of an earlier instant) and writes after it changes nothing.
    let earlier = domain::kernel::clock::now();
    domain::overview::rollup::run_now(&ctx).await.unwrap();
    let day = domain::kernel::clock::shanghai_day(earlier);
    let zeros = [day.pred_opt().unwrap(), day].map(|d| (d, Default::default()));
    domain::overview::rollup::write(&ctx.db, &zeros, earlier)
        .await
        .unwrap();
    let after = schema
        .execute(async_graphql::Request::new(QUERY).data(ops.clone()))
        .await;
    let after = after.data.into_json().unwrap()["consoleOverview"].clone();
    let (yesterday, today) = (after["days"][5].clone(), after["days"][6].clone());
    assert_eq!(today["registrations"], 4, "{after}");
    assert_eq!(today["checkIns"], 1, "{after}");
    assert!(today["pointsIssued"].as_i64().unwrap() > 0, "{after}");
    assert_eq!(yesterday["registrations"], 0);
    assert!(after["updatedAt"].is_string());

    // A member, and staff without the operations permission, are refused.
    let (members_only, _) = TestMember::new("客服")
        .permission(Permission::Members)
        .create(&ctx)
        .await;
    for viewer in [members[2].clone(), members_only] {
        let refused = schema
            .execute(async_graphql::Request::new(QUERY).data(viewer))
            .await;
        assert_eq!(
            refused.errors[0].extensions.as_ref().unwrap().get("code"),
            Some(&async_graphql::Value::from("FORBIDDEN"))
        );
    }
    // A range outside 1 to 90 days names the argument.
    let wrong = schema
        .execute(
            async_graphql::Request::new("{ consoleOverview(days: 91) { failedJobs } }").data(ops),
        )
        .await;
    assert!(
        wrong.errors[0].message.contains("days"),
        "{:?}",
        wrong.errors
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_list_each_setting_with_its_range_default_and_stored_value() {
    let (ctx, _db) = test_context().await;
    let (ops, _) = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await;
    let schema = build_schema(ctx.clone(), SchemaOptions::default());
    let set = "mutation { setSystemConfig(input: { type: \"EXPERT_MIN_SETTLED\", intValue: 12 }) { userErrors { code field message } } }";
    let done = schema
        .execute(async_graphql::Request::new(set).data(ops.clone()))
        .await;
    assert!(done.errors.is_empty(), "{:?}", done.errors);
    let list =
        "{ settings { type area kind defaultValue min max stored { intValue stringValue } } }";
    let resp = schema
        .execute(async_graphql::Request::new(list).data(ops.clone()))
        .await;
    assert!(resp.errors.is_empty(), "{:?}", resp.errors);
    let data = resp.data.into_json().unwrap();
    let all = data["settings"].as_array().unwrap();
    let find = |key: &str| all.iter().find(|s| s["type"] == key).unwrap().clone();
    let expert = find("EXPERT_MIN_SETTLED");
    assert_eq!(expert["area"], "quiz");
    assert_eq!(expert["kind"], "INT");
    assert_eq!(
        (expert["min"].clone(), expert["max"].clone()),
        (1.into(), 10_000.into())
    );
    assert_eq!(expert["defaultValue"], "30");
    assert_eq!(expert["stored"]["intValue"], 12);
    let table = find("CHECK_IN_REWARDS");
    assert_eq!(table["kind"], "TEXT");
    assert!(table["min"].is_null() && table["stored"].is_null());
    assert_eq!(table["defaultValue"], "[5,5,5,5,5,5,20]");
    assert!(all.iter().any(|s| s["type"] == "WITHDRAWALS_PER_DAY"));

    // Out of its range, the write is refused on the value's field.
    let wrong = "mutation { setSystemConfig(input: { type: \"EXPERT_MIN_SETTLED\", intValue: 0 }) { userErrors { code field } } }";
    let refused = schema
        .execute(async_graphql::Request::new(wrong).data(ops))
        .await
        .data
        .into_json()
        .unwrap();
    assert_eq!(
        refused["setSystemConfig"]["userErrors"][0]["field"],
        serde_json::json!(["input", "intValue"])
    );
    // A member may not list them.
    let (member, _) = member_with_token(&ctx, "会员", false).await;
    let resp = schema
        .execute(async_graphql::Request::new(list).data(member))
        .await;
    assert_eq!(
        resp.errors[0].extensions.as_ref().unwrap().get("code"),
        Some(&async_graphql::Value::from("FORBIDDEN"))
    );
}
