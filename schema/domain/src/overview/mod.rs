//! The console's overview (概览, issue 56): the whole platform at a
//! glance for operations staff.
//!
//! # Design notes
//!
//! - **Daily figures are a roll-up** (`platform_daily`, `rollup`): the
//!   durable job `overview.rollup`, asked for every 5 minutes (one job per
//!   5-minute slot whatever the number of instances, as `channel.rollup`),
//!   recomputes today and yesterday (Asia/Shanghai) from the source tables
//!   with one grouped statement per source (registrations from `member`,
//!   active members from `member_activity`, check-ins, points issued and
//!   spent from `points_ledger`) and upserts the two rows. The page reads
//!   up to 90 days in one range read: no view counts a big table.
//! - **What waits now is counted live** (`service`): the open records of
//!   the five review queues (each area's `open_count`, over its
//!   `(state, id)` index, which holds only the work in hand), failed jobs
//!   and the webhook deliveries that failed in the last 24 hours (over the
//!   state index's `FAILED` part). These sets are small by nature — work
//!   waiting for staff — and staff read the page rarely, so a count is
//!   cheaper than keeping counters exact through every state change.
//!
//! Tables: `platform_daily` (migration `m20261204_000029_platform_daily`).

pub mod rollup;
pub mod service;
