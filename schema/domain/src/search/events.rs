//! The search area's one event: documents of a kind were put or removed,
//! so every ranking kept for that kind is stale (`kept`).

use serde::{Deserialize, Serialize};

use super::DocKind;
use crate::kernel::events::Area;

/// The search area's events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SearchEvent {
    /// A document of `doc` was put or removed ([`super::put`],
    /// [`super::remove`]), announced once per unit of work and kind.
    IndexChanged { doc: DocKind },
}

impl Area for SearchEvent {
    const AREA: &'static str = "search";

    fn addressee(&self) -> Option<i64> {
        None
    }
}
