//! The community's events: a post's like and comment counts moved (or it
//! was removed), carrying the new counts, so an open post's
//! `postActivity` follows without a read per subscriber.

use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use crate::kernel::context::AppContext;
use crate::kernel::events::Area;

/// The community's events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CommunityEvent {
    /// Post `post_id`'s counts are now these; `removed`: it left view.
    PostActivity {
        post_id: i64,
        like_count: i64,
        comment_count: i64,
        removed: bool,
    },
}

impl Area for CommunityEvent {
    const AREA: &'static str = "community";

    fn addressee(&self) -> Option<i64> {
        None
    }
}

/// A post's counts as they move: (likes, comments, removed).
pub fn activity(
    ctx: &AppContext,
    post_id: i64,
) -> impl Stream<Item = (i64, i64, bool)> + Send + 'static {
    ctx.bus.subscribe().filter_map(move |event| {
        let out = match event.get::<CommunityEvent>() {
            Some(CommunityEvent::PostActivity {
                post_id: p,
                like_count,
                comment_count,
                removed,
            }) if *p == post_id => Some((*like_count, *comment_count, *removed)),
            _ => None,
        };
        async move { out }
    })
}
