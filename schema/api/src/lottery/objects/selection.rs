//! A member's saved number selections and their connection.

use async_graphql::SimpleObject;

use crate::enums::Game;
use crate::ids::NodeKind;
use crate::lottery::objects::nums;
use crate::money::Money;
use crate::scalars::BigInt;

/// A saved selection.
#[derive(SimpleObject)]
pub struct SavedSelection {
    /// The selection's global id (opaque).
    pub id: async_graphql::ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The game: 双色球, 大乐透 or 七乐彩.
    pub game: Game,
    /// Red / front numbers picked (七乐彩: the numbers).
    pub main_numbers: Vec<i32>,
    /// Blue / back numbers picked; empty for 七乐彩.
    pub extra_numbers: Vec<i32>,
    /// Bets (注) of the selection at one multiple.
    pub bets: i64,
    /// 倍数, 1 or more.
    pub multiple: i32,
    /// bets × multiple × 2 yuan.
    pub cost: Money,
    /// Multiples per printable ticket.
    pub tickets: Vec<i32>,
    /// When it was saved.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl TryFrom<entities::saved_selection::Model> for SavedSelection {
    type Error = domain::AppError;

    fn try_from(m: entities::saved_selection::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            id: crate::ids::global(NodeKind::SavedSelection, m.id),
            legacy_id: BigInt(m.id),
            game: Game::stored(&m.game)?,
            main_numbers: nums(&m.numbers["main"]),
            extra_numbers: nums(&m.numbers["extra"]),
            bets: m.bets,
            multiple: m.multiple,
            cost: Money(m.cost_fen),
            tickets: nums(&m.tickets),
            created_at: m.created_at,
        })
    }
}

/// A page of the caller's saved selections, newest first.
#[crate::paging::connection(edge = SavedSelectionEdge, node = SavedSelection)]
pub struct SavedSelectionConnection {}
