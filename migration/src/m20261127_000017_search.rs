//! Full-text search (issue 34, the search part): `search_doc`, one row per
//! indexed document (a post, a topic, a member's nickname) holding its
//! segmented tokens, and each database's own full-text index over them.
//!
//! The one exception to "sea-query builders only": neither backend's
//! full-text index can be written with the builders, so each gets its own
//! statement, chosen by `get_database_backend()`; the domain's search tests
//! run both branches. `search_doc` itself is built as everywhere else.
//!
//! - SQLite: a contentless FTS5 table `search_fts(tokens)` whose rowid is
//!   `search_doc.id` (the doc keeps the text, so the index keeps none);
//!   `contentless_delete=1` (SQLite ≥ 3.43) lets the domain delete a row by
//!   rowid. `unicode61` splits on the spaces the segmenter put between
//!   tokens and leaves Chinese characters alone.
//! - PostgreSQL: `tsv`, a stored generated `tsvector` of the tokens under
//!   the `simple` configuration (no stemming or stop words: the tokens are
//!   already words), with a GIN index. Generated, so no write can forget it.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DatabaseBackend;

use crate::columns::{at, id_col, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261127_000017_search"
    }
}

#[derive(DeriveIden)]
enum SearchDoc {
    Table,
    Id,
    Kind,
    RefId,
    Tokens,
    UpdatedAt,
}

const SQLITE_FTS: &str = "CREATE VIRTUAL TABLE search_fts USING fts5(tokens, content='', \
     contentless_delete=1, tokenize='unicode61 remove_diacritics 0')";
const PG_TSV: &str = "ALTER TABLE search_doc ADD COLUMN tsv tsvector \
     GENERATED ALWAYS AS (to_tsvector('simple', tokens)) STORED";
const PG_GIN: &str = "CREATE INDEX ix_search_doc_tsv ON search_doc USING GIN (tsv)";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(SearchDoc::Table)
                .col(id_col(SearchDoc::Id))
                // "post", "topic", "member".
                .col(ColumnDef::new(SearchDoc::Kind).string().not_null())
                .col(ColumnDef::new(SearchDoc::RefId).big_integer().not_null())
                // The segmenter's tokens joined by single spaces.
                .col(ColumnDef::new(SearchDoc::Tokens).text().not_null())
                .col(at(SearchDoc::UpdatedAt))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            SearchDoc::Table,
            "uq_search_doc_kind_ref",
            [SearchDoc::Kind, SearchDoc::RefId],
        )
        .await?;
        let db = m.get_connection();
        match m.get_database_backend() {
            DatabaseBackend::Sqlite => {
                db.execute_unprepared(SQLITE_FTS).await?;
            }
            DatabaseBackend::Postgres => {
                db.execute_unprepared(PG_TSV).await?;
                db.execute_unprepared(PG_GIN).await?;
            }
            DatabaseBackend::MySql => {
                return Err(DbErr::Migration(
                    "full-text search is written for SQLite and PostgreSQL only".into(),
                ))
            }
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        if m.get_database_backend() == DatabaseBackend::Sqlite {
            m.get_connection()
                .execute_unprepared("DROP TABLE search_fts")
                .await?;
        }
        // PostgreSQL's column and index go with the table.
        m.drop_table(Table::drop().table(SearchDoc::Table).to_owned())
            .await
    }
}
