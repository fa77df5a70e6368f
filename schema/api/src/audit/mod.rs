//! Staff's view of the audit log (`domain::kernel::audit`): who did what
//! to whom and when. Full schema only.

mod objects;
mod staff;

pub use objects::*;
pub use staff::*;
