//! `GET /api/DataCollection/log.gif?type=…&userId=…&pagePath=…`: the
//! tracking pixel. Answers the 1×1 GIF at once; the event goes to a bounded
//! queue (never the database directly), so the pixel answers the same with
//! the database slow or down. A full queue drops the event and counts it
//! (`tracking_events_dropped_total` in `/metrics`).

use std::collections::HashMap;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};

use crate::state::AppState;

/// A transparent 1×1 GIF.
const GIF: [u8; 43] = [
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
];

pub async fn log_gif(State(state): State<AppState>, req: Request) -> Response {
    // Whatever the query string holds, the answer is the GIF.
    let params: HashMap<String, String> = req
        .uri()
        .query()
        .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
        .unwrap_or_default();
    let peer = req
        .extensions()
        .get::<ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0);
    let headers = req.headers();
    let ip = super::auth::ip_from(headers, peer, state.settings.trust_proxy);
    let ua = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let event = domain::tracking::event_from_query(&params, ip, ua);
    if !state.tracking.push(event) {
        metrics::counter!("tracking_events_dropped_total").increment(1);
    }
    (
        [
            (header::CONTENT_TYPE, "image/gif"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        GIF,
    )
        .into_response()
}
