//! Order splitting: an order's zones (胆 and 拖) split into printable
//! tickets, a page of them at a time with each ticket's single bets, and
//! the saved split records (the split info page).

use async_graphql::{ComplexObject, InputObject, SimpleObject};
use domain::lottery::split::{self, Order, PrintTicket, SplitPlan, ZonePick};
use domain::lottery::Game as DomainGame;
use domain::AppError;
use entities::split_record;

use crate::enums::Game;
use crate::ids::NodeKind;
use crate::lottery::objects::{multiple_of, nums, to_i32s, to_u8s};
use crate::money::Money;
use crate::paging;
use crate::scalars::BigInt;
use crate::Result;

fn clamp(first: Option<i32>, default: i32, max: i32, field: &str) -> Result<usize, AppError> {
    let n = first.unwrap_or(default);
    if !(1..=max).contains(&n) {
        return Err(AppError::invalid(field, format!("must be 1 to {max}")));
    }
    Ok(n as usize)
}

/// One zone of an order: 胆 and 拖 (a plain 复式 has only 拖; a digit
/// position lists its digits as 拖).
#[derive(InputObject)]
pub struct ZoneInput {
    /// 胆: numbers on every bet (default none).
    #[graphql(default)]
    pub dan: Vec<i32>,
    /// 拖: the numbers the rest of each bet is chosen from (all the numbers
    /// of a plain 复式 zone, or a digit position's digits).
    pub tuo: Vec<i32>,
}

/// An order to split: 双色球 [red, blue], 大乐透 [front, back], 七乐彩
/// [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
#[derive(InputObject)]
pub struct SplitOrderInput {
    /// The game.
    pub game: Game,
    /// The zones in the game's order: 双色球 [red, blue], 大乐透 [front,
    /// back], 七乐彩 [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
    pub zones: Vec<ZoneInput>,
    /// Default 1.
    pub multiple: Option<i32>,
    /// 大乐透 追加.
    pub additional: Option<bool>,
}

impl SplitOrderInput {
    pub(crate) fn order(&self) -> Result<Order, AppError> {
        let sizes = split::zone_sizes(self.game.into());
        if self.zones.len() != sizes.len() {
            return Err(AppError::invalid(
                "zones",
                format!(
                    "{} needs {} zones",
                    DomainGame::from(self.game).name(),
                    sizes.len()
                ),
            ));
        }
        let zones = self
            .zones
            .iter()
            .zip(sizes)
            .enumerate()
            .map(|(i, (z, size))| {
                let field = format!("zones[{i}]");
                Ok(ZonePick {
                    dan: to_u8s(&field, &z.dan)?,
                    tuo: to_u8s(&field, &z.tuo)?,
                    size,
                })
            })
            .collect::<Result<_, AppError>>()?;
        Ok(Order {
            game: self.game.into(),
            zones,
            multiple: multiple_of("multiple", self.multiple)?,
            additional: self.additional.unwrap_or(false),
        })
    }
}

/// A zone of a printed ticket.
#[derive(SimpleObject)]
pub struct TicketZone {
    /// 胆 of the zone as picked (on a printed ticket also 拖 the split moved
    /// into 胆 to keep it within 10000 bets); empty for a plain 复式 zone.
    pub dan: Vec<i32>,
    /// 拖 of the zone (all the numbers of a plain 复式 zone, or a digit
    /// position's digits).
    pub tuo: Vec<i32>,
}

/// One printable ticket.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct SplitTicket {
    /// The numbers to print, one entry per zone in the game's order.
    #[graphql(directive = crate::list_size::list_size::apply(7, None))]
    pub zones: Vec<TicketZone>,
    /// Bets on the ticket at one multiple (at most 10000).
    pub bets: i64,
    /// 倍数 printed on the ticket, 1 to 99.
    pub multiple: i32,
    /// bets × multiple × 2 yuan (3 yuan with 追加); at most 20000 yuan.
    pub cost: Money,
    #[graphql(skip)]
    picks: Vec<ZonePick>,
}

#[ComplexObject]
impl SplitTicket {
    /// The ticket's single bets (拆分明细), each as one number list per
    /// zone; the first `first` (default 20, at most 500).
    async fn single_bets(
        &self,
        #[graphql(desc = "How many single bets, 1 to 500 (default 20).")] first: Option<i32>,
    ) -> Result<Vec<Vec<Vec<i32>>>> {
        let n = clamp(first, 20, 500, "first")?;
        Ok(split::single_bets(&self.picks, n)
            .into_iter()
            .map(|b| b.iter().map(|z| to_i32s(z)).collect())
            .collect())
    }
}

impl From<PrintTicket> for SplitTicket {
    fn from(t: PrintTicket) -> Self {
        Self {
            zones: t
                .zones
                .iter()
                .map(|z| TicketZone {
                    dan: to_i32s(&z.dan),
                    tuo: to_i32s(&z.tuo),
                })
                .collect(),
            bets: t.bets as i64,
            multiple: t.multiple as i32,
            cost: Money(t.cost_fen),
            picks: t.zones,
        }
    }
}

/// A page of a split's printable tickets, in printing order.
#[crate::paging::connection(
    edge = SplitTicketEdge,
    node = SplitTicket,
    cursor_doc = "The ticket's position, 0-based, in decimal: pass as `after` to read\n\
        on from here or as `before` to read back; `after: \"29\"` opens the\n\
        second page of 30.",
)]
pub struct SplitTicketConnection {
    /// How many tickets the whole split has.
    pub total_count: i32,
}

/// An order split into printable tickets.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct OrderSplit {
    /// The game.
    pub game: Game,
    /// Bets of the order at one multiple.
    pub bets: i64,
    /// What the whole order costs: bets × multiple × 2 yuan (3 yuan with
    /// 追加).
    pub cost: Money,
    /// How many printable tickets the order splits into.
    pub ticket_count: i32,
    #[graphql(skip)]
    plan: SplitPlan,
}

#[paging::connection_args]
#[ComplexObject]
impl OrderSplit {
    /// The printable tickets, a page at a time (the list is computed; its
    /// cursors are positions).
    async fn tickets(&self, page: paging::PositionArgs) -> Result<SplitTicketConnection> {
        let window = page.window()?;
        let (edges, page_info) =
            paging::computed_page(&self.plan.tickets, window, |cursor, t| SplitTicketEdge {
                cursor,
                node: t.clone().into(),
            })?;
        Ok(SplitTicketConnection {
            total_count: self.ticket_count,
            edges,
            page_info,
        })
    }
}

impl OrderSplit {
    pub(crate) fn new(game: Game, plan: SplitPlan) -> Self {
        Self {
            game,
            bets: plan.bets as i64,
            cost: Money(plan.cost_fen),
            ticket_count: plan.tickets.len() as i32,
            plan,
        }
    }
}

/// A saved order split.
#[derive(SimpleObject)]
pub struct SplitRecord {
    /// The split record's global id (opaque).
    pub id: async_graphql::ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The game.
    pub game: Game,
    /// The order as picked.
    #[graphql(directive = crate::list_size::list_size::apply(7, None))]
    pub zones: Vec<TicketZone>,
    /// 倍数 of the order, 1 or more.
    pub multiple: i32,
    /// Whether the order is played with 大乐透 追加 (3 yuan a bet).
    pub additional: bool,
    /// Bets of the order at one multiple.
    pub bets: i64,
    /// What the whole order costs: bets × multiple × 2 yuan (3 yuan with
    /// 追加).
    pub cost: Money,
    /// How many printable tickets the order splits into.
    pub ticket_count: i32,
    /// When it was saved.
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl TryFrom<split_record::Model> for SplitRecord {
    type Error = domain::AppError;

    fn try_from(m: split_record::Model) -> Result<Self, domain::AppError> {
        let zones = m
            .zones
            .as_array()
            .map(|zs| {
                zs.iter()
                    .map(|z| TicketZone {
                        dan: nums(&z["dan"]),
                        tuo: nums(&z["tuo"]),
                    })
                    .collect()
            })
            .unwrap_or_default();
        Ok(Self {
            id: crate::ids::global(NodeKind::SplitRecord, m.id),
            legacy_id: BigInt(m.id),
            game: Game::stored(&m.game)?,
            zones,
            multiple: m.multiple,
            additional: m.additional,
            bets: m.bets,
            cost: Money(m.cost_fen),
            ticket_count: m.ticket_count,
            created_at: m.created_at,
        })
    }
}

/// A saved split with its tickets (the split info page).
#[derive(SimpleObject)]
pub struct SplitRecordDetail {
    /// The saved record.
    pub record: SplitRecord,
    /// The order split into printable tickets.
    pub split: OrderSplit,
}

/// A page of the caller's split records, newest first.
#[crate::paging::connection(edge = SplitRecordEdge, node = SplitRecord)]
pub struct SplitRecordConnection {}
