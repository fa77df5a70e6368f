//! GraphQL face of the draw lotteries: results, history and trends, the
//! calculators and number selection, saved selections, the tools that work
//! on a member's ticket or order (prize check, replay, order splitting and
//! saved splits, the parlay detail), staff publishing, and `drawPublished`.
//! The rules are in `domain::lottery`; the resolvers only map input and
//! output.

mod live;
mod mutation;
mod objects;
mod query;
mod staff;

pub use live::LotterySubscription;
pub use mutation::{DeletePayload, LotteryMutation, LotteryToolsMutation};
pub use objects::{SavedSelection, SplitRecord};
pub use query::{LotteryQuery, LotteryToolsQuery};
pub use staff::LotteryStaffMutation;
