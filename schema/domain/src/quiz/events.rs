//! The quiz area's events: a member's record moved (a pick of theirs
//! settled), carrying the new overall record, so the live counts on their
//! pages follow without a read.

use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use crate::kernel::context::AppContext;
use crate::kernel::events::Area;

/// The quiz area's events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum QuizEvent {
    /// `member_id`'s pick settled (or was corrected): their overall record now.
    RecordMoved {
        member_id: i64,
        settled: i64,
        red: i64,
        current_streak: i64,
    },
    /// Rows of some board were written (picks settled, a period closed,
    /// the experts board recomputed): the kept boards and places are
    /// stale (`kept_board`). Announced by every writer of `quiz_board`.
    BoardsMoved,
}

impl Area for QuizEvent {
    const AREA: &'static str = "quiz";

    fn addressee(&self) -> Option<i64> {
        match self {
            QuizEvent::RecordMoved { member_id, .. } => Some(*member_id),
            QuizEvent::BoardsMoved => None,
        }
    }
}

/// `member_id`'s record as it moves: (settled, red, current streak).
pub fn record_moves(
    ctx: &AppContext,
    member_id: i64,
) -> impl Stream<Item = (i64, i64, i64)> + Send + 'static {
    ctx.bus.subscribe().filter_map(move |event| {
        let out = match event.get::<QuizEvent>() {
            Some(QuizEvent::RecordMoved {
                member_id: m,
                settled,
                red,
                current_streak,
            }) if *m == member_id => Some((*settled, *red, *current_streak)),
            _ => None,
        };
        async move { out }
    })
}
