//! The sports area's DataLoaders (registered by `build_schema`): odds
//! histories, match analyses, saved-selection checks and matches by id, so
//! that a list asking for them costs a fixed number of queries.

use std::collections::HashMap;

use async_graphql::dataloader::{DataLoader, Loader};
use async_graphql::Context;
use domain::sports::service::{self, MatchView, OddsView};
use domain::sports::PlayType;
use domain::AppError;

use crate::Result;

/// The schema's loader of type `L` (registered by `build_schema`).
pub(crate) fn loader<'a, L: Send + Sync + 'static>(
    ctx: &'a Context<'_>,
) -> Result<&'a DataLoader<L>, AppError> {
    ctx.data::<DataLoader<L>>()
        .map_err(|_| AppError::internal("schema built without a sports loader"))
}

/// Loads odds histories by (match, play type) in batches: a list of
/// matches asking for their odds movement is one query.
pub struct SportsOddsHistoryLoader {
    ctx: domain::AppContext,
}

impl SportsOddsHistoryLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<(i64, PlayType)> for SportsOddsHistoryLoader {
    type Value = Vec<OddsView>;
    type Error = AppError;

    async fn load(
        &self,
        keys: &[(i64, PlayType)],
    ) -> std::result::Result<HashMap<(i64, PlayType), Vec<OddsView>>, AppError> {
        service::odds_histories(&self.ctx, keys).await
    }
}

/// Loads match analyses by (match, how many earlier matches) in batches: a
/// list of matches asking for their analysis is two queries.
pub struct SportsAnalysisLoader {
    ctx: domain::AppContext,
}

impl SportsAnalysisLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<(i64, usize)> for SportsAnalysisLoader {
    type Value = service::AnalysisView;
    type Error = AppError;

    async fn load(
        &self,
        keys: &[(i64, usize)],
    ) -> std::result::Result<HashMap<(i64, usize), service::AnalysisView>, AppError> {
        service::analyses(&self.ctx, keys).await
    }
}

/// Checks saved selections against the results by id in batches: a page of
/// 方案 asking for their 兑奖 is three queries. Keys come only from
/// selections the viewer has already read.
pub struct SportsSelectionCheckLoader {
    ctx: domain::AppContext,
}

impl SportsSelectionCheckLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<i64> for SportsSelectionCheckLoader {
    type Value = domain::sports::parlay::Settlement;
    type Error = AppError;

    async fn load(
        &self,
        keys: &[i64],
    ) -> std::result::Result<HashMap<i64, domain::sports::parlay::Settlement>, AppError> {
        domain::sports::records::checks(&self.ctx, keys).await
    }
}

/// Loads sports matches by id in batches, as members read them (the rows
/// and the odds in force: two queries for any number).
pub struct SportsMatchLoader {
    ctx: domain::AppContext,
}

impl SportsMatchLoader {
    pub fn new(ctx: domain::AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<i64> for SportsMatchLoader {
    type Value = MatchView;
    type Error = AppError;

    async fn load(&self, keys: &[i64]) -> std::result::Result<HashMap<i64, MatchView>, AppError> {
        service::views_by_id(&self.ctx, keys).await
    }
}

/// One sports match through the schema's loader; `None` when there is none.
pub async fn load_match(ctx: &Context<'_>, id: i64) -> Result<Option<MatchView>> {
    Ok(loader::<SportsMatchLoader>(ctx)?.load_one(id).await?)
}
