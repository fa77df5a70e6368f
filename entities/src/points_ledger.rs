//! The points ledger: append-only. A row is never updated or deleted; the
//! member's balance moves in the same transaction as the row is written.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "points_ledger")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    /// Always positive; the direction is `points_type`.
    pub points: i64,
    /// 0 = IN_COME, 1 = OUT_GO.
    pub points_type: i16,
    /// What the points were for: CHECK_IN, AD_REWARD, INVITE, REDEEM, ADJUST…
    pub reason: String,
    pub description: String,
    /// The member's balance right after this row.
    pub balance_after: i64,
    /// Makes a grant or spend happen at most once (e.g. `checkin:42:2026-11-21`).
    #[sea_orm(unique)]
    pub idempotency_key: Option<String>,
    pub created_at: DateTimeUtc,
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
