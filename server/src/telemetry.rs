//! Logs and metrics.
//!
//! Logs go to stderr through `tracing`, as text or JSON lines; every request
//! runs in a span carrying its `x-request-id`. Metrics use one process-wide
//! Prometheus recorder, rendered at `/metrics`.

use std::sync::OnceLock;

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use tracing_subscriber::EnvFilter;

use crate::config::LogFormat;

/// Installs the log subscriber. `RUST_LOG` overrides the default filter.
pub fn init_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,tower_http=info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colours only on a terminal, never into a log file.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    let _ = match format {
        LogFormat::Text => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
    };
}

static METRICS: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process-wide metrics handle, installing the recorder on first use.
/// Several servers in one process (tests) share it.
pub fn metrics() -> PrometheusHandle {
    METRICS
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets(&[
                    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
                ])
                .map(|b| b.build_recorder())
                .unwrap_or_else(|_| PrometheusBuilder::new().build_recorder());
            let handle = recorder.handle();
            // Fails only when another recorder is installed; we then render
            // ours, which stays empty, rather than refusing to start.
            let _ = metrics::set_global_recorder(recorder);
            handle
        })
        .clone()
}
