//! The server: HTTP and WebSocket transport, the legacy `/api` layer,
//! configuration and the command line. Rules live in the `domain` crate
//! (`schema/domain`); the GraphQL schema is the `api` crate.

// Serving the whole GraphQL schema nests async layouts deeply (async-graphql
// builds one future per merged root); the default limit of 128 is too low.
#![recursion_limit = "256"]

pub mod config;
pub mod http;
pub mod legacy;
pub mod secret;
pub mod state;
pub mod telemetry;

use std::future::Future;

use tokio::net::TcpListener;

pub use state::AppState;

/// Serves `state` on `listener` until `shutdown` completes, then lets
/// in-flight requests finish.
pub async fn serve(
    state: AppState,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_with(state, axum::Router::new(), listener, shutdown).await
}

/// [`serve`] with `extra` routes beside the product's, outside its layers
/// (the benchmark's bare denominator route; `bench/`).
pub async fn serve_with(
    state: AppState,
    extra: axum::Router,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    // Members from before search existed get indexed: asked at every start,
    // run once per database (a fixed dedupe key).
    if let Err(e) = domain::member::findable::enqueue_backfill(&state.ctx.db).await {
        tracing::warn!(error = %e.message, "search backfill not asked for; the next start asks again");
    }
    // Durable jobs (scheduled messages, …): every instance runs the loop;
    // each job is claimed by exactly one (`domain::kernel::jobs`).
    let scheduler = tokio::spawn(
        domain::kernel::jobs::Runner::new(state.ctx.clone(), domain::job_handlers())
            .run_forever(std::time::Duration::from_secs(1)),
    );
    // Results become settlement jobs; a sweep backs up lost events.
    let settler = tokio::spawn(domain::quiz::settle::listen(state.ctx.clone()));
    // Hotness rescoring and the interaction sweep (community).
    let community = tokio::spawn(domain::community::jobs::run_forever(state.ctx.clone()));
    // The channels' daily roll-up and commission, every 5 minutes.
    let channels = tokio::spawn(domain::channel::rollup::run_forever(state.ctx.clone()));
    let app = http::router(state).merge(extra);
    let served = axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await;
    scheduler.abort();
    settler.abort();
    community.abort();
    channels.abort();
    served
}

/// Resolves on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
    tracing::info!("shutting down: finishing in-flight requests");
}
