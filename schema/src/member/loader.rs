//! Loads members by id in batches: every `member` field nested in a list
//! asks the loader, which turns the whole page into one query.

use std::collections::HashMap;

use async_graphql::dataloader::Loader;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use crate::error::AppError;
use entities::member;

pub struct MemberLoader {
    db: DatabaseConnection,
}

impl MemberLoader {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

impl Loader<i64> for MemberLoader {
    type Value = member::Model;
    type Error = AppError;

    async fn load(&self, keys: &[i64]) -> Result<HashMap<i64, member::Model>, AppError> {
        let rows = member::Entity::find()
            .filter(member::Column::Id.is_in(keys.iter().copied()))
            .all(&self.db)
            .await?;
        Ok(rows.into_iter().map(|m| (m.id, m)).collect())
    }
}
