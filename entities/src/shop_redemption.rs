//! A redemption in the points shop: the item and delivery address as they
//! were at the time, the points paid, and the delivery state.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "shop_redemption")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    pub item_id: i64,
    pub item_name: String,
    pub quantity: i32,
    /// Points paid in total (price × quantity).
    pub points: i64,
    pub receiver_name: String,
    pub receiver_mobile: String,
    pub province: String,
    pub city: String,
    pub country: String,
    pub street: String,
    pub address: String,
    /// 0 = PENDING, 1 = SHIPPED, 2 = CANCELLED (points refunded, stock back).
    pub status: i16,
    pub tracking_no: String,
    /// Staff's note (e.g. why it was cancelled).
    pub note: String,
    /// The client's key; unique per member, so a retried redeem is one redeem.
    pub idempotency_key: String,
    pub created_at: DateTimeUtc,
    pub shipped_at: Option<DateTimeUtc>,
    pub cancelled_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::member::Entity",
        from = "Column::MemberId",
        to = "super::member::Column::Id",
        on_delete = "Cascade"
    )]
    Member,
}

impl Related<super::member::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Member.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
