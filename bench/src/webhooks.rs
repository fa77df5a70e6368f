//! W19: webhook deliveries to a receiver inside this process that answers
//! 500 to 1 % of the events (chosen by their sequence number, every
//! hundredth) on their first attempt and 200 to everything else. Every
//! delivery's Standard Webhooks signature is verified (the `standardwebhooks`
//! crate, as partners verify) and each `webhook-id` must come back 200
//! exactly once.
//!
//! The events are written the way the domain writes them: a partner and
//! its endpoint (rows, as `create-partner` and the endpoint mutation leave
//! them), then `domain::webhook::emit` for each event in one transaction,
//! so that every delivery is due at its commit. The server (development
//! mode: production refuses a loopback endpoint) sends them from its job
//! runner.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use sea_orm::{ConnectionTrait, Database, DatabaseBackend, Statement};

use crate::procs;
use crate::report::Report;
use crate::scale::Scale;

/// Events per run.
pub fn events_of(scale: &Scale) -> u64 {
    match scale.name {
        "full" => 10_000,
        _ => 1_000,
    }
}

/// Every `FAIL_EVERY`th event fails its first attempt.
const FAIL_EVERY: u64 = 100;

/// What the receiver saw of one event.
#[derive(Default)]
struct Seen {
    attempts: u32,
    delivered: u32,
}

#[derive(Default)]
struct Log {
    events: HashMap<String, Seen>,
    bad_signatures: u64,
    /// When the last first attempt and the last success arrived.
    last_first: Option<Instant>,
    last_success: Option<Instant>,
}

struct Receiver {
    hook: standardwebhooks::Webhook,
    log: Mutex<Log>,
}

async fn receive(State(r): State<Arc<Receiver>>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let now = Instant::now();
    let signed = r.hook.verify(&body, &headers).is_ok();
    let seq = serde_json::from_slice::<serde_json::Value>(&body)
        .ok()
        .and_then(|v| v["data"]["member"]["legacyId"].as_u64())
        .map(|member| member - 1);
    let id = headers
        .get("webhook-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let Ok(mut log) = r.log.lock() else {
        return StatusCode::INTERNAL_SERVER_ERROR;
    };
    if !signed || seq.is_none() || id.is_empty() {
        log.bad_signatures += 1;
        return StatusCode::BAD_REQUEST;
    }
    let seen = log.events.entry(id).or_default();
    seen.attempts += 1;
    let first = seen.attempts == 1;
    let fail = first && seq.is_some_and(|s| s.is_multiple_of(FAIL_EVERY));
    if !fail {
        seen.delivered += 1;
    }
    if first {
        log.last_first = Some(now);
    }
    if fail {
        return StatusCode::INTERNAL_SERVER_ERROR;
    }
    log.last_success = Some(now);
    StatusCode::OK
}

/// Runs W19 and reports it.
pub async fn run(
    scale: &Scale,
    pg_url: &str,
    secret: &str,
    work: &std::path::Path,
    report: &mut Report,
) -> anyhow::Result<()> {
    let events = events_of(scale);
    let hook_secret = domain::webhook::signing::new_secret();
    let receiver = Arc::new(Receiver {
        hook: standardwebhooks::Webhook::new(&hook_secret).context("the webhook secret")?,
        log: Mutex::new(Log::default()),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://127.0.0.1:{}/hook", listener.local_addr()?.port());
    let app = axum::Router::new()
        .route("/hook", axum::routing::post(receive))
        .with_state(receiver.clone());
    let serving = tokio::spawn(async move { axum::serve(listener, app).await });

    let db = Database::connect(pg_url).await?;
    let partner = endpoint(&db, &url, &hook_secret).await?;
    let server = procs::server_with(
        "server (webhooks)",
        pg_url,
        secret,
        &work.join("hooks"),
        &work.join("hooks.log"),
        "development",
        &["--webhook-allow-loopback"],
    )
    .await?;

    // Every event due at one commit: the clock starts there.
    let txn = domain::kernel::db::begin_on(&db).await?;
    for seq in 0..events {
        // The event's sequence number travels as its member (seq + 1).
        let event = domain::webhook::MemberRegistered {
            member: domain::webhook::MemberRef::of(seq as i64 + 1),
            nickname: format!("W19-{seq}"),
            channel: None,
            registered_at: domain::kernel::clock::now(),
        };
        domain::webhook::emit(&txn, partner, &event)
            .await
            .map_err(|e| anyhow::anyhow!("W19: emitting: {}", e.message))?;
    }
    txn.commit().await?;
    let start = Instant::now();
    let limit = Duration::from_secs(120 + events / 20);
    loop {
        let done = {
            let log = receiver
                .log
                .lock()
                .map_err(|_| anyhow::anyhow!("W19: log"))?;
            log.events.values().filter(|s| s.delivered > 0).count() as u64
        };
        if done >= events {
            break;
        }
        if start.elapsed() > limit {
            bail!("W19: {done} of {events} events delivered after {limit:?}");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // A second more: a duplicate would come now.
    tokio::time::sleep(Duration::from_secs(1)).await;
    server.stop().await;
    serving.abort();
    let log = receiver
        .log
        .lock()
        .map_err(|_| anyhow::anyhow!("W19: log"))?;
    let once = log.events.values().filter(|s| s.delivered == 1).count() as u64;
    let twice = log.events.values().filter(|s| s.delivered > 1).count();
    let retried = log.events.values().filter(|s| s.attempts > 1).count();
    if log.bad_signatures > 0 || twice > 0 || log.events.len() as u64 != events {
        bail!(
            "W19: {} deliveries with a bad signature, {twice} events delivered twice, {} distinct events of {events}",
            log.bad_signatures,
            log.events.len()
        );
    }
    let first = log
        .last_first
        .map_or(0.0, |t| t.duration_since(start).as_secs_f64());
    let last = log
        .last_success
        .map_or(0.0, |t| t.duration_since(start).as_secs_f64());
    let rate = events as f64 / first.max(f64::EPSILON);
    report.at_least(
        "W19",
        &format!("{events} events: first attempts/s (1 % answered 500)"),
        format!("{rate:.0}/s"),
        rate,
        500.0,
    );
    let pct = once as f64 * 100.0 / events as f64;
    report.at_least(
        "W19",
        "events delivered exactly once, signature verified, %",
        format!("{pct:.3} %"),
        pct,
        100.0,
    );
    report.info(
        "W19",
        &format!("commit → last of {retried} retries delivered (first retry 5 s after), s"),
        format!("{last:.2} s"),
        last,
    );
    Ok(())
}

/// The bench partner with one endpoint, `url`, taking every event type:
/// earlier runs' endpoints and deliveries removed. Answers the partner.
async fn endpoint(
    db: &sea_orm::DatabaseConnection,
    url: &str,
    secret: &str,
) -> anyhow::Result<i64> {
    let pg = |sql: &str, values: Vec<sea_orm::Value>| {
        Statement::from_sql_and_values(DatabaseBackend::Postgres, sql, values)
    };
    let now = domain::kernel::clock::now();
    let row = db
        .query_one(pg(
            "INSERT INTO partner (name, contact, state, bucket_size, restore_rate, \
             trusted_documents_only, created_at, updated_at) \
             VALUES ('基准伙伴', '', 'active', 1000, 100, false, $1, $1) \
             ON CONFLICT (name) DO UPDATE SET updated_at = EXCLUDED.updated_at RETURNING id",
            vec![now.into()],
        ))
        .await?
        .context("W19: the partner")?;
    let partner: i64 = row.try_get("", "id")?;
    db.execute(pg(
        "DELETE FROM webhook_delivery WHERE endpoint_id IN \
         (SELECT id FROM webhook_endpoint WHERE partner_id = $1)",
        vec![partner.into()],
    ))
    .await?;
    db.execute(pg(
        "DELETE FROM webhook_endpoint WHERE partner_id = $1",
        vec![partner.into()],
    ))
    .await?;
    let types = serde_json::to_string(&domain::webhook::events::types())?;
    db.execute(pg(
        "INSERT INTO webhook_endpoint (partner_id, url, description, event_types, secret, \
         state, created_at, updated_at) VALUES ($1, $2, 'W19', $3, $4, 'ACTIVE', $5, $5)",
        vec![
            partner.into(),
            url.into(),
            types.into(),
            secret.into(),
            now.into(),
        ],
    ))
    .await?;
    Ok(partner)
}
