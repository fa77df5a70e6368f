//! A profile's IP属地 (issue 52): the region of the member's latest
//! signed-in day within 90 days, from the day's first request; never the
//! address; forgotten when the account is cancelled.

use chrono::Days;
use domain::community::profile_region;
use domain::kernel::activity;
use domain::testing::{test_context, TestMember};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};

#[tokio::test]
async fn a_profile_shows_the_latest_known_region_of_the_last_90_days() {
    let (ctx, _db) = test_context().await;
    let a = TestMember::new("甲").create(&ctx).await.0;
    let b = TestMember::new("乙").create(&ctx).await.0;
    // Nothing known yet.
    assert_eq!(profile_region(&ctx, a.member_id).await.unwrap(), "");

    // Seen a week ago from Beijing, today from Guangdong (the day's first
    // request decides; a private address says nothing).
    let today = domain::kernel::clock::shanghai_day(domain::kernel::clock::now());
    entities::member_activity::ActiveModel {
        member_id: Set(a.member_id),
        day: Set(today - Days::new(7)),
        ip_region: Set("北京".into()),
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    assert_eq!(profile_region(&ctx, a.member_id).await.unwrap(), "北京");
    activity::record(&ctx, a.member_id, Some("202.96.128.86")).await;
    activity::record(&ctx, a.member_id, Some("202.106.0.20")).await;
    assert_eq!(profile_region(&ctx, a.member_id).await.unwrap(), "广东");
    // The row keeps the region, not the address.
    let rows = entities::member_activity::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert!(rows.iter().all(|r| !r.ip_region.contains('.')), "{rows:?}");

    // A member seen only from a private address today and from Shanghai
    // 100 days ago shows nothing: too old to say where they are.
    activity::record(&ctx, b.member_id, Some("192.168.1.5")).await;
    entities::member_activity::ActiveModel {
        member_id: Set(b.member_id),
        day: Set(today - Days::new(100)),
        ip_region: Set("上海".into()),
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    assert_eq!(profile_region(&ctx, b.member_id).await.unwrap(), "");

    // Cancelling forgets the regions; the activity days stay (the daily
    // figures count them).
    activity::forget_regions(&ctx.db, a.member_id)
        .await
        .unwrap();
    assert_eq!(profile_region(&ctx, a.member_id).await.unwrap(), "");
    let kept = entities::member_activity::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap();
    assert_eq!(
        kept.iter().filter(|r| r.member_id == a.member_id).count(),
        2
    );
}
