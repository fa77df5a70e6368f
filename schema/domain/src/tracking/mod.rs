//! The tracking pixel's events (spec §7 `DataCollection/log.gif`): parsed
//! from the query string, queued without waiting, written in batches; and
//! the staff view of them per page and per day.
//!
//! # Design notes
//!
//! The pixel handler sits outside the auth middleware (which may touch Redis
//! and the database) and only parses and queues: a bounded channel to one
//! writer task that inserts batches of up to 500. A full queue drops the event
//! and counts it, so the pixel's latency never depends on the database. Table
//! `tracking_event`, with no foreign key on purpose.

mod queue;
mod stats;

pub use queue::{TrackingQueue, QUEUE_CAPACITY};
pub use stats::{page_days, prune, PageDay};

use std::collections::HashMap;

use entities::tracking_event;
use sea_orm::ActiveValue::Set;

/// The event types the client sends.
pub const EVENT_TYPES: [&str; 5] = ["page", "button", "pageDuration", "init", "end"];
const MAX_TEXT: usize = 200;

fn text(params: &HashMap<String, String>, key: &str) -> String {
    params
        .get(key)
        .map(|v| {
            v.chars()
                .filter(|c| !c.is_control())
                .take(MAX_TEXT)
                .collect()
        })
        .unwrap_or_default()
}

/// One event from the pixel's query string. Unknown types are kept as
/// `other`; over-long values are cut; numbers that do not parse are empty.
pub fn event_from_query(
    params: &HashMap<String, String>,
    ip: Option<String>,
    user_agent: &str,
) -> tracking_event::ActiveModel {
    let kind = params.get("type").map(String::as_str).unwrap_or("");
    let kind = if EVENT_TYPES.contains(&kind) {
        kind
    } else {
        "other"
    };
    tracking_event::ActiveModel {
        event_type: Set(kind.to_owned()),
        action_id: Set(text(params, "actionId")),
        user_id: Set(params
            .get("userId")
            .and_then(|v| v.trim().parse::<i64>().ok())
            .filter(|id| *id > 0)),
        action: Set(text(params, "action")),
        page_path: Set(text(params, "pagePath")),
        page_name: Set(text(params, "pageName")),
        from_name: Set(text(params, "fromName")),
        from_path: Set(text(params, "fromPath")),
        to_name: Set(text(params, "toName")),
        to_path: Set(text(params, "toPath")),
        duration: Set(params
            .get("duration")
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|d| d.is_finite() && *d >= 0.0 && *d < 86_400.0 * 30.0)
            .map(|d| d.round() as i64)
            .unwrap_or(0)),
        event_key: Set(text(params, "key")),
        ip: Set(ip.unwrap_or_default()),
        user_agent: Set(user_agent.chars().take(MAX_TEXT).collect()),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_spec_fields_and_bounds_them() {
        let q: HashMap<String, String> = [
            ("type", "pageDuration"),
            ("userId", "42"),
            ("pagePath", "pages/index/index"),
            ("duration", "12.6"),
            ("key", "k"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        let e = event_from_query(&q, Some("1.2.3.4".into()), "ua");
        assert_eq!(e.event_type.as_ref(), "pageDuration");
        assert_eq!(e.user_id.as_ref(), &Some(42));
        assert_eq!(e.duration.as_ref(), &13);
        let odd: HashMap<String, String> =
            [("type", "<script>"), ("userId", "x"), ("duration", "NaN")]
                .into_iter()
                .map(|(k, v)| (k.to_owned(), v.to_owned()))
                .collect();
        let e = event_from_query(&odd, None, &"a".repeat(1000));
        assert_eq!(e.event_type.as_ref(), "other");
        assert_eq!(e.user_id.as_ref(), &None);
        assert_eq!(e.duration.as_ref(), &0);
        assert_eq!(e.user_agent.as_ref().len(), 200);
    }
}
