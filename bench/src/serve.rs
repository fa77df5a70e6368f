//! `bench serve`: the product server exactly as `server serve` runs it, plus
//! the W0 denominator, a bare axum JSON route outside every product layer.
//! It lives here, in the bench build only; the production binary has no such
//! route.

use anyhow::Context;
use axum::routing::get;
use axum::Json;
use clap::Parser;

/// W0's path.
pub const W0_PATH: &str = "/bench/w0";

/// Serves with the server's own flags (`args` as `server` takes them).
pub async fn run(args: Vec<String>) -> anyhow::Result<()> {
    let cli =
        server::config::Cli::try_parse_from(std::iter::once("server".to_owned()).chain(args))?;
    let settings = cli.settings;
    server::telemetry::init_logging(settings.log_format());
    settings.check()?;
    let db = server::state::open_database(&settings).await?;
    let listen = settings.listen;
    let state = server::AppState::new(settings, db).await?;
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .with_context(|| format!("binding {listen}"))?;
    let w0 = axum::Router::new().route(
        W0_PATH,
        get(|| async { Json(serde_json::json!({"ok": true})) }),
    );
    server::serve_with(state, w0, listener, server::shutdown_signal())
        .await
        .context("serving HTTP")
}
