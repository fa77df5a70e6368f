//! Media, second step (issue 58): a deleted post's pictures are deleted,
//! and feedback screenshots are private.
//!
//! - `uploaded_file.held_by`: what holds the file alone (`post:<id>`), so
//!   when that goes the file is released and swept; `shared` for a file
//!   attached to more than one thing, or by an area that does not release
//!   (an avatar, a shop item, a certification: those go with the account);
//!   NULL while never attached. Files attached before this release are
//!   marked `shared` here: which post held each was never recorded, and
//!   guessing could delete a picture another post shows.
//! - Screenshots already sent with feedback become private (and attached):
//!   a member's screenshot often shows their account, and only they and
//!   staff read feedback.
//!
//! Rolling deploy: a nullable column. The previous release attaches without
//! it (NULL on an attached row), which reads as held by nothing in
//! particular: never released, as `shared`.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

use crate::columns::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261211_000036_file_holders"
    }
}

#[derive(DeriveIden)]
enum UploadedFile {
    Table,
    HeldBy,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(UploadedFile::Table)
                .add_column(ColumnDef::new(UploadedFile::HeldBy).string().null())
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        db.execute_unprepared(
            "UPDATE uploaded_file SET held_by = 'shared' WHERE attached_at IS NOT NULL",
        )
        .await?;
        // The feedback's image ids, out of its JSON array (each database
        // spells that its own way).
        let screenshots = match m.get_database_backend() {
            DatabaseBackend::Postgres => "SELECT jsonb_array_elements_text(images) FROM feedback",
            _ => "SELECT j.value FROM feedback, json_each(feedback.images) j",
        };
        db.execute_unprepared(&format!(
            "UPDATE uploaded_file SET private = TRUE, \
             attached_at = COALESCE(attached_at, created_at), held_by = 'shared' \
             WHERE fid IN ({screenshots})"
        ))
        .await?;
        // Releasing a post's files finds them by holder.
        index(
            m,
            UploadedFile::Table,
            "idx_uploaded_file_held_by",
            [UploadedFile::HeldBy],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_uploaded_file_held_by")
                .table(UploadedFile::Table)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(UploadedFile::Table)
                .drop_column(UploadedFile::HeldBy)
                .to_owned(),
        )
        .await
    }
}
