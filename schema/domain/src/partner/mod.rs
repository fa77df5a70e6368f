//! Channel partners: outside companies that integrate through the GraphQL
//! API with their own keys (platform-rules §8). Accounts own invite
//! channels (members who registered through one are the partner's
//! members); keys carry scopes; a partner may be held to its registered
//! (trusted) documents; each key spends from a cost bucket.

pub mod key;
pub mod scope;
pub mod service;
pub mod stats;
pub mod usage;

pub use scope::Scope;
pub use service::{
    authenticate, document_id, NewPartner, Partner, PartnerCaller, PartnerChanges, PartnerKey,
    PartnerState,
};
