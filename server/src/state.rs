//! The application state shared by every handler, and how it is built.

use std::sync::Arc;

use anyhow::Context;
use metrics_exporter_prometheus::PrometheusHandle;
use sea_orm::DatabaseConnection;

use crate::config::Settings;
use crate::legacy::LegacyRoutes;
use api::{build_schema, AppSchema, SchemaOptions};
use domain::kernel::bucket::Buckets;
use domain::kernel::events::EventBus;
use domain::kernel::kv::{KvStore, MemoryKv, RedisKv};
use domain::kernel::token::TokenService;
use domain::AppContext;

/// The state every handler and middleware gets: one pointer, so the clone
/// axum makes for each extractor and layer is one reference count. (Cloned
/// field by field it was some thirty counts per clone, several clones per
/// request, bouncing between cores: a quarter of a trivial query's CPU in a
/// profile; BENCHMARKS.md.)
#[derive(Clone)]
pub struct AppState(Arc<State>);

impl std::ops::Deref for AppState {
    type Target = State;

    fn deref(&self) -> &State {
        &self.0
    }
}

pub struct State {
    /// Database, event bus and tokens: what the services need.
    pub ctx: AppContext,
    /// The GraphQL schema, built once with `ctx` attached.
    pub schema: AppSchema,
    /// The settings the process started with.
    pub settings: Arc<Settings>,
    /// A Redis connection for readiness checks (and, later, shared counters);
    /// `None` in the embedded default.
    pub redis: Option<redis::aio::ConnectionManager>,
    /// The Prometheus recorder's handle, rendered at `/metrics`.
    pub metrics: PrometheusHandle,
    /// The legacy `/api/{Service}/{Method}` calls.
    pub legacy: Arc<LegacyRoutes>,
    /// The tracking pixel's events on their way to the database.
    pub tracking: domain::tracking::TrackingQueue,
    /// The public schema's types, for reading partners' operations.
    pub partner_types: Arc<api::partner_access::TypeMap>,
    /// Partners' usage on its way to the database.
    pub usage: Arc<domain::partner::usage::UsageRecorder>,
    /// Sockets open per partner key.
    pub partner_sockets: Arc<crate::http::partner::SocketCounts>,
    /// The web client's own operations by id (persisted documents).
    pub client_documents: Arc<crate::http::documents::ClientDocuments>,
    /// Whether the database answers (`crate::http::deadline`).
    pub db_watch: domain::kernel::db::DbWatch,
    /// Draining on SIGTERM, and the open WebSockets (`crate::lifecycle`).
    pub lifecycle: Arc<crate::lifecycle::Lifecycle>,
    /// Member ids as pseudonyms in traces (`crate::telemetry`).
    pub member_hash: crate::telemetry::MemberHasher,
}

/// Opens the configured database and runs pending migrations.
pub async fn open_database(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    if settings.is_sqlite() {
        std::fs::create_dir_all(&settings.data_dir)
            .with_context(|| format!("creating data dir {}", settings.data_dir.display()))?;
    }
    let url = settings.database_url();
    let db = domain::kernel::db::connect(&url)
        .await
        .with_context(|| format!("connecting to the database ({})", redact(&url)))?;
    domain::kernel::db::migrate(&db)
        .await
        .context("running migrations")?;
    Ok(db)
}

/// `JWT_SECRET`, or the secret in the data dir.
fn jwt_secret(settings: &Settings) -> anyhow::Result<Vec<u8>> {
    Ok(match &settings.jwt_secret {
        Some(s) => s.as_bytes().to_vec(),
        None => crate::secret::load_or_generate(&settings.data_dir)?,
    })
}

/// The token service from `JWT_SECRET`, or from the secret in the data dir.
pub fn token_service(settings: &Settings) -> anyhow::Result<TokenService> {
    let secret = jwt_secret(settings)?;
    let previous: Vec<Vec<u8>> = settings
        .jwt_previous_secrets
        .iter()
        .filter(|s| !s.is_empty())
        .map(|s| s.as_bytes().to_vec())
        .collect();
    TokenService::new(&secret, &previous).map_err(|e| anyhow::anyhow!("JWT_SECRET {e}"))
}

impl AppState {
    /// Builds the state over an open (migrated) database. The caller checks
    /// the settings ([`Settings::check`]) first; tests build production-mode
    /// states without a real SMS provider.
    pub async fn new(settings: Settings, db: DatabaseConnection) -> anyhow::Result<Self> {
        Self::build(settings, db, None).await
    }

    /// [`AppState::new`] with the providers given instead of configured
    /// (tests use a recording SMS sender or a fake provider server).
    pub async fn build(
        settings: Settings,
        db: DatabaseConnection,
        providers: Option<domain::kernel::providers::Providers>,
    ) -> anyhow::Result<Self> {
        let tokens = Arc::new(token_service(&settings)?);
        let (bus, redis) = match &settings.redis_url {
            Some(url) => {
                let client = redis::Client::open(url.as_str())
                    .with_context(|| format!("invalid REDIS_URL ({})", redact(url)))?;
                let bus = EventBus::redis(client.clone(), &settings.redis_key_prefix)
                    .await
                    .with_context(|| format!("connecting to Redis ({})", redact(url)))?;
                let conn = domain::kernel::events::connect_redis(&client).await?;
                (bus, Some(conn))
            }
            None => (EventBus::in_process(), None),
        };
        let kv: Arc<dyn KvStore> = match &redis {
            Some(conn) => Arc::new(RedisKv::with_prefix(
                conn.clone(),
                &settings.redis_key_prefix,
            )),
            None => Arc::new(MemoryKv::default()),
        };
        let providers = match providers {
            Some(p) => p,
            None => settings
                .providers
                .build(settings.sms_provider, kv.clone())?,
        };
        // A deployment that notifies nobody asks for no notification job.
        domain::kernel::notice::declare(&providers);
        let ctx = AppContext {
            db,
            bus,
            tokens,
            kv,
            providers,
            files: settings.storage.file_store(&settings.data_dir)?,
            buckets: match &redis {
                Some(conn) => Buckets::redis(conn.clone(), &settings.redis_key_prefix),
                None => Buckets::local(),
            },
            ip_regions: settings.ip_regions()?,
            outbound: settings.outbound_policy(),
        };
        tracing::info!(storage = ctx.files.describe(), "uploads kept here");
        tracing::info!(
            origin = ctx.ip_regions.origin(),
            generated_at = ?ctx.ip_regions.generated_at(),
            "IP region data loaded"
        );
        let schema = build_schema(
            ctx.clone(),
            SchemaOptions {
                production: settings.production(),
            },
        );
        let member_hash = crate::telemetry::MemberHasher::new(&jwt_secret(&settings)?);
        let state = Self(Arc::new(State {
            tracking: domain::tracking::TrackingQueue::start(ctx.db.clone()),
            partner_types: Arc::new(api::partner_access::TypeMap::public()),
            usage: domain::partner::usage::UsageRecorder::start(ctx.db.clone()),
            partner_sockets: Arc::default(),
            client_documents: Arc::new(crate::http::documents::ClientDocuments::built_in()?),
            db_watch: domain::kernel::db::DbWatch::start(&settings.database_url()),
            ctx,
            schema,
            settings: Arc::new(settings),
            redis,
            metrics: crate::telemetry::metrics(),
            legacy: Arc::new(crate::legacy::routes()),
            lifecycle: Arc::default(),
            member_hash,
        }));
        crate::telemetry::sampler::start(Arc::downgrade(&state.0));
        Ok(state)
    }
}

/// A URL with its password replaced, for logs and error messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let creds = &url[s + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..s + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn redacts_passwords() {
        assert_eq!(
            super::redact("postgres://u:secret@h:5432/db"),
            "postgres://u:***@h:5432/db"
        );
        assert_eq!(super::redact("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(
            super::redact("sqlite://./data/app.db"),
            "sqlite://./data/app.db"
        );
    }
}
