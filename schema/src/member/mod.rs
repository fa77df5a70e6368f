//! Members as callers see them. This area starts with what sign-in needs
//! (the profile of the signed-in member, `me`, masking of personal data);
//! the members issue grows it into the full Member service.

mod graphql;
mod loader;
mod privacy;
mod profile;
pub mod service;
pub mod staff;
mod staff_graphql;

pub use graphql::{vip_level, MemberCard, MemberMutation, MemberObject, MemberQuery};
pub use loader::MemberLoader;
pub use privacy::{
    is_real_name_auth, mask_id_number, mask_phone, sees_private, PERMISSION_MEMBERS,
};
pub use profile::{load_profile, load_profiles, MemberProfile};
pub use staff_graphql::{MemberStaffMutation, MemberStaffQuery};
