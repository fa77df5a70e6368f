//! What every service call may use, shared by the GraphQL schema, the legacy
//! layer and the CLI.

use std::sync::Arc;

use sea_orm::DatabaseConnection;

use crate::kernel::bucket::Buckets;
use crate::kernel::events::EventBus;
use crate::kernel::files::FileStore;
use crate::kernel::ip_region::IpRegions;
use crate::kernel::kv::KvStore;
use crate::kernel::outbound::OutboundPolicy;
use crate::kernel::providers::Providers;
use crate::kernel::token::TokenService;

/// The application's shared handles. Cheap to clone.
#[derive(Clone)]
pub struct AppContext {
    /// The database pool (SQLite or PostgreSQL).
    pub db: DatabaseConnection,
    /// Domain events to subscribers on this and every other instance.
    pub bus: EventBus,
    /// Token issue and verification; also the MAC key for codes and signs.
    pub tokens: Arc<TokenService>,
    /// Short-lived shared state (codes, limits, denylist): in-process or Redis.
    pub kv: Arc<dyn KvStore>,
    /// SMS, WeChat and carrier providers.
    pub providers: Providers,
    /// Where uploaded files are kept (`<data-dir>/uploads`).
    pub files: FileStore,
    /// Rate-limit and quota buckets: in-process or shared through Redis.
    pub buckets: Arc<Buckets>,
    /// IP属地 (the offline IP → province/country data), loaded once:
    /// `ctx.ip_regions.region_of_request(meta)` in a service.
    pub ip_regions: Arc<IpRegions>,
    /// What outside-given URLs (webhook endpoints) may reach: https only
    /// in production; loopback only with `--webhook-allow-loopback`.
    pub outbound: OutboundPolicy,
}
