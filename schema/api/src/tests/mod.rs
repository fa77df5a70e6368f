//! The GraphQL API's tests that need the whole schema: executed in process
//! over a real database, or read from its SDL. Unit tests of the crate (not
//! a test binary of their own: one link fewer on every change).

mod console;
mod descriptions;
mod list_sizes;
mod loader;
mod member_cards;
mod overview;
mod quiz_board;
mod scopes;
