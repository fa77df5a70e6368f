//! A word staff list as sensitive, and what a hit does.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sensitive_word")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// Lowercased (ASCII) and trimmed.
    pub word: String,
    /// `BLOCK` or `HOLD`.
    pub action: String,
    pub created_by: Option<i64>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
