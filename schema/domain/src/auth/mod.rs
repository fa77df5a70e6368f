//! Signing in and out: SMS codes, passwords, one-click and WeChat sign-in,
//! token refresh and revocation. The tokens themselves and the [`Viewer`]
//! they resolve to are the kernel's (`kernel::token`, `kernel::viewer`):
//! every area needs the caller, only this one issues tokens.
//!
//! [`Viewer`]: crate::kernel::Viewer
//!
//! # Design notes
//!
//! - **Identity once per request** is the kernel's (`kernel::viewer::resolve_viewer`,
//!   cached by `kernel::identity`); this area only issues and ends tokens.
//!   Logout, disabling and cancelling publish `TokensRevoked`, a refresh
//!   `TokenRotated`: sockets close and caches forget on every instance
//!   without polling the database.
//! - **Fails closed**: SMS code hashes, their try counters, send limits, the
//!   denylist and the single-use markers of carrier tokens and WeChat codes
//!   (`kernel::claim::SingleUse`) are in the short-lived store (`kernel::kv`),
//!   whose `incr`/`set_nx`/`del` are atomic in-process and on Redis, which is
//!   what makes "5 tries even in parallel" and "one new token for concurrent
//!   refreshes" hold. A store error is `SERVICE_UNAVAILABLE`: sign-in fails.
//! - **One member per phone**: a parallel sign-up finds the first (a unique
//!   index decides, not a read); ten simultaneous WeChat sign-ups of one new
//!   member make one member and ten sign-ins.
//! - The providers (SMS, carrier one-click, WeChat) sit behind the kernel's
//!   traits in `kernel::providers`.
//! - **Staff sign in with a second factor** (`staff`, `factor`): only a
//!   staff session (`TokenKind::Staff`) carries staff rights.

pub mod factor;
pub mod service;
pub mod sms_code;
pub mod staff;

pub use sms_code::VerificationPurpose;
