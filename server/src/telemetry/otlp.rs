//! Traces over OTLP (HTTP/protobuf to `<endpoint>/v1/traces`), only with
//! `--otlp-endpoint`.
//!
//! The server's own spans (target `server`: the request, each GraphQL
//! operation and legacy call) become OpenTelemetry spans through
//! tracing-opentelemetry; the SDK batches them and exports from its own
//! thread. The HTTP client is the reqwest the server already has: the
//! export runs on the server's tokio runtime (spawned there from the
//! SDK's thread), so no second HTTP stack is built in.

use std::sync::OnceLock;
use std::time::Duration;

use opentelemetry::trace::TracerProvider as _;
use opentelemetry_http::{Bytes, HttpClient, HttpError, Request, Response};
use opentelemetry_otlp::{Protocol, WithExportConfig, WithHttpConfig};
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::{Layer, Registry};

/// The layer that turns spans into OpenTelemetry spans.
pub type TraceLayer = Box<dyn Layer<Registry> + Send + Sync>;

/// A collector that does not answer holds an export this long at most.
const EXPORT_TIMEOUT: Duration = Duration::from_secs(10);

static PROVIDER: OnceLock<SdkTracerProvider> = OnceLock::new();

/// The exporter to `endpoint` (the collector's base URL, as
/// `OTEL_EXPORTER_OTLP_ENDPOINT` is by the specification: the signal's
/// path is appended), its spans named for `service`.
pub fn start(endpoint: &str, service: &str) -> anyhow::Result<TraceLayer> {
    let runtime = tokio::runtime::Handle::try_current()
        .map_err(|e| anyhow::anyhow!("the exporter needs the tokio runtime: {e}"))?;
    let http = reqwest::Client::builder().timeout(EXPORT_TIMEOUT).build()?;
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_http_client(OnRuntime { http, runtime })
        .with_protocol(Protocol::HttpBinary)
        .with_endpoint(format!("{}/v1/traces", endpoint.trim_end_matches('/')))
        .with_timeout(EXPORT_TIMEOUT)
        .build()?;
    let provider = SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(
            opentelemetry_sdk::Resource::builder()
                .with_service_name(service.to_owned())
                .build(),
        )
        .build();
    let tracer = provider.tracer("server");
    if PROVIDER.set(provider).is_err() {
        anyhow::bail!("the trace exporter is already started");
    }
    // Only the server's spans: the database driver's and the HTTP
    // libraries' would be most of the volume and say little.
    let only_ours = Targets::new().with_target("server", tracing::Level::INFO);
    Ok(tracing_opentelemetry::layer()
        .with_tracer(tracer)
        .with_filter(only_ours)
        .boxed())
}

/// Exports what is buffered, then stops the exporter. The SDK's shutdown
/// blocks until its thread has sent the last batch, which it sends on
/// this runtime: so it waits on a blocking thread, not a worker.
pub async fn shutdown() {
    let Some(provider) = PROVIDER.get().cloned() else {
        return;
    };
    match tokio::task::spawn_blocking(move || provider.shutdown()).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!(error = %e, "traces not all exported at shutdown"),
        Err(e) => tracing::warn!(error = %e, "trace exporter shutdown did not finish"),
    }
}

/// reqwest, run on the server's runtime whatever thread asks.
#[derive(Debug)]
struct OnRuntime {
    http: reqwest::Client,
    runtime: tokio::runtime::Handle,
}

#[async_trait::async_trait]
impl HttpClient for OnRuntime {
    async fn send_bytes(&self, request: Request<Bytes>) -> Result<Response<Bytes>, HttpError> {
        let (parts, body) = request.into_parts();
        let sent = self
            .http
            .request(parts.method, parts.uri.to_string())
            .headers(parts.headers)
            .body(body);
        let (status, headers, body) = self
            .runtime
            .spawn(async move {
                let resp = sent.send().await?;
                let status = resp.status();
                let headers = resp.headers().clone();
                let body = resp.bytes().await?;
                Ok::<_, reqwest::Error>((status, headers, body))
            })
            .await??;
        let mut out = Response::new(body);
        *out.status_mut() = status;
        *out.headers_mut() = headers;
        Ok(out)
    }
}
