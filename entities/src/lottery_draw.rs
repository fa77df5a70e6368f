//! One draw of a lottery game.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "lottery_draw")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `ssq`, `dlt`, `fc3d`, `pl3`, `pl5`, `qlc`, `qxc`.
    pub game: String,
    /// `YYYYNNN` (e.g. `2026096`): string order is draw order.
    pub issue: String,
    pub draw_date: Date,
    /// JSON array: the red / front / digit numbers, in draw order.
    pub main_numbers: Json,
    /// JSON array: blue / back / special / last digit (empty when none).
    pub extra_numbers: Json,
    /// JSON array of `{tier, name?, amountFen, additionalFen?, winners?}`
    /// when published (checked by `rules::lottery::prize_list`).
    pub prize_list: Json,
    /// The pool after this draw, in fen, when published.
    pub pool_fen: Option<i64>,
    /// Stored by the demo's replay feed: a recorded real draw served again
    /// shifted to today, labelled 回放数据 wherever shown.
    pub replay: bool,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
