//! The following feed's index (issue 37, BENCHMARKS.md W15): each author's
//! visible posts by id, `(member_id, id) WHERE state = 'VISIBLE'`.
//!
//! The feed reads the newest visible posts of the authors a member
//! follows. Through `ix_post_member` every one of those posts was read
//! from the table to check its state (24 ms for a reader whose 39 authors
//! wrote 20k posts, PostgreSQL, the full dataset); this partial index
//! answers from the index alone (6.6 ms). A partial index is written the
//! same way on SQLite and PostgreSQL, so this one statement is raw SQL
//! (sea-query 0.32 has no `WHERE` for an index).

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261129_000022_feed_index"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection()
            .execute_unprepared(
                "CREATE INDEX ix_post_member_visible ON post (member_id, id) \
                 WHERE state = 'VISIBLE'",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("ix_post_member_visible")
                .table(Alias::new("post"))
                .to_owned(),
        )
        .await
    }
}
