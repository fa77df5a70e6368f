//! Whether one member follows another, in batches: `isFollowedByMe` and
//! `followsMe` on every member of a page become one query.

use std::collections::HashMap;

use async_graphql::dataloader::Loader;
use domain::{AppContext, AppError};

/// Keys are `(follower, followed)` member ids; the value says whether that
/// follow exists. Keyed by both ids, so one loader serves every caller.
pub struct FollowEdgeLoader {
    ctx: AppContext,
}

impl FollowEdgeLoader {
    pub fn new(ctx: AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<(i64, i64)> for FollowEdgeLoader {
    type Value = bool;
    type Error = AppError;

    async fn load(&self, keys: &[(i64, i64)]) -> Result<HashMap<(i64, i64), bool>, AppError> {
        let found = domain::focus::service::edges_among(&self.ctx, keys).await?;
        Ok(keys.iter().map(|k| (*k, found.contains(k))).collect())
    }
}
