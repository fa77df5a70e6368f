//! Audit trail of staff writes and reads of unmasked personal data.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_log")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub actor_member_id: Option<i64>,
    /// A stable action name, e.g. `system_config.update`.
    pub action: String,
    /// What was acted on, e.g. `system_config:CHECK_IN_REWARDS`.
    pub target: String,
    pub detail: Json,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
