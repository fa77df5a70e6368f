//! A certified shop manager (店主): the role is this row, its shop copied
//! from the approved application.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "shop_manager")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    /// The application that certified it (the latest approved).
    pub application_id: i64,
    pub shop_name: String,
    pub address: String,
    pub owner_name: String,
    pub front_photo: String,
    pub licence_photo: String,
    pub licence_no: String,
    pub licence_valid_until: Date,
    /// Rows of `family_member` of this shop.
    pub family_count: i64,
    pub certified_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
