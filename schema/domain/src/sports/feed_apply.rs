//! What a data feed's schedule does to the stored matches (issue 57): the
//! only writer of `sports_match` and `sports_odds` for feeds, so the feed
//! area never touches this area's tables.
//!
//! - A new match is inserted on sale (`selling`), keyed by the source's id
//!   (`source_id`, unique per game): a repeated poll inserts nothing.
//! - A stored match on sale takes a moved kickoff or line. One whose
//!   number or teams differ from the source's (staff corrected a name, or
//!   the source renamed a team) is left as it is and counted
//!   (`mismatched`, logged by the poll): the rest of the schedule still
//!   applies. A match no longer on sale (closed, finished, void) is left as
//!   it is: its close and result are the clock's and the result feed's, and
//!   a schedule never moves a match backwards.
//! - Odds are history: a row per (match, play type, the moment the source
//!   set them). A poll that sees the same moment adds nothing; a change
//!   adds a row and announces `OddsChanged` after the commit. Rows already
//!   stored are never rewritten, so a pick keeps the odds it was made at.
//!
//! - Staff's hand wins (`locks`): a match whose schedule staff corrected
//!   keeps it, one whose odds staff set takes no feed odds; what the feed
//!   gives otherwise comes back as a disagreement for the console.
//!
//! Everything is decided before the transaction and written in it, so a
//! refused or failed poll writes nothing.

use std::collections::HashMap;

use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ColumnTrait, EntityTrait, QueryFilter, Set};

use super::events::SportsEvent;
use super::import::{MatchState, NewMatch};
use super::{PlayType, SportsGame};
use crate::kernel::disagreement::Disagreement;
use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppResult};
use entities::{sports_match, sports_odds};

/// The source id prefix of matches the demo's replay brought (recorded
/// real matches served again, `feed::replay`): labelled 回放数据.
pub const REPLAY_PREFIX: &str = "replay:";

/// What one schedule changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Applied {
    pub inserted: usize,
    /// Matches on sale whose kickoff or line moved.
    pub updated: usize,
    pub unchanged: usize,
    /// Matches listed that are no longer on sale here (left alone).
    pub past_sale: usize,
    /// Matches on sale stored with another number or teams (left alone).
    pub mismatched: usize,
    pub odds_added: usize,
    /// Locked fields the feed gives otherwise (left as stored).
    pub disagreements: Vec<Disagreement>,
}

/// The stored matches of `game` with these source ids, by source id (500
/// ids a query). The schedule and the results feeds both start here.
pub(super) async fn stored_by_source(
    ctx: &AppContext,
    game: SportsGame,
    ids: &[String],
) -> AppResult<HashMap<String, sports_match::Model>> {
    let mut stored = HashMap::new();
    for chunk in ids.chunks(500) {
        for m in sports_match::Entity::find()
            .filter(sports_match::Column::Game.eq(game.code()))
            .filter(sports_match::Column::SourceId.is_in(chunk.iter().cloned()))
            .all(&ctx.db)
            .await?
        {
            stored.insert(m.source_id.clone(), m);
        }
    }
    Ok(stored)
}

/// Applies a validated schedule of `game`; announces each new odds row
/// after the commit.
/// A schedule as a conflict shows it: number, teams, kickoff (Beijing),
/// the handicap and, for basketball, the total line.
fn shown(
    num: &str,
    home: &str,
    away: &str,
    kickoff: Option<chrono::DateTime<chrono::Utc>>,
    handicap: Option<i32>,
    total: Option<i32>,
) -> String {
    let kickoff = kickoff.map(|k| {
        k.with_timezone(&super::import::BEIJING)
            .format("%m-%d %H:%M")
            .to_string()
    });
    let line = |t: i32| {
        let sign = if t < 0 { "-" } else { "+" };
        match t.abs() % 10 {
            0 => format!("{sign}{}", t.abs() / 10),
            f => format!("{sign}{}.{f}", t.abs() / 10),
        }
    };
    let mut text = format!(
        "{num} {home} v {away}，{}，让球 {}",
        kickoff.unwrap_or_default(),
        handicap.map(line).unwrap_or_default()
    );
    if let Some(t) = total {
        text.push_str(&format!("，总分 {}", line(t).trim_start_matches('+')));
    }
    text
}

pub async fn apply_schedule(
    ctx: &AppContext,
    game: SportsGame,
    matches: &[NewMatch],
) -> AppResult<Applied> {
    let ids: Vec<String> = matches.iter().map(|m| m.source_id.clone()).collect();
    let stored = stored_by_source(ctx, game, &ids).await?;
    let match_ids: Vec<i64> = stored.values().map(|m| m.id).collect();
    let locks = super::locks::locked(&ctx.db, &match_ids).await?;
    let is_locked = |id: i64, field: &str| locks.get(&id).is_some_and(|l| l.contains(field));
    let now = crate::kernel::clock::now();
    let mut applied = Applied::default();
    let mut fresh: Vec<(i64, PlayType)> = Vec::new();
    let txn = crate::kernel::db::begin(ctx).await?;
    for m in matches {
        let id = match stored.get(&m.source_id) {
            Some(s) if s.state != MatchState::Selling.code() => {
                applied.past_sale += 1;
                continue;
            }
            Some(s)
                if is_locked(s.id, super::locks::SCHEDULE)
                    && (
                        s.kickoff,
                        s.handicap,
                        s.total_line,
                        &s.match_num,
                        &s.home,
                        &s.away,
                    ) != (
                        m.kickoff,
                        m.handicap,
                        m.total_line,
                        &m.match_num,
                        &m.home,
                        &m.away,
                    ) =>
            {
                applied.disagreements.push(Disagreement {
                    subject: format!("sports_match:{}", s.id),
                    field: super::locks::SCHEDULE.to_owned(),
                    feed_value: shown(
                        &m.match_num,
                        &m.home,
                        &m.away,
                        m.kickoff,
                        m.handicap,
                        m.total_line,
                    ),
                    stored_value: shown(
                        &s.match_num,
                        &s.home,
                        &s.away,
                        s.kickoff,
                        s.handicap,
                        s.total_line,
                    ),
                });
                s.id
            }
            Some(s) if s.match_num != m.match_num || s.home != m.home || s.away != m.away => {
                tracing::warn!(
                    source_id = %m.source_id,
                    stored = %format!("{} {} v {}", s.match_num, s.home, s.away),
                    listed = %format!("{} {} v {}", m.match_num, m.home, m.away),
                    "a feed's match differs from the stored one: left as stored"
                );
                applied.mismatched += 1;
                continue;
            }
            Some(s) => {
                if is_locked(s.id, super::locks::SCHEDULE) {
                    applied.unchanged += 1;
                } else if s.kickoff != m.kickoff
                    || s.handicap != m.handicap
                    || s.total_line != m.total_line
                    || s.match_date != m.match_date
                    || s.league != m.league
                {
                    let mut row: sports_match::ActiveModel = s.clone().into();
                    row.kickoff = Set(m.kickoff);
                    row.handicap = Set(m.handicap);
                    row.total_line = Set(m.total_line);
                    row.match_date = Set(m.match_date);
                    row.league = Set(m.league.clone());
                    row.updated_at = Set(now);
                    row.update(&txn).await?;
                    applied.updated += 1;
                } else {
                    applied.unchanged += 1;
                }
                s.id
            }
            None => {
                applied.inserted += 1;
                sports_match::ActiveModel {
                    game: Set(game.code().to_owned()),
                    source_id: Set(m.source_id.clone()),
                    match_num: Set(m.match_num.clone()),
                    match_date: Set(m.match_date),
                    kickoff: Set(m.kickoff),
                    league: Set(m.league.clone()),
                    home: Set(m.home.clone()),
                    away: Set(m.away.clone()),
                    handicap: Set(m.handicap),
                    total_line: Set(m.total_line),
                    state: Set(MatchState::Selling.code().to_owned()),
                    sample: Set(false),
                    issue: Set(m.issue.clone()),
                    created_at: Set(now),
                    updated_at: Set(now),
                    ..Default::default()
                }
                .insert(&txn)
                .await?
                .id
            }
        };
        if is_locked(id, super::locks::ODDS) {
            continue;
        }
        for o in &m.odds {
            // The unique (match, play, moment) makes a repeated poll a no-op
            // and never rewrites a stored row.
            let added = sports_odds::Entity::insert(sports_odds::ActiveModel {
                match_id: Set(id),
                play: Set(o.play.code().to_owned()),
                odds: Set(serde_json::json!(o.odds)),
                single: Set(o.single),
                recorded_at: Set(o.recorded_at),
                source: Set(o.source.clone()),
                created_at: Set(now),
                ..Default::default()
            })
            .on_conflict(
                OnConflict::columns([
                    sports_odds::Column::MatchId,
                    sports_odds::Column::Play,
                    sports_odds::Column::RecordedAt,
                ])
                .do_nothing()
                .to_owned(),
            )
            .do_nothing()
            .exec_without_returning(&txn)
            .await?;
            if matches!(added, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
                applied.odds_added += 1;
                fresh.push((id, o.play));
            }
        }
    }
    txn.commit().await?;
    // Committed: a failure to tell the live subscribers is logged, never
    // reported as the schedule not applied.
    if !fresh.is_empty() {
        let ids: Vec<i64> = fresh.iter().map(|(id, _)| *id).collect();
        match super::service::views_by_id(ctx, &ids).await {
            Ok(views) => {
                for (id, play) in fresh {
                    if let Some(view) = views.get(&id) {
                        ctx.bus
                            .publish(DomainEvent::area(SportsEvent::OddsChanged {
                                play: play.code().to_owned(),
                                view: view.clone(),
                            }))
                            .await;
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e.message, "odds changes not announced"),
        }
    }
    Ok(applied)
}
