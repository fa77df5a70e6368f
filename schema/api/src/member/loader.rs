//! Loads members by id in batches: every `member` field nested in a list
//! asks the loader, which turns the whole page into one query.

use std::collections::HashMap;

use async_graphql::dataloader::Loader;
use domain::{AppContext, AppError};
use entities::member;

pub struct MemberLoader {
    ctx: AppContext,
}

impl MemberLoader {
    pub fn new(ctx: AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<i64> for MemberLoader {
    type Value = member::Model;
    type Error = AppError;

    async fn load(&self, keys: &[i64]) -> Result<HashMap<i64, member::Model>, AppError> {
        domain::member::rows_by_id(&self.ctx.db, keys).await
    }
}
