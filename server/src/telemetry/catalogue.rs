//! Every metric the server exports, described once and set to zero at
//! start: a healthy server that has not yet seen a failure shows `0`, not
//! "no data", and a dashboard's query never names a series that cannot
//! exist (docs/observability.md; the dashboard's test scrapes for each).
//!
//! Histograms appear with empty buckets once registered; counters and
//! gauges are set at a label set that certainly exists (the catch-all
//! labels, each job kind, each legacy route).

use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};

use super::operations;

pub const HTTP_REQUESTS: &str = "http_requests_total";
pub const HTTP_DURATION: &str = "http_request_duration_seconds";
pub const GRAPHQL_OPERATIONS: &str = "graphql_operations_total";
pub const GRAPHQL_DURATION: &str = "graphql_operation_duration_seconds";
pub const LEGACY_CALLS: &str = "legacy_calls_total";
pub const LEGACY_DURATION: &str = "legacy_call_duration_seconds";
pub const DB_POOL_CONNECTIONS: &str = "db_pool_connections";
pub const DB_POOL_MAX: &str = "db_pool_max_connections";
pub const DB_POOL_ACQUIRE: &str = "db_pool_acquire_probe_seconds";
pub const DB_POOL_ACQUIRE_FAILURES: &str = "db_pool_acquire_probe_failures_total";
pub const WEBSOCKETS: &str = "websocket_connections";
pub const JOBS_QUEUED: &str = "jobs_queued";
pub const JOBS_OLDEST_DUE: &str = "jobs_oldest_due_seconds";
pub const RATE_LIMITED: &str = "rate_limited_total";
pub const RATE_LIMIT_FALLBACK: &str = "rate_limit_fallback_total";
pub const TRACKING_DROPPED: &str = "tracking_events_dropped_total";
pub const WEBHOOK_ATTEMPTS: &str = "webhook_attempts_total";
pub const FEED_POLLS: &str = "feed_polls_total";
pub const FEED_SINCE_SUCCESS: &str = "feed_since_success_seconds";
pub const FEED_LAG: &str = "feed_lag_seconds";
pub const FEED_PAUSED: &str = "feed_paused";

/// The buckets `rate_limited_total` counts by: members and IPs
/// (`http::rate_limit`), WebSocket connects, partners' cost buckets.
pub const RATE_BUCKETS: [&str; 4] = ["member", "ip", "ws", "partner"];
/// The WebSocket subprotocols served.
pub const PROTOCOLS: [&str; 2] = ["graphql-transport-ws", "graphql-ws"];
/// The job states the queue gauge reports (`DONE` is not work).
pub const QUEUED_STATES: [&str; 3] = [
    domain::kernel::jobs::PENDING,
    domain::kernel::jobs::RUNNING,
    domain::kernel::jobs::FAILED,
];

/// Describes every metric and sets it to zero. Run once, when the
/// recorder is installed.
pub fn describe() {
    http();
    operations_metrics();
    pool_and_sockets();
    bus_and_jobs();
    limits_and_others();
    super::sampler::describe_process();
}

fn http() {
    describe_counter!(
        HTTP_REQUESTS,
        "HTTP requests answered, by method, route and status"
    );
    describe_histogram!(
        HTTP_DURATION,
        Unit::Seconds,
        "HTTP request latency, by method, route and status"
    );
    let labels = [("method", "GET"), ("route", "/healthz"), ("status", "200")];
    metrics::counter!(HTTP_REQUESTS, &labels).increment(0);
    let _ = metrics::histogram!(HTTP_DURATION, &labels);
}

fn operations_metrics() {
    describe_counter!(
        GRAPHQL_OPERATIONS,
        "GraphQL operations over HTTP, by operation (the web client's names; `other`, \
         `anonymous`) and outcome (`ok` or the error code)"
    );
    describe_histogram!(
        GRAPHQL_DURATION,
        Unit::Seconds,
        "GraphQL operation latency over HTTP, by operation"
    );
    for op in [operations::OTHER, operations::ANONYMOUS] {
        metrics::counter!(GRAPHQL_OPERATIONS, "operation" => op, "outcome" => "ok").increment(0);
        let _ = metrics::histogram!(GRAPHQL_DURATION, "operation" => op);
    }
    describe_counter!(
        LEGACY_CALLS,
        "Legacy /api/{Service}/{Method} calls, by route and outcome (`ok` or the error code)"
    );
    describe_histogram!(
        LEGACY_DURATION,
        Unit::Seconds,
        "Legacy call latency, by route"
    );
    for route in crate::legacy::routes().calls() {
        metrics::counter!(LEGACY_CALLS, "route" => route, "outcome" => "ok").increment(0);
    }
    let _ = metrics::histogram!(LEGACY_DURATION, "route" => operations::UNKNOWN_ROUTE);
}

fn pool_and_sockets() {
    describe_gauge!(
        DB_POOL_CONNECTIONS,
        "Database pool connections by state (`in_use`, `idle`), sampled every 5 s"
    );
    describe_gauge!(DB_POOL_MAX, "The database pool's maximum size");
    describe_histogram!(
        DB_POOL_ACQUIRE,
        Unit::Seconds,
        "Time to take a connection from the pool, probed every 5 s (a sample of the wait, \
         not every request's)"
    );
    describe_counter!(
        DB_POOL_ACQUIRE_FAILURES,
        "Pool probes that got no connection within 5 s"
    );
    for state in ["in_use", "idle"] {
        metrics::gauge!(DB_POOL_CONNECTIONS, "state" => state).set(0.0);
    }
    metrics::gauge!(DB_POOL_MAX).set(0.0);
    let _ = metrics::histogram!(DB_POOL_ACQUIRE);
    metrics::counter!(DB_POOL_ACQUIRE_FAILURES).increment(0);
    describe_gauge!(WEBSOCKETS, "Open WebSockets, by subprotocol");
    for protocol in PROTOCOLS {
        metrics::gauge!(WEBSOCKETS, "protocol" => protocol).increment(0.0);
    }
}

fn bus_and_jobs() {
    use domain::kernel::{fanout, jobs};
    describe_histogram!(
        fanout::LAG_METRIC,
        Unit::Seconds,
        "Event bus: from publish to a subscriber taking the event, by origin (`local`, \
         `remote` through Redis, by the publisher's clock)"
    );
    for origin in [fanout::Origin::Local, fanout::Origin::Remote] {
        let _ = metrics::histogram!(fanout::LAG_METRIC, "origin" => origin.label());
    }
    // A Redis outage (docs/operations.md "Redis down"): the gauge exists
    // only with Redis configured (set by the event subscriber).
    describe_gauge!(
        domain::kernel::events::REDIS_UP_METRIC,
        "1 while this instance's Redis event subscription is up, 0 during an outage"
    );
    describe_counter!(
        domain::kernel::events::OUTAGES_METRIC,
        "Redis outages this instance saw (its event subscription lost)"
    );
    describe_counter!(
        domain::kernel::identity::FALLBACK_METRIC,
        "Signed-in requests checked against the database because the event bus was down"
    );
    describe_counter!(
        domain::kernel::events::UNPUBLISHED_METRIC,
        "Events not handed to Redis (down or slower than 250 ms); local subscribers had them"
    );
    metrics::counter!(domain::kernel::events::OUTAGES_METRIC).increment(0);
    metrics::counter!(domain::kernel::events::UNPUBLISHED_METRIC).increment(0);
    metrics::counter!(domain::kernel::identity::FALLBACK_METRIC).increment(0);
    describe_gauge!(
        JOBS_QUEUED,
        "Durable jobs by state (PENDING, RUNNING, FAILED) and kind, sampled every 15 s"
    );
    describe_gauge!(
        JOBS_OLDEST_DUE,
        Unit::Seconds,
        "How long the oldest due PENDING job has waited, sampled every 15 s"
    );
    describe_histogram!(
        jobs::RUN_METRIC,
        Unit::Seconds,
        "Durable job runs, by kind and outcome (`ok`, `error`)"
    );
    describe_counter!(
        jobs::ATTEMPT_FAILED_METRIC,
        "Durable job runs that failed (retried later, or FAILED), by kind"
    );
    describe_counter!(
        jobs::FAILED_METRIC,
        "Durable jobs that ran out of attempts and became FAILED (staff retry them), by kind"
    );
    metrics::gauge!(JOBS_OLDEST_DUE).set(0.0);
    for kind in domain::job_handlers().kind_names() {
        for state in QUEUED_STATES {
            metrics::gauge!(JOBS_QUEUED, "state" => state, "kind" => kind).set(0.0);
        }
        let _ = metrics::histogram!(jobs::RUN_METRIC, "kind" => kind, "outcome" => "ok");
        metrics::counter!(jobs::ATTEMPT_FAILED_METRIC, "kind" => kind).increment(0);
        metrics::counter!(jobs::FAILED_METRIC, "kind" => kind).increment(0);
    }
}

fn limits_and_others() {
    describe_counter!(
        RATE_LIMITED,
        "Requests refused by a rate limit, by bucket (member, ip, ws, partner)"
    );
    for bucket in RATE_BUCKETS {
        metrics::counter!(RATE_LIMITED, "bucket" => bucket).increment(0);
    }
    describe_counter!(
        RATE_LIMIT_FALLBACK,
        "Rate-limit checks counted in this process because Redis failed or was slow"
    );
    metrics::counter!(RATE_LIMIT_FALLBACK).increment(0);
    describe_counter!(
        TRACKING_DROPPED,
        "Tracking-pixel events dropped because the queue to the database was full"
    );
    metrics::counter!(TRACKING_DROPPED).increment(0);
    describe_counter!(
        WEBHOOK_ATTEMPTS,
        "Webhook delivery attempts, by outcome (delivered, failed)"
    );
    for outcome in ["delivered", "failed"] {
        metrics::counter!(WEBHOOK_ATTEMPTS, "outcome" => outcome).increment(0);
    }
    describe_counter!(
        FEED_POLLS,
        "Data feed polls, by feed and outcome (`ok` or the refusal's code, docs/feeds.md)"
    );
    metrics::counter!(FEED_POLLS, "feed" => "jczq_schedule", "outcome" => "ok").increment(0);
    describe_gauge!(
        FEED_SINCE_SUCCESS,
        "Seconds since a data feed's last good poll, by feed (set each minute)"
    );
    describe_gauge!(
        FEED_LAG,
        "Seconds from a data feed source's own time of its data to now, by feed"
    );
    describe_gauge!(
        FEED_PAUSED,
        "1 while staff have paused a data feed, by feed"
    );
    // Exported from the start (no feed label, 0) so dashboards and alerts
    // find the names before a feed first polls; each feed's own series
    // comes with its `feed` label.
    for name in [FEED_SINCE_SUCCESS, FEED_LAG, FEED_PAUSED] {
        metrics::gauge!(name).set(0.0);
    }
    describe_counter!("partner_requests_total", "Partner requests, by partner");
    describe_counter!("partner_cost_total", "Partner query cost spent, by partner");
    describe_counter!(
        "partner_throttled_total",
        "Partner requests refused by their cost bucket, by partner"
    );
    describe_counter!(
        "partner_errors_total",
        "Partner requests that failed, by partner"
    );
}
