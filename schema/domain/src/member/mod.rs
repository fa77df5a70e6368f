//! Members: profiles as a caller may see them (`MemberView`, `Card`, the
//! one masking of personal data), what members change about themselves,
//! the staff back office of members (`staff`), staff accounts and the
//! new-member builder (`accounts`), and the live counts of the "mine" page.
//!
//! # Design notes
//!
//! - **Who may see what** (`privacy::sees_private`): personal data (full
//!   phone, legal name, the masked ID number, street and address, age,
//!   delivery addresses, push clients) goes into a `MemberView` only for the
//!   member or staff holding `Permission::Members`; everyone else gets `None`
//!   and a masked phone, which GraphQL returns as `null` and the legacy layer
//!   as `""`/`[]`. The ID number is never returned in full. The age is
//!   computed from the ID number's birth date on the day it is shown
//!   (Asia/Shanghai). Staff reads of someone else's personal data are
//!   audit-logged. "Real-name authenticated" is `is_real_name_auth`.
//! - **Member management** (`staff`) needs `Permission::Members`; every write
//!   and each member-list read is audited. The list's filtered count is a
//!   separate `memberStats` read, asked once per filter, not per page.
//! - **Loading**: a nested `member` field goes through the member DataLoader
//!   (`api::member::MemberLoader`), which batches a page's ids into one query
//!   (`load_profiles`); profile reads use the rows the bus keeps exact
//!   (`kernel::member_rows`). A service that writes the member table must
//!   announce it through `service::changed` (`MemberChanged`) after the
//!   commit; the domain test `member_rows.rs` reads after each kind of write.
//!   Writes of `last_active_at`, which no view shows, announce nothing.
//!   The invite codes and sources every caller of `Member/Find` sees are
//!   kept the same way (`kept_lists`): their writers announce
//!   `MemberChanged` too.
//! - Staff accounts and the new-member builder are `accounts`; the nickname
//!   generator is here too.
//! - **Found by nickname** (`findable`): every write of a nickname or of
//!   the enabled/cancelled state reindexes the member in its transaction
//!   (`search`, kind `member`); only active members are indexed, so a
//!   disabled or cancelled member is never found and an enabled one is
//!   found again. The `search.backfill_members` job (asked at every start,
//!   run once per database) indexed the members from before.
//! - Tables: `member` (every MemberInfo field; the counters `focus_count`,
//!   `fans_count`, `invite_num`, `unread_message_count` move with their rows;
//!   `points` = the sum of the ledger; `tokens_valid_after`; staff
//!   `password_hash`, argon2id), and the member's lists `member_address`,
//!   `member_source`, `push_client`, cascading with the member.

pub mod accounts;
pub mod data_export;
pub mod erasure;
pub mod findable;
pub mod kept_lists;
pub mod live;
mod nick_name;
pub mod personal_data;
pub mod privacy;
mod profile;
pub mod service;
pub mod staff;
mod view;

pub use nick_name::random_nick_name;
pub use privacy::{is_real_name_auth, mask_id_number, mask_phone, sees_private};
pub use profile::{load_profile, load_profiles, rows_by_id, MemberProfile};
pub use view::{age_on, vip_level, Card, MemberView, PersonalData, SourceView};
