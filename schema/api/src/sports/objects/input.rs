//! What a caller sends the calculators: a 竞彩 or 北单 selection (matches,
//! picks, 过关方式) and a 传统足彩 ticket, and their checked conversion to
//! the rules' types. Out-of-range numbers are refused with the field named.

use async_graphql::{InputObject, ID};
use domain::sports::ctzq::Ticket;
use domain::sports::outcome::Line;
use domain::sports::parlay::{Pick, SelectedGame, Selection};
use domain::sports::pass::PassType;
use domain::AppError;

use crate::ids::NodeKind;
use crate::sports::objects::{CtzqPool, SportsGame, SportsPlayType};
use crate::Result;

/// One option picked in a match.
#[derive(InputObject)]
pub struct SportsPickInput {
    /// The play type.
    pub play: SportsPlayType,
    /// The option's index in the play type's `options`.
    pub option: i32,
    /// Its odds (竞彩) or SP (北单) in hundredths (2.10 → 210).
    pub odds: i32,
}

/// A match of a selection.
#[derive(InputObject)]
pub struct SportsMatchInput {
    /// The options picked (several play types for 混合过关).
    pub picks: Vec<SportsPickInput>,
    /// A 胆: in every bet.
    #[graphql(default)]
    pub banker: bool,
    /// 让球 / 让分 for the home side in tenths (−1 goal = −10, −1.5 points
    /// = −15), as sold.
    #[graphql(default)]
    pub handicap: i32,
    /// 大小分's preset total points in tenths (178.5 → 1785).
    #[graphql(default)]
    pub total_line: i32,
    /// The stored match (`SportsMatch.id`): needed by `sportsPrizeCheck`,
    /// ignored by the calculators.
    pub match_id: Option<ID>,
}

/// A 竞彩 or 北单 selection.
#[derive(InputObject)]
pub struct SportsSelectionInput {
    /// 竞彩足球, 竞彩篮球 or 北京单场.
    pub game: SportsGame,
    /// The matches, each with its picks.
    pub matches: Vec<SportsMatchInput>,
    /// 过关方式 such as `["3串4"]`, or several M串1 (`["2串1", "3串1"]`,
    /// 自由过关); `单关` for singles.
    pub pass_types: Vec<String>,
    /// Default 1.
    pub multiple: Option<i32>,
}

pub(crate) fn index(field: &str, v: i32) -> Result<usize, AppError> {
    usize::try_from(v).map_err(|_| AppError::invalid(field, "must not be negative"))
}

impl SportsSelectionInput {
    /// Each match's stored id, in order (the prize check needs them all).
    pub(crate) fn match_ids(&self) -> Result<Vec<i64>, AppError> {
        self.matches
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let field = format!("matches[{i}].matchId");
                let id = m
                    .match_id
                    .as_ref()
                    .ok_or_else(|| AppError::invalid(&field, "is needed to check a prize"))?;
                crate::ids::parse_id(&field, NodeKind::SportsMatch, id)
            })
            .collect()
    }

    pub(crate) fn selection(&self) -> Result<Selection, AppError> {
        let games = self
            .matches
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let picks = m
                    .picks
                    .iter()
                    .map(|p| {
                        Ok(Pick {
                            play: p.play.into(),
                            option: index(&format!("matches[{i}].option"), p.option)?,
                            odds: i64::from(p.odds),
                        })
                    })
                    .collect::<Result<Vec<_>, AppError>>()?;
                Ok(SelectedGame {
                    picks,
                    banker: m.banker,
                    line: Line {
                        handicap: m.handicap,
                        total: m.total_line,
                    },
                })
            })
            .collect::<Result<Vec<_>, AppError>>()?;
        let passes = self
            .pass_types
            .iter()
            .map(|p| PassType::parse(p))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Selection {
            game: self.game.into(),
            games,
            passes,
            multiple: u32::try_from(self.multiple.unwrap_or(1))
                .map_err(|_| AppError::invalid("multiple", "must be positive"))?,
        })
    }
}

/// A 传统足彩 ticket.
#[derive(InputObject)]
pub struct CtzqTicketInput {
    /// The pool played.
    pub pool: CtzqPool,
    /// Per result (14, 12 or 8) the options picked by index (`3`/`1`/`0`
    /// are 0/1/2; 进球 `0`–`3+` are 0–3); empty for a match 任九 leaves out.
    pub picks: Vec<Vec<i32>>,
    /// 任九's 胆, one flag per match (or none).
    #[graphql(default)]
    pub bankers: Vec<bool>,
}

impl CtzqTicketInput {
    pub(crate) fn ticket(&self) -> Result<Ticket, AppError> {
        Ok(Ticket {
            pool: self.pool.into(),
            picks: self
                .picks
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    p.iter()
                        .map(|o| index(&format!("picks[{i}]"), *o))
                        .collect()
                })
                .collect::<Result<_, _>>()?,
            bankers: self.bankers.clone(),
        })
    }
}
