//! A channel partner: an outside company that integrates through the
//! GraphQL API with its own keys (platform-rules §8).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "partner")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    #[sea_orm(unique)]
    pub name: String,
    pub contact: String,
    /// `active` or `suspended`.
    pub state: String,
    /// Cost points the partner's bucket holds.
    pub bucket_size: i64,
    /// Cost points restored a second.
    pub restore_rate: i64,
    /// Keys may run registered documents only.
    pub trusted_documents_only: bool,
    /// Where an OAuth authorization may send a member back: exact URIs,
    /// space-separated.
    pub redirect_uris: String,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
