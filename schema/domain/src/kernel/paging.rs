//! Paging shapes shared by list calls.
//!
//! The legacy layer pages by number (`pageRequest {page, pageSize}` →
//! `pageResult`); GraphQL lists are keyset-paged connections (`first`/`after`
//! with an opaque cursor), which stay as fast on page 500 as on page 1.

use base64::Engine;
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, IntoColumnRef};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Select,
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

/// `first` of a connection: 1..=100, default 20.
pub fn first(first: Option<i32>) -> AppResult<u64> {
    match first {
        None => Ok(DEFAULT_PAGE_SIZE),
        Some(n) if n >= 1 && n as u64 <= MAX_PAGE_SIZE => Ok(n as u64),
        Some(_) => Err(AppError::invalid(
            "first",
            format!("must be 1 to {MAX_PAGE_SIZE}"),
        )),
    }
}

/// The `after` of a list ordered by id: the id itself.
pub fn id_cursor(after: Option<String>) -> AppResult<Option<i64>> {
    after
        .map(|a| {
            a.parse::<i64>()
                .map_err(|_| AppError::invalid("after", "is not a cursor from this list"))
        })
        .transpose()
}

/// Rows of `q` newest first (by descending `id`): `first` of them after the
/// id `after` (keyset), and whether more follow.
pub async fn newest_after<E, C>(
    db: &C,
    q: Select<E>,
    id: E::Column,
    first: u64,
    after: Option<i64>,
) -> AppResult<(Vec<E::Model>, bool)>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    let q = match after {
        Some(a) => q.filter(id.lt(a)),
        None => q,
    };
    let mut rows = q.order_by_desc(id).limit(first + 1).all(db).await?;
    let more = rows.len() as u64 > first;
    rows.truncate(first as usize);
    Ok((rows, more))
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

/// An opaque keyset cursor: a time (microseconds) and an id.
pub fn encode_cursor(micros: i64, id: i64) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(format!("{micros}:{id}"))
}

pub fn decode_cursor(cursor: &str) -> AppResult<(i64, i64)> {
    let bad = || AppError::invalid("after", "is not a cursor from this list");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(cursor)
        .map_err(|_| bad())?;
    let text = String::from_utf8(bytes).map_err(|_| bad())?;
    let (t, id) = text.split_once(':').ok_or_else(bad)?;
    Ok((
        t.parse().map_err(|_| bad())?,
        id.parse().map_err(|_| bad())?,
    ))
}

/// The keyset condition of a list ordered newest first by `(at, id)`: the
/// rows after the cursor `(at, id)`, i.e. older, or as old with a smaller id.
/// Pass `(Entity, Column)` pairs: the columns are then qualified by their
/// table, as a join needs.
pub fn older_than<A, B>(at_col: A, id_col: B, (at, id): (DateTime<Utc>, i64)) -> Condition
where
    A: IntoColumnRef + Clone,
    B: IntoColumnRef,
{
    Condition::any().add(Expr::col(at_col.clone()).lt(at)).add(
        Condition::all()
            .add(Expr::col(at_col).eq(at))
            .add(Expr::col(id_col).lt(id)),
    )
}

/// A time-and-id cursor as the time and id a keyset condition needs.
pub fn decode_time_cursor(cursor: &str) -> AppResult<(DateTime<Utc>, i64)> {
    let (micros, id) = decode_cursor(cursor)?;
    let at = DateTime::from_timestamp_micros(micros)
        .ok_or_else(|| AppError::invalid("after", "is not a cursor from this list"))?;
    Ok((at, id))
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
        let c = encode_cursor(1_700_000_000_123_456, 42);
        assert_eq!(decode_cursor(&c).unwrap(), (1_700_000_000_123_456, 42));
        assert!(decode_cursor("not a cursor").is_err());
        assert_eq!(
            first(Some(101)).unwrap_err().field.as_deref(),
            Some("first")
        );
    }
}
