//! HTTP workloads: wrk drives the load (closed loop, fixed connections) and
//! its Lua script checks every response (`bench/wrk/check.lua`); a paced
//! open-loop client measures latency at a fixed rate (W2 at half load),
//! where wrk can only go flat out.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};

const SCRIPT: &str = include_str!("../wrk/check.lua");

/// One request, as sent over and over.
#[derive(Debug, Clone)]
pub struct Job {
    pub url: String,
    pub method: &'static str,
    pub body: String,
    pub auth: Option<String>,
    pub status: u16,
    /// Text every good answer holds.
    pub expect: String,
    /// Text no good answer holds (a GraphQL `"errors"`).
    pub forbid: String,
}

impl Job {
    /// A GraphQL POST whose answer must hold `expect` and no errors.
    pub fn graphql(base: &str, query: &str, variables: serde_json::Value, expect: &str) -> Self {
        Self {
            url: format!("{base}/graphql"),
            method: "POST",
            body: serde_json::json!({"query": query, "variables": variables}).to_string(),
            auth: None,
            status: 200,
            expect: expect.to_owned(),
            forbid: "\"errors\"".to_owned(),
        }
    }

    pub fn with_token(mut self, token: &str) -> Self {
        self.auth = Some(format!("Bearer {token}"));
        self
    }
}

/// What a flat-out run measured.
#[derive(Debug, Clone, Copy, Default)]
pub struct Outcome {
    pub rps: f64,
    pub p99_ms: f64,
}

/// The load tool: wrk with the checking script.
pub struct Wrk {
    script: PathBuf,
}

impl Wrk {
    pub fn new(work: &Path) -> anyhow::Result<Self> {
        let probe = std::process::Command::new("wrk")
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        if probe.is_err() {
            bail!(
                "wrk is not installed (Debian: apt-get install wrk; scripts/bench.sh installs it)"
            );
        }
        let script = work.join("check.lua");
        std::fs::write(&script, SCRIPT)?;
        Ok(Self { script })
    }

    /// Runs `job` flat out on `connections` connections for `duration`.
    /// Any failed check or socket error fails the workload.
    pub async fn run(
        &self,
        job: &Job,
        connections: u32,
        duration: Duration,
    ) -> anyhow::Result<Outcome> {
        let out = tokio::process::Command::new("wrk")
            .arg("-t1")
            .arg(format!("-c{connections}"))
            .arg(format!("-d{}s", duration.as_secs().max(1)))
            .arg("--timeout")
            .arg("5s")
            .arg("-s")
            .arg(&self.script)
            .arg(&job.url)
            .env("BENCH_METHOD", job.method)
            .env("BENCH_BODY", &job.body)
            .env("BENCH_AUTH", job.auth.as_deref().unwrap_or(""))
            .env("BENCH_STATUS", job.status.to_string())
            .env("BENCH_EXPECT", &job.expect)
            .env("BENCH_FORBID", &job.forbid)
            .output()
            .await
            .context("running wrk")?;
        let text = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            bail!(
                "wrk failed: {}{}",
                text,
                String::from_utf8_lossy(&out.stderr)
            );
        }
        parse(&text)
    }
}

fn parse(text: &str) -> anyhow::Result<Outcome> {
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("BENCH_RESULT "))
        .context("wrk printed no result")?;
    let n: Vec<u64> = line
        .split_whitespace()
        .map(|v| v.parse::<u64>())
        .collect::<Result<_, _>>()
        .context("wrk's result line")?;
    let [requests, duration_us, failed, socket_errors, p50, p99] = n[..] else {
        bail!("wrk's result line: {line}");
    };
    if failed > 0 || socket_errors > 0 {
        let first = text
            .lines()
            .find_map(|l| l.strip_prefix("BENCH_FIRST_FAILURE "))
            .unwrap_or("(socket errors)");
        bail!("{failed} of {requests} answers failed the check and {socket_errors} had socket errors; first: {first}");
    }
    if requests == 0 {
        bail!("no request completed");
    }
    let _ = p50; // printed by wrk; the report uses p99
    Ok(Outcome {
        rps: requests as f64 / (duration_us as f64 / 1e6),
        p99_ms: p99 as f64 / 1000.0,
    })
}

/// Sends `job` at `rate` requests a second for `duration`, each on time
/// whether or not earlier ones answered, and measures each from when it was
/// due (so a stall counts against every request it delayed). Checks every
/// answer like wrk does. Returns the p99 in milliseconds.
///
/// At most [`PACED_IN_FLIGHT`] requests are open at once: a request due
/// while that many wait is sent when one answers, its time still counted
/// from when it was due. Without the bound a stall at 14k a second opened
/// a connection a request and ran the process out of file descriptors
/// (this machine's hard limit is 20,000, shared with the server).
pub async fn paced_p99(job: &Job, rate: f64, duration: Duration) -> anyhow::Result<f64> {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()?;
    let open = std::sync::Arc::new(tokio::sync::Semaphore::new(PACED_IN_FLIGHT));
    let total = (rate * duration.as_secs_f64()).max(1.0) as u64;
    let interval = Duration::from_secs_f64(1.0 / rate.max(1.0));
    let start = Instant::now();
    let mut tasks = Vec::with_capacity(total as usize);
    for i in 0..total {
        let due = start + interval * i as u32;
        tokio::time::sleep_until(due.into()).await;
        let client = client.clone();
        let job = job.clone();
        let open = open.clone();
        tasks.push(tokio::spawn(async move {
            let _slot = open.acquire_owned().await?;
            let mut req = if job.method == "GET" {
                client.get(&job.url)
            } else {
                client
                    .post(&job.url)
                    .header("content-type", "application/json")
                    .body(job.body.clone())
            };
            if let Some(auth) = &job.auth {
                req = req.header("authorization", auth);
            }
            let resp = req.send().await?;
            let status = resp.status().as_u16();
            let body = resp.text().await?;
            let elapsed = due.elapsed();
            if status != job.status || !body.contains(&job.expect) || body.contains(&job.forbid) {
                bail!("a paced request failed its check: {status} {body:.200}");
            }
            Ok::<_, anyhow::Error>(elapsed)
        }));
    }
    let mut times = Vec::with_capacity(tasks.len());
    for t in tasks {
        times.push(t.await??);
    }
    Ok(percentile(&mut times, 0.99).as_secs_f64() * 1000.0)
}

/// The most requests [`paced_p99`] keeps open at once (a connection each
/// at worst).
const PACED_IN_FLIGHT: usize = 4096;

/// The `q` quantile (0..=1) of `values` (sorted in place).
pub fn percentile<T: Ord + Copy + Default>(values: &mut [T], q: f64) -> T {
    if values.is_empty() {
        return T::default();
    }
    values.sort_unstable();
    let i = ((values.len() as f64 * q).ceil() as usize).clamp(1, values.len()) - 1;
    values[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_wrk_results_and_refuses_failures() {
        let ok = parse("x\nBENCH_RESULT 1000 2000000 0 0 900 4000\n").unwrap();
        assert!((ok.rps - 500.0).abs() < 1e-9);
        assert!((ok.p99_ms - 4.0).abs() < 1e-9);
        let failed = parse(
            "BENCH_RESULT 1000 2000000 3 0 900 4000\nBENCH_FIRST_FAILURE 200 {\"errors\":[]}\n",
        );
        assert!(failed.unwrap_err().to_string().contains("3 of 1000"));
        assert!(parse("BENCH_RESULT 0 2000000 0 0 0 0\n").is_err());
    }

    #[test]
    fn percentiles() {
        let mut v: Vec<u32> = (1..=100).collect();
        assert_eq!(percentile(&mut v, 0.99), 99);
        assert_eq!(percentile(&mut v, 0.5), 50);
        assert_eq!(percentile(&mut [7u32], 0.99), 7);
    }
}
