//! What PostgreSQL's backends wait on while a workload runs: every 50 ms,
//! the wait event of each busy backend of the workload's database
//! (`pg_stat_activity`; none: on the CPU), and whether an autovacuum worker
//! is running. It names a bottleneck by measurement — the disk's flush
//! (`IO:WALSync`), a row lock (`Lock:transactionid`), our server
//! (`Client:ClientRead` inside a transaction) — where a guess would do.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context;
use sea_orm::{ConnectionTrait, Database, DatabaseConnection, Statement};
use tokio::task::JoinHandle;

/// The counts a run gathered.
#[derive(Debug, Default, Clone)]
struct Counts {
    samples: u64,
    autovacuum: u64,
    /// Busy backend-samples by wait (`type:event`, or `CPU`).
    waits: BTreeMap<String, u64>,
}

/// A sampler running beside a workload.
pub struct Sampler {
    stop: Arc<AtomicBool>,
    counts: Arc<Mutex<Counts>>,
    task: JoinHandle<()>,
}

/// What [`Sampler::stop`] hands back.
#[derive(Debug, Clone)]
pub struct Waits {
    /// Share of samples with an autovacuum worker running, 0..=1.
    pub autovacuum_share: f64,
    /// Busy backend-samples by wait, most first.
    pub by_wait: Vec<(String, u64)>,
    /// Busy backends on average.
    pub busy: f64,
}

impl Waits {
    /// The `n` most frequent waits as shares of the busy backend-samples,
    /// e.g. "IO:WALSync 61 %, CPU 30 %, Lock:transactionid 5 % (2.1 busy)".
    pub fn top(&self, n: usize) -> String {
        let all: u64 = self.by_wait.iter().map(|(_, c)| c).sum();
        if all == 0 {
            return "nothing (no busy backend sampled)".to_owned();
        }
        let parts: Vec<String> = self
            .by_wait
            .iter()
            .take(n)
            .map(|(w, c)| format!("{w} {:.0} %", *c as f64 * 100.0 / all as f64))
            .collect();
        format!("{} ({:.1} busy)", parts.join(", "), self.busy)
    }
}

impl Sampler {
    /// Starts sampling the database of `pg_url` (its own connection).
    pub async fn start(pg_url: &str) -> anyhow::Result<Self> {
        let db = Database::connect(pg_url)
            .await
            .context("connecting to PostgreSQL to sample its waits")?;
        let stop = Arc::new(AtomicBool::new(false));
        let counts = Arc::new(Mutex::new(Counts::default()));
        let task = tokio::spawn(sample(db, stop.clone(), counts.clone()));
        Ok(Self { stop, counts, task })
    }

    pub async fn stop(self) -> Waits {
        self.stop.store(true, Ordering::Release);
        let _ = self.task.await;
        let c = self
            .counts
            .lock()
            .map(|c| c.clone())
            .unwrap_or_else(|e| e.into_inner().clone());
        let samples = c.samples.max(1) as f64;
        let mut by_wait: Vec<(String, u64)> = c.waits.into_iter().collect();
        by_wait.sort_by_key(|w| std::cmp::Reverse(w.1));
        let busy = by_wait.iter().map(|(_, n)| *n).sum::<u64>() as f64 / samples;
        Waits {
            autovacuum_share: c.autovacuum as f64 / samples,
            by_wait,
            busy,
        }
    }
}

async fn sample(db: DatabaseConnection, stop: Arc<AtomicBool>, counts: Arc<Mutex<Counts>>) {
    // Busy: running a statement, or inside a transaction (then waiting
    // for its client is a wait of its own: `Client:ClientRead`). This
    // sampler's own backend is left out.
    let sql = "SELECT backend_type, state, wait_event_type, wait_event FROM pg_stat_activity \
               WHERE pid <> pg_backend_pid() AND (backend_type = 'autovacuum worker' \
               OR (datname = current_database() AND state IN ('active', 'idle in transaction')))";
    while !stop.load(Ordering::Acquire) {
        let rows = db
            .query_all(Statement::from_string(db.get_database_backend(), sql))
            .await;
        if let Ok(rows) = rows {
            let mut c = counts.lock().unwrap_or_else(|e| e.into_inner());
            c.samples += 1;
            let mut vacuuming = false;
            for r in rows {
                let kind: String = r.try_get("", "backend_type").unwrap_or_default();
                if kind == "autovacuum worker" {
                    vacuuming = true;
                    continue;
                }
                let state: String = r.try_get("", "state").unwrap_or_default();
                let wait = match (
                    r.try_get::<Option<String>>("", "wait_event_type")
                        .ok()
                        .flatten(),
                    r.try_get::<Option<String>>("", "wait_event").ok().flatten(),
                ) {
                    (Some(t), Some(e)) => format!("{t}:{e}"),
                    _ if state == "active" => "CPU".to_owned(),
                    _ => "Client:ClientRead".to_owned(),
                };
                *c.waits.entry(wait).or_default() += 1;
            }
            if vacuuming {
                c.autovacuum += 1;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_most_frequent_waits_as_shares() {
        let w = Waits {
            autovacuum_share: 0.0,
            by_wait: vec![
                ("IO:WALSync".into(), 60),
                ("CPU".into(), 30),
                ("Lock:transactionid".into(), 10),
            ],
            busy: 2.0,
        };
        assert_eq!(w.top(2), "IO:WALSync 60 %, CPU 30 % (2.0 busy)");
        let none = Waits {
            autovacuum_share: 0.0,
            by_wait: vec![],
            busy: 0.0,
        };
        assert!(none.top(3).starts_with("nothing"));
    }
}
