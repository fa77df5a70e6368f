//! Relay connection pieces shared by the areas. The keyset helpers are the
//! domain's (`domain::kernel::paging`); re-exported so resolvers import one
//! module.

use async_graphql::SimpleObject;

pub use domain::kernel::paging::*;

/// Where a page of a connection sits in the whole list (Relay `PageInfo`).
#[derive(SimpleObject, Debug, Clone, Default)]
pub struct PageInfo {
    /// More items follow the last one of this page.
    pub has_next_page: bool,
    /// Items come before the first one of this page. While paging forward
    /// this is true when `after` was given (Relay allows the estimate).
    pub has_previous_page: bool,
    /// The cursor of the first item; null for an empty page.
    pub start_cursor: Option<String>,
    /// The cursor of the last item (pass as `after` for the next page);
    /// null for an empty page.
    pub end_cursor: Option<String>,
}

/// An edge of a connection: something with a cursor.
pub trait Edge {
    fn cursor(&self) -> &str;
}

impl PageInfo {
    /// The page info of `edges` read forward (`first`/`after`).
    pub fn forward<E: Edge>(edges: &[E], has_next_page: bool, after_given: bool) -> Self {
        Self {
            has_next_page,
            has_previous_page: after_given,
            start_cursor: edges.first().map(|e| e.cursor().to_owned()),
            end_cursor: edges.last().map(|e| e.cursor().to_owned()),
        }
    }
}

/// Implements [`Edge`] for an edge type and adds `nodes` (the edges' nodes,
/// for clients that need no cursors) to its connection type, which must be
/// declared `#[graphql(complex)]`.
macro_rules! connection_nodes {
    ($connection:ty, $edge:ty, $node:ty) => {
        impl $crate::paging::Edge for $edge {
            fn cursor(&self) -> &str {
                &self.cursor
            }
        }

        #[async_graphql::ComplexObject]
        impl $connection {
            /// The items of this page, as in `edges` without the cursors.
            async fn nodes(&self) -> Vec<&$node> {
                self.edges.iter().map(|e| &e.node).collect()
            }
        }
    };
}
pub(crate) use connection_nodes;
