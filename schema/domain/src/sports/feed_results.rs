//! What a data feed's results do to the stored matches (issue 57), through
//! the same writer as staff's results (`staff::write_result`), so the
//! settlement that follows is the one there is: `ResultPublished` after the
//! commit enqueues `quiz.settle_match` keyed by the match's new
//! `updated_at` (and the minute's sweep catches a lost event).
//!
//! - **An official score** finishes the match; the same score again writes
//!   nothing (no new version, no second settlement); another score is a
//!   correction, settled again by the difference.
//! - **Void** (无效场次, 取消): every leg on it counts at 1.00.
//! - **Postponed** (延期): the match waits; once its deadline has passed —
//!   `POSTPONED_DEADLINE` after the kickoff it was sold with, as the 竞彩
//!   rules void a match not played within 36 hours — it is void.
//! - **Pending** (a score the pools do not pay yet): nothing.
//! - **A result staff set by hand** is locked: the feed's differing result
//!   is a disagreement for the console, never written.
//! - A result for a match never stored here is skipped (results do not
//!   create matches).

use chrono::Duration;

use super::events::SportsEvent;
use super::import::MatchState;
use super::staff::{checked_result, write_result, ResultInput};
use super::SportsGame;
use crate::kernel::disagreement::Disagreement;
use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppResult};

/// A postponed match is void once this long has passed since its kickoff.
pub const POSTPONED_DEADLINE: Duration = Duration::hours(36);

/// What the source says of one match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The official result: 90 minutes and half-time.
    Final {
        full: (u16, u16),
        half: Option<(u16, u16)>,
    },
    /// Declared void (无效场次, cancelled).
    Void,
    /// Postponed: void after its deadline.
    Postponed,
    /// Listed without an official result yet.
    Pending,
}

/// One match's listing in a results feed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedResult {
    pub source_id: String,
    pub match_num: String,
    pub verdict: Verdict,
}

/// What one results list changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ResultsApplied {
    /// Results published for the first time (void included).
    pub published: usize,
    /// Results corrected (another score, or void after a score).
    pub corrected: usize,
    pub unchanged: usize,
    /// Postponed matches voided at their deadline.
    pub voided_postponed: usize,
    pub pending: usize,
    /// Listed results of matches not stored here.
    pub unknown: usize,
    pub disagreements: Vec<Disagreement>,
}

fn shown(state: &str, full: Option<(i32, i32)>, half: Option<(i32, i32)>) -> String {
    match (state, full) {
        ("void", _) => "无效场次".to_owned(),
        (_, Some((h, a))) => match half {
            Some((hh, ha)) => format!("{h}:{a}（半场 {hh}:{ha}）"),
            None => format!("{h}:{a}"),
        },
        _ => "未开奖".to_owned(),
    }
}

fn wide(s: Option<(u16, u16)>) -> Option<(i32, i32)> {
    s.map(|(h, a)| (i32::from(h), i32::from(a)))
}

/// Applies a validated results list of `game` in one transaction; announces
/// each result written after the commit.
pub async fn apply_results(
    ctx: &AppContext,
    game: SportsGame,
    results: &[ListedResult],
) -> AppResult<ResultsApplied> {
    let ids: Vec<String> = results.iter().map(|r| r.source_id.clone()).collect();
    let stored = super::feed_apply::stored_by_source(ctx, game, &ids).await?;
    let match_ids: Vec<i64> = stored.values().map(|m| m.id).collect();
    let locks = super::locks::locked(&ctx.db, &match_ids).await?;
    let now = crate::kernel::clock::now();
    let mut applied = ResultsApplied::default();
    let mut written: Vec<i64> = Vec::new();
    let txn = crate::kernel::db::begin(ctx).await?;
    for r in results {
        let Some(m) = stored.get(&r.source_id) else {
            applied.unknown += 1;
            continue;
        };
        let input = match &r.verdict {
            Verdict::Pending => {
                applied.pending += 1;
                continue;
            }
            Verdict::Final { full, half } => ResultInput::Played {
                full: *full,
                half: *half,
            },
            Verdict::Void => ResultInput::Void,
            Verdict::Postponed => {
                let over =
                    m.state == MatchState::Finished.code() || m.state == MatchState::Void.code();
                let past = m.kickoff.is_some_and(|k| now > k + POSTPONED_DEADLINE);
                if over || !past {
                    applied.pending += 1;
                    continue;
                }
                applied.voided_postponed += 1;
                ResultInput::Void
            }
        };
        let (state, full, half) = checked_result(game, input)?;
        let same = m.state == state.code()
            && (m.ft_home.zip(m.ft_away)) == wide(full)
            && (m.ht_home.zip(m.ht_away)) == wide(half);
        if same {
            applied.unchanged += 1;
            continue;
        }
        if locks
            .get(&m.id)
            .is_some_and(|l| l.contains(super::locks::RESULT))
        {
            applied.disagreements.push(Disagreement {
                subject: format!("sports_match:{}", m.id),
                field: super::locks::RESULT.to_owned(),
                feed_value: shown(state.code(), wide(full), wide(half)),
                stored_value: shown(&m.state, m.ft_home.zip(m.ft_away), m.ht_home.zip(m.ht_away)),
            });
            continue;
        }
        let corrected = write_result(&txn, m.clone(), state, full, half).await?;
        crate::kernel::audit::record(
            &txn,
            None,
            if corrected {
                "sports.feed_correct_result"
            } else {
                "sports.feed_result"
            },
            &format!("sports_match:{}", m.id),
            serde_json::json!({ "state": state.code(), "fullTime": full, "halfTime": half, "matchNum": r.match_num }),
        )
        .await?;
        if corrected {
            applied.corrected += 1;
        } else if !matches!(r.verdict, Verdict::Postponed) {
            applied.published += 1;
        }
        written.push(m.id);
    }
    txn.commit().await?;
    // Committed: settlement follows the event, or the sweep within a
    // minute if the event is lost; a failure to read the views is logged.
    if !written.is_empty() {
        match super::service::views_by_id(ctx, &written).await {
            Ok(views) => {
                for id in written {
                    if let Some(view) = views.get(&id) {
                        ctx.bus
                            .publish(DomainEvent::area(SportsEvent::ResultPublished {
                                view: view.clone(),
                            }))
                            .await;
                    }
                }
            }
            Err(e) => {
                tracing::warn!(error = %e.message, "results not announced; the settlement sweep will settle them")
            }
        }
    }
    Ok(applied)
}
