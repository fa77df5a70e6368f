//! The moderation area's events: the word list changed.

use serde::{Deserialize, Serialize};

use crate::kernel::events::Area;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ModerationEvent {
    /// Staff added or removed a sensitive word.
    WordsChanged,
}

impl Area for ModerationEvent {
    const AREA: &'static str = "moderation";

    fn addressee(&self) -> Option<i64> {
        None
    }
}
