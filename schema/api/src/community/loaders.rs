//! The first page of replies under each comment of a page, in one batch
//! (`domain::community::comments::first_replies`): a post's comments with
//! their replies are two statements, not one plus one a comment.

use std::collections::HashMap;

use async_graphql::dataloader::Loader;
use domain::community::CommentView;
use domain::{AppContext, AppError};

/// A comment's first page of replies as one caller sees them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RepliesKey {
    /// The caller (their held replies and blocks count), none for a visitor.
    pub viewer: Option<i64>,
    pub post: i64,
    pub parent: i64,
    pub first: u64,
}

/// One loader serves every caller: keys of one (caller, post, size) are
/// one statement.
pub struct RepliesLoader {
    ctx: AppContext,
}

impl RepliesLoader {
    pub fn new(ctx: AppContext) -> Self {
        Self { ctx }
    }
}

impl Loader<RepliesKey> for RepliesLoader {
    type Value = (Vec<CommentView>, bool);
    type Error = AppError;

    async fn load(
        &self,
        keys: &[RepliesKey],
    ) -> Result<HashMap<RepliesKey, Self::Value>, AppError> {
        let mut groups: HashMap<(Option<i64>, i64, u64), Vec<i64>> = HashMap::new();
        for k in keys {
            groups
                .entry((k.viewer, k.post, k.first))
                .or_default()
                .push(k.parent);
        }
        let mut out = HashMap::with_capacity(keys.len());
        for ((viewer, post, first), parents) in groups {
            let mut found = domain::community::comments::first_replies(
                &self.ctx, viewer, post, &parents, first,
            )
            .await?;
            for parent in parents {
                let page = found.remove(&parent).unwrap_or_default();
                out.insert(
                    RepliesKey {
                        viewer,
                        post,
                        parent,
                        first,
                    },
                    page,
                );
            }
        }
        Ok(out)
    }
}
