//! Relay connection pieces shared by the areas. The keyset helpers are the
//! domain's (`domain::kernel::paging`); re-exported so resolvers import one
//! module.

pub use domain::kernel::paging::*;

/// Relay page info of a connection.
#[derive(async_graphql::SimpleObject, Debug, Clone)]
pub struct PageInfo {
    pub has_next_page: bool,
    /// Pass as `after` to get the next page.
    pub end_cursor: Option<String>,
}
