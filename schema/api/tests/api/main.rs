//! The GraphQL API's integration tests: the schema executed in process over
//! a real database. One test binary for the crate, each file a module.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure
// Executing the whole schema in process nests async layouts deeply.
#![recursion_limit = "256"]

mod descriptions;
mod loader;
mod scopes;
