//! Loads members by id in batches: every `member` field nested in a list
//! asks the loader, which turns the whole page into one query.

use std::collections::HashMap;
use std::sync::Arc;

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

/// The member `id`'s row: the copy the bus keeps when there is one, else
/// through the batching loader. The kept copy first, not inside the
/// loader: a load waits the loader's batching window (1 ms, on the timer
/// thread) even when every key is kept — most of a board or feed page's
/// time once nothing is read (W16, BENCHMARKS.md). Shared, not cloned: a
/// card borrows the few fields it shows.
async fn shared_row(
    ctx: &async_graphql::Context<'_>,
    id: i64,
) -> crate::Result<Option<Arc<member::Model>>> {
    if let Some(kept) = kept(ctx)?.get(id) {
        return Ok(Some(kept));
    }
    Ok(loader(ctx)?.load_one(id).await?.map(Arc::new))
}

/// The member `id` as the caller may see them, through the batching loader
/// (a page of objects that each name a member is one query).
pub async fn load_member(
    ctx: &async_graphql::Context<'_>,
    id: i64,
) -> crate::Result<Option<super::MemberObject>> {
    let row = shared_row(ctx, id).await?.map(Arc::unwrap_or_clone);
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
    let row = shared_row(ctx, id).await?;
    Ok(row
        .map(|m| domain::member::Card::new(&m, false, false).map(Into::into))
        .transpose()?)
}

/// The public cards of `ids`, in their order, in one batch (a list that
/// awaited one card after another would send a query each: the loader
/// batches only what is asked at once). An id with no member is left out.
pub async fn load_cards(
    ctx: &async_graphql::Context<'_>,
    ids: &[i64],
) -> crate::Result<Vec<super::MemberCard>> {
    let kept = kept(ctx)?;
    let mut rows: HashMap<i64, Arc<member::Model>> = ids
        .iter()
        .filter_map(|&id| kept.get(id).map(|m| (id, m)))
        .collect();
    let missing: Vec<i64> = ids
        .iter()
        .copied()
        .filter(|id| !rows.contains_key(id))
        .collect();
    if !missing.is_empty() {
        let read = loader(ctx)?.load_many(missing).await?;
        rows.extend(read.into_iter().map(|(id, m)| (id, Arc::new(m))));
    }
    ids.iter()
        .filter_map(|id| rows.remove(id))
        .map(|m| Ok(domain::member::Card::new(&m, false, false)?.into()))
        .collect()
}

fn loader<'a>(
    ctx: &async_graphql::Context<'a>,
) -> Result<&'a async_graphql::dataloader::DataLoader<MemberLoader>, AppError> {
    ctx.data::<async_graphql::dataloader::DataLoader<MemberLoader>>()
        .map_err(|_| AppError::internal("schema built without the member loader"))
}

fn kept<'a>(
    ctx: &async_graphql::Context<'a>,
) -> Result<&'a domain::kernel::member_rows::MemberRows<member::Model>, AppError> {
    Ok(crate::request::app(ctx)?.bus.member_rows())
}
