//! Staff sign in with a second factor (security.md, issue 56): a TOTP
//! authenticator app (RFC 6238) and one-time recovery codes.
//!
//! # Design notes
//!
//! - **Only a staff session carries staff rights.** A password sign-in of
//!   a staff member gives an ordinary member token; with a right code it
//!   gives a staff session (`TokenKind::Staff`, 30 minutes, refreshed
//!   while active) — `kernel::viewer` grants `is_office` and permissions
//!   to that kind only. A staff member without a factor signs in with
//!   the password, enrols ([`enrol::begin`], [`enrol::confirm`]) and gets
//!   the session from the confirmation.
//! - **A code is used once**: the factor keeps the newest step a code was
//!   accepted for and a sign-in moves it by a conditional update
//!   (`last_step < step`), so two sign-ins with one code, on any instance,
//!   give one session. A recovery code is spent the same way (`used_at`).
//! - **The key is sealed at rest** (`kernel::sealed`): the server reads it
//!   back to check codes, so it cannot be hashed; a copy of the database
//!   alone does not give it away. Recovery codes are hashed.
//! - **Failures lock out**: 5 wrong codes for an account in 15 minutes
//!   refuse its codes (`RATE_LIMITED` with `Retry-After`) until the window
//!   ends; a right password is needed before any code is looked at.

pub mod enrol;
pub mod totp;
pub mod verify;

/// What a staff password sign-in still needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecondFactor {
    /// The code was right: the token is a staff session.
    Verified,
    /// The account has a factor and no code was given: the token is a
    /// member's; sign in again with the code.
    Required,
    /// The account has no factor yet: the token is a member's, with which
    /// the staff member enrols one.
    Enrol,
}

/// The purpose TOTP keys are sealed under.
pub(crate) const SEALED_PURPOSE: &str = "staff-totp";
