//! Paging shapes shared by list calls.
//!
//! The legacy layer pages by number (`pageRequest {page, pageSize}` →
//! `pageResult`); GraphQL lists are keyset-paged connections (`first`/`after`
//! or `last`/`before` with an opaque cursor, a [`Window`]), which stay as
//! fast on page 500 as on page 1.

use base64::Engine;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, IntoColumnRef};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, EntityTrait, Order, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Select,
};

use crate::kernel::error::{AppError, AppResult};

pub const DEFAULT_PAGE_SIZE: u64 = 20;
pub const MAX_PAGE_SIZE: u64 = 100;

/// A validated page request: 1-based page, size 1..=100.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub page: u64,
    pub size: u64,
}

impl Page {
    /// From the wire's optional numbers: page defaults to 1, size to 20.
    pub fn new(page: Option<i64>, size: Option<i64>) -> AppResult<Self> {
        let page = match page {
            None | Some(0) => 1,
            Some(p) if p > 0 => p as u64,
            Some(_) => return Err(AppError::invalid("pageRequest.page", "must be 1 or more")),
        };
        let size = match size {
            None | Some(0) => DEFAULT_PAGE_SIZE,
            Some(s) if s > 0 && s as u64 <= MAX_PAGE_SIZE => s as u64,
            Some(_) => {
                return Err(AppError::invalid(
                    "pageRequest.pageSize",
                    format!("must be 1 to {MAX_PAGE_SIZE}"),
                ))
            }
        };
        Ok(Self { page, size })
    }

    pub fn offset(&self) -> u64 {
        (self.page - 1) * self.size
    }
}

/// The spec's page result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageResult {
    pub page: u64,
    pub page_size: u64,
    pub page_count: u64,
    pub row_count: u64,
    /// 1-based number of the first row on this page (0 when empty).
    pub first_row: u64,
    pub last_row: u64,
}

impl PageResult {
    pub fn new(page: Page, row_count: u64, rows_here: u64) -> Self {
        let first_row = if rows_here == 0 { 0 } else { page.offset() + 1 };
        Self {
            page: page.page,
            page_size: page.size,
            page_count: row_count.div_ceil(page.size),
            row_count,
            first_row,
            last_row: if rows_here == 0 {
                0
            } else {
                page.offset() + rows_here
            },
        }
    }
}

/// The slice of a list a connection asks for (Relay): up to `first` items
/// after a cursor, or up to `last` items before one. `C` is the cursor: the
/// client's opaque string at first, the list's key once decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Window<C> {
    /// Up to `first` items following `after` (from the start when none).
    Forward { first: u64, after: Option<C> },
    /// Up to `last` items preceding `before` (up to the end when none).
    Backward { last: u64, before: Option<C> },
}

/// A page size argument: 1..=100.
fn size(field: &str, n: Option<i32>) -> AppResult<u64> {
    match n {
        None => Ok(DEFAULT_PAGE_SIZE),
        Some(n) if n >= 1 && n as u64 <= MAX_PAGE_SIZE => Ok(n as u64),
        Some(_) => Err(AppError::invalid(
            field,
            format!("must be 1 to {MAX_PAGE_SIZE}"),
        )),
    }
}

impl Window<String> {
    /// From a connection's four arguments. `first`/`after` read forward,
    /// `last`/`before` backward; mixing the two directions is refused
    /// rather than guessed at (Relay leaves it to the server). Neither given
    /// is the first 20.
    pub fn new(
        first: Option<i32>,
        after: Option<String>,
        last: Option<i32>,
        before: Option<String>,
    ) -> AppResult<Self> {
        let mixed = || {
            AppError::invalid(
                if last.is_some() { "last" } else { "before" },
                "give first/after or last/before, not both",
            )
        };
        if last.is_some() || before.is_some() {
            if first.is_some() || after.is_some() {
                return Err(mixed());
            }
            return Ok(Self::Backward {
                last: size("last", last)?,
                before,
            });
        }
        Ok(Self::Forward {
            first: size("first", first)?,
            after,
        })
    }

    /// The window with its cursor decoded by `parse` (`None`: not a cursor
    /// of this list, an error naming `after` or `before`).
    pub fn decode<D>(self, parse: impl FnOnce(&str) -> Option<D>) -> AppResult<Window<D>> {
        let bad = |field: &str| AppError::invalid(field, "is not a cursor from this list");
        Ok(match self {
            Self::Forward { first, after } => Window::Forward {
                first,
                after: after
                    .map(|c| parse(&c).ok_or_else(|| bad("after")))
                    .transpose()?,
            },
            Self::Backward { last, before } => Window::Backward {
                last,
                before: before
                    .map(|c| parse(&c).ok_or_else(|| bad("before")))
                    .transpose()?,
            },
        })
    }
}

impl<C> Window<C> {
    /// A forward window from the start: the first `n` items.
    pub fn first(n: u64) -> Self {
        Self::Forward {
            first: n,
            after: None,
        }
    }

    /// How many items at most.
    pub fn size(&self) -> u64 {
        match self {
            Self::Forward { first, .. } => *first,
            Self::Backward { last, .. } => *last,
        }
    }

    pub fn is_backward(&self) -> bool {
        matches!(self, Self::Backward { .. })
    }

    /// The cursor the window starts from, in either direction.
    pub fn cursor(&self) -> Option<&C> {
        match self {
            Self::Forward { after, .. } => after.as_ref(),
            Self::Backward { before, .. } => before.as_ref(),
        }
    }

    /// The order to read a newest-first list in: newest first going
    /// forward; oldest first going backward, so the rows nearest the cursor
    /// come first and `LIMIT` keeps them.
    pub fn order(&self) -> Order {
        if self.is_backward() {
            Order::Asc
        } else {
            Order::Desc
        }
    }

    /// The rows read through this window (in [`Window::order`], at most
    /// `size + 1` of them) as the page in list order, and whether more lie
    /// beyond it in the direction read.
    pub fn finish<T>(&self, mut rows: Vec<T>) -> (Vec<T>, bool) {
        let n = self.size() as usize;
        let more = rows.len() > n;
        rows.truncate(n);
        if self.is_backward() {
            rows.reverse();
        }
        (rows, more)
    }

    /// `(has_next_page, has_previous_page)` of a page read through this
    /// window with `more` rows beyond it. The side the window started from
    /// is estimated from the cursor, as Relay allows: a cursor means items
    /// lie on that side.
    pub fn page_flags(&self, more: bool) -> (bool, bool) {
        match self {
            Self::Forward { after, .. } => (more, after.is_some()),
            Self::Backward { before, .. } => (before.is_some(), more),
        }
    }
}

/// The cursor of a list keyed by id alone: the id.
pub fn parse_id_cursor(cursor: &str) -> Option<i64> {
    cursor.parse().ok()
}

/// Rows of `q` in a list ordered newest first (by descending `id`): the
/// page `window` asks for and whether more lie beyond it (keyset, so page
/// 500 costs what page 1 does).
pub async fn newest_by_id<E, C>(
    db: &C,
    q: Select<E>,
    id: E::Column,
    window: &Window<i64>,
) -> AppResult<(Vec<E::Model>, bool)>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    let q = match window {
        Window::Forward { after: Some(a), .. } => q.filter(id.lt(*a)),
        Window::Backward {
            before: Some(b), ..
        } => q.filter(id.gt(*b)),
        _ => q,
    };
    let rows = q
        .order_by(id, window.order())
        .limit(window.size() + 1)
        .all(db)
        .await?;
    Ok(window.finish(rows))
}

/// Rows of `q` newest first (by descending `id`), by page number, with the
/// page result (legacy lists).
pub async fn newest_page<E, C>(
    db: &C,
    q: Select<E>,
    id: E::Column,
    page: Page,
) -> AppResult<(Vec<E::Model>, PageResult)>
where
    E: EntityTrait,
    E::Model: Sync,
    C: ConnectionTrait,
{
    let total = q.clone().count(db).await?;
    let rows = q
        .order_by_desc(id)
        .limit(page.size)
        .offset(page.offset())
        .all(db)
        .await?;
    let result = PageResult::new(page, total, rows.len() as u64);
    Ok((rows, result))
}

/// The cursor of a computed list (a split's tickets, a parlay's single
/// bets): the item's 0-based position, in decimal. Documented rather than
/// opaque, so a client can open page *k* directly (`after` = the position
/// before it).
pub fn parse_position_cursor(cursor: &str) -> Option<usize> {
    cursor.parse().ok()
}

/// The positions of a computed list of `len` items that `window` asks for,
/// and whether more lie beyond them in the direction read.
pub fn positions(len: usize, window: &Window<usize>) -> (std::ops::Range<usize>, bool) {
    let size = usize::try_from(window.size()).unwrap_or(usize::MAX);
    match window {
        Window::Forward { after, .. } => {
            let start = after.map_or(0, |a| a.saturating_add(1)).min(len);
            let end = start.saturating_add(size).min(len);
            (start..end, end < len)
        }
        Window::Backward { before, .. } => {
            let end = before.unwrap_or(len).min(len);
            let start = end.saturating_sub(size);
            (start..end, start > 0)
        }
    }
}

/// The key of a list ordered newest first by a time, ties broken by id.
pub type TimeKey = (DateTime<Utc>, i64);

/// The opaque cursor of a [`TimeKey`]: the time in microseconds and the id.
pub fn time_cursor((at, id): TimeKey) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(format!("{}:{id}", at.timestamp_micros()))
}

/// A cursor made by [`time_cursor`]; `None` for anything else.
pub fn parse_time_cursor(cursor: &str) -> Option<TimeKey> {
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(cursor)
        .ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let (t, id) = text.split_once(':')?;
    let at = DateTime::from_timestamp_micros(t.parse().ok()?)?;
    Some((at, id.parse().ok()?))
}

/// The keyset condition of a list ordered newest first by `(at, id)`: the
/// rows `window` starts from its cursor — older ones going forward, newer
/// ones going backward — or none when it has no cursor. Pass
/// `(Entity, Column)` pairs: the columns are then qualified by their table,
/// as a join needs. Order the query by both columns in [`Window::order`].
pub fn time_keyset<A, B>(at_col: A, id_col: B, window: &Window<TimeKey>) -> Option<Condition>
where
    A: IntoColumnRef + Clone,
    B: IntoColumnRef,
{
    let &(at, id) = window.cursor()?;
    let (bound, beyond_at, beyond_id) = if window.is_backward() {
        (
            Expr::col(at_col.clone()).gte(at),
            Expr::col(at_col.clone()).gt(at),
            Expr::col(id_col).gt(id),
        )
    } else {
        (
            Expr::col(at_col.clone()).lte(at),
            Expr::col(at_col.clone()).lt(at),
            Expr::col(id_col).lt(id),
        )
    };
    // `at ≤ cursor` says the same as the OR below but is what both
    // databases can start an index range at: without it the OR made them
    // walk the index from the newest row, so page 500 of a celebrity's fans
    // cost 1.7 × page 1 (BENCHMARKS.md, W4).
    Some(
        Condition::all().add(bound).add(
            Condition::any().add(beyond_at).add(
                Condition::all()
                    .add(Expr::col(at_col).eq(at))
                    .add(beyond_id),
            ),
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages() {
        let p = Page::new(None, None).unwrap();
        assert_eq!((p.page, p.size, p.offset()), (1, 20, 0));
        let p = Page::new(Some(3), Some(10)).unwrap();
        assert_eq!(p.offset(), 20);
        assert!(Page::new(Some(-1), None).is_err());
        assert_eq!(
            Page::new(None, Some(101)).unwrap_err().field.as_deref(),
            Some("pageRequest.pageSize")
        );
        let r = PageResult::new(Page::new(Some(2), Some(10)).unwrap(), 25, 10);
        assert_eq!((r.page_count, r.first_row, r.last_row), (3, 11, 20));
        let r = PageResult::new(Page::new(Some(9), Some(10)).unwrap(), 25, 0);
        assert_eq!((r.first_row, r.last_row), (0, 0));
    }

    #[test]
    fn cursors_round_trip_and_reject_junk() {
        let at = DateTime::from_timestamp_micros(1_700_000_000_123_456).unwrap();
        assert_eq!(parse_time_cursor(&time_cursor((at, 42))), Some((at, 42)));
        assert_eq!(parse_time_cursor("not a cursor"), None);
        assert_eq!(parse_id_cursor("x"), None);
    }

    #[test]
    fn windows_take_one_direction() {
        let w = Window::new(None, None, None, None).unwrap();
        assert_eq!(w, Window::first(20));
        let w = Window::new(None, None, Some(5), Some("9".into())).unwrap();
        assert_eq!(
            w.decode(parse_id_cursor).unwrap(),
            Window::Backward {
                last: 5,
                before: Some(9)
            }
        );
        let field = |r: AppResult<Window<String>>| r.unwrap_err().field;
        assert_eq!(
            field(Window::new(Some(101), None, None, None)).as_deref(),
            Some("first")
        );
        assert_eq!(
            field(Window::new(None, None, Some(0), None)).as_deref(),
            Some("last")
        );
        assert_eq!(
            field(Window::new(Some(2), None, Some(2), None)).as_deref(),
            Some("last")
        );
        assert_eq!(
            field(Window::new(None, Some("1".into()), None, Some("2".into()))).as_deref(),
            Some("before")
        );
        let bad = Window::new(None, None, None, Some("x".into())).unwrap();
        assert_eq!(
            bad.decode(parse_id_cursor).unwrap_err().field.as_deref(),
            Some("before")
        );
    }

    #[test]
    fn positions_page_a_computed_list_both_ways() {
        let fwd = |first, after| Window::Forward { first, after };
        let back = |last, before| Window::Backward { last, before };
        assert_eq!(positions(5, &fwd(2, None)), (0..2, true));
        assert_eq!(positions(5, &fwd(2, Some(2))), (3..5, false));
        assert_eq!(positions(5, &fwd(2, Some(9))), (5..5, false));
        assert_eq!(positions(5, &back(2, None)), (3..5, true));
        assert_eq!(positions(5, &back(2, Some(1))), (0..1, false));
        assert_eq!(positions(0, &back(2, None)), (0..0, false));
    }

    #[test]
    fn finishing_a_backward_read_restores_list_order() {
        let w: Window<i64> = Window::Backward {
            last: 2,
            before: Some(10),
        };
        // Read oldest first from the cursor: 11, 12, 13 (one extra).
        assert_eq!(w.finish(vec![11, 12, 13]), (vec![12, 11], true));
        assert_eq!(w.page_flags(true), (true, true));
        let w: Window<i64> = Window::first(2);
        assert_eq!(w.finish(vec![9, 8]), (vec![9, 8], false));
        assert_eq!(w.page_flags(false), (false, false));
    }
}
