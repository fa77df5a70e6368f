//! The server: HTTP and WebSocket transport, the legacy `/api` layer,
//! configuration and the command line. Rules live in the `domain` crate
//! (`schema/domain`); the GraphQL schema is the `api` crate.

// Serving the whole GraphQL schema nests async layouts deeply (async-graphql
// builds one future per merged root); the default limit of 128 is too low.
#![recursion_limit = "256"]

pub mod config;
pub mod copy_uploads;
pub mod feed_settings;
pub mod http;
pub mod legacy;
pub mod lifecycle;
pub mod push_settings;
pub mod replay;
pub mod secret;
pub mod state;
pub mod storage_settings;
pub mod telemetry;

use std::future::{Future, IntoFuture};
use std::time::Instant;

use tokio::net::TcpListener;

pub use state::AppState;

/// Serves `state` on `listener` until `shutdown` completes, then drains
/// (`lifecycle`: readiness 503, the listener closed after the drain delay,
/// sockets closed with 1001, in-flight requests and the running job
/// finished or given up at the deadline, queues written out).
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
    // Members hidden before topic counters left their posts out get
    // reconciled: asked at every start, run once per database.
    if let Err(e) = domain::community::hidden_authors::enqueue_backfill(&state.ctx.db).await {
        tracing::warn!(error = %e.message, "hidden authors not asked for; the next start asks again");
    }
    // Invite rows from before the invitee key (or under an older secret)
    // get the key: asked at every start, run once per secret.
    if let Err(e) = domain::invite::keys::enqueue_backfill(&state.ctx).await {
        tracing::warn!(error = %e.message, "invitee keys not asked for; the next start asks again");
    }
    // Durable jobs (scheduled messages, …): every instance runs the loop;
    // each job is claimed by exactly one (`domain::kernel::jobs`).
    let runner = domain::kernel::jobs::Runner::new(state.ctx.clone(), domain::job_handlers());
    let holder = runner.holder();
    let (stop_jobs, jobs_stopped) = tokio::sync::watch::channel(false);
    // Every 250 ms: a due job (a result's settlement) waits at most that
    // for its tick, and an idle tick is one indexed read.
    let mut scheduler =
        tokio::spawn(runner.run_until(std::time::Duration::from_millis(250), jobs_stopped));
    // Results become settlement jobs; a sweep backs up lost events.
    let settler = tokio::spawn(domain::quiz::settle::listen(state.ctx.clone()));
    // Hotness rescoring and the interaction sweep (community).
    let community = tokio::spawn(domain::community::jobs::run_forever(state.ctx.clone()));
    // Expired tokens leave the denylist, once an hour.
    let denylist = tokio::spawn(domain::kernel::denylist::run_forever(state.ctx.clone()));
    // Spent and expired OAuth codes and refresh tokens go, once an hour.
    let oauth = tokio::spawn(domain::partner::oauth::sweep::run_forever(
        state.ctx.clone(),
    ));
    // Uploads never attached, and objects left without a row, once an hour.
    let uploads = tokio::spawn(domain::file::sweep::run_forever(state.ctx.clone()));
    // Members' data copies whose 24 hours ran out are emptied, once an hour.
    let exports = tokio::spawn(domain::member::data_export::run_forever(state.ctx.clone()));
    let retention = tokio::spawn(domain::retention::run_forever(state.ctx.clone()));
    // The channels' daily roll-up and commission, every 5 minutes.
    let channels = tokio::spawn(domain::channel::rollup::run_forever(state.ctx.clone()));
    // The platform's daily figures (the console's 概览), every 5 minutes.
    let overview = tokio::spawn(domain::overview::rollup::run_forever(state.ctx.clone()));
    // The data feeds configured (`--feed-*`), each polled once an interval.
    let feeds = state
        .settings
        .feeds
        .config()
        .map(|c| tokio::spawn(domain::feed::poll::run_forever(state.ctx.clone(), c)));
    // The demo replays the recorded real matches and draws through the
    // same feeds, for what no configured source brings (docs/feeds.md
    // "Replay").
    let replayed = state.settings.feeds.replayed();
    let replay = if state.settings.demo && !replayed.is_empty() {
        match replay::start(&state.ctx, state.settings.feeds.demo_speed, &replayed).await {
            Ok(c) => Some(tokio::spawn(domain::feed::poll::run_forever(
                state.ctx.clone(),
                c,
            ))),
            Err(e) => {
                tracing::warn!(error = %e, "the demo's replay did not start");
                None
            }
        }
    } else {
        None
    };

    let times = state.settings.drain.times();
    let life = state.lifecycle.clone();
    // When the signal came: the deadline counts from it.
    let (signalled_tx, signalled) = tokio::sync::oneshot::channel::<Instant>();
    let drain = async move {
        shutdown.await;
        let _ = signalled_tx.send(Instant::now());
        life.start_draining();
        tracing::info!(
            delay = ?times.delay,
            deadline = ?times.deadline,
            "draining: /readyz answers 503; the listener closes after the delay"
        );
        tokio::time::sleep(times.delay).await;
        tracing::info!(
            sockets = life.open_sockets(),
            "closing the listener and the WebSockets (1001)"
        );
        life.close_sockets();
    };
    let app = http::router(state.clone()).merge(extra);
    let served = axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(drain)
    .into_future();
    tokio::pin!(served);
    // Until the signal, serving is all there is; after it, in-flight
    // requests get until the deadline.
    let mut signalled = std::pin::pin!(signalled);
    let (result, since) = tokio::select! {
        r = &mut served => (r, None),
        at = &mut signalled => match at {
            Ok(at) => {
                let left = times.deadline.saturating_sub(at.elapsed());
                match tokio::time::timeout(left, &mut served).await {
                    Ok(r) => (r, Some(at)),
                    Err(_) => {
                        tracing::warn!("drain deadline passed with requests in flight: they are abandoned");
                        (Ok(()), Some(at))
                    }
                }
            }
            Err(_) => ((&mut served).await, None),
        },
    };
    let left = |at: Option<Instant>| {
        at.map_or(std::time::Duration::ZERO, |at| {
            times.deadline.saturating_sub(at.elapsed())
        })
    };
    // The sockets' close frames (they were told with the listener).
    let open = state.lifecycle.sockets_closed(left(since)).await;
    if open > 0 {
        tracing::warn!(open, "sockets still open at the drain deadline");
    }
    // The running job, if any, until the deadline; then given back.
    stop_jobs.send_replace(true);
    if tokio::time::timeout(left(since), &mut scheduler)
        .await
        .is_err()
    {
        scheduler.abort();
        let _ = (&mut scheduler).await;
    }
    match domain::kernel::jobs::release(&state.ctx.db, &holder).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(jobs = n, "running jobs released for another instance"),
        Err(e) => {
            tracing::warn!(error = %e.message, "jobs not released: another instance takes them when their lease runs out")
        }
    }
    settler.abort();
    community.abort();
    channels.abort();
    overview.abort();
    for f in [feeds, replay].into_iter().flatten() {
        f.abort();
    }
    denylist.abort();
    oauth.abort();
    uploads.abort();
    exports.abort();
    retention.abort();
    // What is queued in memory goes to the database before the exit.
    let flushed = tokio::time::timeout(left(since).max(std::time::Duration::from_secs(1)), async {
        state.tracking.flush().await;
        if let Err(e) = state.usage.flush(&state.ctx.db).await {
            tracing::warn!(error = %e.message, "partner usage not written");
        }
    })
    .await;
    if flushed.is_err() {
        tracing::warn!("tracking events and partner usage not all written by the deadline");
    }
    tracing::info!("stopped");
    result
}

/// Resolves on Ctrl-C or SIGTERM. The handlers are installed when this is
/// called, not when the future is first polled: the server answers
/// `/healthz` before the graceful shutdown's task first runs, and a
/// SIGTERM in between would otherwise meet the default action and kill
/// the process undrained (seen once in CI, under load). Call it inside the
/// runtime.
pub fn shutdown_signal() -> impl Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    let (term, interrupt) = {
        use tokio::signal::unix::{signal, SignalKind};
        (
            signal(SignalKind::terminate()).ok(),
            signal(SignalKind::interrupt()).ok(),
        )
    };
    async move {
        #[cfg(unix)]
        {
            let wait = |s: Option<tokio::signal::unix::Signal>| async move {
                match s {
                    Some(mut s) => {
                        s.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                _ = wait(term) => {},
                _ = wait(interrupt) => {},
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
        tracing::info!("shutting down: draining");
    }
}

#[cfg(test)]
mod tests {
    /// A SIGTERM that arrives after `shutdown_signal()` is called but
    /// before its future is first polled is caught (the process lives) and
    /// resolves the future: the handler is installed by the call.
    #[cfg(unix)]
    #[tokio::test]
    async fn a_sigterm_before_the_first_poll_is_caught() {
        let signal = super::shutdown_signal();
        let sent = std::process::Command::new("kill")
            .args(["-TERM", &std::process::id().to_string()])
            .status()
            .expect("kill runs");
        assert!(sent.success());
        tokio::time::timeout(std::time::Duration::from_secs(5), signal)
            .await
            .expect("the signal resolves the future");
    }
}
