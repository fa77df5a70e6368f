//! The schema as the database enforces it, on SQLite and PostgreSQL alike
//! (`TEST_DATABASE_URL` picks the backend).

use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait, EntityTrait};
use sea_orm_migration::MigratorTrait;

use domain::testing::{test_db, TestMember};

async fn member(db: &sea_orm::DatabaseConnection, nick: &str) -> i64 {
    TestMember::new(nick).insert(db).await.id
}

#[tokio::test]
async fn migrations_go_down_and_up_again() {
    let t = test_db().await;
    migration::Migrator::down(&t.db, None).await.unwrap();
    migration::Migrator::up(&t.db, None).await.unwrap();
    let pending = migration::Migrator::get_pending_migrations(&t.db)
        .await
        .unwrap();
    assert!(pending.is_empty());
    // Running again is a no-op.
    domain::kernel::db::migrate(&t.db).await.unwrap();
}

/// Instances of a deployment starting together on a new database (on
/// PostgreSQL: the advisory lock in `kernel::db::migrate`) take turns: all
/// succeed, the schema is made once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn four_instances_migrating_at_once_all_succeed() {
    let (url, sqlite_dir) = domain::testing::fresh_database_url().await;
    let mut starts = Vec::new();
    for _ in 0..4 {
        let url = url.clone();
        starts.push(tokio::spawn(async move {
            let db = domain::kernel::db::connect(&url).await.unwrap();
            domain::kernel::db::migrate(&db).await
        }));
    }
    for s in starts {
        s.await.unwrap().unwrap();
    }
    let db = domain::kernel::db::connect(&url).await.unwrap();
    assert!(migration::Migrator::get_pending_migrations(&db)
        .await
        .unwrap()
        .is_empty());
    if let Some(d) = sqlite_dir {
        let _ = std::fs::remove_dir_all(d);
    }
}

#[tokio::test]
async fn balance_can_never_be_negative() {
    let t = test_db().await;
    let id = member(&t.db, "甲").await;
    let res = entities::member::ActiveModel {
        id: Set(id),
        points: Set(-1),
        ..Default::default()
    }
    .update(&t.db)
    .await;
    assert!(
        res.is_err(),
        "a negative balance must be refused by {}",
        domain::testing::backend()
    );
}

#[tokio::test]
async fn nobody_follows_themselves_and_an_edge_exists_once() {
    let t = test_db().await;
    let a = member(&t.db, "甲").await;
    let b = member(&t.db, "乙").await;
    let edge = |x: i64, y: i64| entities::follow::ActiveModel {
        member_id: Set(x),
        focus_member_id: Set(y),
        created_at: Set(domain::kernel::clock::now()),
    };
    assert!(edge(a, a).insert(&t.db).await.is_err(), "self-follow");
    edge(a, b).insert(&t.db).await.unwrap();
    assert!(edge(a, b).insert(&t.db).await.is_err(), "duplicate edge");
    edge(b, a).insert(&t.db).await.unwrap();
}

#[tokio::test]
async fn one_check_in_per_member_and_day() {
    let t = test_db().await;
    let a = member(&t.db, "甲").await;
    let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    let row = || entities::check_in::ActiveModel {
        member_id: Set(a),
        day: Set(day),
        continuous_days: Set(1),
        points: Set(5),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    };
    row().insert(&t.db).await.unwrap();
    assert!(row().insert(&t.db).await.is_err());
}

#[tokio::test]
async fn ledger_rows_are_positive_and_idempotent() {
    let t = test_db().await;
    let a = member(&t.db, "甲").await;
    let row = |points: i64, key: &str| entities::points_ledger::ActiveModel {
        member_id: Set(a),
        points: Set(points),
        points_type: Set(0),
        reason: Set("TEST".into()),
        description: Set(String::new()),
        balance_after: Set(points.max(0)),
        idempotency_key: Set(Some(key.into())),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    };
    assert!(row(0, "k0").insert(&t.db).await.is_err(), "zero points");
    row(5, "k1").insert(&t.db).await.unwrap();
    assert!(
        row(5, "k1").insert(&t.db).await.is_err(),
        "same idempotency key"
    );
}

#[tokio::test]
async fn ad_reward_transaction_ids_are_unique_per_provider() {
    let t = test_db().await;
    let a = member(&t.db, "甲").await;
    let row = |provider: &str| entities::ad_reward::ActiveModel {
        member_id: Set(a),
        provider: Set(provider.into()),
        trans_id: Set("t-1".into()),
        points: Set(10),
        created_at: Set(domain::kernel::clock::now()),
        ..Default::default()
    };
    row("csj").insert(&t.db).await.unwrap();
    assert!(row("csj").insert(&t.db).await.is_err());
    row("gdt").insert(&t.db).await.unwrap();
}

#[tokio::test]
async fn removing_a_member_removes_their_rows() {
    let t = test_db().await;
    let a = member(&t.db, "甲").await;
    let b = member(&t.db, "乙").await;
    entities::follow::ActiveModel {
        member_id: Set(a),
        focus_member_id: Set(b),
        created_at: Set(domain::kernel::clock::now()),
    }
    .insert(&t.db)
    .await
    .unwrap();
    entities::member::Entity::delete_by_id(b)
        .exec(&t.db)
        .await
        .unwrap();
    let left = entities::follow::Entity::find().all(&t.db).await.unwrap();
    assert!(left.is_empty());
}

#[tokio::test]
async fn list_indexes_exist() {
    let t = test_db().await;
    let names = if t.is_postgres() {
        let rows =
            t.db.query_all(sea_orm::Statement::from_string(
                t.db.get_database_backend(),
                "SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'",
            ))
            .await
            .unwrap();
        rows.iter()
            .map(|r| r.try_get::<String>("", "name").unwrap())
            .collect::<Vec<_>>()
    } else {
        let rows =
            t.db.query_all(sea_orm::Statement::from_string(
                t.db.get_database_backend(),
                "SELECT name FROM sqlite_master WHERE type = 'index'",
            ))
            .await
            .unwrap();
        rows.iter()
            .map(|r| r.try_get::<String>("", "name").unwrap())
            .collect::<Vec<_>>()
    };
    for wanted in [
        "idx_follow_fans",
        "idx_follow_focus",
        "idx_points_ledger_member",
        "idx_points_ledger_member_time",
        "idx_member_created",
        "uq_check_in_member_day",
        "uq_ad_reward_trans",
        "idx_feedback_member",
        "idx_tracking_event_time",
    ] {
        assert!(names.iter().any(|n| n == wanted), "missing index {wanted}");
    }
}

/// The 2026-12-01 migration (`channel_codes`, issue 55) checks the codes
/// that exist: a channel operator's code becomes the channel's; an invite
/// that named a channel through anyone else's code moves to the share
/// label and stops counting; a share label stays a label.
#[tokio::test]
async fn the_migration_keeps_only_operators_codes_crediting_their_channel() {
    use sea_orm::{ColumnTrait, QueryFilter, QueryOrder, QuerySelect};
    let t = test_db().await;
    let op = member(&t.db, "运营").await;
    let forger = member(&t.db, "抢注者").await;
    let (a, b, c) = (
        member(&t.db, "甲").await,
        member(&t.db, "乙").await,
        member(&t.db, "丙").await,
    );
    // Back to the release before: no channel_id, no share_channel (every
    // migration from `channel_codes` on undone).
    let all = migration::Migrator::migrations();
    let at = all
        .iter()
        .position(|m| m.name() == "m20261201_000025_channel_codes")
        .unwrap();
    migration::Migrator::down(&t.db, Some((all.len() - at) as u32))
        .await
        .unwrap();
    for sql in [
        format!(
            "INSERT INTO partner_channel (channel, created_at, operator_id, title) \
             VALUES ('qd-m', CURRENT_TIMESTAMP, {op}, 'm')"
        ),
        format!(
            "INSERT INTO invite_code (member_id, channel, code, created_at) VALUES \
             ({op}, 'qd-m', 'OPCODE22', CURRENT_TIMESTAMP), \
             ({forger}, 'qd-m', 'FAKE2222', CURRENT_TIMESTAMP), \
             ({forger}, 'poster', 'POSTER22', CURRENT_TIMESTAMP)"
        ),
        format!(
            "INSERT INTO invite (inviter_id, invitee_id, points, channel, created_at) VALUES \
             ({op}, {a}, 0, 'qd-m', CURRENT_TIMESTAMP), \
             ({forger}, {b}, 0, 'qd-m', CURRENT_TIMESTAMP), \
             ({forger}, {c}, 0, 'poster', CURRENT_TIMESTAMP)"
        ),
    ] {
        t.db.execute_unprepared(&sql).await.unwrap();
    }
    migration::Migrator::up(&t.db, None).await.unwrap();

    let codes: Vec<(String, Option<i64>)> = entities::invite_code::Entity::find()
        .select_only()
        .column(entities::invite_code::Column::Code)
        .column(entities::invite_code::Column::ChannelId)
        .order_by_asc(entities::invite_code::Column::Code)
        .into_tuple()
        .all(&t.db)
        .await
        .unwrap();
    let marked: Vec<(&str, bool)> = codes
        .iter()
        .map(|(code, id)| (code.as_str(), id.is_some()))
        .collect();
    assert_eq!(
        marked,
        [("FAKE2222", false), ("OPCODE22", true), ("POSTER22", false)]
    );
    let invites: Vec<(i64, Option<String>, Option<String>)> = entities::invite::Entity::find()
        .select_only()
        .column(entities::invite::Column::InviteeId)
        .column(entities::invite::Column::Channel)
        .column(entities::invite::Column::ShareChannel)
        .filter(entities::invite::Column::InviteeId.is_in([a, b, c]))
        .order_by_asc(entities::invite::Column::InviteeId)
        .into_tuple()
        .all(&t.db)
        .await
        .unwrap();
    assert_eq!(
        invites,
        [
            (a, Some("qd-m".to_owned()), None),
            (b, None, Some("qd-m".to_owned())),
            (c, None, Some("poster".to_owned())),
        ]
    );
}
