//! Where a member's withdrawals are paid (receive info): one per member.
//! Personal data: masked in views, staff reads audit-logged.
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payee_account")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub member_id: i64,
    /// Equal to the member's real-name legal name when written.
    pub legal_name: String,
    /// `BANK` or `ALIPAY`.
    pub kind: String,
    pub account_no: String,
    /// The bank's name (`""` for Alipay).
    pub bank_name: String,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
