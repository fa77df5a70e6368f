//! A shop manager's memo about a family member and its result (memo
//! record and result).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "family_memo")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub shop_manager_id: i64,
    pub family_member_id: i64,
    /// The memo (what to do or what was said).
    pub content: String,
    /// How it turned out; empty until recorded.
    pub result: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
