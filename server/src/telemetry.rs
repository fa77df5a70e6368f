//! Logs, metrics and traces (docs/observability.md).
//!
//! Logs go to stderr through `tracing`, as text or JSON lines; every request
//! runs in a span carrying its `x-request-id`. Metrics use one process-wide
//! Prometheus recorder, rendered at `/metrics`; every metric is there from
//! the start ([`catalogue`]). With `--otlp-endpoint`, the same spans also
//! leave as OpenTelemetry traces ([`otlp`]); without it no exporter exists.

pub mod catalogue;
pub mod operations;
mod otlp;
pub mod sampler;

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

use crate::config::{LogFormat, Settings};

pub use operations::{MemberHasher, SocketGuard};

/// Installs the log subscriber. `RUST_LOG` overrides the default filter.
pub fn init_logging(format: LogFormat) {
    let _ = subscriber(format, None);
}

/// Installs the log subscriber and, when `--otlp-endpoint` is set, the
/// trace exporter (whose failure to start is logged, never fatal: traces
/// are not worth refusing to serve).
pub fn init(settings: &Settings) {
    let traces = settings.otlp_endpoint.as_deref().filter(|e| !e.is_empty());
    let layer = match traces.map(|e| otlp::start(e, &settings.otlp_service_name)) {
        Some(Ok(tracer)) => Some(tracer),
        Some(Err(e)) => {
            let _ = subscriber(settings.log_format(), None);
            tracing::error!(error = %e, "traces not exported: the OTLP exporter did not start");
            return;
        }
        None => None,
    };
    let exporting = layer.is_some();
    let _ = subscriber(settings.log_format(), layer);
    if let Some(endpoint) = traces.filter(|_| exporting) {
        tracing::info!(endpoint, "exporting traces over OTLP");
    }
}

/// Sends the spans still buffered and stops the exporter; nothing when
/// traces are off. Call once, as the process ends.
pub async fn shutdown() {
    otlp::shutdown().await;
}

fn subscriber(
    format: LogFormat,
    traces: Option<otlp::TraceLayer>,
) -> Result<(), tracing_subscriber::util::TryInitError> {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,tower_http=info"));
    let fmt = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        // Colours only on a terminal, never into a log file.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()));
    let fmt = match format {
        LogFormat::Text => fmt.boxed(),
        LogFormat::Json => fmt.json().flatten_event(true).boxed(),
    };
    // The trace layer first: its type is then named without the log
    // layer's (`otlp::TraceLayer`).
    tracing_subscriber::registry()
        .with(traces)
        .with(fmt.with_filter(filter))
        .try_init()
}

static METRICS: OnceLock<PrometheusHandle> = OnceLock::new();

/// Request latencies: 1 ms to 10 s.
const LATENCY_BUCKETS: [f64; 13] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// The event bus is far quicker than a request: 50 µs to 10 s.
const LAG_BUCKETS: [f64; 14] = [
    0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.1, 0.5, 1.0, 5.0, 10.0,
];
/// Jobs may call out or walk a table: 5 ms to 5 minutes.
const JOB_BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0, 30.0, 60.0, 300.0,
];

/// The process-wide metrics handle, installing the recorder (and every
/// metric at zero) on first use. Several servers in one process (tests)
/// share it.
pub fn metrics() -> PrometheusHandle {
    METRICS
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets(&LATENCY_BUCKETS)
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full(domain::kernel::fanout::LAG_METRIC.into()),
                        &LAG_BUCKETS,
                    )
                })
                .and_then(|b| {
                    b.set_buckets_for_metric(
                        Matcher::Full(domain::kernel::jobs::RUN_METRIC.into()),
                        &JOB_BUCKETS,
                    )
                })
                .map(|b| b.build_recorder())
                .unwrap_or_else(|_| PrometheusBuilder::new().build_recorder());
            let handle = recorder.handle();
            // Fails only when another recorder is installed; we then render
            // ours, which stays empty, rather than refusing to start.
            if metrics::set_global_recorder(recorder).is_ok() {
                catalogue::describe();
            }
            handle
        })
        .clone()
}
