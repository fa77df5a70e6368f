//! The domain of the member platform: every rule, once.
//!
//! `kernel` is what every area may use (context, errors, viewer and
//! permissions, clock, events, short-lived store, audit, paging). Each area
//! (`auth`, `member`, `focus`, `points`, `invite`, `message`, `feedback`,
//! `shop`, `system_config`, `tracking`, `file`, `lottery`, `sports`, `partner`, `search`, `channel`, …) has services of
//! plain async functions that take the [`AppContext`] and the caller, check
//! what the caller may do, and return views already masked for them. Which
//! area may use which is written in ARCHITECTURE.md and checked by
//! `tests/domain/layering.rs`. The GraphQL API (`api` crate) and the legacy
//! layer (`server`) only map types. The pure arithmetic of the rules is the
//! `rules` crate.

#[macro_use]
pub mod kernel;
pub mod auth;
pub mod channel;
pub mod community;
pub mod demo;
pub mod feed;
pub mod feedback;
pub mod file;
pub mod focus;
pub mod invite;
pub mod lottery;
pub mod member;
pub mod message;
pub mod moderation;
pub mod notify;
pub mod overview;
pub mod partner;
pub mod points;
pub mod quiz;
pub mod retention;
pub mod review;
pub mod search;
pub mod shop;
pub mod shop_manager;
pub mod sports;
pub mod system_config;
pub mod tracking;
pub mod webhook;

#[cfg(feature = "testing")]
pub mod testing;

pub use kernel::{AppContext, AppError, AppResult, ErrorCode, Permission, Viewer};

/// Every area's settings in system config with the check of a value
/// (`kernel::settings`), made once. An area with settings adds one line
/// here.
pub fn settings() -> &'static kernel::settings::Registry {
    static SETTINGS: std::sync::LazyLock<kernel::settings::Registry> =
        std::sync::LazyLock::new(|| {
            let mut registry = kernel::settings::Registry::new();
            points::rules::register_settings(&mut registry);
            quiz::settings::register(&mut registry);
            channel::settings::register(&mut registry);
            file::limits::register(&mut registry);
            retention::register_settings(&mut registry);
            registry
        });
    &SETTINGS
}

/// Every area's durable job handlers, for the job runner each instance
/// starts (`kernel::jobs`). An area with jobs adds one line here.
pub fn job_handlers() -> kernel::jobs::Registry {
    let mut registry = kernel::jobs::Registry::new();
    message::scheduled::register(&mut registry);
    message::tally::register(&mut registry);
    feed::poll::register(&mut registry);
    quiz::settle::register(&mut registry);
    community::jobs::register(&mut registry);
    channel::rollup::register(&mut registry);
    overview::rollup::register(&mut registry);
    member::findable::register(&mut registry);
    invite::keys::register(&mut registry);
    kernel::denylist::register(&mut registry);
    partner::oauth::sweep::register(&mut registry);
    file::sweep::register(&mut registry);
    file::erase::register(&mut registry);
    member::data_export::register(&mut registry);
    member::erasure::register(&mut registry);
    webhook::deliver::register(&mut registry);
    notify::register(&mut registry);
    retention::register(&mut registry);
    registry
}
