//! GraphQL face of the draw lotteries: `draws` for results, history, trends
//! and the calculators; `tools` for what works on a member's ticket or order.

mod draws;
mod tools;

pub use draws::{
    DeletePayload, LotteryMutation, LotteryQuery, LotteryStaffMutation, LotterySubscription,
    SavedSelection,
};
pub use tools::{LotteryToolsMutation, LotteryToolsQuery, SplitRecord};
