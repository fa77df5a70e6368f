//! Statements per request, counted on the wire (W4 and the others): a
//! server of its own behind the counting proxy of `sqlcount`.

use std::time::{Duration, Instant};

use anyhow::{bail, Context};

use crate::http_load::Job;
use crate::procs;

/// A server of its own on `pg_url` behind a fresh counting proxy (plain
/// text on the wire, so the proxy can read it): every statement its
/// requests and its job runner send is counted.
pub async fn counted_server(
    pg_url: &str,
    secret: &str,
    work: &std::path::Path,
) -> anyhow::Result<(crate::sqlcount::StatementCounter, procs::Proc)> {
    let mut url = reqwest::Url::parse(pg_url).context("the PostgreSQL URL")?;
    let upstream = format!(
        "{}:{}",
        url.host_str().unwrap_or("127.0.0.1"),
        url.port().unwrap_or(5432)
    );
    let counter = crate::sqlcount::StatementCounter::start(upstream).await?;
    url.set_host(Some("127.0.0.1"))?;
    url.set_port(Some(counter.port))
        .map_err(|()| anyhow::anyhow!("the PostgreSQL URL cannot take a port"))?;
    url.set_query(Some("sslmode=disable"));
    let server = procs::server(
        "server (counted)",
        url.as_str(),
        secret,
        &work.join("counted"),
        &work.join("counted.log"),
    )
    .await?;
    Ok((counter, server))
}

/// The statements a counter saw per second while nothing was asked of the
/// server (its schedulers' polls), over `over`.
pub async fn idle_rate(counter: &crate::sqlcount::StatementCounter, over: Duration) -> f64 {
    let start = Instant::now();
    let before = counter.count();
    tokio::time::sleep(over).await;
    (counter.count() - before) as f64 / start.elapsed().as_secs_f64()
}

/// Waits (two minutes at most) until no durable job is due or running:
/// what an earlier workload or group left queued — every message send asks
/// for a notification job — is not what the next group's requests cost,
/// and its draining would be counted as theirs.
async fn drained(db: &sea_orm::DatabaseConnection) -> anyhow::Result<()> {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let due = Statement::from_string(
        DbBackend::Postgres,
        "SELECT count(*) AS n FROM job WHERE state = 'RUNNING' \
         OR (state = 'PENDING' AND run_at <= now())",
    );
    for _ in 0..240 {
        let n: i64 = match db.query_one(due.clone()).await? {
            Some(row) => row.try_get("", "n")?,
            None => 0,
        };
        if n == 0 {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    bail!("durable jobs were still due after two minutes: the statement counts would count them")
}

/// Statements per request of each group of jobs, counted on the wire by a
/// proxy in front of PostgreSQL (after a warm-up; the scheduler's idle rate
/// taken off).
pub async fn count(
    pg_url: &str,
    secret: &str,
    work: &std::path::Path,
    groups: &[&[&Job]],
) -> anyhow::Result<Vec<f64>> {
    let (counter, server) = counted_server(pg_url, secret, work).await?;
    let db = sea_orm::Database::connect(pg_url)
        .await
        .context("connecting to count the queued jobs")?;
    drained(&db).await?;
    let client = reqwest::Client::new();
    let send = |job: &Job| -> anyhow::Result<_> {
        let path = reqwest::Url::parse(&job.url)?.path().to_owned();
        let mut req = client
            .post(format!("{}{path}", server.base))
            .header("content-type", "application/json")
            .body(job.body.clone());
        if let Some(a) = &job.auth {
            req = req.header("authorization", a);
        }
        Ok(req.send())
    };
    // Warm up: the identity and anything else read once.
    for job in groups.iter().flat_map(|g| g.iter()) {
        send(job)?.await?.text().await?;
    }
    let idle_rate = idle_rate(&counter, Duration::from_secs(3)).await;
    let rounds = 100;
    let mut out = Vec::with_capacity(groups.len());
    for jobs in groups {
        // What the group before left queued (W13's sends) runs first.
        drained(&db).await?;
        let start = Instant::now();
        let before = counter.count();
        for _ in 0..rounds {
            for job in jobs.iter() {
                let body = send(job)?.await?.text().await?;
                if body.contains("\"errors\"") || !body.contains(&job.expect) {
                    bail!("a counted request failed: {body:.300}");
                }
            }
        }
        let counted = (counter.count() - before) as f64 - idle_rate * start.elapsed().as_secs_f64();
        // Statements are whole per request; what is left over is the
        // background's noise: two decimals hold the figure.
        let per_request = counted / (rounds * jobs.len()) as f64;
        out.push((per_request * 100.0).round().max(0.0) / 100.0);
    }
    server.stop().await;
    Ok(out)
}

/// Reports the counts of the core workloads, in `count`'s groups as
/// `run` passes them (W2, W4, W5, W6, W7, W13's send, W15), each against
/// its limit when it has one (`limits`), and answers them by workload.
pub fn report(report: &mut crate::report::Report, counted: &[f64]) -> Vec<(&'static str, f64)> {
    let rows = [
        ("W2", "SQL statements per member read"),
        ("W4", "SQL statements per fans-page request"),
        ("W5", "SQL statements per points page"),
        ("W6", "SQL statements per message page + unread"),
        ("W7", "SQL statements per legacy Member/Find"),
        ("W13", "SQL statements per message send"),
        ("W15", "SQL statements per following-feed page"),
    ];
    rows.iter()
        .zip(counted)
        .map(|((id, what), n)| {
            match crate::limits::limit(id) {
                Some(max) => {
                    report.at_most(id, what, format!("{n:.2}"), crate::limits::whole(*n), max)
                }
                None => report.info(id, what, format!("{n:.2}"), *n),
            }
            (*id, *n)
        })
        .collect()
}
