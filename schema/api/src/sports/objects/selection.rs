//! A member's saved sports selections (竞彩 / 北单 方案): the matches and
//! picks as saved, the counts the server made, the 兑奖 against the stored
//! results (through a loader, so a page of them stays three queries), and
//! their connection.

use async_graphql::{Context, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::AppError;

use crate::ids::{global, NodeKind};
use crate::money::Money;
use crate::sports::loaders::{loader, SportsSelectionCheckLoader};
use crate::sports::objects::{SportsGame, SportsPlayType, SportsPrizeCheck};
use crate::Result;

/// One pick of a saved selection.
#[derive(SimpleObject)]
pub struct SportsSavedPick {
    /// The play type.
    pub play: SportsPlayType,
    /// The option's index in the play type's `options`.
    pub option: i32,
    /// The option's name (`胜`, `2:1`).
    pub option_name: String,
    /// Its odds (竞彩) or SP (北单) when saved, in hundredths.
    pub odds: i32,
}

/// One match of a saved selection.
#[derive(SimpleObject)]
pub struct SportsSavedMatch {
    /// The match (`SportsMatch.id`): read it with `nodes`.
    pub match_id: ID,
    /// A 胆: in every bet.
    pub banker: bool,
    /// 让球 / 让分 in tenths, as saved.
    pub handicap: i32,
    /// 大小分's preset total in tenths, as saved.
    pub total_line: i32,
    /// The options picked at their odds.
    #[graphql(directive = crate::list_size::list_size::apply(54, None))]
    pub picks: Vec<SportsSavedPick>,
}

/// A member's saved sports selection (竞彩 / 北单 方案), with the bets, cost
/// and printable tickets the server counted.
pub struct SportsSelection {
    id: ID,
    s: domain::sports::records::SavedView,
}

impl SportsSelection {
    pub fn new(s: domain::sports::records::SavedView) -> Self {
        Self {
            id: global(NodeKind::SportsSelection, s.id),
            s,
        }
    }
}

impl From<domain::sports::records::SavedView> for SportsSelection {
    fn from(s: domain::sports::records::SavedView) -> Self {
        Self::new(s)
    }
}

/// A member's saved sports selection (竞彩 / 北单 方案), with the bets, cost
/// and printable tickets the server counted, and its prize check.
#[Object]
impl SportsSelection {
    /// The global id (opaque).
    pub async fn id(&self) -> &ID {
        &self.id
    }

    /// The game.
    async fn game(&self) -> SportsGame {
        self.s.game.into()
    }

    /// The matches with the options picked at their odds.
    #[graphql(directive = crate::list_size::list_size::apply(15, None))]
    async fn matches(&self) -> Vec<SportsSavedMatch> {
        self.s
            .matches
            .iter()
            .map(|m| SportsSavedMatch {
                match_id: global(NodeKind::SportsMatch, m.match_id),
                banker: m.banker,
                handicap: m.handicap,
                total_line: m.total_line,
                picks: m
                    .picks
                    .iter()
                    .map(|p| SportsSavedPick {
                        play: p.play.into(),
                        option: p.option as i32,
                        option_name: p
                            .play
                            .options()
                            .get(p.option)
                            .map(|o| (*o).to_owned())
                            .unwrap_or_default(),
                        odds: i32::try_from(p.odds).unwrap_or(i32::MAX),
                    })
                    .collect(),
            })
            .collect()
    }

    /// 过关方式 (`3串4`, or several M串1).
    async fn pass_types(&self) -> &[String] {
        &self.s.pass_types
    }

    /// 倍数.
    async fn multiple(&self) -> i32 {
        i32::try_from(self.s.multiple).unwrap_or(i32::MAX)
    }

    /// Single bets (注) at one multiple.
    async fn bets(&self) -> i64 {
        self.s.bets
    }

    /// bets × 2 yuan × 倍.
    async fn cost(&self) -> Money {
        Money(self.s.cost_fen)
    }

    /// How many printable tickets the order splits into (`sportsSplit`).
    async fn ticket_count(&self) -> i32 {
        self.s.ticket_count
    }

    /// When it was saved.
    async fn created_at(&self) -> DateTime<Utc> {
        self.s.created_at
    }

    /// 兑奖: the selection against the stored results now.
    async fn prize_check(&self, ctx: &Context<'_>) -> Result<SportsPrizeCheck> {
        let s = loader::<SportsSelectionCheckLoader>(ctx)?
            .load_one(self.s.id)
            .await?
            .ok_or_else(|| AppError::not_found("no such saved selection"))?;
        Ok(SportsPrizeCheck {
            winning_bets: s.winning_bets as i64,
            won: Money(s.won_fen),
            pending_bets: s.pending_bets as i64,
        })
    }
}

/// A page of the caller's saved sports selections, newest first.
#[crate::paging::connection(edge = SportsSelectionEdge, node = SportsSelection)]
pub struct SportsSelectionConnection {}
