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
        // The rows the bus keeps, the rest in one statement: a page's
        // cards cost no read once their members were read
        // (BENCHMARKS.md, W15–W17).
        Ok(domain::kernel::member_rows::read_many(&self.ctx, keys).await?)
    }
}

/// The member `id` as the caller may see them, through the batching loader
/// (a page of objects that each name a member is one query).
pub async fn load_member(
    ctx: &async_graphql::Context<'_>,
    id: i64,
) -> crate::Result<Option<super::MemberObject>> {
    let row = loader(ctx)?.load_one(id).await?;
    let viewer = ctx.data_opt::<domain::Viewer>();
    Ok(row
        .map(|m| domain::member::MemberView::of_row(m, viewer).map(Into::into))
        .transpose()?)
}

/// The member `id`'s public card (no personal data), through the loader.
pub async fn load_card(
    ctx: &async_graphql::Context<'_>,
    id: i64,
) -> crate::Result<Option<super::MemberCard>> {
    let row = loader(ctx)?.load_one(id).await?;
    Ok(row
        .map(|m| domain::member::Card::new(m, false, false).map(Into::into))
        .transpose()?)
}

/// The public cards of `ids`, in their order, in one batch (a list that
/// awaited one card after another would send a query each: the loader
/// batches only what is asked at once). An id with no member is left out.
pub async fn load_cards(
    ctx: &async_graphql::Context<'_>,
    ids: &[i64],
) -> crate::Result<Vec<super::MemberCard>> {
    let mut rows = loader(ctx)?.load_many(ids.iter().copied()).await?;
    ids.iter()
        .filter_map(|id| rows.remove(id))
        .map(|m| Ok(domain::member::Card::new(m, false, false)?.into()))
        .collect()
}

fn loader<'a>(
    ctx: &async_graphql::Context<'a>,
) -> Result<&'a async_graphql::dataloader::DataLoader<MemberLoader>, AppError> {
    ctx.data::<async_graphql::dataloader::DataLoader<MemberLoader>>()
        .map_err(|_| AppError::internal("schema built without the member loader"))
}
