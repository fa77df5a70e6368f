//! GraphQL face of members: profiles as a caller may see them, the member
//! loader, and the staff back office of members.

mod follow_loader;
mod loader;
mod profile;
mod staff;

pub use follow_loader::FollowEdgeLoader;
pub use loader::MemberLoader;
pub use profile::{
    DonePayload, EmptyInput, MemberCard, MemberMutation, MemberObject, MemberQuery,
    ProfileStaffQuery,
};
pub use staff::{MemberStaffMutation, MemberStaffQuery};
