//! Sending a delivery: the durable job's handler, one attempt per job.
//!
//! The attempt is sent, then recorded in one transaction with the next
//! attempt's job (or the final state) and this job's `finish`: a run that
//! lost its lease rolls its record back, and the job that took over sends
//! again with the same `webhook-id` (at least once; receivers dedupe).
//! An endpoint has at most [`PER_ENDPOINT`] deliveries in flight on an
//! instance (its lane): one slow receiver cannot hold every worker.

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::emit::{enqueue, DeliverJob};
use super::endpoints::signing_secrets;
use super::{signing, view};
use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::outbound;
use entities::{webhook_delivery, webhook_endpoint};

/// One attempt's time limit (connecting included).
pub const TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);
/// The waits after the first six failed attempts (Svix's schedule).
const WAITS: [i64; 6] = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600];
/// The last attempt is due this long after the first.
pub const GIVE_UP_AFTER: Duration = Duration::hours(24);
/// Attempts in one round: the first, six after [`WAITS`], the last at 24 h.
pub const MAX_ATTEMPTS: i64 = WAITS.len() as i64 + 2;
/// The most of a receiver's answer kept, in characters.
pub const EXCERPT_CHARS: usize = 200;

/// Deliveries to one endpoint in flight at once on an instance: a
/// delivery's job is in its endpoint's lane (`DeliverJob::lane`), and the
/// runner claims no more of a lane than this, so a receiver that answers
/// slowly (or not until the 10 s time-out) holds back its own deliveries
/// and leaves the rest of the runner to every other endpoint.
pub const PER_ENDPOINT: usize = crate::kernel::job_lanes::PER_LANE;

/// Adds the delivery job to the runner's registry (`domain::job_handlers`).
pub fn register(registry: &mut Registry) {
    registry.job(|ctx, job: DeliverJob, run| async move { run_job(&ctx, job, &run).await });
}

/// When the next attempt is due after `made` attempts of a round that
/// began at `first` failed, or `None` when the round is over: 5 s, 5 min,
/// 30 min, 2 h, 5 h and 10 h after the attempts before, then 24 h after the
/// first (never before `now`).
pub fn next_attempt(first: DateTime<Utc>, made: i64, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    if !(1..MAX_ATTEMPTS).contains(&made) {
        return None;
    }
    let n = made as usize;
    let offset = if n <= WAITS.len() {
        Duration::seconds(WAITS[..n].iter().sum())
    } else {
        GIVE_UP_AFTER
    };
    Some((first + offset).max(now))
}

/// What one attempt came to.
#[derive(Debug, Default)]
struct Outcome {
    delivered: bool,
    /// No more attempts whatever the schedule says (a disabled endpoint).
    stop: bool,
    status: Option<i32>,
    error: Option<String>,
    excerpt: Option<String>,
}

impl Outcome {
    fn failed(status: Option<i32>, error: impl Into<String>) -> Self {
        Self {
            status,
            error: Some(error.into()),
            ..Self::default()
        }
    }
}

async fn run_job(ctx: &AppContext, job: DeliverJob, run: &Claimed) -> AppResult<()> {
    let Some(delivery) = webhook_delivery::Entity::find_by_id(job.delivery_id)
        .one(&ctx.db)
        .await?
    else {
        return Ok(()); // removed with its endpoint
    };
    if delivery.state != view::PENDING || delivery.attempts != job.attempt {
        return Ok(()); // a job of a round or an attempt already done
    }
    let Some(endpoint) = webhook_endpoint::Entity::find_by_id(delivery.endpoint_id)
        .one(&ctx.db)
        .await?
    else {
        return Ok(());
    };
    let now = crate::kernel::clock::now();
    let outcome = if endpoint.state == view::DISABLED {
        Outcome {
            stop: true,
            ..Outcome::failed(None, "the endpoint is disabled")
        }
    } else {
        attempt(ctx, &endpoint, &delivery, now).await
    };
    let label = if outcome.delivered {
        "delivered"
    } else {
        "failed"
    };
    metrics::counter!("webhook_attempts_total", "outcome" => label).increment(1);
    record(ctx, run, &delivery, outcome, now).await
}

/// Sends the delivery once to the endpoint's checked address.
async fn attempt(
    ctx: &AppContext,
    endpoint: &webhook_endpoint::Model,
    delivery: &webhook_delivery::Model,
    now: DateTime<Utc>,
) -> Outcome {
    // Checked again at every attempt: the name may resolve elsewhere now.
    let checked = match outbound::check(ctx.outbound, "url", &endpoint.url).await {
        Ok(c) => c,
        Err(e) => return Outcome::failed(None, format!("{}: {}", e.code, e.message)),
    };
    let client = match outbound::client_for(&checked, TIMEOUT) {
        Ok(c) => c,
        Err(e) => return Outcome::failed(None, e.message),
    };
    let headers = match signing::headers(
        &signing_secrets(endpoint, now),
        &delivery.event_id,
        now,
        &delivery.payload,
    ) {
        Ok(h) => h,
        Err(e) => return Outcome::failed(None, e.message),
    };
    let sent = client
        .post(checked.url)
        .header("content-type", "application/json")
        .header("user-agent", "lottery-member-webhooks/1")
        .header("webhook-id", &headers.id)
        .header("webhook-timestamp", headers.timestamp.to_string())
        .header("webhook-signature", &headers.signature)
        .body(delivery.payload.clone())
        .send()
        .await;
    let mut resp = match sent {
        Ok(r) => r,
        Err(e) if e.is_timeout() => {
            return Outcome::failed(None, format!("no answer within {} s", TIMEOUT.as_secs()))
        }
        Err(e) if e.is_connect() => return Outcome::failed(None, "could not connect"),
        Err(_) => return Outcome::failed(None, "the request failed"),
    };
    let status = resp.status();
    let excerpt = excerpt(&mut resp).await;
    let code = Some(i32::from(status.as_u16()));
    if status.is_success() {
        Outcome {
            delivered: true,
            status: code,
            excerpt,
            ..Outcome::default()
        }
    } else {
        Outcome {
            excerpt,
            ..Outcome::failed(code, format!("HTTP {}", status.as_u16()))
        }
    }
}

/// The start of the answer's body, at most [`EXCERPT_CHARS`] characters;
/// the rest is never read.
async fn excerpt(resp: &mut reqwest::Response) -> Option<String> {
    let mut bytes: Vec<u8> = Vec::new();
    while bytes.len() < EXCERPT_CHARS * 4 {
        match resp.chunk().await {
            Ok(Some(chunk)) => bytes.extend_from_slice(&chunk),
            _ => break,
        }
    }
    let text: String = String::from_utf8_lossy(&bytes)
        .chars()
        .filter(|c| !c.is_control() || *c == '\n')
        .take(EXCERPT_CHARS)
        .collect();
    (!text.is_empty()).then_some(text)
}

/// Records the attempt, schedules the next or settles the delivery, and
/// finishes the job, in one transaction.
async fn record(
    ctx: &AppContext,
    run: &Claimed,
    delivery: &webhook_delivery::Model,
    outcome: Outcome,
    now: DateTime<Utc>,
) -> AppResult<()> {
    use webhook_delivery::Column as D;
    use webhook_endpoint::Column as E;
    let made = delivery.attempts + 1;
    let first = delivery.first_attempt_at.unwrap_or(now);
    let next = if outcome.delivered || outcome.stop {
        None
    } else {
        next_attempt(first, made, now)
    };
    let state = match (outcome.delivered, next) {
        (true, _) => view::DELIVERED,
        (false, Some(_)) => view::PENDING,
        (false, None) => view::FAILED,
    };
    let txn = crate::kernel::db::begin(ctx).await?;
    let moved = webhook_delivery::Entity::update_many()
        .col_expr(D::State, Expr::value(state))
        .col_expr(D::Attempts, Expr::value(made))
        .col_expr(D::FirstAttemptAt, Expr::value(first))
        .col_expr(D::LastAttemptAt, Expr::value(now))
        .col_expr(D::NextAt, Expr::value(next))
        .col_expr(D::LastStatus, Expr::value(outcome.status))
        .col_expr(D::LastError, Expr::value(outcome.error))
        .col_expr(D::LastResponse, Expr::value(outcome.excerpt))
        .col_expr(
            D::DeliveredAt,
            Expr::value(outcome.delivered.then_some(now)),
        )
        .filter(D::Id.eq(delivery.id))
        .filter(D::State.eq(view::PENDING))
        .filter(D::Attempts.eq(delivery.attempts))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Ok(()); // another run recorded this attempt
    }
    if outcome.delivered {
        webhook_endpoint::Entity::update_many()
            .col_expr(E::State, Expr::value(view::ACTIVE))
            .col_expr(E::FailingSince, Expr::value(Option::<DateTime<Utc>>::None))
            .filter(E::Id.eq(delivery.endpoint_id))
            .filter(E::State.eq(view::FAILING))
            .exec(&txn)
            .await?;
    } else if let Some(at) = next {
        enqueue(&txn, delivery, made, at).await?;
    } else if !outcome.stop {
        // Out of retries: the partner sees the endpoint failing.
        webhook_endpoint::Entity::update_many()
            .col_expr(E::State, Expr::value(view::FAILING))
            .col_expr(E::FailingSince, Expr::value(now))
            .filter(E::Id.eq(delivery.endpoint_id))
            .filter(E::State.eq(view::ACTIVE))
            .exec(&txn)
            .await?;
    }
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schedule_ends_a_day_after_the_first_attempt() {
        let first = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let mut at = first;
        let mut waits = Vec::new();
        for made in 1..MAX_ATTEMPTS {
            let next = next_attempt(first, made, at).unwrap();
            waits.push((next - at).num_seconds());
            at = next;
        }
        assert_eq!(
            waits,
            [5, 300, 1800, 7200, 18000, 36000, 86400 - 63305],
            "5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then the rest of the day"
        );
        assert_eq!(at - first, GIVE_UP_AFTER);
        assert_eq!(next_attempt(first, MAX_ATTEMPTS, at), None);
        // A slow round never schedules into the past.
        let late = first + Duration::hours(30);
        assert_eq!(next_attempt(first, 7, late), Some(late));
    }
}
