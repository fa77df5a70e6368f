//! GraphQL face of the shop manager (店主; platform-rules.md §6): the
//! certification request and its review, the shop (`myShop`) with its
//! family, memos and invite, and the staff operations. Everything is
//! `domain::shop_manager`; the resolvers only map.

mod mutation;
mod objects;
mod query;
mod staff;

pub use mutation::ShopManagerMutation;
pub use objects::{FamilyMemberObject, FamilyMemoObject, ShopApplicationObject};
pub use query::ShopManagerQuery;
pub use staff::{ShopManagerStaffMutation, ShopManagerStaffQuery};
