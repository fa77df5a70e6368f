//! Members as callers see them. This area starts with what sign-in needs
//! (the profile of the signed-in member, `me`, masking of personal data);
//! the members issue grows it into the full Member service.

mod graphql;
mod privacy;
mod profile;

pub use graphql::{vip_level, MemberObject, MemberQuery};
pub use privacy::{mask_id_number, mask_phone, sees_private};
pub use profile::{load_profile, MemberProfile};
