//! A system configuration value, keyed by its type name (e.g. the check-in
//! reward table). The legacy `SystemConfig/Get` reads `typeStringValue`.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "system_config")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub config_type: String,
    pub string_value: String,
    pub int_value: i64,
    pub description: String,
    pub updated_by: Option<i64>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
