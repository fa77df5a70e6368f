//! A member's request for a copy of their data and, once the job built it,
//! the JSON archive, downloadable until `expires_at`.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "member_data_export")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub member_id: i64,
    /// `PENDING`, `READY` or `EXPIRED`.
    pub state: String,
    pub requested_at: DateTimeUtc,
    pub ready_at: Option<DateTimeUtc>,
    pub expires_at: Option<DateTimeUtc>,
    /// The archive's size in bytes (0 before it is built and after it
    /// expired).
    pub bytes: i64,
    /// The JSON archive; null before it is built and after it expired.
    #[sea_orm(column_type = "Text", nullable)]
    pub archive: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
