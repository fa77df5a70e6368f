//! The retention job on SQLite and PostgreSQL: records past their
//! retention go, newer ones and unfinished ones stay, and staff's setting
//! moves the cut.

use chrono::Duration;
use domain::kernel::jobs;
use domain::testing::{test_context, TestMember};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter,
};

async fn job_done_days_ago(ctx: &domain::AppContext, key: &str, days: i64) {
    let at = domain::kernel::clock::now() - Duration::days(days);
    jobs::enqueue(&ctx.db, "test.old", &0, at, Some(key))
        .await
        .unwrap();
    entities::job::Entity::update_many()
        .col_expr(entities::job::Column::State, Expr::value(jobs::DONE))
        .col_expr(entities::job::Column::DoneAt, Expr::value(at))
        .filter(entities::job::Column::DedupeKey.eq(key))
        .exec(&ctx.db)
        .await
        .unwrap();
}

async fn tracking_days_ago(ctx: &domain::AppContext, days: i64) {
    entities::tracking_event::ActiveModel {
        event_type: Set("pageView".into()),
        created_at: Set(domain::kernel::clock::now() - Duration::days(days)),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
}

async fn notification_days_ago(ctx: &domain::AppContext, member: i64, state: &str, days: i64) {
    let at = domain::kernel::clock::now() - Duration::days(days);
    entities::notification::ActiveModel {
        member_id: Set(member),
        category: Set("SYSTEM".into()),
        coalesce_key: Set(format!("SYSTEM::{days}:{state}")),
        state: Set(state.into()),
        due_at: Set(at),
        created_at: Set(at),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await
    .unwrap();
}

#[tokio::test]
async fn records_past_their_retention_go_and_the_rest_stay() {
    let (ctx, _db) = test_context().await;
    let (m, _) = TestMember::new("留存").create(&ctx).await;
    job_done_days_ago(&ctx, "old", 8).await;
    job_done_days_ago(&ctx, "recent", 2).await;
    // An old job still waiting is never pruned.
    jobs::enqueue(
        &ctx.db,
        "test.old",
        &0,
        domain::kernel::clock::now() - Duration::days(30),
        Some("waiting"),
    )
    .await
    .unwrap();
    tracking_days_ago(&ctx, 200).await;
    tracking_days_ago(&ctx, 100).await;
    notification_days_ago(&ctx, m.member_id, "SENT", 40).await;
    notification_days_ago(&ctx, m.member_id, "PENDING", 40).await;
    notification_days_ago(&ctx, m.member_id, "SENT", 3).await;

    let pruned = domain::retention::prune_now(&ctx, domain::kernel::clock::now())
        .await
        .unwrap();
    assert_eq!(
        (pruned.jobs, pruned.tracking_events, pruned.notifications),
        (1, 1, 1),
        "{pruned:?}"
    );
    let keys: Vec<Option<String>> = entities::job::Entity::find()
        .filter(entities::job::Column::Kind.eq("test.old"))
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|j| j.dedupe_key)
        .collect();
    assert!(keys.contains(&Some("recent".into())) && keys.contains(&Some("waiting".into())));
    assert!(!keys.contains(&Some("old".into())));
    let states: Vec<String> = entities::notification::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|n| n.state)
        .collect();
    assert_eq!(states.len(), 2, "{states:?}");
    assert_eq!(
        entities::tracking_event::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        1
    );

    // Staff keep done jobs one day: the two-day-old one goes too.
    let staff = domain::testing::member_with_token(&ctx, "运维", true)
        .await
        .0;
    let setting = |key: &str, days: i64| domain::system_config::ConfigInput {
        config_type: key.into(),
        int_value: Some(days),
        ..Default::default()
    };
    domain::system_config::create_or_update(&ctx, &staff, setting("RETENTION_JOB_DAYS", 1))
        .await
        .unwrap();
    let pruned = domain::retention::prune_now(&ctx, domain::kernel::clock::now())
        .await
        .unwrap();
    assert_eq!(pruned.jobs, 1, "{pruned:?}");
    // Out of range is refused, naming the setting.
    let err = domain::system_config::create_or_update(
        &ctx,
        &staff,
        setting("RETENTION_TRACKING_DAYS", 7),
    )
    .await
    .unwrap_err();
    assert_eq!(err.code, domain::ErrorCode::InvalidArgument);
}
