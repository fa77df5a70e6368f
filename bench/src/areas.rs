//! The areas of issue 37's second round: W16 (a quiz board page with the
//! caller's place), W17 (community search for 双色, on PostgreSQL here and
//! on SQLite beside W8) and W20 (a channel's 90 days). Each is measured on
//! the server `bench run` started; their statements per request are
//! counted with the others (`statements`), and W16/W17's are asserted
//! (`limits`).
//!
//! A p99 target is measured as W2's: paced at half the rate wrk reached,
//! so it is the latency a request meets, not the queue of a saturated
//! server.

use anyhow::Context;
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde_json::{json, Value};

use crate::core_jobs::Tokens;
use crate::http_load::{paced_p99, Job, Outcome, Wrk};
use crate::report::Report;
use crate::run::step;
use crate::scale::Scale;
use crate::{seed, seed_channel, seed_quiz};

/// The word W17 searches for: two characters, a dictionary sub-word of
/// 双色球 (a tenth of the seeded posts name it: `seed::game_of`).
pub const WORD: &str = "双色";

const BOARD: &str = "{ quizBoard(first: 20) { period mine { place row { place record { settled red hitRate } member { nickname } } } edges { cursor node { place record { settled red hitRate } member { nickname } } } pageInfo { hasNextPage endCursor } } }";

const SEARCH: &str = "query Search($q: String!) { search(query: $q, type: POSTS, first: 20) { posts { id body likeCount commentCount author { nickname avatar } } } }";

/// The operator's channel page's document (`ChannelInfoPage` in the web
/// client): the chart and the days of the same range.
const CHANNEL_DAYS: &str = "query ChannelInfoPage($id: ID!, $from: Date!, $to: Date!) { channel(id: $id) { id name title partnered chart(from: $from, to: $to) { name categories series { name data } } days(from: $from, to: $to) { day registrations active checkIns invites pointsIssued pointsSpent earnings { fen yuan } } } }";

/// What the run gives the areas.
pub struct AreaRun<'a> {
    pub scale: &'a Scale,
    pub wrk: &'a Wrk,
    pub pg_url: &'a str,
    /// The server on PostgreSQL.
    pub base: &'a str,
    pub tokens: &'a Tokens,
    /// The member the W2-style reads are signed in as.
    pub viewer: &'a str,
    /// W2, W16's denominator.
    pub w2: &'a Outcome,
}

/// The areas' jobs, for the statement count.
pub struct Areas {
    pub w16: Job,
    pub w17: Job,
    pub w20: Job,
}

impl Areas {
    /// The groups `statements::count` takes, in [`Areas::statements`]' order.
    pub fn groups(&self) -> [Vec<&Job>; 3] {
        [vec![&self.w16], vec![&self.w17], vec![&self.w20]]
    }

    /// Reports the counted figures (in [`Areas::groups`]' order) and
    /// answers them by workload, for the limits.
    pub fn statements(report: &mut Report, counted: &[f64]) -> Vec<(&'static str, f64)> {
        let rows = [
            ("W16", "SQL statements per quiz board page + my place", 2.0),
            ("W17", "SQL statements per search (PostgreSQL)", 2.0),
            ("W20", "SQL statements per channel 90-day detail", 3.0),
        ];
        rows.iter()
            .zip(counted)
            .map(|((id, what, max), n)| {
                report.at_most(id, what, format!("{n:.2}"), crate::limits::whole(*n), *max);
                (*id, *n)
            })
            .collect()
    }
}

/// W16, W17 (PostgreSQL) and W20 against the server on PostgreSQL.
pub async fn run(ctx: &AreaRun<'_>, report: &mut Report) -> anyhow::Result<Areas> {
    let AreaRun {
        scale,
        wrk,
        pg_url,
        base,
        tokens,
        viewer,
        w2,
    } = *ctx;
    let (c, d) = (scale.connections, scale.duration);

    // --- W16 ----------------------------------------------------------------
    step("W16: a quiz board page (this week, by hit rate) with the caller's place");
    let db = domain::kernel::db::connect(pg_url).await?;
    if seed_quiz::refresh(&db, scale).await? {
        println!("  quiz picks seeded into this week's board");
    }
    let caller = seed_quiz::caller(scale);
    let w16 = Job::graphql(base, BOARD, json!({}), "\"mine\":{\"place\":")
        .with_token(&tokens.access(caller)?);
    let place = first_answer(&w16).await?["data"]["quizBoard"]["mine"]["place"].clone();
    let o = wrk.run(&w16, c, d).await.context("W16")?;
    report.info(
        "W16",
        &format!(
            "board of {} pickers, page 1 + my place ({place})",
            seed_quiz::pickers(scale)
        ),
        rps(&o),
        o.rps,
    );
    let r = o.rps / w2.rps;
    report.at_least(
        "W16",
        "quiz board page / W2",
        format!("{r:.2} ({:.0}/{:.0})", o.rps, w2.rps),
        r,
        0.5,
    );

    // --- W17 on PostgreSQL --------------------------------------------------
    step(&format!("W17: search posts for {WORD} (PostgreSQL)"));
    let w17 = search_job(base, viewer);
    explained(report, &db, "PostgreSQL").await?;
    paced(report, wrk, &w17, scale, "W17", "search on PostgreSQL").await?;

    // --- W20 ----------------------------------------------------------------
    step("W20: a channel's 90 days (chart and days), read by its operator");
    let (from, to) = seed_channel::days(seed::base_time());
    let w20 = Job::graphql(
        base,
        CHANNEL_DAYS,
        json!({
            "id": api::ids::global(api::ids::NodeKind::Channel, seed_channel::CHANNEL_ID).to_string(),
            "from": from.to_string(),
            "to": to.to_string(),
        }),
        "\"registrations\"",
    )
    .with_token(&tokens.access(seed_channel::operator(scale))?);
    let days = first_answer(&w20).await?["data"]["channel"]["days"]
        .as_array()
        .map(Vec::len)
        .unwrap_or(0);
    if days as i64 != seed_channel::DAYS {
        anyhow::bail!("W20: {days} days in the channel's detail");
    }
    paced(
        report,
        wrk,
        &w20,
        scale,
        "W20",
        &format!(
            "90 days of a channel of {} members",
            seed_channel::invitees(scale)
        ),
    )
    .await?;
    Ok(Areas { w16, w17, w20 })
}

/// W17 on the SQLite server (started for W8): the plan and the latency.
pub async fn w17_sqlite(
    report: &mut Report,
    wrk: &Wrk,
    scale: &Scale,
    sqlite_url: &str,
    base: &str,
    viewer: &str,
) -> anyhow::Result<()> {
    step(&format!("W17: search posts for {WORD} (SQLite)"));
    let db = domain::kernel::db::connect(sqlite_url).await?;
    explained(report, &db, "SQLite").await?;
    paced(
        report,
        wrk,
        &search_job(base, viewer),
        scale,
        "W17",
        "search on SQLite",
    )
    .await
}

fn search_job(base: &str, viewer: &str) -> Job {
    Job::graphql(base, SEARCH, json!({"q": WORD}), WORD).with_token(viewer)
}

fn rps(o: &Outcome) -> String {
    format!("{:.0} req/s", o.rps)
}

/// Flat out (the rate, reported), then paced at half of it: the p99,
/// at most 20 ms.
async fn paced(
    report: &mut Report,
    wrk: &Wrk,
    job: &Job,
    scale: &Scale,
    id: &str,
    what: &str,
) -> anyhow::Result<()> {
    let o = wrk
        .run(job, scale.connections, scale.duration)
        .await
        .with_context(|| format!("{id} {what}"))?;
    report.info(id, what, rps(&o), o.rps);
    let p99 = paced_p99(job, o.rps / 2.0, scale.duration)
        .await
        .with_context(|| format!("{id} {what} paced"))?;
    report.at_most(
        id,
        &format!("{what}: p99 at half load ({:.0} req/s), ms", o.rps / 2.0),
        format!("{p99:.2} ms"),
        p99,
        20.0,
    );
    Ok(())
}

/// One answer to `job`, checked as wrk checks it.
async fn first_answer(job: &Job) -> anyhow::Result<Value> {
    let mut req = reqwest::Client::new()
        .post(&job.url)
        .header("content-type", "application/json")
        .body(job.body.clone());
    if let Some(a) = &job.auth {
        req = req.header("authorization", a);
    }
    let text = req.send().await?.text().await?;
    if text.contains(&job.forbid) || !text.contains(&job.expect) {
        anyhow::bail!("unexpected answer: {text:.300}");
    }
    Ok(serde_json::from_str(&text)?)
}

/// A word in one seeded post only (its number; `seed`'s post bodies), for
/// the plan of a rare word beside W17's common one.
const RARE: &str = "第12345条";

/// Reports the plans of the ranking the server's search runs when it is
/// not kept (`search::find_statement`, the best `MAX_LIMIT` posts; the
/// posts of those ids are read by primary key after it) for a common word ([`WORD`], in a tenth of the posts) and a rare
/// one ([`RARE`]), and prints them. A rare word must read the full-text
/// index; a common one must read no table whole (on PostgreSQL it may walk
/// the documents' `(kind, ref_id)` index newest first and stop at the
/// ranked window, which for a word in every tenth post is cheaper than
/// fetching its 20k index hits).
async fn explained(
    report: &mut Report,
    db: &sea_orm::DatabaseConnection,
    name: &str,
) -> anyhow::Result<()> {
    for (word, which) in [(WORD, "common"), (RARE, "rare")] {
        let (plan, full_text, whole_table) = plan_of(db, word).await?;
        println!("  plan ({name}, {which} word {word}): {plan:.900}");
        let (what, ok) = match which {
            "rare" => ("uses the full-text index", full_text),
            _ => ("reads an index, no table whole", !whole_table),
        };
        report.at_least(
            "W17",
            &format!("the search's plan for a {which} word {what} ({name})"),
            if ok { "yes" } else { "no" }.to_owned(),
            f64::from(u8::from(ok)),
            1.0,
        );
    }
    Ok(())
}

/// The plan of the search for `word` as text, whether it reads the
/// full-text index, and whether it scans `search_doc` or `post` whole.
async fn plan_of(
    db: &sea_orm::DatabaseConnection,
    word: &str,
) -> anyhow::Result<(String, bool, bool)> {
    let backend = db.get_database_backend();
    let tokens = domain::search::query_tokens(word);
    // The ranking is the same for everyone (the caller's likes and blocks
    // are applied to the posts read by id after it).
    let stmt = domain::search::find_statement(
        backend,
        domain::search::DocKind::Post,
        &tokens,
        domain::search::MAX_LIMIT,
    );
    let values = stmt.values.clone().map(|v| v.0).unwrap_or_default();
    Ok(match backend {
        DbBackend::Postgres => {
            let explain = Statement::from_sql_and_values(
                backend,
                format!("EXPLAIN (FORMAT JSON) {}", stmt.sql),
                values,
            );
            let row = db
                .query_one(explain)
                .await?
                .context("EXPLAIN answered nothing")?;
            let plan: Value = row.try_get("", "QUERY PLAN")?;
            let mut indexes = vec![];
            index_names(&plan, &mut indexes);
            let mut nodes = vec![];
            node_names(&plan, &mut nodes);
            let full_text = indexes.iter().any(|i| i == "ix_search_doc_tsv");
            let whole = nodes
                .iter()
                .any(|n| n == "Seq Scan on search_doc" || n == "Seq Scan on post");
            (nodes.join(" > "), full_text, whole)
        }
        _ => {
            let explain = Statement::from_sql_and_values(
                backend,
                format!("EXPLAIN QUERY PLAN {}", stmt.sql),
                values,
            );
            let mut lines = vec![];
            for r in db.query_all(explain).await? {
                lines.push(r.try_get::<String>("", "detail")?);
            }
            let full_text = lines
                .iter()
                .any(|l| l.contains("search_fts VIRTUAL TABLE INDEX"));
            let whole = lines
                .iter()
                .any(|l| l == "SCAN search_doc" || l == "SCAN post");
            (lines.join("; "), full_text, whole)
        }
    })
}

/// Every node of a PostgreSQL JSON plan as `Node Type on relation` (or
/// `using index`), outermost first.
fn node_names(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(t)) = m.get("Node Type") {
                let on = match (m.get("Relation Name"), m.get("Index Name")) {
                    (_, Some(Value::String(i))) => format!(" using {i}"),
                    (Some(Value::String(r)), _) => format!(" on {r}"),
                    _ => String::new(),
                };
                out.push(format!("{t}{on}"));
            }
            for x in m.values() {
                node_names(x, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| node_names(x, out)),
        _ => {}
    }
}

/// Every `"Index Name"` in a PostgreSQL JSON plan.
fn index_names(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("Index Name", Value::String(s)) => out.push(s.clone()),
                    _ => index_names(x, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| index_names(x, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_names_are_found_at_any_depth() {
        let plan = json!([{"Plan": {"Node Type": "Limit", "Plans": [
            {"Node Type": "Sort", "Plans": [{"Node Type": "Bitmap Heap Scan", "Plans": [
                {"Node Type": "Bitmap Index Scan", "Index Name": "ix_search_doc_tsv"}]}]}]}}]);
        let mut out = vec![];
        index_names(&plan, &mut out);
        assert_eq!(out, ["ix_search_doc_tsv"]);
    }

    #[test]
    fn the_word_is_one_token_found_in_the_seeded_posts() {
        assert_eq!(domain::search::query_tokens(WORD), [WORD]);
        let body = "第7条动态：今晚 #双色球# 开奖";
        assert!(domain::search::tokens(body).iter().any(|t| t == WORD));
        let other = "第8条动态：今晚 #大乐透# 开奖";
        assert!(!domain::search::tokens(other).iter().any(|t| t == WORD));
    }
}
