//! A staff member's second factor (TOTP, RFC 6238): the key sealed at
//! rest, whether the enrolment was confirmed, and the newest 30 s step a
//! code was accepted for (a code is used once).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "staff_factor")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    /// The TOTP key, sealed (`kernel::sealed`).
    pub secret: String,
    pub confirmed_at: Option<DateTimeUtc>,
    pub last_step: i64,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
