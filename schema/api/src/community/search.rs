//! Search (pages/search/index): posts, topics and members by Chinese text.

use async_graphql::{Context, Enum, Object, SimpleObject};
use domain::community::search::{self, Kinds};
use domain::partner::Scope;

use super::objects::{PostObject, TopicObject};
use crate::member::MemberCard;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;

/// What to search.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum SearchType {
    /// Posts, topics and members.
    All,
    /// Posts only.
    Posts,
    /// Topics only.
    Topics,
    /// Members only (by nickname).
    Members,
}

/// The best matches of each kind, most relevant first among its newest 500
/// matches.
#[derive(SimpleObject)]
pub struct SearchResults {
    /// Visible posts.
    #[graphql(directive = crate::list_size::list_size::apply(50, None))]
    pub posts: Vec<PostObject>,
    /// Topics.
    #[graphql(directive = crate::list_size::list_size::apply(50, None))]
    pub topics: Vec<TopicObject>,
    /// Members, as public cards.
    #[graphql(directive = crate::list_size::list_size::apply(50, None))]
    pub members: Vec<MemberCard>,
}

#[derive(Default)]
pub struct CommunitySearchQuery;

#[Object]
impl CommunitySearchQuery {
    /// Searches posts, topics and members by Chinese text: words of two
    /// characters (双色, 竞彩) are found; each kind ranked by relevance.
    #[graphql(directive = partner_scope::apply(Scope::CommunityRead.into()), complexity = "first.max(1) as usize * child_complexity")]
    async fn search(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "1 to 50 characters.")] query: String,
        #[graphql(desc = "Which kinds.", default_with = "SearchType::All")] r#type: SearchType,
        #[graphql(desc = "At most this many of each kind, 1 to 50.", default = 20)] first: i32,
    ) -> Result<SearchResults> {
        let all = r#type == SearchType::All;
        let kinds = Kinds {
            posts: all || r#type == SearchType::Posts,
            topics: all || r#type == SearchType::Topics,
            members: all || r#type == SearchType::Members,
        };
        let found = search::search(
            app(ctx)?,
            ctx.data_opt::<domain::Viewer>(),
            &query,
            kinds,
            first.max(1) as u64,
        )
        .await?;
        let members = crate::member::load_cards(ctx, &found.members).await?;
        Ok(SearchResults {
            posts: found.posts.into_iter().map(Into::into).collect(),
            topics: found.topics.into_iter().map(Into::into).collect(),
            members,
        })
    }
}
