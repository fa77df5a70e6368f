//! The tracking area's objects, inputs and payloads.

use async_graphql::SimpleObject;

/// Events of one page on one Asia/Shanghai day.
#[derive(SimpleObject)]
pub struct TrackingPageDay {
    /// The day, `YYYY-MM-DD` (Asia/Shanghai).
    pub day: String,
    /// The page's path as the pixel reported it.
    pub page_path: String,
    /// How many pixel events the page had that day.
    pub events: i64,
    /// Distinct signed-in users.
    pub users: i64,
    /// Seconds on the page (pageDuration events).
    pub duration: i64,
}

/// A page of per-page, per-day tracking rows: by day, most events first
/// within a day.
#[crate::paging::connection(
    edge = TrackingPageDayEdge,
    node = TrackingPageDay,
    cursor_doc = "The row's position, 0-based, in decimal: pass as `after` to read on\n\
        from here or as `before` to read back.",
)]
pub struct TrackingPageDayConnection {
    /// How many rows the whole answer has.
    pub total_count: i32,
}
