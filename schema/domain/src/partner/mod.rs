//! Channel partners: outside companies that integrate through the GraphQL
//! API with their own keys (platform-rules §8). Accounts own invite
//! channels (members who registered through one are the partner's
//! members); keys carry scopes; a partner may be held to its registered
//! (trusted) documents; each key spends from a cost bucket.
//!
//! # Design notes
//!
//! A partner request goes through one path (`server/src/http/partner.rs`):
//! `X-Api-Key` is parsed and its checksum checked before any lookup (`key`),
//! then found by prefix and compared by hash in constant time
//! (`service::authenticate`); a registered document is put in by id;
//! `api::partner_access` reads the operation once, against the public SDL's
//! types, for its root fields (→ scopes), whether it selects personal data,
//! and its cost; the cost is taken from the key's bucket (`kernel::bucket`,
//! shared through Redis), the operation runs with the `PartnerCaller` in its
//! data, and the actual cost is computed from the response and the unused part
//! given back. Rules stay here (scope names, key format, who is the partner's
//! member); only the reading of a GraphQL document lives in `api`, because it
//! is GraphQL.
//!
//! The scope table is by root field because that is what a partner's
//! operation names, and a test (`every_public_root_field_is_mapped_or_refused_knowingly`)
//! fails when a public root field has no scope, so a new field cannot be
//! reachable (or unreachable) by accident. Mutations have no scope: keys read
//! and subscribe. Usage is counted in memory and flushed every 5 s (one upsert
//! per partner and day, `usage`), not written per request.
//!
//! Left as it is, and why: a key is looked up per request (prefix index, then
//! the partner and its channels: three indexed reads) rather than cached,
//! because revocation and suspension must take effect on the next request on
//! every instance; a cache kept exact by an event is the next step if partner
//! traffic makes those reads count.
//!
//! Tables: `partner`, `partner_channel` (a channel belongs to one partner),
//! `partner_key` (by unique public `prefix`, with the SHA-256 of the key,
//! never the key), `partner_document` (unique per partner and `sha256:` id),
//! `partner_usage` (one row per partner and Shanghai day, added to by every
//! instance's flush). A partner's members are those whose `invite.channel` is
//! one of its channels: one indexed read. Acting for a member by the
//! member's consent (OAuth 2.0 with PKCE) is `oauth/`, with its own notes.

pub mod documents;
pub mod key;
pub mod keys;
pub mod oauth;
pub mod scope;
pub mod service;
pub mod stats;
pub mod usage;

pub use documents::document_id;
pub use keys::{authenticate, PartnerCaller, PartnerKey};
pub use scope::Scope;
pub use service::{NewPartner, Partner, PartnerChanges, PartnerState};
