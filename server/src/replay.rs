//! The demo's replay source (docs/feeds.md "Replay"): a local HTTP server
//! answering the China Sports Lottery gateway's schedule and results
//! shapes from the recorded real matches, and the two lotteries' draw
//! notice shapes from the recorded real draws, shifted to now
//! (`domain::feed::replay`, `domain::feed::replay_draws`), which the demo's
//! feeds poll like any source — the same adapters, jobs, writes,
//! settlement and draw publishing. Started by `serve --demo` for what no
//! configured feed brings; bound to 127.0.0.1 on a free port.

use std::sync::Arc;

use anyhow::Context;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use domain::feed::poll::{Feed, FeedConfig};
use domain::feed::replay::Replay;
use domain::feed::replay_draws::{self, DrawReplay};
use domain::kernel::AppContext;
use domain::lottery::Game;

/// The demo's feeds poll every minute (the fastest the polls allow).
const REPLAY_INTERVAL_SECS: i64 = 60;

/// What the replay serves: the recorded matches and the recorded draws.
struct Recorded {
    matches: Replay,
    draws: DrawReplay,
}

async fn calculator(State(r): State<Arc<Recorded>>) -> Json<serde_json::Value> {
    Json(r.matches.calculator(domain::kernel::clock::now()))
}

async fn results(State(r): State<Arc<Recorded>>) -> Json<serde_json::Value> {
    Json(r.matches.results(domain::kernel::clock::now()))
}

async fn notices(
    State(r): State<Arc<Recorded>>,
    Path(game): Path<String>,
) -> Result<Json<serde_json::Value>, StatusCode> {
    let game = Game::from_code(&game).map_err(|_| StatusCode::NOT_FOUND)?;
    if !replay_draws::games().any(|g| g == game) {
        return Err(StatusCode::NOT_FOUND);
    }
    Ok(Json(r.draws.notices(game, domain::kernel::clock::now())))
}

/// What the demo replays: the matches unless a 竞彩足球 feed is
/// configured, and the draws of the replayed games no feed brings.
pub struct Replayed {
    pub matches: bool,
    pub draws: Vec<Game>,
}

impl Replayed {
    pub fn is_empty(&self) -> bool {
        !self.matches && self.draws.is_empty()
    }
}

/// Starts the replay on a free local port, `speed` times faster than the
/// clock; the feeds to poll it. The draws are numbered after the newest
/// stored in `ctx`.
pub async fn start(ctx: &AppContext, speed: i32, what: &Replayed) -> anyhow::Result<FeedConfig> {
    let now = domain::kernel::clock::now();
    let newest: Vec<(Game, String)> = domain::lottery::service::latest(ctx)
        .await
        .map_err(|e| anyhow::anyhow!(e.message))
        .context("reading the newest stored draws")?
        .into_iter()
        .filter_map(|d| Game::from_code(&d.game).ok().map(|g| (g, d.issue)))
        .collect();
    let recorded = Arc::new(Recorded {
        matches: Replay::new(now, speed),
        draws: DrawReplay::new(now, speed, &newest),
    });
    let app = Router::new()
        .route("/jczq/calculator", get(calculator))
        .route("/jczq/results", get(results))
        .route("/draws/{game}", get(notices))
        .with_state(recorded.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .context("binding the replay source")?;
    let base = format!("http://{}", listener.local_addr()?);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::warn!(error = %e, "the replay source stopped");
        }
    });
    let mut sources = Vec::new();
    if what.matches {
        sources.push((Feed::JczqSchedule, format!("{base}/jczq/calculator")));
        sources.push((Feed::JczqResults, format!("{base}/jczq/results")));
    }
    for game in &what.draws {
        sources.push((Feed::Draws(*game), format!("{base}/draws/{}", game.code())));
    }
    tracing::info!(
        matches = what.matches.then_some(recorded.matches.len()),
        draws = ?what.draws.iter().map(|g| g.code()).collect::<Vec<_>>(),
        speed,
        source = %base,
        "replaying recorded real data (回放数据)"
    );
    Ok(FeedConfig {
        sources,
        interval_secs: REPLAY_INTERVAL_SECS,
        timeout_secs: 10,
        replay: true,
    })
}
