//! The server's integration tests: the real HTTP server, WebSocket, legacy
//! layer and binary, on SQLite or PostgreSQL, with Redis where many
//! instances meet.
//!
//! One test binary for the whole crate, each file a module: on a 2-core
//! machine every test binary links the whole stack, so one link instead of
//! one per file is most of the tests' build time.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic on failure

mod auth;
mod backup_restore;
mod binary;
mod chaos_http;
mod client_documents;
mod common;
mod community_http;
mod console_access;
mod docs_examples;
mod drain;
mod earning_http;
mod faults_http;
mod feedback_http;
mod files_http;
mod focus_http;
mod golden;
mod graphql_http_audit;
mod graphql_ws_library;
mod hostile_fuzz;
mod hostile_http;
mod http_basics;
mod legacy_system_config;
mod limits_http;
mod lottery_http;
mod media_http;
mod media_release;
mod media_s3;
mod member_export_http;
mod members_http;
mod members_staff_http;
mod messages_http;
mod migrations;
mod oauth_http;
mod observability;
mod one_click_http;
mod openapi;
mod partner_errors;
mod partner_quickstart;
mod partner_schema;
mod partners_http;
mod persisted_http;
mod points_http;
mod previous_release;
mod privacy_http;
mod public_schema;
mod quiz_http;
mod rate_limits_http;
mod redis_down;
mod redis_outage;
mod rolling_restart;
mod sports_http;
mod subscriptions;
mod two_processes;
mod webhook_kill;
mod webhooks_http;
mod ws_limits;
