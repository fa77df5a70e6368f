//! Staff keep the sensitive-word list (full schema only). Texts that hold a
//! listed word are refused with `SENSITIVE_CONTENT` naming the field
//! (nicknames, plan titles and analyses, expert applications).

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};

use crate::ids::{global, parse_id, NodeKind};
use crate::paging;
use crate::request::{app, viewer};
use crate::Result;

/// What a hit of a sensitive word does.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::moderation::Action")]
pub enum SensitiveWordAction {
    /// The text is refused.
    Block,
    /// The text waits for review where a review queue exists, and is
    /// refused elsewhere.
    Hold,
}

/// A word of the sensitive-word list.
#[derive(SimpleObject)]
pub struct SensitiveWord {
    /// Its global id.
    pub id: ID,
    /// Lowercased (ASCII) and trimmed.
    pub word: String,
    /// What a hit does.
    pub action: SensitiveWordAction,
    /// When it was listed.
    pub created_at: DateTime<Utc>,
}

impl From<domain::moderation::words::WordView> for SensitiveWord {
    fn from(w: domain::moderation::words::WordView) -> Self {
        Self {
            id: global(NodeKind::SensitiveWord, w.id),
            action: w.action.into(),
            word: w.word,
            created_at: w.created_at,
        }
    }
}

/// A page of the list, newest first.
#[crate::paging::connection(edge = SensitiveWordEdge, node = SensitiveWord)]
pub struct SensitiveWordConnection {}

/// Staff queries of this area: invisible to members and partners.
#[derive(Default)]
pub struct ModerationStaffQuery;

#[paging::connection_args]
#[Object]
impl ModerationStaffQuery {
    /// Staff with the operations permission: the sensitive-word list,
    /// newest first.
    #[graphql(visible = "crate::audience::staff")]
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

/// Input of `addSensitiveWord`.
#[derive(InputObject)]
pub struct AddSensitiveWordInput {
    /// 1 to 20 characters (stored lowercased and trimmed).
    pub word: String,
    /// What a hit does.
    pub action: SensitiveWordAction,
}

/// Input of `removeSensitiveWord`.
#[derive(InputObject)]
pub struct RemoveSensitiveWordInput {
    /// The word's global id.
    pub id: ID,
}

crate::payload::payload!(
    /// The answer of `addSensitiveWord`.
    AddSensitiveWordPayload { sensitive_word: SensitiveWord, "The listed word; null on failure." }
);

/// The answer of `removeSensitiveWord`.
#[derive(SimpleObject)]
pub struct RemoveSensitiveWordPayload {
    /// The removed word's id; null when it was not listed.
    pub removed_id: Option<ID>,
    /// Business failures.
    pub user_errors: Vec<crate::payload::UserError>,
}

/// Staff mutations of this area: invisible to members and partners.
#[derive(Default)]
pub struct ModerationStaffMutation;

#[Object]
impl ModerationStaffMutation {
    /// Lists a word (`CONFLICT` when listed already). Every instance stops
    /// using its kept list at once.
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
