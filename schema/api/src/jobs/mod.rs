//! Staff's view of the durable jobs (`domain::kernel::jobs`): what waits,
//! runs, is done or failed, and a retry of a failed one. Full schema only.

mod objects;
mod staff;

pub use objects::*;
pub use staff::*;
