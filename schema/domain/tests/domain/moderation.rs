//! The sensitive-word list and its check, on SQLite and PostgreSQL: staff
//! list words, nicknames, plan texts and applications are refused naming
//! the field, a `HOLD` word holds where a queue exists, and a removed word
//! stops counting at once on every instance sharing the bus.

use domain::moderation::{self, Action, Verdict};
use domain::testing::{test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listed_words_refuse_texts_and_a_removal_counts_everywhere_at_once() {
    let (ctx, tdb) = test_context().await;
    let other_instance = AppContext {
        db: domain::kernel::db::connect(&tdb.url).await.unwrap(),
        ..ctx.clone()
    };
    let staff = TestMember::new("审核员")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let member = TestMember::new("彩民").create(&ctx).await.0;
    // Members may not touch the list.
    let e = moderation::words::add(&ctx, &member, "赌球", Action::Block)
        .await
        .unwrap_err();
    assert_eq!(e.code, ErrorCode::Forbidden);
    // Both instances have read (and kept) the empty list.
    assert_eq!(
        moderation::check(&other_instance, "nickName", "赌球王", false)
            .await
            .unwrap(),
        Verdict::Clean
    );
    let gamble = moderation::words::add(&ctx, &staff, " 赌球 ", Action::Block)
        .await
        .unwrap();
    assert_eq!(gamble.word, "赌球");
    moderation::words::add(&ctx, &staff, "VIP内部", Action::Hold)
        .await
        .unwrap();
    let dup = moderation::words::add(&ctx, &staff, "赌球", Action::Hold)
        .await
        .unwrap_err();
    assert_eq!(dup.code, ErrorCode::Conflict);

    // The other instance heard the change: its kept list is gone.
    let e = moderation::check(&other_instance, "nickName", "赌球王", false)
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::SensitiveContent, Some("nickName"))
    );
    // ASCII case does not matter; a HOLD word holds where a queue exists
    // and refuses where none does.
    assert_eq!(
        moderation::check(&ctx, "content", "今天有vip内部消息", true)
            .await
            .unwrap(),
        Verdict::Hold(vec!["vip内部".to_owned()])
    );
    assert!(
        moderation::check(&ctx, "content", "今天有VIP内部消息", false)
            .await
            .is_err()
    );

    // Through the services that use it.
    let e = domain::member::service::update_nick_name(&ctx, &member, "赌球高手")
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::SensitiveContent, Some("nickName"))
    );
    let e = domain::quiz::experts::apply(&ctx, &member, "专做赌球分析")
        .await
        .unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::SensitiveContent, Some("statement"))
    );

    // Removed: it stops counting at once, on both instances.
    assert!(moderation::words::remove(&ctx, &staff, gamble.id)
        .await
        .unwrap());
    domain::member::service::update_nick_name(&other_instance, &member, "赌球高手")
        .await
        .unwrap();
    assert!(!moderation::words::remove(&ctx, &staff, gamble.id)
        .await
        .unwrap());
}

#[tokio::test]
async fn ten_thousand_words_are_one_matcher() {
    let (ctx, _db) = test_context().await;
    let staff = TestMember::new("审核员")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let rows: Vec<entities::sensitive_word::ActiveModel> = (0..10_000)
        .map(|i| {
            use sea_orm::ActiveValue::Set;
            entities::sensitive_word::ActiveModel {
                word: Set(format!("词{i:05}")),
                action: Set("BLOCK".into()),
                created_by: Set(Some(staff.member_id)),
                created_at: Set(domain::kernel::clock::now()),
                ..Default::default()
            }
        })
        .collect();
    use sea_orm::EntityTrait;
    for chunk in rows.chunks(500) {
        entities::sensitive_word::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&ctx.db)
            .await
            .unwrap();
    }
    assert!(moderation::check(&ctx, "x", "这里有词09999出现", false)
        .await
        .is_err());
    assert_eq!(
        moderation::check(&ctx, "x", "一段干净的文字", false)
            .await
            .unwrap(),
        Verdict::Clean
    );
}
