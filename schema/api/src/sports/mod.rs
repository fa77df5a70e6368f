//! GraphQL face of the sports lotteries (lottery-rules.md §5–9): the
//! calculators (play types and 过关方式, a 竞彩 or 北单 selection's bets,
//! cost and bonus detail, printable tickets, 奖金优化, 传统足彩 counts), the
//! stored matches, issues and results with their odds, the prize checks
//! against them, members' saved selections, and the staff roots that enter
//! matches, odds and results. The calculators are pure arithmetic from
//! `domain::sports`; the rest reads and writes through its services. The
//! resolvers only map input and output.

mod live;
mod loaders;
mod mutation;
mod objects;
mod query;
mod staff;

pub use live::SportsSubscription;
pub use loaders::{
    load_match, SportsAnalysisLoader, SportsMatchLoader, SportsOddsHistoryLoader,
    SportsSelectionCheckLoader,
};
pub use mutation::SportsRecordMutation;
pub use objects::{SportsGame, SportsMatch, SportsPlayType, SportsSelection};
pub use query::{SportsMatchQuery, SportsQuery, SportsRecordQuery};
pub use staff::SportsStaffMutation;
