//! Migrations of the member platform. One set runs on SQLite (the embedded
//! default) and PostgreSQL; everything is written with sea-query's builders
//! so no SQL dialect leaks in. The exceptions: full-text search
//! (`m20261127_000017_search`), whose index is backend-specific DDL, guarded
//! by the backend, with both branches tested; and the feed's partial index
//! (`m20261129_000022_feed_index`), one statement both databases read alike.

pub use sea_orm_migration::prelude::*;

mod columns;
mod m20261121_000001_member_platform;
mod m20261121_000002_invites_and_shop;
mod m20261121_000003_message_centre;
mod m20261121_000004_lottery_draws;
mod m20261121_000005_saved_selections;
mod m20261121_000006_split_records;
mod m20261122_000007_message_idempotency;
mod m20261122_000008_idempotency_keys;
mod m20261123_000009_partners;
mod m20261123_000010_sports_matches;
mod m20261124_000011_sports_issues;
mod m20261124_000012_sports_selections;
mod m20261126_000013_invite_pairs;
mod m20261126_000014_jobs_and_workflow;
mod m20261126_000015_quiz;
mod m20261127_000016_sensitive_words;
mod m20261127_000017_search;
mod m20261127_000018_community;
mod m20261128_000019_channels;
mod m20261128_000020_webhooks;
mod m20261128_000021_shop_manager;
mod m20261129_000022_feed_index;
mod m20261130_000023_hidden_authors;
mod m20261130_000024_token_denial;
mod m20261201_000025_channel_codes;
mod m20261202_000026_oauth;
mod m20261202_000027_audit_indexes;
mod m20261203_000028_staff_factor;
mod m20261204_000029_platform_daily;
mod m20261205_000030_system_posts;
mod m20261206_000031_message_counts;
mod m20261207_000032_feed_state;
mod m20261208_000033_feed_locks;
mod m20261209_000034_draw_replay;
mod m20261210_000035_file_media;
mod m20261211_000036_file_holders;
mod m20261212_000037_activity_region;
mod m20261213_000038_member_lookups;
mod m20261214_000039_closed_boards;
mod m20261215_000040_data_exports;
mod m20261216_000041_closed_places;
mod m20261217_000042_notifications;
mod m20261218_000043_job_lanes;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261121_000001_member_platform::Migration),
            Box::new(m20261121_000002_invites_and_shop::Migration),
            Box::new(m20261121_000003_message_centre::Migration),
            Box::new(m20261121_000004_lottery_draws::Migration),
            Box::new(m20261121_000005_saved_selections::Migration),
            Box::new(m20261121_000006_split_records::Migration),
            Box::new(m20261122_000007_message_idempotency::Migration),
            Box::new(m20261122_000008_idempotency_keys::Migration),
            Box::new(m20261123_000009_partners::Migration),
            Box::new(m20261123_000010_sports_matches::Migration),
            Box::new(m20261124_000011_sports_issues::Migration),
            Box::new(m20261124_000012_sports_selections::Migration),
            Box::new(m20261126_000013_invite_pairs::Migration),
            Box::new(m20261126_000014_jobs_and_workflow::Migration),
            Box::new(m20261126_000015_quiz::Migration),
            Box::new(m20261127_000016_sensitive_words::Migration),
            Box::new(m20261127_000017_search::Migration),
            Box::new(m20261127_000018_community::Migration),
            Box::new(m20261128_000019_channels::Migration),
            Box::new(m20261128_000020_webhooks::Migration),
            Box::new(m20261128_000021_shop_manager::Migration),
            Box::new(m20261129_000022_feed_index::Migration),
            Box::new(m20261130_000023_hidden_authors::Migration),
            Box::new(m20261130_000024_token_denial::Migration),
            Box::new(m20261201_000025_channel_codes::Migration),
            Box::new(m20261202_000026_oauth::Migration),
            Box::new(m20261202_000027_audit_indexes::Migration),
            Box::new(m20261203_000028_staff_factor::Migration),
            Box::new(m20261204_000029_platform_daily::Migration),
            Box::new(m20261205_000030_system_posts::Migration),
            Box::new(m20261206_000031_message_counts::Migration),
            Box::new(m20261207_000032_feed_state::Migration),
            Box::new(m20261208_000033_feed_locks::Migration),
            Box::new(m20261209_000034_draw_replay::Migration),
            Box::new(m20261210_000035_file_media::Migration),
            Box::new(m20261211_000036_file_holders::Migration),
            Box::new(m20261212_000037_activity_region::Migration),
            Box::new(m20261213_000038_member_lookups::Migration),
            Box::new(m20261214_000039_closed_boards::Migration),
            Box::new(m20261215_000040_data_exports::Migration),
            Box::new(m20261216_000041_closed_places::Migration),
            Box::new(m20261217_000042_notifications::Migration),
            Box::new(m20261218_000043_job_lanes::Migration),
        ]
    }
}
