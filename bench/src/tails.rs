//! Where W2's p99 at half load goes (BENCHMARKS.md "W2's tail"): the paced
//! client times each request from when it was due; this splits that time
//! by stage with what the server and PostgreSQL say about the same
//! seconds:
//!
//! - the server's own latency histogram (`http_request_duration_seconds`
//!   of `/graphql` on its `/metrics`, read before and after): the time from
//!   the request read to the answer written, so what is left of the
//!   client's p99 above it was spent queued (the listen backlog, the
//!   runtime's run queue) or in the client;
//! - PostgreSQL meanwhile: checkpoints begun (`pg_stat_bgwriter`), the
//!   share of samples in which an autovacuum worker ran, and what its
//!   busy backends waited on (`pgwait`).

use std::future::Future;

use anyhow::Context;
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};

/// What the stages say about one paced run.
#[derive(Debug, Clone)]
pub struct Stages {
    /// Requests of `/graphql` the server answered during the run.
    pub requests: u64,
    /// The upper bound of the histogram bucket holding the server's p99, ms.
    pub server_p99_le_ms: f64,
    /// Requests the server itself took more than 5 ms over.
    pub server_over_5ms: u64,
    /// Checkpoints PostgreSQL began during the run (None: not readable).
    pub checkpoints: Option<i64>,
    /// Share of samples with an autovacuum worker running, 0..=1.
    pub autovacuum_share: f64,
    /// What the database's busy backends waited on most (`pgwait`).
    pub waits: String,
}

/// Runs `paced` and reads the stages around it.
pub async fn around<T, F, Fut>(base: &str, pg_url: &str, paced: F) -> anyhow::Result<(T, Stages)>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = anyhow::Result<T>>,
{
    let db = Database::connect(pg_url)
        .await
        .context("connecting to PostgreSQL for the tail's stages")?;
    let http_before = scrape(base).await?;
    let checkpoints_before = checkpoints(&db).await;
    let waits = crate::pgwait::Sampler::start(pg_url).await?;
    let out = paced().await;
    let waits = waits.stop().await;
    let out = out?;
    let http_after = scrape(base).await?;
    let checkpoints_after = checkpoints(&db).await;
    let graphql = |text: &str| buckets(text, "http_request_duration_seconds", "route=\"/graphql\"");
    let served = delta(&graphql(&http_after), &graphql(&http_before));
    Ok((
        out,
        Stages {
            requests: total(&served),
            server_p99_le_ms: quantile_le(&served, 0.99) * 1000.0,
            server_over_5ms: total(&served) - at_most(&served, 0.005),
            checkpoints: checkpoints_before
                .zip(checkpoints_after)
                .map(|(b, a)| a - b),
            autovacuum_share: waits.autovacuum_share,
            waits: waits.top(3),
        },
    ))
}

/// The stages' rows under W2's p99 at half load.
pub fn report(report: &mut crate::report::Report, s: &Stages) {
    report.info(
        "W2",
        "paced run, the server's own p99 (its histogram's bucket), ms",
        format!("≤ {:.1} ms", s.server_p99_le_ms),
        s.server_p99_le_ms,
    );
    report.info(
        "W2",
        "paced run, requests the server itself took over 5 ms",
        format!("{} of {}", s.server_over_5ms, s.requests),
        s.server_over_5ms as f64,
    );
    let (figure, value) = match s.checkpoints {
        Some(n) => (format!("{n} checkpoints"), n as f64),
        None => ("not readable".to_owned(), -1.0),
    };
    report.info(
        "W2",
        "paced run, PostgreSQL checkpoints begun",
        figure,
        value,
    );
    report.info(
        "W2",
        "paced run, autovacuum running (50 ms samples)",
        format!("{:.0} %", s.autovacuum_share * 100.0),
        s.autovacuum_share,
    );
    report.info(
        "W2",
        "paced run, PostgreSQL's busy backends waited on",
        s.waits.clone(),
        0.0,
    );
}

async fn scrape(base: &str) -> anyhow::Result<String> {
    Ok(reqwest::get(format!("{base}/metrics"))
        .await
        .context("the server's /metrics")?
        .text()
        .await?)
}

/// Cumulative counts by bucket bound (`le`, seconds; `+Inf` as infinity),
/// summed over every series of `metric` whose labels hold `filter`.
fn buckets(text: &str, metric: &str, filter: &str) -> Vec<(f64, u64)> {
    let prefix = format!("{metric}_bucket{{");
    let mut out: Vec<(f64, u64)> = vec![];
    for line in text.lines().filter(|l| l.starts_with(&prefix)) {
        let Some((labels, value)) = line.rsplit_once(' ') else {
            continue;
        };
        if !labels.contains(filter) {
            continue;
        }
        let Some(le) = labels
            .split("le=\"")
            .nth(1)
            .and_then(|r| r.split('"').next())
        else {
            continue;
        };
        let le = if le == "+Inf" {
            f64::INFINITY
        } else {
            le.parse().unwrap_or(f64::INFINITY)
        };
        let count = value.trim().parse::<f64>().unwrap_or(0.0) as u64;
        match out.iter_mut().find(|(b, _)| *b == le) {
            Some((_, c)) => *c += count,
            None => out.push((le, count)),
        }
    }
    out.sort_by(|a, b| a.0.total_cmp(&b.0));
    out
}

fn delta(after: &[(f64, u64)], before: &[(f64, u64)]) -> Vec<(f64, u64)> {
    after
        .iter()
        .map(|(le, c)| {
            let was = before.iter().find(|(b, _)| b == le).map_or(0, |(_, c)| *c);
            (*le, c.saturating_sub(was))
        })
        .collect()
}

fn total(b: &[(f64, u64)]) -> u64 {
    b.last().map_or(0, |(_, c)| *c)
}

/// Requests that took at most `le` seconds (`le` must be a bucket bound).
fn at_most(b: &[(f64, u64)], le: f64) -> u64 {
    b.iter()
        .find(|(bound, _)| (*bound - le).abs() < 1e-12)
        .map_or(0, |(_, c)| *c)
}

/// The smallest bucket bound holding the `q` quantile (seconds).
fn quantile_le(b: &[(f64, u64)], q: f64) -> f64 {
    let want = (total(b) as f64 * q).ceil() as u64;
    b.iter()
        .find(|(_, c)| *c >= want)
        .map_or(0.0, |(le, _)| *le)
}

async fn checkpoints(db: &DatabaseConnection) -> Option<i64> {
    let row = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            "SELECT (checkpoints_timed + checkpoints_req)::BIGINT AS n FROM pg_stat_bgwriter",
        ))
        .await
        .ok()??;
    row.try_get::<i64>("", "n").ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = r#"# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{method="POST",route="/graphql",status="200",le="0.001"} 90
http_request_duration_seconds_bucket{method="POST",route="/graphql",status="200",le="0.005"} 99
http_request_duration_seconds_bucket{method="POST",route="/graphql",status="200",le="+Inf"} 100
http_request_duration_seconds_bucket{method="GET",route="/healthz",status="200",le="0.001"} 7
http_request_duration_seconds_bucket{method="GET",route="/healthz",status="200",le="+Inf"} 7
"#;

    #[test]
    fn reads_one_routes_buckets_and_their_quantiles() {
        let b = buckets(TEXT, "http_request_duration_seconds", "route=\"/graphql\"");
        assert_eq!(b, vec![(0.001, 90), (0.005, 99), (f64::INFINITY, 100)]);
        assert_eq!(total(&b), 100);
        assert_eq!(quantile_le(&b, 0.99), 0.005);
        assert_eq!(quantile_le(&b, 0.5), 0.001);
        assert_eq!(total(&b) - at_most(&b, 0.005), 1);
        let before = vec![(0.001, 40), (0.005, 45), (f64::INFINITY, 45)];
        assert_eq!(
            delta(&b, &before),
            vec![(0.001, 50), (0.005, 54), (f64::INFINITY, 55)]
        );
    }
}
