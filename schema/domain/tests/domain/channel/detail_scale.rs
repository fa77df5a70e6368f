//! A channel of 100 000 members: its detail over 90 days is read from the
//! roll-up in at most 3 statements (counted), never from the members'
//! rows.

use std::sync::atomic::Ordering;

use domain::channel::detail;
use domain::testing::{counting_statements, test_context};
use sea_orm::{
    ConnectionTrait, DbBackend, EntityTrait, IdenStatic, Iterable, PaginatorTrait, Statement,
};

const MEMBERS: i64 = 100_000;
const CHUNK: i64 = 20_000;

/// `INSERT … SELECT` over the numbers `from..=to` (as `n`) on either
/// database, the numbers joined with `join`.
fn over_numbers(backend: DbBackend, from: i64, to: i64, insert_select: &str, join: &str) -> String {
    match backend {
        DbBackend::Postgres => {
            format!("{insert_select} FROM generate_series({from}, {to}) AS s(n) {join}")
        }
        _ => format!(
            "WITH RECURSIVE seq(n) AS (SELECT {from} UNION ALL SELECT n + 1 FROM seq \
             WHERE n < {to}) {insert_select} FROM seq {join}"
        ),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ninety_days_of_a_channel_of_100k_members_is_at_most_three_statements() {
    let (ctx, _db) = test_context().await;
    let admin = super::staff(&ctx).await;
    let op = super::operator(&ctx, "大渠道运营").await;
    let id = super::channel(&ctx, &admin, "big", op.member_id).await;
    let backend = ctx.db.get_database_backend();

    // 100k members copied from the operator's row (unique columns empty),
    // each with its invite through the channel, in chunks.
    let cols: Vec<String> = entities::member::Column::iter()
        .filter(|c| !matches!(c, entities::member::Column::Id))
        .map(|c| c.as_str().to_owned())
        .collect();
    let picked: Vec<String> = cols
        .iter()
        .map(|c| match c.as_str() {
            "nick_name" => "'member ' || n".to_owned(),
            "phone" | "wechat_open_id" | "wechat_union_id" => "NULL".to_owned(),
            "is_distributor" => "false".to_owned(),
            other => format!("t.{other}"),
        })
        .collect();
    let template = op.member_id;
    for from in (0..MEMBERS).step_by(CHUNK as usize) {
        let sql = over_numbers(
            backend,
            from,
            from + CHUNK - 1,
            &format!(
                "INSERT INTO member ({}) SELECT {}",
                cols.join(", "),
                picked.join(", ")
            ),
            &format!("JOIN member t ON t.id = {template}"),
        );
        ctx.db.execute_unprepared(&sql).await.unwrap();
    }
    // Ids follow the template's (the last member made so far).
    let first_new = template + 1;
    let now = domain::kernel::clock::now();
    let values: Vec<sea_orm::Value> = vec![now.into()];
    let bind = if backend == DbBackend::Postgres {
        "$1"
    } else {
        "?"
    };
    for from in (0..MEMBERS).step_by(CHUNK as usize) {
        let (lo, hi) = (first_new + from, first_new + from + CHUNK);
        let sql = format!(
            "INSERT INTO invite (inviter_id, invitee_id, points, channel, created_at) \
             SELECT {template}, id, 0, 'big', {bind} FROM member WHERE id >= {lo} AND id < {hi}"
        );
        ctx.db
            .execute(Statement::from_sql_and_values(backend, sql, values.clone()))
            .await
            .unwrap();
    }
    // 90 days of roll-up rows (registrations adding up to the members).
    let today = domain::kernel::clock::shanghai_day(now);
    let start = today - chrono::Duration::days(89);
    let sql = over_numbers(
        backend,
        0,
        89,
        "INSERT INTO channel_daily (channel, day, registrations, active, check_ins, invites, \
         points_issued, points_spent, earnings_fen, updated_at) \
         SELECT 'big', DAY, 1111, 500, 300, 20, 4000, 1000, 200, NOW",
        "",
    );
    let day_expr = match backend {
        DbBackend::Postgres => format!("(DATE '{start}' + n)"),
        _ => format!("date('{start}', '+' || n || ' days')"),
    };
    let sql = sql
        .replace("DAY,", &format!("{day_expr},"))
        .replace("NOW", bind);
    ctx.db
        .execute(Statement::from_sql_and_values(backend, sql, values.clone()))
        .await
        .unwrap();
    if backend == DbBackend::Postgres {
        ctx.db.execute_unprepared("ANALYZE").await.unwrap();
    }

    let (counted, statements) = counting_statements(&ctx);
    statements.store(0, Ordering::SeqCst);
    let (channel, days) = detail::days(&counted, &op, id, start, today).await.unwrap();
    let used = statements.load(Ordering::SeqCst);
    assert!(used <= 3, "the detail took {used} statements");
    assert_eq!(channel.channel, "big");
    assert_eq!(days.len(), 90);
    assert_eq!(days.iter().map(|d| d.registrations).sum::<i64>(), 99_990);
    assert!(days
        .iter()
        .all(|d| d.active == 500 && d.earnings_fen == 200));
    let chart = detail::chart(&channel.title, &days);
    assert_eq!(chart.categories.len(), 90);
    assert_eq!(chart.categories[0], start.to_string());
    assert_eq!(chart.series.len(), 7);
    // The members are there: the detail just never reads them.
    let n: i64 = entities::invite::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap() as i64;
    assert_eq!(n, MEMBERS);
}
