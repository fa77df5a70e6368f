//! The earnings ledger (fen): append-only postings; a member's postings
//! always sum to `member_earnings.balance_fen`.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "earnings_ledger")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    /// Signed, never zero: a credit is positive, a withdrawal's hold
    /// negative.
    pub amount_fen: i64,
    /// `COMMISSION`, `WITHDRAWAL` or `WITHDRAWAL_RETURN`.
    pub kind: String,
    /// Makes a posting happen at most once (`commission:<member>`,
    /// `withdrawal:<id>`, `withdrawal_return:<id>`).
    #[sea_orm(unique)]
    pub key: String,
    /// The balance right after this posting (never negative).
    pub balance_after: i64,
    /// The channel a commission came through.
    pub channel: Option<String>,
    pub description: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
