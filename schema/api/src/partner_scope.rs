//! The partner scope a public root field needs, declared on the field
//! itself (platform-rules §8): `#[graphql(directive =
//! partner_scope::apply(Scope::LotteryRead.into()))]` beside the resolver,
//! printed in the SDL as `@partnerScope(name: "lottery:read")` (the object
//! macro registers the directive's definition with the schema). Partners
//! read the scope of every field in the SDL they are given;
//! `partner_access::TypeMap` reads the same SDL to admit a key's document.
//! A root field without it is not reachable with a key, so an area adds its
//! fields and their scopes in its own files and edits no central list.

use async_graphql::TypeDirective;

/// The directive's name in the SDL.
pub const NAME: &str = "partnerScope";

/// The partner scope (`member:read`, `lottery:read`, …) a key needs to
/// select this root field; a root field without it is not open to keys.
#[TypeDirective(location = "FieldDefinition", name = "partnerScope")]
pub fn partner_scope(name: String) {}
