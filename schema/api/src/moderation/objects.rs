//! The moderation area's objects, inputs and payloads.

use crate::ids::{global, NodeKind};
use async_graphql::{Enum, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};

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
