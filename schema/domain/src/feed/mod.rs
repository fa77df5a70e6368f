//! Data feeds (issue 57): matches, odds, results and draws that arrive by
//! themselves from a configured source, instead of being typed in.
//!
//! # Design notes
//!
//! - **Adapters read a source's shapes whole** (`csl.rs`, the China Sports
//!   Lottery's gateway JSON): a response is taken only when every item in
//!   it reads, else it is refused with a stable code (`MALFORMED`,
//!   `TRUNCATED`, `EMPTY`, `DUPLICATE_ID`, `INVALID_MATCH`,
//!   `SOURCE_ERROR`, `HTTP_STATUS`, `TIMEOUT`, `NETWORK`, `TOO_LARGE`,
//!   `NOT_APPLIED`) logged and counted (`feed_polls_total{feed,outcome}`).
//! - **The owning area writes** (`sports::feed_apply`): keyed by the
//!   source's ids, in one transaction, so a repeated or resumed poll
//!   writes nothing twice, and a refused one nothing at all.
//! - **Polls are durable jobs** (`poll.rs`), one per feed and interval
//!   slot however many instances ask, with back-off and a circuit breaker
//!   kept in `feed_state`, which is also the feed's health (last success,
//!   the source's own time for the lag, failures, the last error).
//! - **The source is respected**: the default is one request per feed
//!   every 5 minutes, with `If-None-Match`/`If-Modified-Since` where the
//!   source answers validators (`source.rs`). The operator is responsible
//!   for the terms of the source they configure (docs/feeds.md).

pub mod conflicts;
pub mod csl;
pub mod csl_results;
pub mod draw_notices;
pub mod poll;
pub mod replay;
pub mod replay_draws;
pub mod source;
pub mod staff;
