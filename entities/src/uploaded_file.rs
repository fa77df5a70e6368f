//! An uploaded file (images only), stored under the data dir by a random name.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "uploaded_file")]
pub struct Model {
    /// Random file id; also the stored file's name.
    #[sea_orm(primary_key, auto_increment = false)]
    pub fid: String,
    pub owner_member_id: Option<i64>,
    pub original_name: String,
    pub content_type: String,
    pub size: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
