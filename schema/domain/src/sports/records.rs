//! Members' saved sports selections (竞彩 / 北单 方案): the matches with the
//! options picked at the odds of the moment, 胆, lines, 过关方式 and 倍数.
//! The server counts the bets, cost and printable tickets itself from the
//! selection, never trusting a client's figures; a saved selection is
//! checked against the stored results whenever it is read.

use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::bonus::Rounding;
use super::outcome::Line;
use super::parlay::{Pick, SelectedGame, Selection, Settlement};
use super::pass::PassType;
use super::{service, tickets, PlayType, SportsGame};
use crate::kernel::paging::Window;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{sports_match, sports_selection};

/// How many sports selections a member keeps at most.
pub const MAX_SAVED: u64 = 200;

/// The caller's saved sports selections (`kernel::owned`: the cap is
/// atomic).
pub const LIST: crate::kernel::owned::OwnedList<sports_selection::Entity> =
    crate::kernel::owned::OwnedList {
        owner: sports_selection::Column::MemberId,
        id: sports_selection::Column::Id,
        cap: MAX_SAVED,
        noun: "saved sports selections",
    };

/// One pick as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPick {
    pub play: PlayType,
    pub option: usize,
    pub odds: i64,
}

/// One match of a saved selection as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredMatch {
    pub match_id: i64,
    pub handicap: i32,
    pub total_line: i32,
    pub banker: bool,
    pub picks: Vec<StoredPick>,
}

/// A saved selection as its owner reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedView {
    pub id: i64,
    pub game: SportsGame,
    pub matches: Vec<StoredMatch>,
    pub pass_types: Vec<String>,
    pub multiple: u32,
    pub bets: i64,
    pub cost_fen: i64,
    pub ticket_count: i32,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl SavedView {
    /// The selection the rules read (the prize check, the tickets).
    pub fn selection(&self) -> AppResult<Selection> {
        Ok(Selection {
            game: self.game,
            games: self
                .matches
                .iter()
                .map(|m| SelectedGame {
                    picks: m
                        .picks
                        .iter()
                        .map(|p| Pick {
                            play: p.play,
                            option: p.option,
                            odds: p.odds,
                        })
                        .collect(),
                    banker: m.banker,
                    line: Line {
                        handicap: m.handicap,
                        total: m.total_line,
                    },
                })
                .collect(),
            passes: self
                .pass_types
                .iter()
                .map(|p| PassType::parse(p))
                .collect::<Result<_, _>>()?,
            multiple: self.multiple,
        })
    }

    pub fn match_ids(&self) -> Vec<i64> {
        self.matches.iter().map(|m| m.match_id).collect()
    }
}

fn view(m: sports_selection::Model) -> AppResult<SavedView> {
    let broken = |what: &str| AppError::internal(format!("sports selection {}: {what}", m.id));
    Ok(SavedView {
        id: m.id,
        game: SportsGame::from_code(&m.game).ok_or_else(|| broken("game"))?,
        matches: serde_json::from_value(m.matches.clone()).map_err(|_| broken("matches"))?,
        pass_types: serde_json::from_value(m.pass_types.clone())
            .map_err(|_| broken("pass types"))?,
        multiple: u32::try_from(m.multiple).map_err(|_| broken("multiple"))?,
        bets: m.bets,
        cost_fen: m.cost_fen,
        ticket_count: m.ticket_count,
        created_at: m.created_at,
    })
}

/// Saves the caller's selection (each match named by its stored id, in
/// the selection's order), counting its bets, cost and tickets.
pub async fn save(
    ctx: &AppContext,
    viewer: &Viewer,
    selection: &Selection,
    match_ids: &[i64],
) -> AppResult<SavedView> {
    if selection.game == SportsGame::Ctzq {
        return Err(AppError::invalid(
            "game",
            "传统足彩 tickets are checked by issue (ctzqCheck)",
        ));
    }
    if match_ids.len() != selection.games.len() {
        return Err(AppError::invalid(
            "matchId",
            "every match of the selection needs its match id",
        ));
    }
    let bets = selection.bet_count()?;
    let split = tickets::split(selection)?;
    let cost_fen: i64 = split.iter().map(|t| t.cost_fen).sum();
    let stored = sports_match::Entity::find()
        .filter(sports_match::Column::Id.is_in(match_ids.iter().copied()))
        .all(&ctx.db)
        .await?;
    for (i, id) in match_ids.iter().enumerate() {
        match stored.iter().find(|m| m.id == *id) {
            None => {
                return Err(AppError::invalid(
                    format!("matches[{i}].matchId"),
                    "no such match",
                ))
            }
            Some(m) if m.game != selection.game.code() => {
                return Err(AppError::invalid(
                    format!("matches[{i}].matchId"),
                    format!("is not a {} match", selection.game.name()),
                ))
            }
            Some(_) if match_ids[..i].contains(id) => {
                return Err(AppError::invalid(
                    format!("matches[{i}].matchId"),
                    "a match is in the selection once",
                ))
            }
            Some(_) => {}
        }
    }
    let matches: Vec<StoredMatch> = selection
        .games
        .iter()
        .zip(match_ids)
        .map(|(g, id)| StoredMatch {
            match_id: *id,
            handicap: g.line.handicap,
            total_line: g.line.total,
            banker: g.banker,
            picks: g
                .picks
                .iter()
                .map(|p| StoredPick {
                    play: p.play,
                    option: p.option,
                    odds: p.odds,
                })
                .collect(),
        })
        .collect();
    let row = sports_selection::ActiveModel {
        member_id: Set(viewer.member_id),
        game: Set(selection.game.code().to_owned()),
        matches: Set(serde_json::to_value(&matches).map_err(AppError::internal)?),
        pass_types: Set(serde_json::json!(selection
            .passes
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>())),
        multiple: Set(i32::try_from(selection.multiple)
            .map_err(|_| AppError::invalid("multiple", "too large"))?),
        bets: Set(i64::try_from(bets).map_err(|_| AppError::invalid("matches", "too many bets"))?),
        cost_fen: Set(cost_fen),
        ticket_count: Set(i32::try_from(split.len())
            .map_err(|_| AppError::invalid("matches", "too many tickets"))?),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    };
    view(LIST.insert(ctx, viewer.member_id, row).await?)
}

/// The caller's saved selections, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<SavedView>, bool)> {
    let (rows, more) = LIST.page(ctx, viewer.member_id, window).await?;
    Ok((rows.into_iter().map(view).collect::<AppResult<_>>()?, more))
}

/// One of the caller's saved selections; `None` when the caller has no
/// such one.
pub async fn get(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Option<SavedView>> {
    LIST.get(ctx, viewer.member_id, id)
        .await?
        .map(view)
        .transpose()
}

/// Deletes one of the caller's saved selections; `false` when there was none.
pub async fn delete(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<bool> {
    LIST.delete(ctx, viewer.member_id, id).await
}

/// Saved selections checked against the stored results now, by id (a page
/// of 方案 asking for their 兑奖): three queries for any number, the
/// selections and every match they name. Selections that no longer exist
/// are absent. Callers hand in ids of selections their viewer already read.
pub async fn checks(ctx: &AppContext, ids: &[i64]) -> AppResult<HashMap<i64, Settlement>> {
    let saved = sports_selection::Entity::find()
        .filter(sports_selection::Column::Id.is_in(ids.iter().copied()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(view)
        .collect::<AppResult<Vec<_>>>()?;
    let match_ids: Vec<i64> = saved.iter().flat_map(SavedView::match_ids).collect();
    let views = service::views_by_id(ctx, &match_ids).await?;
    saved
        .iter()
        .map(|s| {
            let checked =
                service::settle_with(&s.selection()?, &s.match_ids(), &views, Rounding::HalfUp)?;
            Ok((s.id, checked))
        })
        .collect()
}
