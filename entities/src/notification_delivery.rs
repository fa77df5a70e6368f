//! A notification's delivery to one target (an app's push client id or a
//! mini-program openid): at most one row per pair.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "notification_delivery")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub notification_id: i64,
    /// `app:<push client id>` or `wechat:<openid>`.
    pub target: String,
    /// The provider's name, e.g. `getui`, `wechat`, `console`.
    pub provider: String,
    /// `SENDING`, `SENT`, `UNBOUND` (the provider said the target is no
    /// longer valid) or `REFUSED` (no consent left, WeChat).
    pub state: String,
    /// The provider's answer code when it refused.
    pub provider_code: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
