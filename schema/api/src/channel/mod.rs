//! GraphQL face of channels, earnings and withdrawals (platform-rules.md
//! §6): the operator's channels with their days and chart, the earnings
//! balance and ledger, receive info, withdrawals; staff create channels,
//! assign operators, compare channels and review withdrawals. Everything
//! is `domain::channel`; the resolvers only map.

mod mutation;
mod objects;
mod query;
mod staff;

pub use mutation::ChannelMutation;
pub use objects::{ChannelObject, WithdrawalObject};
pub use query::ChannelQuery;
pub use staff::{ChannelStaffMutation, ChannelStaffQuery};
