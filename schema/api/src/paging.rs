//! Relay connection pieces shared by the areas. The keyset helpers are the
//! domain's (`domain::kernel::paging`); re-exported so resolvers import one
//! module.

use async_graphql::SimpleObject;

pub use api_macros::{connection, connection_args};
pub use domain::kernel::paging::*;

/// A connection field's four Relay arguments as one resolver parameter.
/// Write `page: ConnectionArgs` in a resolver of an impl marked
/// `#[paging::connection_args]` (above `#[Object]` or `#[ComplexObject]`):
/// the field gets `first`, `after`, `last` and `before` with the same
/// descriptions everywhere (async-graphql takes a description only as a
/// literal on each argument, so the macro writes them; `api_macros`).
#[derive(Debug, Clone, Default)]
pub struct ConnectionArgs {
    pub first: Option<i32>,
    pub after: Option<String>,
    pub last: Option<i32>,
    pub before: Option<String>,
}

/// [`ConnectionArgs`] of a computed list, whose cursors are positions (the
/// descriptions of `after` and `before` say so).
pub type PositionArgs = ConnectionArgs;

impl ConnectionArgs {
    /// The window the arguments ask for (refused when they mix directions
    /// or are out of range; [`Window::new`]).
    pub fn window(self) -> Result<Window<String>, domain::AppError> {
        Window::new(self.first, self.after, self.last, self.before)
    }
}

/// Where a page of a connection sits in the whole list (Relay `PageInfo`).
#[derive(SimpleObject, Debug, Clone, Default)]
pub struct PageInfo {
    /// More items follow the last one of this page.
    pub has_next_page: bool,
    /// Items come before the first one of this page. Paging forward this
    /// is true when `after` was given, and paging backward `hasNextPage` is
    /// true when `before` was (Relay allows the estimate).
    pub has_previous_page: bool,
    /// The cursor of the first item (pass as `before` for the page before);
    /// null for an empty page.
    pub start_cursor: Option<String>,
    /// The cursor of the last item (pass as `after` for the next page);
    /// null for an empty page.
    pub end_cursor: Option<String>,
}

/// An edge of a connection: something with a cursor.
pub trait Edge {
    fn cursor(&self) -> &str;
}

/// A connection with no fields of its own, made of its edges and its page
/// (implemented by `#[paging::connection]`); see [`page`].
pub trait Connection: Sized {
    type Edge: Edge;
    type Node;
    /// An edge of `node` at `cursor`.
    fn edge(cursor: String, node: Self::Node) -> Self::Edge;
    /// The connection of these edges.
    fn of(edges: Vec<Self::Edge>, page_info: PageInfo) -> Self;
}

/// A keyset page as its connection: `edge` gives each row's cursor and
/// node, the page info comes from the window read and whether `more` rows
/// follow. What every list resolver wrote by hand around its rows.
pub fn page<C: Connection, R, K>(
    rows: Vec<R>,
    window: &Window<K>,
    more: bool,
    mut edge: impl FnMut(R) -> (String, C::Node),
) -> C {
    match try_page(rows, window, more, |r| {
        Ok::<_, std::convert::Infallible>(edge(r))
    }) {
        Ok(c) => c,
        Err(never) => match never {},
    }
}

/// [`page`] for rows whose node may fail to build (a stored value the
/// object cannot show is an error, not a default).
pub fn try_page<C: Connection, R, K, E>(
    rows: Vec<R>,
    window: &Window<K>,
    more: bool,
    mut edge: impl FnMut(R) -> Result<(String, C::Node), E>,
) -> Result<C, E> {
    let edges = rows
        .into_iter()
        .map(|r| edge(r).map(|(cursor, node)| C::edge(cursor, node)))
        .collect::<Result<Vec<C::Edge>, E>>()?;
    let page_info = PageInfo::of(&edges, window, more);
    Ok(C::of(edges, page_info))
}

impl PageInfo {
    /// The page info of `edges` read through `window`, with `more` items
    /// beyond them in the direction read.
    pub fn of<E: Edge, C>(edges: &[E], window: &Window<C>, more: bool) -> Self {
        let (has_next_page, has_previous_page) = window.page_flags(more);
        Self {
            has_next_page,
            has_previous_page,
            start_cursor: edges.first().map(|e| e.cursor().to_owned()),
            end_cursor: edges.last().map(|e| e.cursor().to_owned()),
        }
    }
}

/// A page of a computed list (no table behind it): the edges `edge` makes
/// of the items at the positions `window` asks for, each with its position
/// as cursor, and the page info.
pub fn computed_page<T, E: Edge>(
    items: &[T],
    window: Window<String>,
    edge: impl Fn(String, &T) -> E,
) -> Result<(Vec<E>, PageInfo), domain::AppError> {
    let window = window.decode(parse_position_cursor)?;
    let (range, more) = positions(items.len(), &window);
    let edges: Vec<E> = range
        .clone()
        .zip(&items[range])
        .map(|(i, item)| edge(i.to_string(), item))
        .collect();
    let info = PageInfo::of(&edges, &window, more);
    Ok((edges, info))
}
