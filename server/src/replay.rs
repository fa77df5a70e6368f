//! The demo's replay source (docs/feeds.md "Replay"): a local HTTP server
//! answering the China Sports Lottery gateway's schedule and results
//! shapes from the recorded real matches shifted to now
//! (`domain::feed::replay`), which the demo's feeds poll like any source —
//! the same adapter, jobs, writes and settlement. Started by `serve --demo`
//! when no 竞彩足球 feed is configured; bound to 127.0.0.1 on a free port.

use std::sync::Arc;

use anyhow::Context;
use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use domain::feed::poll::{Feed, FeedConfig};
use domain::feed::replay::Replay;

/// The demo's feeds poll every minute (the fastest the polls allow).
const REPLAY_INTERVAL_SECS: i64 = 60;

async fn calculator(State(r): State<Arc<Replay>>) -> Json<serde_json::Value> {
    Json(r.calculator(domain::kernel::clock::now()))
}

async fn results(State(r): State<Arc<Replay>>) -> Json<serde_json::Value> {
    Json(r.results(domain::kernel::clock::now()))
}

/// Starts the replay on a free local port, `speed` times faster than the
/// clock; the feeds to poll it.
pub async fn start(speed: i32) -> anyhow::Result<FeedConfig> {
    let replay = Arc::new(Replay::new(domain::kernel::clock::now(), speed));
    let app = Router::new()
        .route("/jczq/calculator", get(calculator))
        .route("/jczq/results", get(results))
        .with_state(replay.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("binding the replay source")?;
    let base = format!("http://{}", listener.local_addr()?);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::warn!(error = %e, "the replay source stopped");
        }
    });
    tracing::info!(
        matches = replay.len(),
        speed,
        source = %base,
        "replaying the recorded 竞彩足球 matches (回放数据)"
    );
    Ok(FeedConfig {
        sources: vec![
            (Feed::JczqSchedule, format!("{base}/jczq/calculator")),
            (Feed::JczqResults, format!("{base}/jczq/results")),
        ],
        interval_secs: REPLAY_INTERVAL_SECS,
        timeout_secs: 10,
        replay: true,
    })
}
