//! An item of the points shop: a price in points and a stock that never
//! goes below zero.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "shop_item")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub name: String,
    pub description: String,
    /// JSON array of uploaded file ids (the first is the cover).
    pub images: Json,
    pub price_points: i64,
    pub stock: i64,
    /// On the shelf (members see and redeem only enabled items).
    pub enabled: bool,
    /// Display order, smaller first.
    pub sort_order: i32,
    /// Units redeemed and not cancelled (counter).
    pub redeemed_count: i64,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
