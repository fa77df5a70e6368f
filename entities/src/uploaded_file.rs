//! An uploaded file (images only), stored by a random name, with smaller
//! copies for phones.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "uploaded_file")]
pub struct Model {
    /// Random file id; also the stored object's name.
    #[sea_orm(primary_key, auto_increment = false)]
    pub fid: String,
    pub owner_member_id: Option<i64>,
    pub original_name: String,
    pub content_type: String,
    pub size: i64,
    pub created_at: DateTimeUtc,
    /// Attached to something a review needs (a licence photo): served only
    /// through a short-lived signed URL.
    pub private: bool,
    /// When an area first attached it; NULL for a file never attached
    /// (swept a day after its upload).
    pub attached_at: Option<DateTimeUtc>,
    /// The stored image's pixels (0 on rows the previous release wrote).
    pub width: i64,
    pub height: i64,
    /// The widths of the smaller copies made for phones, e.g. "320,750".
    pub sizes: String,
    /// What holds it alone (`post:<id>`: released when that goes), or
    /// `shared` (several things, or an area that never releases: kept until
    /// the account goes); NULL while never attached.
    pub held_by: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
