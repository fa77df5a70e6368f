//! A member's application to become an expert (the record workflow).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "expert_application")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub statement: String,
    /// 0 PRESTART, 1 PROCESSING, 2 CLOSED.
    pub state: i16,
    /// `APPROVED`, `REJECTED`, `CANCELLED`.
    pub outcome: Option<String>,
    /// A rejection's reason.
    pub reason: String,
    /// Settled picks in the window when applying.
    pub settled: i64,
    pub red: i64,
    pub reviewed_by: Option<i64>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
