//! Staff entering and correcting sports data (operations permission): a
//! match (new, or its teams, number, kickoff and lines corrected), new
//! odds for a play type (a row added at the moment they come into force,
//! never an old row changed: a ticket keeps the odds of its moment), and a
//! result (the scores, or the match declared void; a wrong result is
//! corrected by publishing again). Each change is audited and announced on
//! the bus with the match as members read it, so `oddsChanged` and
//! `matchResultPublished` subscribers read nothing.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};

use super::events::SportsEvent;
use super::import::{match_number, MatchState};
use super::service::{self, MatchView};
use super::{PlayType, SportsGame};
use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppError, AppResult, Permission, Viewer};
use entities::{sports_match, sports_odds};

/// A match as staff enter it.
#[derive(Debug, Clone)]
pub struct MatchInput {
    pub game: SportsGame,
    pub match_num: String,
    pub match_date: NaiveDate,
    pub kickoff: Option<DateTime<Utc>>,
    pub league: String,
    pub home: String,
    pub away: String,
    pub handicap: Option<i32>,
    pub total_line: Option<i32>,
    pub issue: Option<String>,
}

fn check_text(field: &str, v: &str) -> AppResult<String> {
    let v = v.trim();
    if v.is_empty() || v.chars().count() > 40 {
        return Err(AppError::invalid(field, "must be 1 to 40 characters"));
    }
    Ok(v.to_owned())
}

fn check(input: &MatchInput) -> AppResult<()> {
    match input.game {
        SportsGame::Jczq | SportsGame::Jclq if match_number(&input.match_num).is_none() => {
            return Err(AppError::invalid(
                "matchNum",
                format!("\"{}\" is not like 周三001", input.match_num),
            ))
        }
        SportsGame::Bjdc | SportsGame::Ctzq if input.issue.is_none() => {
            return Err(AppError::invalid(
                "issue",
                format!("a {} match belongs to an issue", input.game.name()),
            ))
        }
        _ => {}
    }
    // 竞彩篮球 lines end in .5 (no push); football handicaps are whole goals.
    if let Some(h) = input.handicap {
        let ok = match input.game {
            SportsGame::Jclq => h.rem_euclid(10) == 5,
            _ => h % 10 == 0,
        };
        if !ok || h.abs() > 999 {
            return Err(AppError::invalid(
                "handicap",
                "in tenths: whole goals for football (−10), x.5 points for basketball (−35)",
            ));
        }
    }
    if let Some(t) = input.total_line {
        if input.game != SportsGame::Jclq || t.rem_euclid(10) != 5 || !(500..=4000).contains(&t) {
            return Err(AppError::invalid(
                "totalLine",
                "basketball only, in tenths ending in .5 (178.5 → 1785)",
            ));
        }
    }
    Ok(())
}

async fn announce_odds(ctx: &AppContext, id: i64, play: PlayType) -> AppResult<MatchView> {
    let view = service::get(ctx, id).await?;
    ctx.bus
        .publish(DomainEvent::area(SportsEvent::OddsChanged {
            play: play.code().to_owned(),
            view: view.clone(),
        }))
        .await;
    Ok(view)
}

/// Enters a match (`id` None) or corrects a stored one. A correction keeps
/// its odds and result; the game cannot change.
pub async fn save_match(
    ctx: &AppContext,
    viewer: &Viewer,
    id: Option<i64>,
    input: MatchInput,
) -> AppResult<MatchView> {
    viewer.require(Permission::Operations)?;
    check(&input)?;
    let (league, home, away) = (
        check_text("league", &input.league)?,
        check_text("home", &input.home)?,
        check_text("away", &input.away)?,
    );
    if home == away {
        return Err(AppError::invalid("away", "must not be the home team"));
    }
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let saved = match id {
        Some(id) => {
            let stored = sports_match::Entity::find_by_id(id)
                .one(&txn)
                .await?
                .ok_or_else(|| AppError::not_found("no such match"))?;
            if stored.game != input.game.code() {
                return Err(AppError::invalid("game", "a match keeps its game"));
            }
            let mut row: sports_match::ActiveModel = stored.into();
            row.match_num = Set(input.match_num.trim().to_owned());
            row.match_date = Set(input.match_date);
            row.kickoff = Set(input.kickoff);
            row.league = Set(league);
            row.home = Set(home);
            row.away = Set(away);
            row.handicap = Set(input.handicap);
            row.total_line = Set(input.total_line);
            row.issue = Set(input.issue.clone());
            row.updated_at = Set(now);
            row.update(&txn).await?
        }
        None => {
            sports_match::ActiveModel {
                game: Set(input.game.code().to_owned()),
                source_id: Set(format!("staff:{}", uuid::Uuid::new_v4())),
                match_num: Set(input.match_num.trim().to_owned()),
                match_date: Set(input.match_date),
                kickoff: Set(input.kickoff),
                league: Set(league),
                home: Set(home),
                away: Set(away),
                handicap: Set(input.handicap),
                total_line: Set(input.total_line),
                state: Set(MatchState::Selling.code().to_owned()),
                sample: Set(false),
                issue: Set(input.issue.clone()),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
            .insert(&txn)
            .await?
        }
    };
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        if id.is_some() {
            "sports.correct_match"
        } else {
            "sports.enter_match"
        },
        &format!("sports_match:{}", saved.id),
        serde_json::json!({ "matchNum": saved.match_num, "home": saved.home, "away": saved.away }),
    )
    .await?;
    super::locks::lock(&txn, saved.id, super::locks::SCHEDULE, viewer.member_id).await?;
    txn.commit().await?;
    service::get(ctx, saved.id).await
}

/// New odds for one play type of a match, in force from now. Refused once
/// the match is finished or void.
pub async fn set_odds(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    play: PlayType,
    odds: Vec<Option<i64>>,
    single: bool,
) -> AppResult<MatchView> {
    viewer.require(Permission::Operations)?;
    let m = sports_match::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such match"))?;
    if play.game().code() != m.game {
        return Err(AppError::invalid(
            "play",
            format!("{} is not a play of this match's game", play.name()),
        ));
    }
    if m.state == MatchState::Finished.code() || m.state == MatchState::Void.code() {
        return Err(AppError::conflict("the match is over: its odds are final"));
    }
    if odds.len() != play.options().len() {
        return Err(AppError::invalid(
            "odds",
            format!("{} has {} options", play.name(), play.options().len()),
        ));
    }
    if odds.iter().flatten().any(|o| !(101..=99_900).contains(o))
        || odds.iter().all(Option::is_none)
    {
        return Err(AppError::invalid(
            "odds",
            "each in hundredths, 101 to 99900 (1.01 to 999.00), or null when not offered",
        ));
    }
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    sports_odds::ActiveModel {
        match_id: Set(id),
        play: Set(play.code().to_owned()),
        odds: Set(serde_json::json!(odds)),
        single: Set(single),
        recorded_at: Set(now),
        source: Set(format!("staff:{}", viewer.member_id)),
        created_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "sports.set_odds",
        &format!("sports_match:{id}"),
        serde_json::json!({ "play": play.code(), "odds": odds }),
    )
    .await?;
    super::locks::lock(&txn, id, super::locks::ODDS, viewer.member_id).await?;
    txn.commit().await?;
    announce_odds(ctx, id, play).await
}

/// The most goals or points one side of a result may have.
pub const MAX_SCORE: u16 = 300;

/// A match's result as staff publish it.
#[derive(Debug, Clone, Copy)]
pub enum ResultInput {
    /// 90 minutes (basketball: with overtime), and half-time for football.
    Played {
        full: (u16, u16),
        half: Option<(u16, u16)>,
    },
    /// 无效场次: every leg on it counts at 1.00.
    Void,
}

/// Publishes (or corrects) a match's result.
pub async fn publish_result(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    result: ResultInput,
) -> AppResult<MatchView> {
    viewer.require(Permission::Operations)?;
    let m = sports_match::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such match"))?;
    let game = SportsGame::from_code(&m.game)
        .ok_or_else(|| AppError::internal(format!("match {id} has game {}", m.game)))?;
    let (state, full, half) = checked_result(game, result)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let corrected = write_result(&txn, m, state, full, half).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        if corrected {
            "sports.correct_result"
        } else {
            "sports.publish_result"
        },
        &format!("sports_match:{id}"),
        serde_json::json!({ "state": state.code(), "fullTime": full, "halfTime": half }),
    )
    .await?;
    super::locks::lock(&txn, id, super::locks::RESULT, viewer.member_id).await?;
    txn.commit().await?;
    let view = service::get(ctx, id).await?;
    ctx.bus
        .publish(DomainEvent::area(SportsEvent::ResultPublished {
            view: view.clone(),
        }))
        .await;
    Ok(view)
}

/// A result checked against the game: the state it puts the match in and
/// the scores to store.
pub(super) type CheckedResult = (MatchState, Option<(u16, u16)>, Option<(u16, u16)>);

/// Checks a result for a match of `game` (staff's and the feeds' alike).
pub(super) fn checked_result(game: SportsGame, result: ResultInput) -> AppResult<CheckedResult> {
    Ok(match result {
        ResultInput::Void => (MatchState::Void, None, None),
        ResultInput::Played { full, half } => {
            for (field, score) in [("fullTime", Some(full)), ("halfTime", half)] {
                if score.is_some_and(|(h, a)| h.max(a) > MAX_SCORE) {
                    return Err(AppError::invalid(
                        field,
                        format!("each side 0 to {MAX_SCORE}"),
                    ));
                }
            }
            if let Some(h) = half {
                if h.0 > full.0 || h.1 > full.1 {
                    return Err(AppError::invalid("halfTime", "exceeds the full-time score"));
                }
            }
            if game == SportsGame::Jclq && full.0 == full.1 {
                return Err(AppError::invalid(
                    "fullTime",
                    "a basketball result includes overtime: no draw",
                ));
            }
            (MatchState::Finished, Some(full), half)
        }
    })
}

/// Writes a checked result on the match `m` (publishing or correcting);
/// `true` when it corrects one. The new `updated_at` keys the settlement
/// job, so a correction settles again by the difference and a repeat of
/// the same result is never written.
pub(super) async fn write_result<C: sea_orm::ConnectionTrait>(
    db: &C,
    m: sports_match::Model,
    state: MatchState,
    full: Option<(u16, u16)>,
    half: Option<(u16, u16)>,
) -> AppResult<bool> {
    let corrected = m.state == MatchState::Finished.code() || m.state == MatchState::Void.code();
    let pair = |s: Option<(u16, u16)>| (s.map(|s| i32::from(s.0)), s.map(|s| i32::from(s.1)));
    let mut row: sports_match::ActiveModel = m.into();
    row.state = Set(state.code().to_owned());
    (row.ft_home, row.ft_away) = {
        let (h, a) = pair(full);
        (Set(h), Set(a))
    };
    (row.ht_home, row.ht_away) = {
        let (h, a) = pair(half);
        (Set(h), Set(a))
    };
    row.updated_at = Set(crate::kernel::clock::now());
    row.update(db).await?;
    Ok(corrected)
}
