//! The moderation area's staff operations (full schema only).

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};

/// Staff queries of this area: invisible to members and partners.
#[derive(Default)]
pub struct ModerationStaffQuery;

#[paging::connection_args]
#[Object]
impl ModerationStaffQuery {
    /// Staff with the operations permission: the sensitive-word list,
    /// newest first.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn sensitive_words(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<SensitiveWordConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::moderation::words::list(app(ctx)?, viewer(ctx)?, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |w| {
            (w.id.to_string(), w.into())
        }))
    }
}

/// Staff mutations of this area: invisible to members and partners.
#[derive(Default)]
pub struct ModerationStaffMutation;

#[Object]
impl ModerationStaffMutation {
    /// Lists a word (`CONFLICT` when listed already). Every instance stops
    /// using its kept list at once.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn add_sensitive_word(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The word and its action.")] input: AddSensitiveWordInput,
    ) -> Result<AddSensitiveWordPayload> {
        let done = domain::moderation::words::add(
            app(ctx)?,
            viewer(ctx)?,
            &input.word,
            input.action.into(),
        )
        .await;
        crate::payload::answer::<_, SensitiveWord, _>(done)
    }

    /// Removes a word from the list.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn remove_sensitive_word(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The word to remove.")] input: RemoveSensitiveWordInput,
    ) -> Result<RemoveSensitiveWordPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::SensitiveWord, &input.id)?;
            domain::moderation::words::remove(a, v, id).await
        }
        .await;
        let (gone, user_errors) = crate::payload::split(done)?;
        Ok(RemoveSensitiveWordPayload {
            removed_id: gone.filter(|g| *g).map(|_| input.id),
            user_errors,
        })
    }
}
