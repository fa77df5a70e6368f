//! "A member may want to hear of this while the app is closed": the jobs
//! lower areas ask for in the transaction of the change, which the
//! notification area (`notify`) runs. The kernel names them so the message
//! centre and the draws need not know who sends notifications (as
//! [`super::jobs::MEMBER_SHOWN_CHANGED`]); the job exists exactly when the
//! change committed, and asking costs the change one insert, never a wait
//! on a provider.
//!
//! A deployment with no way to notify anyone (no app push, no WeChat
//! template: `--push-provider none`) asks for no job at all: the job would
//! make nothing, and thousands of them (a settlement's messages, a burst of
//! sends) were claimed and finished one by one ahead of the work behind
//! them (W18 took 183 s behind W13's leftovers, BENCHMARKS.md). The askers
//! hold a transaction, not the context, so the process keeps what its
//! providers allow ([`declare`], called where a context is built).

use std::sync::atomic::{AtomicU8, Ordering};

use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;
use serde::{Deserialize, Serialize};

use super::error::AppResult;
use super::jobs::{self, Job};
use super::providers::Providers;

/// Nothing declared yet: ask (as a process that can notify would).
const UNDECLARED: u8 = 0;
/// Every context declared so far reaches nobody.
const REACHES_NOBODY: u8 = 1;
/// Some context of this process can notify: ask, whatever comes later.
const REACHES_SOMEONE: u8 = 2;

static REACH: AtomicU8 = AtomicU8::new(UNDECLARED);

/// Whether `providers` can notify anyone: an app push provider, or WeChat
/// with a subscription template.
pub fn reaches_anyone(providers: &Providers) -> bool {
    providers.push.is_some()
        || (providers.wechat.is_some() && !providers.subscribe_templates.is_empty())
}

/// Declares a context's providers. Once any context of the process can
/// notify, every later ask is kept (a test process builds many contexts;
/// a job too many costs a claim, a job too few loses a notification).
pub fn declare(providers: &Providers) {
    let reaches = reaches_anyone(providers);
    let _ = REACH.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |was| {
        Some(after(was, reaches))
    });
}

/// The process's reach after a context that `reaches` (or not) is declared.
fn after(was: u8, reaches: bool) -> u8 {
    match (was, reaches) {
        (_, true) => REACHES_SOMEONE,
        (UNDECLARED, false) => REACHES_NOBODY,
        (kept, false) => kept,
    }
}

/// Whether notices are asked for in this process (see [`declare`]).
pub fn wanted() -> bool {
    REACH.load(Ordering::Relaxed) != REACHES_NOBODY
}

/// A message reached its members (targeted) or everyone (a broadcast).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageSent {
    pub message_id: i64,
    /// A broadcast's fan-out goes page by page: the last member done.
    #[serde(default)]
    pub after_member: i64,
}

impl Job for MessageSent {
    const KIND: &'static str = "notify.message";
}

/// A draw was published: its followers hear the numbers.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DrawPublished {
    /// The game's code, e.g. `SSQ`.
    pub game: String,
    pub issue: String,
    pub title: String,
    pub body: String,
    /// The page by page fan-out's last member done.
    #[serde(default)]
    pub after_member: i64,
}

impl Job for DrawPublished {
    const KIND: &'static str = "notify.draw";
}

/// Asks for `notice` in `db`'s transaction, to run at once; nothing when
/// this deployment notifies nobody ([`wanted`]).
pub async fn ask<C: ConnectionTrait, J: Job>(
    db: &C,
    notice: &J,
    at: DateTime<Utc>,
) -> AppResult<()> {
    if !wanted() {
        return Ok(());
    }
    jobs::ask(db, notice, at, None).await
}

#[cfg(test)]
mod tests {
    use super::*;

    // The process-wide value itself is left alone: the other tests of
    // this binary run beside these and ask for notices.
    #[test]
    fn a_context_that_reaches_someone_keeps_the_asks_for_good() {
        assert_eq!(after(UNDECLARED, false), REACHES_NOBODY);
        assert_eq!(after(UNDECLARED, true), REACHES_SOMEONE);
        assert_eq!(after(REACHES_NOBODY, true), REACHES_SOMEONE);
        assert_eq!(after(REACHES_SOMEONE, false), REACHES_SOMEONE);
        assert_eq!(after(REACHES_NOBODY, false), REACHES_NOBODY);
    }

    #[test]
    fn push_or_a_wechat_template_reaches_someone() {
        let mut p = Providers::console();
        assert!(reaches_anyone(&p));
        p.push = None;
        assert!(!reaches_anyone(&p), "no push, no WeChat");
    }
}
