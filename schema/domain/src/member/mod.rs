//! Members: profiles as a caller may see them (`MemberView`, `Card`, the
//! one masking of personal data), what members change about themselves,
//! the staff back office of members (`staff`), staff accounts and the
//! new-member builder (`accounts`), and the live counts of the "mine" page.

pub mod accounts;
pub mod live;
mod nick_name;
pub mod privacy;
mod profile;
pub mod service;
pub mod staff;
mod view;

pub use nick_name::random_nick_name;
pub use privacy::{is_real_name_auth, mask_id_number, mask_phone, sees_private};
pub use profile::{load_profile, load_profiles, rows_by_id, MemberProfile};
pub use view::{age_on, vip_level, Card, MemberView, PersonalData, SourceView};
