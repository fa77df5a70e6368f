//! The number tools' input and answers: the bonus calculator's bet forms
//! (投注方式) counted into bets, cost and tickets, and 双色球 number
//! selection (选号) with its filters.

use async_graphql::{Enum, InputObject, SimpleObject};
use domain::lottery::bets::BetSpec;
use domain::AppError;

use crate::money::Money;
use crate::Result;

/// A bet form the bonus calculator counts (投注方式).
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum BetKind {
    /// 双色球 复式: `red` and `blue` picked.
    SsqMulti,
    /// 双色球 胆拖: `dan`, `tuo` and `blue`.
    SsqDantuo,
    /// 大乐透 复式: `front` and `back`.
    DltMulti,
    /// 大乐透 胆拖: `frontDan`, `frontTuo`, `backDan`, `backTuo`.
    DltDantuo,
    /// 3D / 排列三 / 排列五 直选复式: digits per position in `positions`.
    DirectMulti,
    /// 组三 复式: `digits` picked.
    #[graphql(name = "GROUP3")]
    Group3,
    /// 组六 复式: `digits` picked.
    #[graphql(name = "GROUP6")]
    Group6,
    /// 直选和值: the `sum`.
    DirectSum,
    /// 组选和值: the `sum`.
    GroupSum,
    /// 七乐彩 复式: `numbers` picked.
    QlcMulti,
}

/// What to count: the game's bet form and how many numbers were picked.
#[derive(InputObject)]
pub struct BetCountInput {
    /// The bet form.
    pub kind: BetKind,
    /// `SSQ_MULTI`: reds picked, 6 to 20.
    pub red: Option<i32>,
    /// `SSQ_MULTI`, `SSQ_DANTUO`: blues picked, 1 to 16.
    pub blue: Option<i32>,
    /// `SSQ_DANTUO`: red 胆 picked, 1 to 5.
    pub dan: Option<i32>,
    /// `SSQ_DANTUO`: red 拖 picked; 胆 + 拖 is 7 to 33.
    pub tuo: Option<i32>,
    /// `DLT_MULTI`: front numbers picked, 5 to 35.
    pub front: Option<i32>,
    /// `DLT_MULTI`: back numbers picked, 2 to 12.
    pub back: Option<i32>,
    /// `DLT_DANTUO`: front 胆 picked, 1 to 4.
    pub front_dan: Option<i32>,
    /// `DLT_DANTUO`: front 拖 picked; front 胆 + 拖 is 6 to 35.
    pub front_tuo: Option<i32>,
    /// `DLT_DANTUO`: back 胆 picked, 0 or 1 (default 0).
    pub back_dan: Option<i32>,
    /// `DLT_DANTUO`: back 拖 picked; back 胆 + 拖 is 3 to 12 with a back 胆,
    /// 2 to 12 without.
    pub back_tuo: Option<i32>,
    /// Digits picked per position (直选复式).
    pub positions: Option<Vec<i32>>,
    /// `GROUP3`: digits picked, 2 to 10 (组三复式); `GROUP6`: 3 to 10
    /// (组六复式).
    pub digits: Option<i32>,
    /// `DIRECT_SUM`: the sum, 0 to 27 (直选和值); `GROUP_SUM`: 1 to 26
    /// (组选和值).
    pub sum: Option<i32>,
    /// `QLC_MULTI`: numbers picked, 7 to 30 (七乐彩复式).
    pub numbers: Option<i32>,
    /// Default 1.
    pub multiple: Option<i32>,
    /// 大乐透 追加 (3 yuan a bet).
    pub additional: Option<bool>,
}

/// What a bet form comes to (the bonus calculator): bets, cost and the
/// ticket split.
#[derive(SimpleObject)]
pub struct BetCount {
    /// Bets (注) of the form at one multiple.
    pub bets: i64,
    /// The cost of the bets at the multiple.
    pub cost: Money,
    /// How the order splits into tickets (multiples per ticket).
    pub tickets: Vec<i32>,
}

fn need(field: &str, v: Option<i32>) -> Result<u64, AppError> {
    v.and_then(|n| u64::try_from(n).ok())
        .ok_or_else(|| AppError::invalid(field, "is required"))
}

pub(crate) fn spec(i: &BetCountInput) -> Result<BetSpec, AppError> {
    Ok(match i.kind {
        BetKind::SsqMulti => BetSpec::SsqMulti {
            red: need("red", i.red)?,
            blue: need("blue", i.blue)?,
        },
        BetKind::SsqDantuo => BetSpec::SsqDanTuo {
            dan: need("dan", i.dan)?,
            tuo: need("tuo", i.tuo)?,
            blue: need("blue", i.blue)?,
        },
        BetKind::DltMulti => BetSpec::DltMulti {
            front: need("front", i.front)?,
            back: need("back", i.back)?,
        },
        BetKind::DltDantuo => BetSpec::DltDanTuo {
            front_dan: need("frontDan", i.front_dan)?,
            front_tuo: need("frontTuo", i.front_tuo)?,
            back_dan: need("backDan", i.back_dan.or(Some(0)))?,
            back_tuo: need("backTuo", i.back_tuo)?,
        },
        BetKind::DirectMulti => BetSpec::DirectMulti {
            positions: i
                .positions
                .as_deref()
                .ok_or_else(|| AppError::invalid("positions", "is required"))?
                .iter()
                .map(|p| {
                    u64::try_from(*p)
                        .map_err(|_| AppError::invalid("positions", "must be positive"))
                })
                .collect::<Result<_, _>>()?,
        },
        BetKind::Group3 => BetSpec::Group3 {
            digits: need("digits", i.digits)?,
        },
        BetKind::Group6 => BetSpec::Group6 {
            digits: need("digits", i.digits)?,
        },
        BetKind::DirectSum => BetSpec::DirectSum {
            sum: need("sum", i.sum)?,
        },
        BetKind::GroupSum => BetSpec::GroupSum {
            sum: need("sum", i.sum)?,
        },
        BetKind::QlcMulti => BetSpec::QlcMulti {
            numbers: need("numbers", i.numbers)?,
        },
    })
}

/// Number selection filters (双色球): ranges are inclusive.
#[derive(InputObject)]
pub struct SelectNumbersInput {
    /// 6 to 20 candidate reds.
    pub candidates: Vec<i32>,
    /// Blues to play with every combination (at least one).
    pub blues: Vec<i32>,
    /// The smallest sum of a combination's six reds (和值).
    pub sum_min: Option<i32>,
    /// The largest sum of a combination's six reds (和值).
    pub sum_max: Option<i32>,
    /// The fewest odd reds in a combination, 0 to 6.
    pub odd_min: Option<i32>,
    /// The most odd reds in a combination, 0 to 6.
    pub odd_max: Option<i32>,
    /// The fewest big reds (大, 17–33) in a combination, 0 to 6.
    pub big_min: Option<i32>,
    /// The most big reds (大, 17–33) in a combination, 0 to 6.
    pub big_max: Option<i32>,
    /// The smallest span of a combination (跨度: largest red minus smallest).
    pub span_min: Option<i32>,
    /// The largest span of a combination (跨度: largest red minus smallest).
    pub span_max: Option<i32>,
    /// Reds every combination must contain; each must be a candidate.
    pub must: Option<Vec<i32>>,
    /// Reds no combination may contain (杀号).
    pub exclude: Option<Vec<i32>>,
}

/// The result of a 双色球 number selection (选号): the red combinations
/// that pass the filters, each played with every chosen blue.
#[derive(SimpleObject)]
pub struct Selection {
    /// Bets in total (red combinations × blues).
    pub bets: i64,
    /// The cost of all the bets at 1 倍 (2 yuan a bet).
    pub cost: Money,
    /// The first red combinations (at most 200); each is played with every blue.
    pub reds: Vec<Vec<i32>>,
    /// The blues played with every red combination.
    pub blues: Vec<i32>,
}

pub(crate) fn pair(lo: Option<i32>, hi: Option<i32>) -> Option<(u32, u32)> {
    match (lo, hi) {
        (None, None) => None,
        (lo, hi) => Some((
            u32::try_from(lo.unwrap_or(0)).unwrap_or(0),
            u32::try_from(hi.unwrap_or(i32::MAX)).unwrap_or(u32::MAX),
        )),
    }
}
