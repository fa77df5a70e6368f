//! Staff keep the sensitive-word list (full schema only). Texts that hold a
//! listed word are refused with `SENSITIVE_CONTENT` naming the field
//! (nicknames, plan titles and analyses, expert applications).

mod objects;
mod staff;

pub use objects::*;
pub use staff::*;
