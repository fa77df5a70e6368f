//! Media done properly (issue 58): what an uploaded file is attached to
//! decides who may read it, phones fetch a size made for them, and files
//! never attached are swept.
//!
//! - `private`: set when the file is attached to something a review needs
//!   (a shop manager's licence and shop-front photos); such a file is served
//!   only through a short-lived signed URL, never by its id alone.
//! - `attached_at`: when an area first attached it (an avatar, a post, a
//!   feedback record, a shop item, a certification); a file still without
//!   it a day after its upload is deleted by the sweep.
//! - `width`, `height`: the stored image's pixels; `sizes`: the widths of
//!   the smaller copies made for phones ("320,750" — empty when the image
//!   is no wider than the smallest).
//!
//! The photos of certifications already sent are made private here (the
//! one cross-table statement: the rule is the file area's from now on).
//!
//! Rolling deploy: columns with defaults. The previous release inserts rows
//! without them — public, unattached, width 0, no smaller sizes: the sweep
//! leaves rows of width 0 alone (every image this release stores has a
//! width), and the download answers them with the original.

use sea_orm_migration::prelude::*;

use crate::columns::{at_opt, counter, flag, index, text};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261210_000035_file_media"
    }
}

#[derive(DeriveIden)]
enum UploadedFile {
    Table,
    Private,
    AttachedAt,
    Width,
    Height,
    Sizes,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One column a statement: SQLite adds one at a time.
        for col in [
            flag(UploadedFile::Private),
            at_opt(UploadedFile::AttachedAt),
            counter(UploadedFile::Width),
            counter(UploadedFile::Height),
            text(UploadedFile::Sizes),
        ] {
            m.alter_table(
                Table::alter()
                    .table(UploadedFile::Table)
                    .add_column(col)
                    .to_owned(),
            )
            .await?;
        }
        m.get_connection()
            .execute_unprepared(
                "UPDATE uploaded_file SET private = TRUE, attached_at = created_at \
                 WHERE fid IN (SELECT front_photo FROM shop_application \
                 UNION SELECT licence_photo FROM shop_application \
                 UNION SELECT front_photo FROM shop_manager \
                 UNION SELECT licence_photo FROM shop_manager)",
            )
            .await?;
        // The sweep's scan: unattached rows by age.
        index(
            m,
            UploadedFile::Table,
            "idx_uploaded_file_unattached",
            [UploadedFile::AttachedAt, UploadedFile::CreatedAt],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_uploaded_file_unattached")
                .table(UploadedFile::Table)
                .to_owned(),
        )
        .await?;
        for col in [
            UploadedFile::Sizes,
            UploadedFile::Height,
            UploadedFile::Width,
            UploadedFile::AttachedAt,
            UploadedFile::Private,
        ] {
            m.alter_table(
                Table::alter()
                    .table(UploadedFile::Table)
                    .drop_column(col)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
