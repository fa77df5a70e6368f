//! Polling a feed on the durable jobs: one `feed.poll` job per feed and
//! interval slot, whatever the number of instances asking (the dedupe key
//! names the feed and the slot), claimed by one of them. A poll reads the
//! feed's state, skips when staff paused it or its back-off has not run
//! out, fetches, reads the response whole, applies it through the sports
//! area, and records the outcome with the job's end in one transaction.
//!
//! Failures back off: the next attempt waits the interval × 2^(failures −
//! 1), capped at an hour, up to 10 % less (jitter) so feeds do not beat
//! together; the poll of the slot it ends in runs. After `OPEN_AFTER` failures in a row the circuit opens
//! for `OPEN_FOR`; the first poll after it is the trial, and a success
//! closes it. A poll killed half-way has either written its whole
//! schedule (the writes are one transaction, each keyed by the source's
//! ids) or nothing; its job is claimed again and runs as a repeat.

use chrono::{DateTime, Duration, Utc};
use rand::Rng;
use sea_orm::sea_query::Expr;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde::{Deserialize, Serialize};

use super::csl::{self, Refused};
use super::source::{self, Fetched};
use super::{csl_results, draw_notices};
use crate::kernel::disagreement::Disagreement;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::{AppContext, AppResult};
use crate::lottery::Game;
use crate::sports::SportsGame;
use entities::feed_state;

/// The job kind.
pub const POLL: &str = "feed.poll";
/// Failures in a row that open the circuit.
pub const OPEN_AFTER: i64 = 5;
/// How long an open circuit waits before its trial poll.
pub const OPEN_FOR: Duration = Duration::minutes(30);
/// The longest back-off below the circuit.
const MAX_BACKOFF_SECS: i64 = 3600;

/// The feeds there are, by name (`feed_state.feed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Feed {
    /// 竞彩足球's schedule with odds (the gateway's match calculator).
    JczqSchedule,
    /// 竞彩足球's results (the gateway's result list).
    JczqResults,
    /// 竞彩篮球's schedule with odds (the gateway's basketball calculator).
    JclqSchedule,
    /// A draw game's notices (the sports lottery's history list or the
    /// welfare lottery's draw notice, by game).
    Draws(Game),
}

impl Feed {
    pub fn name(self) -> &'static str {
        match self {
            Feed::JczqSchedule => "jczq_schedule",
            Feed::JczqResults => "jczq_results",
            Feed::JclqSchedule => "jclq_schedule",
            Feed::Draws(g) => match g {
                Game::Ssq => "draws_ssq",
                Game::Dlt => "draws_dlt",
                Game::Fc3d => "draws_fc3d",
                Game::Pl3 => "draws_pl3",
                Game::Pl5 => "draws_pl5",
                Game::Qlc => "draws_qlc",
                Game::Qxc => "draws_qxc",
            },
        }
    }

    /// The feed named `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Feed> {
        match name {
            "jczq_schedule" => Some(Feed::JczqSchedule),
            "jczq_results" => Some(Feed::JczqResults),
            "jclq_schedule" => Some(Feed::JclqSchedule),
            other => other
                .strip_prefix("draws_")
                .and_then(|g| Game::from_code(g).ok())
                .map(Feed::Draws),
        }
    }
}

impl TryFrom<String> for Feed {
    type Error = String;
    fn try_from(name: String) -> Result<Self, Self::Error> {
        Feed::from_name(&name).ok_or_else(|| format!("no feed named {name}"))
    }
}

impl From<Feed> for String {
    fn from(f: Feed) -> String {
        f.name().to_owned()
    }
}

/// The feeds an operator configured (`--feed-*`), and the pace.
#[derive(Debug, Clone)]
pub struct FeedConfig {
    /// The source of each configured feed.
    pub sources: Vec<(Feed, String)>,
    /// Seconds between polls of a feed (`--feed-interval`, default 300).
    pub interval_secs: i64,
    /// Seconds a request may take (`--feed-timeout`, default 10).
    pub timeout_secs: u64,
    /// The sources are the demo's replay (`replay.rs`): what they bring is
    /// stored under `replay:` ids and labelled 回放数据 wherever shown.
    pub replay: bool,
}

/// The default interval: one request per feed every 5 minutes.
pub const DEFAULT_INTERVAL_SECS: i64 = 300;

#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Poll {
    feed: Feed,
    url: String,
    interval_secs: i64,
    /// Milliseconds a request may take (jobs asked before there was a
    /// setting take the default).
    #[serde(default = "default_timeout_ms")]
    timeout_ms: u64,
    /// The demo's replay source (`FeedConfig::replay`).
    #[serde(default)]
    replay: bool,
}

fn default_timeout_ms() -> u64 {
    source::TIMEOUT.as_millis().try_into().unwrap_or(10_000)
}

impl jobs::Job for Poll {
    const KIND: &'static str = POLL;
}

pub(crate) fn register(registry: &mut Registry) {
    registry.job(|ctx, p: Poll, run| async move { handle(&ctx, p, &run).await });
}

/// Asks for each configured feed's poll of the current slot.
pub async fn enqueue(ctx: &AppContext, config: &FeedConfig) -> AppResult<()> {
    enqueue_at(ctx, config, crate::kernel::clock::now()).await
}

/// [`enqueue`] as at `now` (the slot is `now`'s).
pub async fn enqueue_at(
    ctx: &AppContext,
    config: &FeedConfig,
    now: DateTime<Utc>,
) -> AppResult<()> {
    let every = config.interval_secs.max(1);
    let slot = now.timestamp() / every;
    for (feed, url) in &config.sources {
        let poll = Poll {
            feed: *feed,
            url: url.clone(),
            interval_secs: every,
            timeout_ms: config.timeout_secs.saturating_mul(1000),
            replay: config.replay,
        };
        let key = format!("{POLL}:{}:{slot}", feed.name());
        jobs::ask(&ctx.db, &poll, now, Some(&key)).await?;
    }
    Ok(())
}

/// Runs for the life of the server: each minute, the polls of the current
/// slot are asked for (one job per feed and slot whatever the instances).
pub async fn run_forever(ctx: AppContext, config: FeedConfig) {
    crate::kernel::periodic::every_minute(ctx, "feed polls", move |ctx| {
        let config = config.clone();
        async move {
            enqueue(&ctx, &config).await?;
            super::staff::export_gauges(&ctx).await
        }
    })
    .await
}

/// A feed's state, its row written on first use.
pub async fn state(ctx: &AppContext, feed: Feed) -> AppResult<feed_state::Model> {
    let now = crate::kernel::clock::now();
    feed_state::Entity::insert(feed_state::ActiveModel {
        feed: Set(feed.name().to_owned()),
        paused: Set(false),
        etag: Set(None),
        last_modified: Set(None),
        last_success_at: Set(None),
        source_time: Set(None),
        consecutive_failures: Set(0),
        failures: Set(0),
        last_error: Set(None),
        next_attempt_at: Set(None),
        polls: Set(0),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(feed_state::Column::Feed)
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&ctx.db)
    .await?;
    feed_state::Entity::find_by_id(feed.name().to_owned())
        .one(&ctx.db)
        .await?
        .ok_or_else(|| crate::kernel::AppError::internal("a feed state row just written"))
}

/// How long after `failures` in a row the next attempt waits.
pub fn backoff(interval_secs: i64, failures: i64) -> Duration {
    if failures >= OPEN_AFTER {
        return OPEN_FOR;
    }
    let exp = u32::try_from(failures.saturating_sub(1).clamp(0, 16)).unwrap_or(16);
    Duration::seconds(
        interval_secs
            .max(1)
            .saturating_mul(2_i64.saturating_pow(exp))
            .min(MAX_BACKOFF_SECS),
    )
}

/// What a poll came to.
#[derive(Debug)]
enum Outcome {
    /// Taken (or not modified), with the validators and the source time.
    Taken {
        etag: Option<String>,
        last_modified: Option<String>,
        source_time: Option<DateTime<Utc>>,
    },
    Failed(Refused),
}

async fn poll_once(ctx: &AppContext, p: &Poll, st: &feed_state::Model) -> Outcome {
    let timeout = std::time::Duration::from_millis(p.timeout_ms.max(1));
    let fetched = match source::fetch(
        &p.url,
        st.etag.as_deref(),
        st.last_modified.as_deref(),
        timeout,
    )
    .await
    {
        Ok(f) => f,
        Err(r) => return Outcome::Failed(r),
    };
    let (body, etag, last_modified) = match fetched {
        Fetched::NotModified => {
            return Outcome::Taken {
                etag: st.etag.clone(),
                last_modified: st.last_modified.clone(),
                source_time: st.source_time,
            }
        }
        Fetched::Body {
            body,
            etag,
            last_modified,
        } => (body, etag, last_modified),
    };
    let taken = match p.feed {
        Feed::JczqSchedule | Feed::JclqSchedule => take_schedule(ctx, p, &body).await,
        Feed::JczqResults => take_results(ctx, p, &body, timeout).await,
        Feed::Draws(game) => take_draws(ctx, game, &body, p.replay).await,
    };
    match taken {
        Ok((source_time, disagreements)) => {
            if let Err(e) = super::conflicts::replace(ctx, p.feed, &disagreements).await {
                tracing::warn!(feed = p.feed.name(), error = %e.message, "feed conflicts not listed");
            }
            Outcome::Taken {
                etag,
                last_modified,
                source_time: source_time.or(st.source_time),
            }
        }
        Err(r) => Outcome::Failed(r),
    }
}

/// What a taken response leaves: the source's time and the disagreements.
type Taken = (Option<DateTime<Utc>>, Vec<Disagreement>);

fn not_applied(e: crate::kernel::AppError) -> Refused {
    Refused {
        code: "NOT_APPLIED",
        reason: e.message,
    }
}

/// A replayed source's id (`sporttery:1` → `replay:1`): the recorded
/// matches never meet the real ones stored under the source's ids.
fn replayed(id: &str) -> String {
    format!(
        "{}{}",
        crate::sports::feed_apply::REPLAY_PREFIX,
        id.split_once(':').map_or(id, |(_, n)| n)
    )
}

async fn take_schedule(ctx: &AppContext, p: &Poll, body: &[u8]) -> Result<Taken, Refused> {
    let game = match p.feed {
        Feed::JclqSchedule => SportsGame::Jclq,
        _ => SportsGame::Jczq,
    };
    let mut schedule = csl::parse_schedule(game, body)?;
    if p.replay {
        for m in &mut schedule.matches {
            m.source_id = replayed(&m.source_id);
            for o in &mut m.odds {
                o.source = "feed:replay".to_owned();
            }
        }
    }
    let a = crate::sports::feed_apply::apply_schedule(ctx, game, &schedule.matches)
        .await
        .map_err(not_applied)?;
    tracing::info!(
        feed = p.feed.name(),
        inserted = a.inserted,
        updated = a.updated,
        odds_added = a.odds_added,
        mismatched = a.mismatched,
        conflicts = a.disagreements.len(),
        "feed applied"
    );
    Ok((schedule.source_time, a.disagreements))
}

/// The most pages of a results list one poll reads.
pub const MAX_PAGES: u32 = 20;

/// The results list, every page of it (`pageNo` 2… asked for on the same
/// URL), read whole before anything is written.
async fn take_results(
    ctx: &AppContext,
    p: &Poll,
    body: &[u8],
    timeout: std::time::Duration,
) -> Result<Taken, Refused> {
    let first = csl_results::parse_results(body)?;
    let (pages, source_time) = (first.pages, first.source_time);
    if pages > MAX_PAGES {
        return Err(Refused {
            code: "TOO_LARGE",
            reason: format!("{pages} pages of results (at most {MAX_PAGES} a poll)"),
        });
    }
    let mut results = first.results;
    for page in 2..=pages {
        let url = with_page(&p.url, page)?;
        let body = match source::fetch(&url, None, None, timeout).await? {
            Fetched::Body { body, .. } => body,
            Fetched::NotModified => {
                return Err(Refused {
                    code: "TRUNCATED",
                    reason: format!("page {page} answered 304 without validators"),
                })
            }
        };
        let more = csl_results::parse_results(&body).map_err(|r| Refused {
            reason: format!("page {page}: {}", r.reason),
            ..r
        })?;
        results.extend(more.results);
    }
    if p.replay {
        for r in &mut results {
            r.source_id = replayed(&r.source_id);
        }
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(dup) = results.iter().find(|r| !seen.insert(r.source_id.as_str())) {
        return Err(Refused {
            code: "DUPLICATE_ID",
            reason: format!("{} listed twice across the pages", dup.source_id),
        });
    }
    let a = crate::sports::feed_results::apply_results(ctx, SportsGame::Jczq, &results)
        .await
        .map_err(not_applied)?;
    tracing::info!(
        feed = p.feed.name(),
        published = a.published,
        corrected = a.corrected,
        voided_postponed = a.voided_postponed,
        pending = a.pending,
        unknown = a.unknown,
        conflicts = a.disagreements.len(),
        "feed applied"
    );
    Ok((source_time, a.disagreements))
}

/// `url` asking for page `page` (its `pageNo` set or replaced).
fn with_page(url: &str, page: u32) -> Result<String, Refused> {
    let mut u = reqwest::Url::parse(url).map_err(|_| Refused {
        code: "NETWORK",
        reason: "the feed's URL does not parse".to_owned(),
    })?;
    let kept: Vec<(String, String)> = u
        .query_pairs()
        .filter(|(k, _)| k != "pageNo")
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    u.query_pairs_mut()
        .clear()
        .extend_pairs(kept)
        .append_pair("pageNo", &page.to_string());
    Ok(u.into())
}

async fn take_draws(
    ctx: &AppContext,
    game: Game,
    body: &[u8],
    replay: bool,
) -> Result<Taken, Refused> {
    let draws = draw_notices::parse(game, body)?;
    let a = crate::lottery::feed_apply::apply_draws(ctx, game, &draws, replay)
        .await
        .map_err(not_applied)?;
    tracing::info!(
        feed = Feed::Draws(game).name(),
        inserted = a.inserted,
        unchanged = a.unchanged,
        conflicts = a.disagreements.len(),
        "feed applied"
    );
    Ok((None, a.disagreements))
}

async fn handle(ctx: &AppContext, p: Poll, run: &Claimed) -> AppResult<()> {
    poll_and_record(ctx, &p, Some(run)).await.map(|_| ())
}

/// What a poll did: skipped (paused, or waiting out its back-off), taken,
/// or refused with its code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Polled {
    Skipped,
    Taken,
    Refused(&'static str),
}

/// Polls `feed` from `url` now, as its job would (tests, and staff asking
/// for a poll): the same checks, fetch, writes and state.
pub async fn poll_now(
    ctx: &AppContext,
    feed: Feed,
    url: &str,
    interval_secs: i64,
) -> AppResult<Polled> {
    poll_now_within(ctx, feed, url, interval_secs, source::TIMEOUT).await
}

/// [`poll_now`] with a request time-out other than the default.
pub async fn poll_now_within(
    ctx: &AppContext,
    feed: Feed,
    url: &str,
    interval_secs: i64,
    timeout: std::time::Duration,
) -> AppResult<Polled> {
    let p = Poll {
        feed,
        url: url.to_owned(),
        interval_secs,
        timeout_ms: timeout.as_millis().try_into().unwrap_or(u64::MAX),
        replay: false,
    };
    poll_and_record(ctx, &p, None).await
}

async fn poll_and_record(ctx: &AppContext, p: &Poll, run: Option<&Claimed>) -> AppResult<Polled> {
    let st = state(ctx, p.feed).await?;
    let now = crate::kernel::clock::now();
    // Polls come once a slot, at about the same point in each: a wait that
    // ends within the minute the asks are made in counts as over, so a
    // back-off of one interval is one interval, not two.
    let waiting = st
        .next_attempt_at
        .is_some_and(|at| at > now + Duration::seconds(60));
    let outcome = if st.paused || waiting {
        None
    } else {
        Some(poll_once(ctx, p, &st).await)
    };
    let polled = match &outcome {
        None => Polled::Skipped,
        Some(Outcome::Taken { .. }) => Polled::Taken,
        Some(Outcome::Failed(r)) => Polled::Refused(r.code),
    };
    let mut row: feed_state::ActiveModel = st.clone().into();
    let name = p.feed.name();
    match outcome {
        None => {}
        Some(Outcome::Taken {
            etag,
            last_modified,
            source_time,
        }) => {
            metrics::counter!("feed_polls_total", "feed" => name, "outcome" => "ok").increment(1);
            row.etag = Set(etag);
            row.last_modified = Set(last_modified);
            row.source_time = Set(source_time);
            row.last_success_at = Set(Some(now));
            row.consecutive_failures = Set(0);
            row.next_attempt_at = Set(None);
        }
        Some(Outcome::Failed(r)) => {
            metrics::counter!("feed_polls_total", "feed" => name, "outcome" => r.code).increment(1);
            tracing::warn!(feed = name, code = r.code, reason = %r.reason, "feed poll refused");
            let failures = st.consecutive_failures + 1;
            let wait = backoff(p.interval_secs, failures);
            // Up to 10 % earlier: feeds do not retry in step, and never
            // later than the slot the back-off names.
            let jitter = rand::thread_rng().gen_range(-(wait.num_seconds() / 10)..=0);
            row.consecutive_failures = Set(failures);
            row.last_error = Set(Some(
                format!("{}: {}", r.code, r.reason)
                    .chars()
                    .take(500)
                    .collect(),
            ));
            row.next_attempt_at = Set(Some(now + wait + Duration::seconds(jitter)));
        }
    }
    row.updated_at = Set(now);
    let txn = crate::kernel::db::begin(ctx).await?;
    row.update(&txn).await?;
    // The counters move in SQL (`polls + 1`), not from the row read before
    // the poll: exact whatever else wrote the row meanwhile.
    if !matches!(polled, Polled::Skipped) {
        let failed = i64::from(matches!(polled, Polled::Refused(_)));
        feed_state::Entity::update_many()
            .col_expr(
                feed_state::Column::Polls,
                Expr::col(feed_state::Column::Polls).add(1),
            )
            .col_expr(
                feed_state::Column::Failures,
                Expr::col(feed_state::Column::Failures).add(failed),
            )
            .filter(feed_state::Column::Feed.eq(name))
            .exec(&txn)
            .await?;
    }
    if let Some(run) = run {
        jobs::finish(&txn, run).await?;
    }
    txn.commit().await?;
    Ok(polled)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_back_off_doubling_to_an_hour_then_the_circuit_opens() {
        assert_eq!(backoff(300, 1), Duration::seconds(300));
        assert_eq!(backoff(300, 2), Duration::seconds(600));
        assert_eq!(backoff(300, 4), Duration::seconds(2400));
        assert_eq!(backoff(1200, 4), Duration::seconds(3600), "capped");
        assert_eq!(backoff(300, OPEN_AFTER), OPEN_FOR);
        assert_eq!(backoff(300, 40), OPEN_FOR);
    }
}
