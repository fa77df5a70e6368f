//! The community (issue 34; platform-rules.md §5): posts (动态), comments
//! two levels deep, likes, topics, reports and member blocks, the review
//! queue, daily limits, batched interaction messages and search.
//!
//! Design notes:
//! - **Counters move with their edges.** A like is a row whose primary key
//!   is (post, member); the counter moves in the same transaction only
//!   when the row was inserted (or deleted), so 100 parallel likes by one
//!   member are one like and the counter 1. Counters never go negative
//!   (conditional decrements and CHECK constraints). `member.dynamic_count`
//!   is the member's visible posts, moved when a post becomes visible or
//!   stops being so, published as a `MemberCounters` fact so `myCounts`
//!   and the follow counts move live.
//! - **States.** A post or comment is `VISIBLE`, `HELD` (a `HOLD` word of
//!   the sensitive list, or 3 distinct reports: in the staff queue,
//!   `community_review`, through the record workflow), `REJECTED` or
//!   `DELETED` (soft; counters move back). Only the author sees their held
//!   post (as held).
//! - **Feeds** are keyset pages of one statement each, plus one for the
//!   caller's likes and one for the page's topics: 推荐 by the stored
//!   `hot_score` (index `(state, hot_score, id)`), 最新 by id, 关注 by id
//!   over the authors the caller follows — fan-out on read: the newest
//!   visible posts are walked down the `(state, id)` index and each is kept
//!   when a follow edge (primary key lookup) exists, so a page costs about
//!   the same at page 1 and page 50 and a member following 2000 needs no
//!   inbox table kept on every post (fan-out on write would write 2000 rows
//!   per post of a popular author). Blocked authors and disabled or
//!   cancelled members are filtered in the same statement.
//! - **Hotness** is `rules::community::hot_score`, stored in millionths:
//!   recomputed when a post's counters move and by the `community.rescore`
//!   job every 10 minutes for the last 7 days' posts and the topics they
//!   are in (ageing), never per request.
//! - **Interaction messages** are rows in `interaction`, written with the
//!   like or comment; the job `community.interactions` (one per recipient
//!   and minute, deduplicated) turns the recipient's unsent rows into one
//!   message per post and kind ("3 人赞了你的动态") and marks them sent in
//!   the same transaction, so a rerun sends nothing twice.
//! - **Topic counters count what a topic shows**: `topic.post_count` is
//!   the topic's visible posts by members who may be shown (enabled, not
//!   cancelled), as its page lists them. Disabling or cancelling a member
//!   takes their posts out of the counters by a job asked in the same
//!   transaction, enabling puts them back (`hidden_authors.rs`); the
//!   hotness of topics leaves hidden authors' posts out the same way.
//! - **Limits** are counters per member and China-time day
//!   (`community_daily`), moved by a conditional update in the write's
//!   transaction: the 21st post of a day is `POST_LIMIT`, whatever the
//!   parallelism.

pub mod attachments;
pub mod blocks;
pub mod comments;
pub mod events;
pub mod feeds;
pub mod hidden_authors;
pub mod interactions;
pub mod jobs;
pub mod likes;
mod limits;
pub mod posts;
pub mod reports;
pub mod review;
pub mod search;
pub mod topics;
pub mod view;

pub use view::{CommentView, PostState, PostView, TopicView};

/// A member's IP属地 on their profile: their latest signed-in day's
/// region within 90 days (`kernel::activity`), empty when unknown.
pub async fn profile_region(
    ctx: &crate::kernel::AppContext,
    member_id: i64,
) -> crate::AppResult<String> {
    Ok(crate::kernel::activity::recent_region(ctx, member_id).await?)
}

/// The IP属地 kept with a post or comment written from `ip` (the
/// request's client address): the province in China, the country outside,
/// empty when unknown (`kernel::ip_region`, offline data).
pub fn region_of(ctx: &crate::kernel::AppContext, ip: Option<&str>) -> String {
    ip.map(|ip| ctx.ip_regions.region_of(ip))
        .unwrap_or_default()
}
