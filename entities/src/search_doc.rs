//! One document in the full-text index: a post, a topic or a member's
//! nickname, with its segmented tokens. PostgreSQL's `tsv` column (a
//! generated `tsvector`) and SQLite's `search_fts` table are the index
//! itself; neither is an entity (the domain's `search` area queries them).

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "search_doc")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    /// `post`, `topic` or `member`.
    pub kind: String,
    /// The id of the row of that kind.
    pub ref_id: i64,
    /// The segmenter's tokens joined by single spaces.
    #[sea_orm(column_type = "Text")]
    pub tokens: String,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
