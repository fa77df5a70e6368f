//! The deterministic dataset of performance.md: members, a power-law follow
//! graph with three celebrities, a points ledger and targeted messages, with
//! every counter (fans, follows, points, unread) equal to what the rows say.
//!
//! The same scale gives the same rows on SQLite and PostgreSQL (no random
//! source but the fixed layout below), so the two backends serve the same
//! data. Rows go in as multi-row `INSERT`s of [`BATCH`] rows inside large
//! transactions: one statement per batch instead of one per row.

use std::time::Duration;

use anyhow::Context;
use chrono::{DateTime, TimeDelta, Utc};
use indicatif::{ProgressBar, ProgressStyle};
use sea_orm::{
    ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement, TransactionTrait, Value,
};

use crate::scale::Scale;

/// Rows per `INSERT` statement.
const BATCH: usize = 500;
/// Rows per transaction.
const TXN_ROWS: usize = 50_000;
/// The staff member who sends broadcasts in the socket workloads.
pub const STAFF_ID: i64 = 1;
/// The members with more fans than anyone (over 100k at full scale).
pub const CELEBRITIES: [i64; 3] = [2, 3, 4];
/// An ordinary member for the W2/W3 reads: a few dozen fans.
pub fn ordinary_member(scale: &Scale) -> i64 {
    scale.members / 2
}
/// A marker row saying which scale the database holds.
const MARKER: &str = "bench_seed";
/// Bumped when the layout below changes, so an old dataset is not reused.
pub const LAYOUT: i64 = 6;

/// Fans of member `rank` (1-based, by id): the celebrities get
/// `celebrity_fans`, the rest a Zipf share of the remaining follows.
pub fn fans_of(scale: &Scale, id: i64) -> i64 {
    if CELEBRITIES.contains(&id) {
        return scale.celebrity_fans;
    }
    if id == STAFF_ID {
        return 0;
    }
    // Zipf (exponent 1) over ranks 1.. of the ordinary members.
    let rank = (id - CELEBRITIES.len() as i64 - 1).max(1) as f64;
    let share = scale.zipf_scale / rank;
    (share as i64).clamp(1, scale.members - 2)
}

/// The `j`th fan of member `id` (0-based), distinct for distinct `j` and
/// never `id` itself: a run of consecutive ids starting at an offset that
/// depends on `id`.
fn fan(scale: &Scale, id: i64, j: i64, fans: i64) -> i64 {
    let n = scale.members;
    let room = n - fans; // offsets 1..=room keep the run clear of `id`
    let start = 1 + (id.wrapping_mul(7919) % room.max(1));
    ((id - 1 + start + j) % n) + 1
}

/// Whether `db` already holds this scale's dataset.
pub async fn is_seeded(db: &DatabaseConnection, scale: &Scale) -> bool {
    let sql = format!("SELECT scale, layout FROM {MARKER}");
    let Ok(rows) = db
        .query_all(Statement::from_string(db.get_database_backend(), sql))
        .await
    else {
        return false;
    };
    rows.first().is_some_and(|r| {
        r.try_get::<String>("", "scale").ok().as_deref() == Some(scale.name)
            && r.try_get::<i64>("", "layout").ok() == Some(LAYOUT)
    })
}

/// Fills a freshly migrated, empty database.
pub async fn seed(db: &DatabaseConnection, scale: &Scale) -> anyhow::Result<()> {
    let backend = db.get_database_backend();
    if backend == DatabaseBackend::Sqlite {
        // A throwaway dataset: durability is not needed while loading.
        db.execute_unprepared("PRAGMA synchronous = OFF").await?;
    }
    let now = base_time();
    members(db, scale, now).await.context("members")?;
    follows(db, scale, now).await.context("follows")?;
    ledger(db, scale, now).await.context("points ledger")?;
    messages(db, scale, now).await.context("messages")?;
    posts(db, scale, now).await.context("posts")?;
    // W16, W17 and W20's parts, timed on their own (BENCHMARKS.md).
    let areas = std::time::Instant::now();
    crate::seed_search::posts(db)
        .await
        .context("search documents")?;
    crate::seed_quiz::seed(db, scale).await.context("quiz")?;
    crate::seed_channel::seed(db, scale, now)
        .await
        .context("channel")?;
    println!(
        "  search documents, quiz week and channel: {:.1} s",
        areas.elapsed().as_secs_f64()
    );
    db.execute_unprepared("ANALYZE").await?;
    db.execute_unprepared(&format!(
        "CREATE TABLE {MARKER} (scale VARCHAR(16) NOT NULL, layout BIGINT NOT NULL)"
    ))
    .await?;
    db.execute(Statement::from_sql_and_values(
        backend,
        format!(
            "INSERT INTO {MARKER} (scale, layout) VALUES ({}, {})",
            ph(backend, 1),
            ph(backend, 2)
        ),
        [Value::from(scale.name), Value::from(LAYOUT)],
    ))
    .await?;
    Ok(())
}

/// A fixed instant, so two seedings write the same rows.
pub(crate) fn base_time() -> DateTime<Utc> {
    DateTime::from_timestamp(1_793_000_000, 0).unwrap_or_default()
}

pub(crate) fn ph(backend: DatabaseBackend, n: usize) -> String {
    match backend {
        DatabaseBackend::Postgres => format!("${n}"),
        _ => "?".to_owned(),
    }
}

fn bar(label: &str, total: u64) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template(
            "  {msg:<10} [{bar:30}] {human_pos}/{human_len} rows {per_sec} eta {eta}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> "),
    );
    bar.set_message(label.to_owned());
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}

/// Writes `rows` (each with the same columns) into `table` in batches.
pub(crate) struct Loader<'a> {
    db: &'a DatabaseConnection,
    table: &'static str,
    columns: &'static [&'static str],
    pending: Vec<Vec<Value>>,
    txn: Option<sea_orm::DatabaseTransaction>,
    in_txn: usize,
    bar: ProgressBar,
}

impl<'a> Loader<'a> {
    pub(crate) fn new(
        db: &'a DatabaseConnection,
        table: &'static str,
        columns: &'static [&'static str],
        total: u64,
    ) -> Self {
        Self {
            db,
            table,
            columns,
            pending: Vec::with_capacity(BATCH),
            txn: None,
            in_txn: 0,
            bar: bar(table, total),
        }
    }

    pub(crate) async fn push(&mut self, row: Vec<Value>) -> anyhow::Result<()> {
        self.pending.push(row);
        if self.pending.len() == BATCH {
            self.flush().await?;
        }
        Ok(())
    }

    async fn flush(&mut self) -> anyhow::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        if self.txn.is_none() {
            // The seeder writes alone into its own database: no lock to queue for.
            #[allow(clippy::disallowed_methods)]
            let txn = self.db.begin().await?;
            self.txn = Some(txn);
        }
        let backend = self.db.get_database_backend();
        let width = self.columns.len();
        let mut sql = format!(
            "INSERT INTO {} ({}) VALUES ",
            self.table,
            self.columns.join(", ")
        );
        let mut values = Vec::with_capacity(self.pending.len() * width);
        for (i, row) in self.pending.drain(..).enumerate() {
            if i > 0 {
                sql.push(',');
            }
            sql.push('(');
            for c in 0..width {
                if c > 0 {
                    sql.push(',');
                }
                sql.push_str(&ph(backend, values.len() + c + 1));
            }
            sql.push(')');
            values.extend(row);
        }
        let n = values.len() / width;
        if let Some(txn) = &self.txn {
            txn.execute(Statement::from_sql_and_values(backend, sql, values))
                .await?;
        }
        self.in_txn += n;
        self.bar.inc(n as u64);
        if self.in_txn >= TXN_ROWS {
            self.commit().await?;
        }
        Ok(())
    }

    async fn commit(&mut self) -> anyhow::Result<()> {
        if let Some(txn) = self.txn.take() {
            // Seed rows, nothing to announce: no server runs on this
            // database yet.
            #[allow(clippy::disallowed_methods)]
            txn.commit().await?;
        }
        self.in_txn = 0;
        Ok(())
    }

    pub(crate) async fn finish(mut self) -> anyhow::Result<()> {
        self.flush().await?;
        self.commit().await?;
        self.bar.finish();
        Ok(())
    }
}

/// How many members member `id` follows: the number of runs it falls in.
/// Computed once for all members (it is the transpose of [`fan`]).
fn following_counts(scale: &Scale) -> Vec<i64> {
    let n = scale.members as usize;
    // A difference array over ids: each run adds 1 to a (wrapping) range.
    let mut diff = vec![0i64; n + 1];
    for id in 1..=scale.members {
        let fans = fans_of(scale, id);
        if fans == 0 {
            continue;
        }
        let first = (fan(scale, id, 0, fans) - 1) as usize;
        let end = first + fans as usize; // exclusive, may wrap past n
        if end <= n {
            diff[first] += 1;
            diff[end] -= 1;
        } else {
            diff[first] += 1;
            diff[n] -= 1;
            diff[0] += 1;
            diff[end - n] -= 1;
        }
    }
    let mut out = Vec::with_capacity(n);
    let mut run = 0;
    for d in diff.iter().take(n) {
        run += d;
        out.push(run);
    }
    out
}

/// How many members W15's reader follows (performance.md: 2000), or half
/// the members at the smaller scales.
fn reader_follows(scale: &Scale) -> i64 {
    2000.min(scale.members / 2)
}

/// W15's reader: an ordinary member, and how many members they follow
/// ([`reader_follows`]: their run follows and enough more).
pub fn feed_reader(scale: &Scale) -> (i64, i64) {
    (scale.members / 3, reader_follows(scale))
}

/// The members W15's reader follows beyond those whose run of fans holds
/// them: the lowest ordinary ids they don't follow yet, up to
/// [`reader_follows`] in all. Each of these has one fan more than
/// [`fans_of`] says (`members` and `follows` add it).
fn reader_extras(scale: &Scale) -> Vec<i64> {
    let (reader, want) = feed_reader(scale);
    let runs = followees_of(scale, reader);
    let first = CELEBRITIES.iter().max().map_or(2, |c| c + 1);
    (first..=scale.members)
        .filter(|id| *id != reader && !runs.contains(id))
        .take((want - runs.len() as i64).max(0) as usize)
        .collect()
}

/// Everyone W15's reader follows: their runs and the extras.
fn reader_followees(scale: &Scale) -> Vec<i64> {
    let mut all = followees_of(scale, feed_reader(scale).0);
    all.extend(reader_extras(scale));
    all
}

/// The members `reader` follows through the runs: those whose run of fans
/// holds `reader`.
fn followees_of(scale: &Scale, reader: i64) -> Vec<i64> {
    let n = scale.members;
    (1..=n)
        .filter(|&id| {
            let fans = fans_of(scale, id);
            // `fan(scale, id, j, fans)` for j in 0..fans is a run of ids
            // starting at `fan(.., 0, ..)`, wrapping past `n`.
            fans > 0 && (reader - fan(scale, id, 0, fans)).rem_euclid(n) < fans
        })
        .collect()
}

/// The author of post `k`: every tenth post by someone W15's reader
/// follows (so their following feed is deep enough to have a page 50 even
/// at the small scale: about 2,000 posts there), the rest spread over every
/// member.
fn author_of(scale: &Scale, feed_authors: &[i64], k: i64) -> i64 {
    match feed_authors.len() as i64 {
        len if len > 0 && k % 10 == 0 => feed_authors[((k / 10) % len) as usize],
        _ => (k * 7919) % scale.members + 1,
    }
}

/// The lottery post `k` talks about: one in ten 双色球, so W17's search
/// for 双色 matches a tenth of the posts (20k at full scale), as a word of
/// a real community would, rather than every post.
fn game_of(k: i64) -> &'static str {
    const GAMES: [&str; 10] = [
        "双色球",
        "大乐透",
        "福彩3D",
        "七乐彩",
        "排列三",
        "排列五",
        "七星彩",
        "快乐8",
        "竞彩足球",
        "竞彩篮球",
    ];
    GAMES[k.rem_euclid(10) as usize]
}

/// Ledger rows of member `id`.
fn ledger_rows(scale: &Scale, id: i64) -> i64 {
    let base = scale.ledger / scale.members;
    base + i64::from(id <= scale.ledger % scale.members)
}

/// Message rows of member `id` (one receipt each).
fn message_rows(scale: &Scale, id: i64) -> i64 {
    let base = scale.messages / scale.members;
    base + i64::from(id <= scale.messages % scale.members)
}

/// Points of ledger row `k` of member `id`: 1 to 10.
fn points_of(id: i64, k: i64) -> i64 {
    1 + (id * 31 + k * 17) % 10
}

/// Every fourth message is unread.
fn is_unread(k: i64) -> bool {
    k % 4 == 0
}

async fn members(db: &DatabaseConnection, scale: &Scale, now: DateTime<Utc>) -> anyhow::Result<()> {
    const COLUMNS: &[&str] = &[
        "id",
        "nick_name",
        "gender",
        "city",
        "province",
        "avatar",
        "phone",
        "is_office",
        "is_professor",
        "charge_cities",
        "permissions",
        "focus_count",
        "fans_count",
        "points",
        "unread_message_count",
        "created_at",
        "updated_at",
    ];
    let mut following = following_counts(scale);
    let extras = reader_extras(scale);
    let (reader, _) = feed_reader(scale);
    following[(reader - 1) as usize] += extras.len() as i64;
    let mut loader = Loader::new(db, "member", COLUMNS, scale.members as u64);
    let staff = domain::kernel::permission::Permission::to_json(
        &domain::kernel::permission::Permission::ALL,
    );
    let none = serde_json::json!([]);
    for id in 1..=scale.members {
        let points: i64 = (0..ledger_rows(scale, id)).map(|k| points_of(id, k)).sum();
        let unread = (0..message_rows(scale, id))
            .filter(|k| is_unread(*k))
            .count() as i64;
        let created = now - TimeDelta::seconds(scale.members - id);
        let is_staff = id == STAFF_ID;
        loader
            .push(vec![
                Value::from(id),
                Value::from(format!("会员{id}")),
                Value::from(if id % 2 == 0 { "男" } else { "女" }),
                Value::from("杭州"),
                Value::from("浙江"),
                Value::from(format!("https://img.example.cn/a/{}.png", id % 97)),
                Value::from(format!("139{:08}", id)),
                Value::from(is_staff),
                Value::from(CELEBRITIES.contains(&id)),
                Value::from(none.clone()),
                Value::from(if is_staff {
                    staff.clone()
                } else {
                    none.clone()
                }),
                Value::from(following[(id - 1) as usize]),
                Value::from(fans_of(scale, id) + i64::from(extras.binary_search(&id).is_ok())),
                Value::from(points),
                Value::from(unread),
                Value::from(created),
                Value::from(created),
            ])
            .await?;
    }
    loader.finish().await
}

async fn follows(db: &DatabaseConnection, scale: &Scale, now: DateTime<Utc>) -> anyhow::Result<()> {
    let total: i64 = (1..=scale.members)
        .map(|id| fans_of(scale, id))
        .sum::<i64>()
        + reader_extras(scale).len() as i64;
    let mut loader = Loader::new(
        db,
        "follow",
        &["member_id", "focus_member_id", "created_at"],
        total as u64,
    );
    for id in 1..=scale.members {
        let fans = fans_of(scale, id);
        for j in 0..fans {
            loader
                .push(vec![
                    Value::from(fan(scale, id, j, fans)),
                    Value::from(id),
                    Value::from(now - TimeDelta::seconds(fans - j)),
                ])
                .await?;
        }
    }
    let (reader, _) = feed_reader(scale);
    for (k, id) in reader_extras(scale).into_iter().enumerate() {
        loader
            .push(vec![
                Value::from(reader),
                Value::from(id),
                Value::from(now - TimeDelta::seconds(k as i64 + 1)),
            ])
            .await?;
    }
    loader.finish().await
}

async fn ledger(db: &DatabaseConnection, scale: &Scale, now: DateTime<Utc>) -> anyhow::Result<()> {
    let mut loader = Loader::new(
        db,
        "points_ledger",
        &[
            "member_id",
            "points",
            "points_type",
            "reason",
            "description",
            "balance_after",
            "created_at",
        ],
        scale.ledger as u64,
    );
    // Interleaved by time like real traffic: row k of every member, then
    // row k + 1, so a member's rows are spread over the table.
    let most = ledger_rows(scale, 1);
    let mut balance = vec![0i64; scale.members as usize];
    for k in 0..most {
        for id in 1..=scale.members {
            if k >= ledger_rows(scale, id) {
                continue;
            }
            let p = points_of(id, k);
            let b = &mut balance[(id - 1) as usize];
            *b += p;
            loader
                .push(vec![
                    Value::from(id),
                    Value::from(p),
                    Value::from(0i16),
                    Value::from("CHECK_IN"),
                    Value::from("签到"),
                    Value::from(*b),
                    Value::from(now - TimeDelta::seconds(most - k)),
                ])
                .await?;
        }
    }
    loader.finish().await
}

/// Community posts, the newest last; then each member's post counter from
/// its rows.
async fn posts(db: &DatabaseConnection, scale: &Scale, now: DateTime<Utc>) -> anyhow::Result<()> {
    let mut loader = Loader::new(
        db,
        "post",
        &[
            "member_id",
            "body",
            "images",
            "attachment",
            "ip_region",
            "state",
            "is_system",
            "pinned",
            "like_count",
            "comment_count",
            "report_count",
            "hot_score",
            "created_at",
            "updated_at",
        ],
        scale.posts as u64,
    );
    let feed_authors = reader_followees(scale);
    for k in 0..scale.posts {
        let at = now - TimeDelta::seconds(scale.posts - k);
        loader
            .push(vec![
                Value::from(author_of(scale, &feed_authors, k)),
                Value::from(format!("第{k}条动态：今晚 #{}# 开奖", game_of(k))),
                Value::from("[]"),
                Value::from(""),
                Value::from("浙江"),
                Value::from("VISIBLE"),
                Value::from(false),
                Value::from(false),
                Value::from(0i64),
                Value::from(0i64),
                Value::from(0i64),
                Value::from(rules::community::hot_score(0, 0, scale.posts - k)),
                Value::from(at),
                Value::from(at),
            ])
            .await?;
    }
    loader.finish().await?;
    db.execute_unprepared(
        "UPDATE member SET dynamic_count = (SELECT COUNT(*) FROM post WHERE post.member_id = member.id)",
    )
    .await?;
    Ok(())
}

async fn messages(
    db: &DatabaseConnection,
    scale: &Scale,
    now: DateTime<Utc>,
) -> anyhow::Result<()> {
    let mut msgs = Loader::new(
        db,
        "message",
        &[
            "id",
            "message_type",
            "audience",
            "title",
            "content",
            "payload",
            "status",
            "sent_at",
            "created_at",
        ],
        scale.messages as u64,
    );
    let most = message_rows(scale, 1);
    let empty = serde_json::json!({});
    let at = |k: i64| now - TimeDelta::seconds(most - k);
    // Messages first, then their receipts (the receipts reference them):
    // the same walk twice, so message ids match.
    let mut next_id = 1i64;
    for k in 0..most {
        for id in 1..=scale.members {
            if k >= message_rows(scale, id) {
                continue;
            }
            msgs.push(vec![
                Value::from(next_id),
                Value::from(0i16),
                Value::from(0i16),
                Value::from("开奖提醒"),
                Value::from(format!("第{k}条消息：双色球今晚开奖")),
                Value::from(empty.clone()),
                Value::from("SENT"),
                Value::from(at(k)),
                Value::from(at(k)),
            ])
            .await?;
            next_id += 1;
        }
    }
    msgs.finish().await?;
    let mut receipts = Loader::new(
        db,
        "message_receipt",
        &["member_id", "message_id", "read_at", "created_at"],
        scale.messages as u64,
    );
    let mut next_id = 1i64;
    for k in 0..most {
        for id in 1..=scale.members {
            if k >= message_rows(scale, id) {
                continue;
            }
            let read_at: Option<DateTime<Utc>> = (!is_unread(k)).then_some(at(k));
            receipts
                .push(vec![
                    Value::from(id),
                    Value::from(next_id),
                    Value::from(read_at),
                    Value::from(at(k)),
                ])
                .await?;
            next_id += 1;
        }
    }
    receipts.finish().await?;
    if db.get_database_backend() == DatabaseBackend::Postgres {
        // Explicit ids leave the sequence behind: new messages follow them.
        db.execute_unprepared(
            "SELECT setval(pg_get_serial_sequence('message', 'id'), (SELECT MAX(id) FROM message))",
        )
        .await?;
        db.execute_unprepared(
            "SELECT setval(pg_get_serial_sequence('member', 'id'), (SELECT MAX(id) FROM member))",
        )
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fans_are_distinct_and_never_the_member() {
        let scale = Scale::small();
        for id in [1, 2, 5, scale.members / 2, scale.members] {
            let fans = fans_of(&scale, id);
            let mut seen: Vec<i64> = (0..fans).map(|j| fan(&scale, id, j, fans)).collect();
            assert!(seen
                .iter()
                .all(|f| *f != id && *f >= 1 && *f <= scale.members));
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len() as i64, fans);
        }
    }

    #[test]
    fn following_counts_are_the_transpose_of_fans() {
        let scale = Scale::small();
        let mut expect = vec![0i64; scale.members as usize];
        for id in 1..=scale.members {
            let fans = fans_of(&scale, id);
            for j in 0..fans {
                expect[(fan(&scale, id, j, fans) - 1) as usize] += 1;
            }
        }
        assert_eq!(following_counts(&scale), expect);
    }

    #[test]
    fn the_w15_readers_feed_reaches_page_50_at_the_small_scale() {
        let scale = Scale::small();
        let (reader, follows) = feed_reader(&scale);
        let followees = reader_followees(&scale);
        assert_eq!(followees.len() as i64, follows);
        let mut distinct = followees.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), followees.len(), "a member followed twice");
        assert!(!followees.contains(&reader));
        let in_feed = (0..scale.posts)
            .filter(|&k| followees.contains(&author_of(&scale, &followees, k)))
            .count();
        assert!(in_feed > 50 * 20, "{in_feed} posts in the feed of {reader}");
    }

    #[test]
    fn the_w15_reader_follows_2000_at_the_full_scale() {
        let scale = Scale::full();
        let (reader, follows) = feed_reader(&scale);
        assert_eq!(follows, 2000);
        let followees = reader_followees(&scale);
        assert_eq!(followees.len(), 2000);
        // The extras are not among the run follows (the follow table's key).
        let runs = followees_of(&scale, reader);
        assert!(reader_extras(&scale).iter().all(|e| !runs.contains(e)));
    }

    #[test]
    fn the_spread_is_a_power_law_with_three_celebrities() {
        let scale = Scale::full();
        let total: i64 = (1..=scale.members).map(|id| fans_of(&scale, id)).sum();
        assert!((1_900_000..=2_100_000).contains(&total), "{total}");
        for c in CELEBRITIES {
            assert!(fans_of(&scale, c) > 100_000);
        }
        assert!(fans_of(&scale, 10) > 10 * fans_of(&scale, 1000));
    }
}
