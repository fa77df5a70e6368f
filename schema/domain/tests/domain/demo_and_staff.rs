//! The demo data keeps the services' invariants; staff accounts.

use std::collections::HashMap;

use argon2::{PasswordHash, PasswordVerifier};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use domain::testing::test_db;
use domain::ErrorCode;

#[tokio::test]
async fn demo_data_is_consistent() {
    let t = test_db().await;
    let summary = domain::demo::seed(&t.db).await.unwrap();
    assert_eq!(summary.members, 40);
    assert!(summary.follows > 40);

    let members = entities::member::Entity::find().all(&t.db).await.unwrap();
    let follows = entities::follow::Entity::find().all(&t.db).await.unwrap();
    let ledger = entities::points_ledger::Entity::find()
        .all(&t.db)
        .await
        .unwrap();
    let receipts = entities::message_receipt::Entity::find()
        .all(&t.db)
        .await
        .unwrap();
    assert_eq!(follows.len(), summary.follows);

    let mut focus: HashMap<i64, i64> = HashMap::new();
    let mut fans: HashMap<i64, i64> = HashMap::new();
    for f in &follows {
        *focus.entry(f.member_id).or_default() += 1;
        *fans.entry(f.focus_member_id).or_default() += 1;
    }
    let mut sums: HashMap<i64, i64> = HashMap::new();
    for row in &ledger {
        let signed = if row.points_type == 0 {
            row.points
        } else {
            -row.points
        };
        *sums.entry(row.member_id).or_default() += signed;
    }
    let mut unread: HashMap<i64, i64> = HashMap::new();
    for r in receipts.iter().filter(|r| r.read_at.is_none()) {
        *unread.entry(r.member_id).or_default() += 1;
    }
    for m in &members {
        assert_eq!(
            m.focus_count,
            focus.get(&m.id).copied().unwrap_or(0),
            "{}",
            m.nick_name
        );
        assert_eq!(
            m.fans_count,
            fans.get(&m.id).copied().unwrap_or(0),
            "{}",
            m.nick_name
        );
        assert_eq!(
            m.points,
            sums.get(&m.id).copied().unwrap_or(0),
            "{}",
            m.nick_name
        );
        assert_eq!(
            m.unread_message_count,
            unread.get(&m.id).copied().unwrap_or(0)
        );
        assert!(m.phone.is_some());
    }
    // The experts are followed by everyone else.
    let experts: Vec<_> = members.iter().filter(|m| m.is_professor).collect();
    assert_eq!(experts.len(), 3);
    assert!(experts.iter().all(|e| e.fans_count >= 39));
    domain::testing::assert_points_invariants(&t.db).await;
}

#[tokio::test]
async fn demo_goes_only_into_an_empty_database() {
    let t = test_db().await;
    domain::demo::seed(&t.db).await.unwrap();
    let err = domain::demo::seed(&t.db).await.unwrap_err();
    assert_eq!(err.code, ErrorCode::Conflict);
}

#[tokio::test]
async fn create_staff_then_promote() {
    let t = test_db().await;
    let r = domain::member::accounts::create_or_promote(
        &t.db,
        "13900139000",
        "s3cret-pass",
        Some("运营小李"),
    )
    .await
    .unwrap();
    assert!(r.created);
    let m = entities::member::Entity::find_by_id(r.member_id)
        .one(&t.db)
        .await
        .unwrap()
        .unwrap();
    assert!(m.is_office);
    assert_eq!(m.nick_name, "运营小李");
    assert_eq!(
        m.permissions,
        serde_json::json!(["PERMISSION_TYPE_1", "PERMISSION_TYPE_2"]),
        "the command-line account is an administrator"
    );
    let hash = m.password_hash.unwrap();
    assert!(hash.starts_with("$argon2id$"));
    assert!(argon2::Argon2::default()
        .verify_password(b"s3cret-pass", &PasswordHash::new(&hash).unwrap())
        .is_ok());

    // Same phone again: promoted (password replaced), not duplicated.
    let again =
        domain::member::accounts::create_or_promote(&t.db, "13900139000", "another-pass", None)
            .await
            .unwrap();
    assert!(!again.created);
    assert_eq!(again.member_id, r.member_id);
    let count = entities::member::Entity::find()
        .filter(entities::member::Column::Phone.eq("13900139000"))
        .all(&t.db)
        .await
        .unwrap()
        .len();
    assert_eq!(count, 1);
    let audits = entities::audit_log::Entity::find()
        .all(&t.db)
        .await
        .unwrap();
    assert_eq!(audits.len(), 2);
}

#[tokio::test]
async fn create_staff_validates_its_input() {
    let t = test_db().await;
    let err = domain::member::accounts::create_or_promote(&t.db, "12345", "s3cret-pass", None)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("phone"));
    let err = domain::member::accounts::create_or_promote(&t.db, "13900139000", "short", None)
        .await
        .unwrap_err();
    assert_eq!(err.field.as_deref(), Some("password"));
}
