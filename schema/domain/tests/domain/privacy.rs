//! Privacy rights (issue 52, PIPL): the list of places a member is named
//! covers the live schema; the copy of a member's data holds every one of
//! them; a cancellation's erasure job leaves no personal data in the places
//! it deletes or empties, and the ledgers balance after it. On both
//! databases.

use chrono::Duration;
use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ConnectionTrait, EntityTrait, Statement};

use domain::auth::service::{self as auth, ClientInfo};
use domain::auth::VerificationPurpose;
use domain::invite::Invite;
use domain::kernel::enums::Gate;
use domain::kernel::jobs::Runner;
use domain::member::data_export;
use domain::member::personal_data::{self, Blank, OnCancel, Rows, CATALOGUE};
use domain::testing::{assert_points_invariants, delivery_address, grant_points, TestMember};
use domain::{AppContext, ErrorCode, Viewer};

/// Every table's integer columns, from the database's own catalogue.
async fn integer_columns(ctx: &AppContext) -> Vec<(String, String)> {
    let backend = ctx.db.get_database_backend();
    let sql = if matches!(backend, sea_orm::DatabaseBackend::Postgres) {
        "SELECT table_name::text AS t, column_name::text AS c FROM information_schema.columns \
         WHERE table_schema = current_schema() AND data_type IN ('bigint', 'integer', 'smallint')"
    } else {
        "SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p \
         WHERE m.type = 'table' AND (lower(p.type) LIKE '%int%')"
    };
    ctx.db
        .query_all(Statement::from_string(backend, sql))
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.try_get("", "t").unwrap(), r.try_get("", "c").unwrap()))
        .collect()
}

#[tokio::test]
async fn every_column_naming_a_member_is_in_the_list() {
    let (ctx, _db) = domain::testing::test_context().await;
    let columns = integer_columns(&ctx).await;
    assert!(
        columns.len() > 100,
        "the schema was read: {}",
        columns.len()
    );
    let listed: Vec<(&str, &str)> = CATALOGUE
        .iter()
        .map(|h| (h.table, personal_data::column(h)))
        .collect();
    let missing: Vec<String> = columns
        .iter()
        .filter(|(t, c)| t != "member" && personal_data::names_a_member(c))
        .filter(|(t, c)| !listed.contains(&(t.as_str(), c.as_str())))
        .map(|(t, c)| format!("{t}.{c}"))
        .collect();
    assert!(
        missing.is_empty(),
        "columns naming a member that member::personal_data does not list: {missing:?}"
    );
    // And the list names nothing the schema lacks (a typo would export and
    // erase nothing, silently).
    let all = |t: &str, c: &str| columns.iter().any(|(a, b)| a == t && b == c);
    for h in CATALOGUE {
        assert!(
            all(h.table, personal_data::column(h)),
            "{}.{}",
            h.table,
            personal_data::column(h)
        );
    }
}

/// A member with something in many places: an address, a post, a
/// feedback, points, a payee account, a block.
async fn busy_member(ctx: &AppContext) -> (Viewer, Viewer) {
    let (me, _) = TestMember::new("导出者")
        .phone("13900139001")
        .create(ctx)
        .await;
    let (other, _) = TestMember::new("别人").create(ctx).await;
    delivery_address(&ctx.db, me.member_id).await;
    crate::community::write(ctx, &me, "我的帖子正文").await;
    domain::feedback::submit(ctx, &me, "我的反馈内容", &[])
        .await
        .unwrap();
    grant_points(ctx, me.member_id, 30, "privacy-test").await;
    entities::payee_account::ActiveModel {
        member_id: Set(me.member_id),
        legal_name: Set("张三".into()),
        kind: Set("ALIPAY".into()),
        account_no: Set("zhangsan@example.com".into()),
        bank_name: Set(String::new()),
        updated_at: Set(domain::kernel::clock::now()),
    }
    .insert(&ctx.db)
    .await
    .unwrap();
    domain::community::blocks::block(ctx, &me, other.member_id)
        .await
        .unwrap();
    (me, other)
}

fn query_of(url: &str) -> (i64, i64, String) {
    let (path, q) = url.split_once('?').unwrap();
    let id = path.rsplit('/').next().unwrap().parse().unwrap();
    let mut exp = 0;
    let mut sig = String::new();
    for kv in q.split('&') {
        match kv.split_once('=') {
            Some(("exp", v)) => exp = v.parse().unwrap(),
            Some(("sig", v)) => sig = v.to_owned(),
            _ => {}
        }
    }
    (id, exp, sig)
}

#[tokio::test]
async fn the_copy_holds_every_place_that_names_the_member() {
    let (ctx, _db) = domain::testing::test_context().await;
    let (me, _) = busy_member(&ctx).await;
    let asked = data_export::request(&ctx, &me).await.unwrap();
    assert_eq!(asked.state, data_export::PENDING);
    assert!(
        data_export::url(&ctx, &asked).is_none(),
        "no link before it is built"
    );
    // Once a day.
    let again = data_export::request(&ctx, &me).await.unwrap_err();
    assert_eq!(again.code, ErrorCode::RateLimited);
    assert!(again.retry_after_secs().unwrap() > 23 * 3600);

    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    assert!(runner.run_due(10).await.unwrap() >= 1);
    let ready = data_export::latest(&ctx, &me).await.unwrap().unwrap();
    assert_eq!(ready.state, data_export::READY);
    assert!(ready.bytes > 0);
    let url = data_export::url(&ctx, &ready).unwrap();
    let (id, exp, sig) = query_of(&url);
    let text = data_export::open(&ctx, id, exp, &sig).await.unwrap();
    assert_eq!(text.len() as i64, ready.bytes);
    let archive: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(archive["format"], data_export::FORMAT);
    let sections = archive["sections"].as_array().unwrap();
    // Every place of the list, and the member's own row.
    assert_eq!(sections.len(), CATALOGUE.len() + 1);
    for h in CATALOGUE {
        assert!(
            sections
                .iter()
                .any(|s| s["table"] == h.table && s["column"] == personal_data::column(h)),
            "{} missing",
            h.table
        );
    }
    let rows = |table: &str| -> Vec<serde_json::Value> {
        sections
            .iter()
            .filter(|s| s["table"] == table)
            .flat_map(|s| s["rows"].as_array().unwrap().clone())
            .collect()
    };
    let account = &rows("member")[0];
    assert_eq!(account["nick_name"], "导出者");
    assert!(
        account.get("password_hash").is_none(),
        "no secret in the copy"
    );
    assert_eq!(rows("member_address")[0]["address"], "科技园 1 号");
    assert_eq!(rows("post")[0]["body"], "我的帖子正文");
    assert_eq!(rows("feedback")[0]["content"], "我的反馈内容");
    assert_eq!(
        rows("payee_account")[0]["account_no"],
        "zhangsan@example.com"
    );
    assert!(!rows("points_ledger").is_empty());
    assert_eq!(rows("member_block").len(), 1);
    assert!(
        rows("member_data_export")
            .iter()
            .all(|r| r.get("archive").is_none()),
        "an archive never holds archives"
    );
    // The request is in the audit log.
    let audited = entities::audit_log::Entity::find()
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .any(|a| a.action == "member.data_export" && a.actor_member_id == Some(me.member_id));
    assert!(audited);

    // A link tampered with, or for another request, reads nothing.
    assert!(data_export::open(&ctx, id, exp, "x").await.is_err());
    assert!(data_export::open(&ctx, id + 1, exp, &sig).await.is_err());
    // After its 24 hours the sweep empties it, and the link is dead.
    let later = domain::kernel::clock::now() + Duration::hours(data_export::KEPT_HOURS + 1);
    assert_eq!(data_export::sweep_now(&ctx, later).await.unwrap(), 1);
    let gone = data_export::latest(&ctx, &me).await.unwrap().unwrap();
    assert_eq!((gone.state.as_str(), gone.bytes), (data_export::EXPIRED, 0));
    assert_eq!(
        data_export::open(&ctx, id, exp, &sig)
            .await
            .unwrap_err()
            .code,
        ErrorCode::NotFound
    );
}

/// How many of `member_id`'s rows a place holds.
async fn rows_in(
    ctx: &AppContext,
    table: &str,
    rows: Rows,
    member_id: i64,
    extra: Option<&str>,
) -> i64 {
    let mut q = Query::select();
    q.expr_as(Expr::cust("COUNT(*)"), Alias::new("n"))
        .from(Alias::new(table));
    q.and_where(personal_data::member_rows(rows, member_id));
    if let Some(cond) = extra {
        q.and_where(Expr::cust(cond));
    }
    let backend = ctx.db.get_database_backend();
    let row = ctx.db.query_one(backend.build(&q)).await.unwrap().unwrap();
    row.try_get("", "n").unwrap()
}

#[tokio::test]
async fn a_cancellation_leaves_no_personal_data_in_the_places_it_erases() {
    let (ctx, sms, _db) = domain::testing::test_context_recording_sms().await;
    const PHONE: &str = "13900139002";
    let web = || ClientInfo {
        gate: Some(Gate::Web),
        platform: "h5".into(),
        model: "test".into(),
        ip: Some("10.0.0.1".into()),
    };
    auth::send_verification_code(&ctx, PHONE, VerificationPurpose::Login, None)
        .await
        .unwrap();
    let signed = auth::login_by_mobile_code(
        &ctx,
        PHONE,
        &sms.last_code(PHONE).unwrap(),
        Invite::default(),
        web(),
    )
    .await
    .unwrap();
    let me = domain::kernel::viewer::resolve_viewer(&ctx, &signed.token)
        .await
        .unwrap();
    let id = me.member_id;
    let (other, _) = TestMember::new("别人").create(&ctx).await;
    delivery_address(&ctx.db, id).await;
    crate::community::write(&ctx, &me, "注销前的帖子").await;
    domain::feedback::submit(&ctx, &me, "注销前的反馈", &[])
        .await
        .unwrap();
    grant_points(&ctx, id, 30, "privacy-cancel").await;
    domain::community::blocks::block(&ctx, &me, other.member_id)
        .await
        .unwrap();
    data_export::request(&ctx, &me).await.unwrap();

    ctx.kv.del(&format!("sms:limit:m:{PHONE}")).await.unwrap();
    auth::send_verification_code(&ctx, PHONE, VerificationPurpose::Cancel, None)
        .await
        .unwrap();
    auth::cancel(&ctx, &me, PHONE, &sms.last_code(PHONE).unwrap())
        .await
        .unwrap();
    // The erasure is a job: it runs after the cancellation committed.
    assert!(rows_in(&ctx, "post", Rows::By("member_id"), id, Some("body <> ''")).await == 1);
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    runner.run_due(20).await.unwrap();

    let mut checked = Vec::new();
    for h in CATALOGUE {
        match h.on_cancel {
            OnCancel::Delete | OnCancel::Files => {
                assert_eq!(
                    rows_in(&ctx, h.table, h.rows, id, None).await,
                    0,
                    "{} still holds rows",
                    h.table
                );
            }
            OnCancel::Blank(columns) => {
                for c in columns {
                    let left = match c {
                        Blank::Text(c) => format!("{c} <> ''"),
                        Blank::List(c) => format!("CAST({c} AS TEXT) <> '[]'"),
                    };
                    assert_eq!(
                        rows_in(&ctx, h.table, h.rows, id, Some(&left)).await,
                        0,
                        "{}: {left}",
                        h.table
                    );
                }
            }
            OnCancel::Keep(_) => continue,
        }
        checked.push(h.table);
    }
    // The places checked, named here so a change to the list shows in review.
    for t in [
        "member_address",
        "member_source",
        "member_activity",
        "push_client",
        "payee_account",
        "staff_factor",
        "staff_recovery_code",
        "oauth_grant",
        "idempotency_key",
        "member_data_export",
        "tracking_event",
        "uploaded_file",
        "post",
        "comment",
        "interaction",
        "member_block",
        "feedback",
        "shop_redemption",
        "expert_application",
        "saved_selection",
        "split_record",
        "sports_selection",
        "shop_application",
        "shop_manager",
        "family_member",
        "family_memo",
    ] {
        assert!(checked.contains(&t), "{t} is erased on cancellation");
    }
    // Deleted or emptied rows were there to begin with.
    assert_eq!(
        rows_in(&ctx, "post", Rows::By("member_id"), id, None).await,
        1,
        "the post row stays, emptied"
    );
    let m = entities::member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert!(m.phone.is_none() && m.legal_name.is_empty() && m.cancelled_at.is_some());
    assert_points_invariants(&ctx.db).await;
}

#[test]
fn the_privacy_doc_lists_every_place() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/privacy.md"
    ))
    .unwrap();
    for h in std::iter::once(&personal_data::MEMBER).chain(CATALOGUE) {
        let row = format!("| `{}` | `{}` |", h.table, personal_data::column(h));
        assert!(doc.contains(&row), "docs/privacy.md lacks the row {row}");
    }
}
