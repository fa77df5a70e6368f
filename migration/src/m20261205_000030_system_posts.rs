//! The console's 系统帖子 (issue 56): staff read the system posts newest
//! first, pinned or not. An index ending with the id makes that page a
//! keyset read over system posts only, however many members' posts there
//! are.
//!
//! Rolling deploy: an index only.

use sea_orm_migration::prelude::*;

use crate::columns::index;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261205_000030_system_posts"
    }
}

#[derive(DeriveIden)]
enum Post {
    Table,
    Id,
    IsSystem,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        index(
            m,
            Post::Table,
            "idx_post_system",
            [Post::IsSystem, Post::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_index(
            Index::drop()
                .name("idx_post_system")
                .table(Post::Table)
                .to_owned(),
        )
        .await
    }
}
