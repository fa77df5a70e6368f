//! GraphQL face of the community (platform-rules.md §5): posts, comments,
//! likes, topics, reports, blocks and search, the staff review queue, and
//! the live counts of an open post. Everything is `domain::community`; the
//! resolvers only map.

mod live;
mod loaders;
mod mutation;
mod objects;
mod query;
mod search;
mod staff;

pub use live::CommunitySubscription;
pub use loaders::{RepliesKey, RepliesLoader};
pub use mutation::CommunityMutation;
pub use objects::{CommentObject, PostObject, TopicObject};
pub use query::CommunityQuery;
pub use search::CommunitySearchQuery;
pub use staff::{CommunityStaffMutation, CommunityStaffQuery};
