//! The domain's integration tests: services on a real database (SQLite, or
//! PostgreSQL with `TEST_DATABASE_URL`).
//!
//! One test binary for the whole crate, each file a module: on a 2-core
//! machine every test binary links the whole stack, so one link instead of
//! one per file is most of the tests' build time.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure

mod audit_log;
mod channel;
mod community;
mod concurrency;
mod demo_and_staff;
mod event_bus;
mod feed_basketball;
mod feed_draws;
mod feed_replay;
mod feeds;
mod focus;
mod house;
mod identity_cache;
mod invite_keys;
mod ip_region;
mod kept_pages;
mod layering;
mod lottery;
mod member_rows;
mod message_tally;
mod messages;
mod migrations;
mod moderation;
mod notifications;
mod oauth;
mod points;
mod privacy;
mod profile_region;
mod providers;
mod quiz;
mod resync;
mod retention;
mod search;
mod shop_manager;
mod sign_in;
mod sports;
mod staff_factor;
mod staff_rules;
mod stored_enums;
mod time_outs;
mod webhook_schema;
mod webhooks;
mod work;
