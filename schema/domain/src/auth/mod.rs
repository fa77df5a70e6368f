//! Signing in and out: SMS codes, passwords, one-click and WeChat sign-in,
//! token refresh and revocation. The tokens themselves and the [`Viewer`]
//! they resolve to are the kernel's (`kernel::token`, `kernel::viewer`):
//! every area needs the caller, only this one issues tokens.
//!
//! [`Viewer`]: crate::kernel::Viewer

pub mod service;
pub mod sms_code;

pub use sms_code::VerificationPurpose;
