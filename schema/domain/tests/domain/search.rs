//! Full-text search on SQLite and PostgreSQL (`TEST_DATABASE_URL` picks the
//! backend): Chinese words and their parts are found, more hits rank first
//! in the same order on both, a removed document is gone and a put one
//! replaced, the statement `find` runs uses the full-text index, and
//! members are found by nickname only while active.

use sea_orm::{ConnectionTrait, DbBackend, EntityTrait, PaginatorTrait, Statement};

use domain::kernel::jobs::{self, Runner};
use domain::member::staff::{self, MemberInput};
use domain::search::{self, DocKind};
use domain::testing::{test_context, test_db, TestMember};
use domain::Permission;

/// [`search::put`] in a unit of work of its own.
async fn put(
    db: &sea_orm::DatabaseConnection,
    kind: DocKind,
    id: i64,
    text: &str,
) -> domain::AppResult<()> {
    let work = domain::kernel::db::begin_on(db).await?;
    search::put(&work, kind, id, text).await?;
    Ok(work.commit().await?)
}

/// [`search::remove`] in a unit of work of its own.
async fn remove(db: &sea_orm::DatabaseConnection, kind: DocKind, id: i64) -> domain::AppResult<()> {
    let work = domain::kernel::db::begin_on(db).await?;
    search::remove(&work, kind, id).await?;
    Ok(work.commit().await?)
}

#[tokio::test]
async fn chinese_words_and_their_parts_are_found() {
    let t = test_db().await;
    let db = &t.db;
    if db.get_database_backend() == DbBackend::Sqlite {
        // contentless_delete needs 3.43; the bundled SQLite must have it.
        let row = db
            .query_one(Statement::from_string(
                DbBackend::Sqlite,
                "SELECT sqlite_version() AS v",
            ))
            .await
            .unwrap()
            .unwrap();
        let v: String = row.try_get("", "v").unwrap();
        let parts: Vec<u32> = v.split('.').map(|p| p.parse().unwrap()).collect();
        assert!((parts[0], parts[1]) >= (3, 43), "SQLite {v}");
    }
    put(db, DocKind::Post, 1, "今天的双色球开奖了")
        .await
        .unwrap();
    put(db, DocKind::Post, 2, "竞彩足球推荐").await.unwrap();
    put(db, DocKind::Topic, 3, "双色球专区").await.unwrap();
    let find = |kind, q: &'static str| search::find(db, kind, q, 20);
    assert_eq!(find(DocKind::Post, "双色").await.unwrap(), [1]);
    assert_eq!(find(DocKind::Post, "双色球").await.unwrap(), [1]);
    assert_eq!(find(DocKind::Post, "竞彩").await.unwrap(), [2]);
    // Every token is required; the kind filters.
    assert_eq!(
        find(DocKind::Post, "双色球 竞彩").await.unwrap(),
        Vec::<i64>::new()
    );
    assert_eq!(find(DocKind::Topic, "双色球").await.unwrap(), [3]);
    assert_eq!(
        find(DocKind::Member, "双色球").await.unwrap(),
        Vec::<i64>::new()
    );
    // Full-width and case fold; a query of punctuation finds nothing.
    put(db, DocKind::Post, 4, "福彩3D 今晚 ABC").await.unwrap();
    assert_eq!(find(DocKind::Post, "福彩３ｄ abc").await.unwrap(), [4]);
    assert_eq!(
        find(DocKind::Post, "，。！ ").await.unwrap(),
        Vec::<i64>::new()
    );
    // Quotes and operators in a query are text, not syntax.
    assert_eq!(
        find(DocKind::Post, "\"双色 OR NOT").await.unwrap(),
        Vec::<i64>::new()
    );
    assert_eq!(
        search::find(db, DocKind::Post, "双色", 0).await.unwrap(),
        Vec::<i64>::new()
    );
}

#[tokio::test]
async fn more_hits_rank_first_and_ties_go_to_the_higher_id() {
    let t = test_db().await;
    let db = &t.db;
    put(
        db,
        DocKind::Post,
        10,
        "双色球开奖，大家来看推荐号码和走势图分析，今晚一起守号",
    )
    .await
    .unwrap();
    put(db, DocKind::Post, 11, "双色球 双色球 双色球 杀号")
        .await
        .unwrap();
    put(db, DocKind::Post, 12, "大乐透开奖").await.unwrap();
    put(db, DocKind::Post, 13, "今天的双色球").await.unwrap();
    put(db, DocKind::Post, 14, "今天的双色球").await.unwrap();
    assert_eq!(
        search::find(db, DocKind::Post, "双色球", 20).await.unwrap(),
        [11, 14, 13, 10],
        "on {}",
        domain::testing::backend()
    );
    // The limit keeps the best.
    assert_eq!(
        search::find(db, DocKind::Post, "双色球", 2).await.unwrap(),
        [11, 14]
    );
}

#[tokio::test]
async fn a_removed_doc_is_gone_and_a_put_replaces() {
    let t = test_db().await;
    let db = &t.db;
    put(db, DocKind::Post, 1, "今天的双色球开奖了")
        .await
        .unwrap();
    put(db, DocKind::Post, 2, "双色球推荐").await.unwrap();
    remove(db, DocKind::Post, 1).await.unwrap();
    assert_eq!(
        search::find(db, DocKind::Post, "双色球", 20).await.unwrap(),
        [2]
    );
    // Removing what is not there is nothing.
    remove(db, DocKind::Post, 1).await.unwrap();
    put(db, DocKind::Post, 1, "七星彩").await.unwrap();
    put(db, DocKind::Post, 2, "大乐透胆拖").await.unwrap();
    assert_eq!(
        search::find(db, DocKind::Post, "双色球", 20).await.unwrap(),
        Vec::<i64>::new()
    );
    assert_eq!(
        search::find(db, DocKind::Post, "胆拖", 20).await.unwrap(),
        [2]
    );
    assert_eq!(
        search::find(db, DocKind::Post, "七星彩", 20).await.unwrap(),
        [1]
    );
    assert_eq!(
        entities::search_doc::Entity::find()
            .count(db)
            .await
            .unwrap(),
        2
    );
    // In the caller's transaction: rolled back, nothing changed.
    let txn = domain::kernel::db::begin_on(db).await.unwrap();
    search::put(&txn, DocKind::Post, 1, "双色球").await.unwrap();
    search::remove(&txn, DocKind::Post, 2).await.unwrap();
    // The kept rankings of a kind are forgotten once per work, however
    // many of its documents it writes (`search::kept`).
    assert_eq!(txn.pending(), 1);
    search::put(&txn, DocKind::Topic, 9, "双色球")
        .await
        .unwrap();
    assert_eq!(txn.pending(), 2);
    txn.rollback().await.unwrap();
    assert_eq!(
        search::find(db, DocKind::Post, "七星彩", 20).await.unwrap(),
        [1]
    );
    assert_eq!(
        search::find(db, DocKind::Post, "胆拖", 20).await.unwrap(),
        [2]
    );
    // A text with no tokens leaves no document.
    put(db, DocKind::Post, 2, "！？").await.unwrap();
    assert_eq!(
        entities::search_doc::Entity::find()
            .count(db)
            .await
            .unwrap(),
        1
    );
}

#[tokio::test]
async fn the_query_uses_the_full_text_index() {
    let t = test_db().await;
    let db = &t.db;
    // Documents of every kind share the table, and most lack the word
    // searched for, as in life: the planner then has a reason to prefer
    // the full-text index to the kind's (on a table of a few rows a scan
    // of the kind's is cheaper, and PostgreSQL rightly takes it).
    let txn = domain::kernel::db::begin_on(db).await.unwrap();
    let kinds = [DocKind::Post, DocKind::Topic, DocKind::Member];
    for i in 0..600 {
        let kind = kinds[i as usize % 3];
        search::put(&txn, kind, i, &format!("第{i}期大乐透开奖"))
            .await
            .unwrap();
    }
    for i in 1000..1003 {
        search::put(&txn, DocKind::Post, i, &format!("第{i}期双色球开奖"))
            .await
            .unwrap();
    }
    txn.commit().await.unwrap();
    let backend = db.get_database_backend();
    if backend == DbBackend::Postgres {
        // What autovacuum does in production: statistics, and the GIN
        // index's pending list merged (while it is long, the planner
        // rightly counts scanning it as dear).
        db.execute_unprepared("VACUUM ANALYZE search_doc")
            .await
            .unwrap();
    }
    let tokens = search::query_tokens("双色球");
    let stmt = search::find_statement(backend, DocKind::Post, &tokens, 20);
    let values = stmt.values.clone().map(|v| v.0).unwrap_or_default();
    let plan = match backend {
        DbBackend::Sqlite => {
            let explain = Statement::from_sql_and_values(
                backend,
                format!("EXPLAIN QUERY PLAN {}", stmt.sql),
                values,
            );
            let rows = db.query_all(explain).await.unwrap();
            rows.iter()
                .map(|r| r.try_get::<String>("", "detail").unwrap())
                .collect::<Vec<_>>()
                .join("\n")
        }
        _ => {
            // The table is tiny: without this the planner rightly scans it.
            let txn = domain::kernel::db::begin_on(db).await.unwrap();
            txn.execute_unprepared("SET LOCAL enable_seqscan = off")
                .await
                .unwrap();
            let explain =
                Statement::from_sql_and_values(backend, format!("EXPLAIN {}", stmt.sql), values);
            let rows = txn.query_all(explain).await.unwrap();
            txn.rollback().await.unwrap();
            rows.iter()
                .map(|r| r.try_get::<String>("", "QUERY PLAN").unwrap())
                .collect::<Vec<_>>()
                .join("\n")
        }
    };
    let wanted = match backend {
        DbBackend::Sqlite => "VIRTUAL TABLE INDEX",
        _ => "Bitmap Index Scan on ix_search_doc_tsv",
    };
    assert!(plan.contains(wanted), "{plan}");
    // And the statement is the one find runs: it answers the same.
    assert_eq!(
        search::find(db, DocKind::Post, "双色球", 20).await.unwrap(),
        [1002, 1001, 1000]
    );
}

async fn members(ctx: &domain::AppContext, q: &'static str) -> Vec<i64> {
    search::find(&ctx.db, DocKind::Member, q, 20).await.unwrap()
}

#[tokio::test]
async fn members_are_found_by_nickname_only_while_active() {
    let (ctx, _tdb) = test_context().await;
    let staff_member = TestMember::new("管理员")
        .permission(Permission::Members)
        .create(&ctx)
        .await
        .0;
    let created = staff::create(
        &ctx,
        &staff_member,
        MemberInput {
            nick_name: Some("老张爱双色球".into()),
            phone: Some("13800138001".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let id = created.id;
    assert_eq!(members(&ctx, "双色球").await, [id]);
    assert_eq!(members(&ctx, "老张").await, [id]);

    staff::change_state(&ctx, &staff_member, id, false)
        .await
        .unwrap();
    assert_eq!(members(&ctx, "双色球").await, Vec::<i64>::new());
    staff::change_state(&ctx, &staff_member, id, true)
        .await
        .unwrap();
    assert_eq!(members(&ctx, "双色球").await, [id]);

    // The member renames themselves: the old name is gone.
    let (me, _) = TestMember::new("新会员").create(&ctx).await;
    domain::member::service::update_nick_name(&ctx, &me, "彩民小李")
        .await
        .unwrap();
    assert_eq!(members(&ctx, "小李").await, [me.member_id]);
    domain::member::service::update_nick_name(&ctx, &me, "竞彩足球达人")
        .await
        .unwrap();
    assert_eq!(members(&ctx, "竞彩").await, [me.member_id]);
    assert_eq!(members(&ctx, "小李").await, Vec::<i64>::new());
    // Staff rename: the same.
    staff::update(
        &ctx,
        &staff_member,
        id,
        MemberInput {
            nick_name: Some("老张看大乐透".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    assert_eq!(members(&ctx, "双色球").await, Vec::<i64>::new());
    assert_eq!(members(&ctx, "大乐透").await, [id]);
}

#[tokio::test]
async fn the_backfill_indexes_members_from_before_once() {
    let (ctx, _tdb) = test_context().await;
    // Rows written straight to the table, as before search existed.
    let mut old = Vec::new();
    for i in 0..3 {
        old.push(
            TestMember::new(&format!("七星彩老{i}"))
                .insert(&ctx.db)
                .await
                .id,
        );
    }
    let gone = TestMember::new("七星彩已停用")
        .with(|am| am.enable = sea_orm::ActiveValue::Set(false))
        .insert(&ctx.db)
        .await
        .id;
    assert_eq!(members(&ctx, "七星彩").await, Vec::<i64>::new());
    domain::member::findable::enqueue_backfill(&ctx.db)
        .await
        .unwrap();
    domain::member::findable::enqueue_backfill(&ctx.db)
        .await
        .unwrap();
    let runner = Runner::new(ctx.clone(), domain::job_handlers());
    assert_eq!(runner.run_due(10).await.unwrap(), 1, "one job for two asks");
    let mut found = members(&ctx, "七星彩").await;
    found.sort_unstable();
    assert_eq!(found, old);
    assert!(!found.contains(&gone));
    // Asked again at the next start: already done, nothing runs.
    domain::member::findable::enqueue_backfill(&ctx.db)
        .await
        .unwrap();
    assert_eq!(runner.run_due(10).await.unwrap(), 0);
    let done = entities::job::Entity::find().all(&ctx.db).await.unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].state, jobs::DONE);
}
