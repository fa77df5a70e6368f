//! A withdrawal of earned commission (the record workflow, kind
//! `withdrawal`): held when asked, approved then paid, or rejected or
//! cancelled (the hold returned).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "withdrawal")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub amount_fen: i64,
    /// The Asia/Shanghai day it was asked on (the daily limits).
    pub day: Date,
    /// The workflow state (0 PRESTART, 1 PROCESSING, 2 CLOSED).
    pub state: i16,
    /// `APPROVED` (still processing: to be paid), `PAID`, `REJECTED`,
    /// `CANCELLED`; `None` while waiting for review.
    pub outcome: Option<String>,
    /// Staff's reason for a rejection.
    pub reason: String,
    /// The payee as it was when asked.
    pub payee_name: String,
    pub payee_kind: String,
    pub payee_account: String,
    pub payee_bank: String,
    pub reviewed_by: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub paid_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
