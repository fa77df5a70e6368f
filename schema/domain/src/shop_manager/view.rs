//! What a shop manager (or staff) sees of the shop's family: views masked
//! for the caller when they are built, as everywhere (`member::view`).

use crate::kernel::{AppResult, Permission, Viewer};
use crate::member::privacy::mask_phone;
use crate::member::Card;
use entities::{family_member, member};

/// A family member as the caller may see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FamilyMemberView {
    pub id: i64,
    pub shop_manager_id: i64,
    pub member_id: i64,
    /// The manager added them by phone (their phone is shown in full).
    pub added_by_manager: bool,
    pub note: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    /// The member's public card.
    pub card: Card,
    /// In full for customers the manager added by phone and for staff with
    /// the members permission; masked otherwise; `None` without a phone.
    pub phone: Option<String>,
}

impl FamilyMemberView {
    /// `row` with its member `m`, as `viewer` may see it.
    pub fn new(row: family_member::Model, m: member::Model, viewer: &Viewer) -> AppResult<Self> {
        let full = sees_phone(viewer, &row);
        let phone = m.phone.as_deref().filter(|p| !p.is_empty()).map(|p| {
            if full {
                p.to_owned()
            } else {
                mask_phone(p)
            }
        });
        Ok(Self {
            id: row.id,
            shop_manager_id: row.shop_manager_id,
            member_id: row.member_id,
            added_by_manager: row.added_by_manager,
            note: row.note,
            created_at: row.created_at,
            updated_at: row.updated_at,
            card: Card::new(&m, false, false)?,
            phone,
        })
    }
}

/// Whether `viewer` sees the phone of the customer in `row` in full: the
/// manager who added them by phone, or staff with the members permission.
pub fn sees_phone(viewer: &Viewer, row: &family_member::Model) -> bool {
    (viewer.member_id == row.shop_manager_id && row.added_by_manager)
        || viewer.is_staff_with(Permission::Members)
}

/// What the phone lookup answers: the member's public card and masked
/// phone, and whether they are in the caller's family already.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub card: Card,
    pub masked_phone: String,
    pub in_family: bool,
}

/// The shop's invite code, for its poster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopInvite {
    pub code: String,
    /// The invite channel of the code (`shop`).
    pub channel: String,
    /// The landing page's path (`/pages/share/receive?code=…`), to be made
    /// absolute with the client's origin.
    pub path: String,
}
