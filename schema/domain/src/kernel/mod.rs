//! The kernel: what every area may use, and nothing that belongs to one.
//!
//! The context of a call (database, event bus, tokens, short-lived store,
//! providers, file store, IP属地 data), the caller ([`Viewer`]) and its [`Permission`]s,
//! the one error catalogue, the clock, domain events, audit, paging and input
//! validation. The kernel imports no area: `tests/domain/layering.rs` fails
//! the build's tests if it does.
//!
//! # Design notes
//!
//! ARCHITECTURE.md states the rules these parts keep; here is how they keep
//! them.
//!
//! - **Short-lived state** (`kv`): what instances share but need not keep —
//!   SMS code hashes and their try counters, send limits, members' daily
//!   limits, single-use markers (`claim::SingleUse`: carrier tokens, WeChat
//!   codes), the WeChat access token. (The token denylist is in the
//!   database, `denylist`, so a Redis outage signs nobody out.) A map in the process by default; Redis with
//!   `REDIS_URL` (keys prefixed `lm:`, or `--redis-key-prefix`). The
//!   operations that decide races (`incr`, `set_nx`, `del`) are atomic in
//!   both. A store error is `SERVICE_UNAVAILABLE`.
//! - **Token buckets** (`bucket`): request rate limits and partners' cost
//!   quotas, applied by `server/src/http/rate_limit.rs` once the caller is
//!   known (member id, else IP). Written by hand, not with `governor`: that
//!   crate is in-process only and cannot give back a query's unused cost, and
//!   the shared side has to be a Redis script anyway. The script and the
//!   in-process bucket are the same integer arithmetic (thousandths of a
//!   point). A Redis failure or a wait over 250 ms counts the request
//!   in-process at half size instead (fail safe, never open), and Redis is
//!   left alone for 2 s.
//! - **Providers** (`providers`): `SmsSender`, `CarrierOneClick` and `WeChat`
//!   are traits, so services don't know which gateway is configured; the real
//!   clients are plain reqwest calls with a 5 s time-out and no retry where a
//!   retry could act twice, tested against wiremock with the providers'
//!   documented replies.
//! - **The bus** (`events`): without `REDIS_URL` a tokio broadcast channel;
//!   with it, an event goes to local subscribers at once and to one Redis
//!   channel, `<prefix>events` (two deployments on one Redis hear nothing of
//!   each other). Each process has one subscriber connection that fans foreign
//!   events out locally (events carry their origin instance, so none is
//!   delivered twice); when it comes back after an outage, local subscribers
//!   get `Resync`. Within an instance (`fanout`) an event addressed to one
//!   member wakes only that member's streams (`bus.subscribe_member(id)`);
//!   events about no one in particular wake every member stream. With one
//!   channel for all, a targeted send to 1000 members woke every one of 10k
//!   sockets a thousand times (BENCHMARKS.md, W12).
//! - **What the bus keeps exact**, in detail. `identity` remembers each
//!   token's denylist entry and each member's access (enabled, staff,
//!   permissions, `tokens_valid_after`); `TokensRevoked`, `TokenRotated` and
//!   `MemberAccessChanged` are applied synchronously (in `publish` before it
//!   returns, and as the Redis subscriber reads them). A read that raced a
//!   change is not stored (an epoch); while the Redis subscription is down the
//!   cache is emptied and bypassed; entries live 30 s at most, for changes
//!   another process writes without a bus (`create-staff` beside a single
//!   SQLite server). `events::LatestSeq` keeps the largest broadcast seq seen
//!   since one database read (unknown again on `Resync` and while Redis is
//!   down; writers that assign the next seq still read it in their
//!   transaction). `member_rows` keeps a member's row after a read and
//!   forgets it on every event that names a change of it (`MemberChanged`,
//!   `MemberCounters`, an area event's `touches` such as a message delivery
//!   or read mark, the identity events), with the epoch split into 256 stripes by member so
//!   other members' changes do not keep every read from being stored; writes
//!   read the row from the database (`own`, `load`), never from here. The maps
//!   are `quick_cache`, bounded (200k tokens and members, 50k rows).
//! - **A hung database answers** (`db::DbWatch`): a ping every second on a
//!   connection of its own (never the pool's: a busy pool is not a hung
//!   database); the API routes' outermost middleware
//!   (`server/src/http/deadline.rs`) answers a request still waiting when the
//!   ping fails, or 9 s after it began, `SERVICE_UNAVAILABLE` in its
//!   protocol's shape, within 2.5 s of the hang.
//! - Tables: `idempotency_key` (the kept answers of mutations whose effect has
//!   no row of its own: stock moves, bulk creates, invite counts, check-in,
//!   feedback replies, refunds; unique (scope, owner, key); a claim without
//!   an answer means the first request is running, or died after its effect,
//!   so its retries answer `CONFLICT` rather than act twice) and `audit_log`.

#[macro_use]
pub mod enums;
pub mod activity;
pub mod area_event;
pub mod audit;
pub mod bucket;
pub mod bypass;
pub mod claim;
pub mod clock;
pub mod context;
pub mod counters;
pub mod day_buckets;
pub mod db;
pub mod denylist;
pub mod disagreement;
pub mod error;
pub mod error_codes;
pub mod events;
pub mod fanout;
pub mod files;
pub mod flight;
pub mod idempotency;
pub mod identity;
pub mod ip_region;
pub mod job_lanes;
pub mod job_runner;
pub mod jobs;
pub mod kv;
pub mod member_rows;
pub mod notice;
pub mod outbound;
pub mod owned;
pub mod paging;
pub mod periodic;
pub mod permission;
pub mod providers;
pub mod sealed;
pub mod settings;
pub mod stored;
pub mod token;
pub mod validate;
pub mod viewer;
pub mod work;
pub mod workflow;

pub use context::AppContext;
pub use error::{AppError, AppResult, ErrorCode};
pub use permission::Permission;
pub use viewer::{RequestMeta, Viewer};
