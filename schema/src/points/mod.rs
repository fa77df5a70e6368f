//! Points: the balance and the append-only ledger behind it. So far the
//! reads; the points issue adds check-in, ad rewards, invites and the shop.

mod graphql;
mod service;

pub use graphql::PointsQuery;
pub use service::{balance, history_after, history_page};
