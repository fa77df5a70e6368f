//! The points shop (my / point shop, choose record, receive info).

mod graphql;
pub mod service;

pub use graphql::{ShopMutation, ShopQuery};
