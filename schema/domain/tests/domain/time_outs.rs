//! security.md's time-outs on PostgreSQL: a statement running past 5 s is
//! cut by the server (`statement_timeout`, set on every pooled
//! connection), leaves as `SERVICE_UNAVAILABLE`, and its transaction
//! writes nothing. Needs PostgreSQL (`TEST_DATABASE_URL`, default
//! `postgres://postgres@127.0.0.1:5432/postgres`) in both passes.

use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait, EntityTrait};

use domain::{AppError, ErrorCode};

fn admin_url() -> String {
    match std::env::var("TEST_DATABASE_URL") {
        Ok(u) if u.starts_with("postgres") => u,
        _ => "postgres://postgres@127.0.0.1:5432/postgres".into(),
    }
}

#[tokio::test]
async fn a_statement_past_five_seconds_is_cut_and_writes_nothing() {
    let admin = admin_url();
    let name = format!("lm_test_timeout_{}", uuid::Uuid::new_v4().simple());
    let conn = domain::kernel::db::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL is needed at {admin}: {e}"));
    conn.execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
        .await
        .unwrap();
    let (base, _) = admin.rsplit_once('/').unwrap();
    let db = domain::kernel::db::connect(&format!("{base}/{name}"))
        .await
        .unwrap();
    domain::kernel::db::migrate(&db).await.unwrap();

    let txn = domain::kernel::db::begin_on(&db).await.unwrap();
    entities::system_config::ActiveModel {
        config_type: Set("TIMEOUT_PROBE".into()),
        string_value: Set("half-written".into()),
        int_value: Set(0),
        description: Set(String::new()),
        updated_by: Set(None),
        updated_at: Set(domain::kernel::clock::now()),
    }
    .insert(&txn)
    .await
    .unwrap();
    // Eight seconds asked, so only the 5 s time-out can make it fail.
    let slow = txn.execute_unprepared("SELECT pg_sleep(8)").await;
    let err = AppError::from(slow.expect_err("the statement time-out cut it"));
    assert_eq!(err.code, ErrorCode::ServiceUnavailable, "{err:?}");
    assert!(
        !err.message.contains("pg_sleep"),
        "no SQL in the message: {}",
        err.message
    );
    drop(txn); // rolled back
    let found = entities::system_config::Entity::find_by_id("TIMEOUT_PROBE".to_owned())
        .one(&db)
        .await
        .unwrap();
    assert!(found.is_none(), "the cut transaction wrote nothing");
    let _ = db.close().await;
    let _ = conn
        .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .await;
}
