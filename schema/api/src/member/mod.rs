//! GraphQL face of members: profiles as a caller may see them, the member
//! loader, and the staff back office of members.

mod data_export;
mod follow_loader;
mod live;
mod loader;
mod profile;
mod staff;

pub use data_export::{DataExportMutation, DataExportQuery};
pub use follow_loader::FollowEdgeLoader;
pub use live::{MemberSubscription, MyCounts};
pub use loader::{load_card, load_cards, load_member, MemberLoader};
pub use profile::{
    DonePayload, EmptyInput, MemberAddressObject, MemberCard, MemberMutation, MemberObject,
    MemberQuery, ProfileStaffQuery,
};
pub use staff::{member_filter_from_json, MemberStaffMutation, MemberStaffQuery, StaffPermission};
