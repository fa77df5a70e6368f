//! A shop's customer (the shop manager's family), unique per shop and
//! member.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "family_member")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// The shop manager's member id.
    pub shop_manager_id: i64,
    pub member_id: i64,
    /// The manager added them by their phone (so sees it in full).
    pub added_by_manager: bool,
    pub note: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
