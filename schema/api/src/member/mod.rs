//! GraphQL face of members: profiles as a caller may see them, the member
//! loader, and the staff back office of members.

mod loader;
mod profile;
mod staff;

pub use loader::MemberLoader;
pub use profile::{MemberCard, MemberMutation, MemberObject, MemberQuery};
pub use staff::{MemberStaffMutation, MemberStaffQuery};
