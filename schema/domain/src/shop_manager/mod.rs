//! Shop managers (店主; issue 35, platform-rules.md §6): a member is
//! certified as the manager of a lottery shop, then keeps the shop's
//! family (its customers) with notes and memos, and shares the shop's
//! invite link. Nothing here sells, orders, pays for or prints a ticket
//! (§1): the family is a list of people, the memos are text.
//!
//! Design notes:
//! - **Certification** is a record of the workflow (`kernel::workflow`,
//!   kind `shop_application`, staff with the members permission): the
//!   member applies with the shop's name, address and owner, photos of the
//!   shop front and of the sales licence (代销证, their own uploads, checked
//!   against `uploaded_file.owner_member_id`) and the licence's number and
//!   expiry (a licence that has expired is refused). An application is
//!   PROCESSING from the start; the applicant may edit it until staff
//!   decide (the kind's policy: editable while processing, before review)
//!   and cancel it; staff approve or reject with a reason. Every step is a
//!   conditional update, so a stale one is `CONFLICT`; the applicant is
//!   messaged in the step's transaction. A rejected (or cancelled) member
//!   may apply again at once; a certified one may apply again to renew the
//!   licence, and approval copies the new details over the shop.
//! - **One open application per member** is the database's rule:
//!   `open_member_id` holds the applicant while the record is open and
//!   NULL once a step closes it, under a unique index; `apply` also takes
//!   the member's row lock, so two crossing requests make one application
//!   and the other is `NOT_ELIGIBLE`.
//! - **The role is the `shop_manager` row** (member id as the key), written
//!   by approval in the step's transaction. Not a flag on `member`: the row
//!   carries the certified shop (name, licence, expiry, family count), a
//!   flag would be a second copy to keep in step, and member rows are
//!   cached (`kernel::member_rows`), so a flag would also need announcing.
//!   `myShop` is null for a member without the row.
//! - **The family** (`family_member`) is unique per (shop, member), so
//!   parallel adds of one person make one row (INSERT … ON CONFLICT DO
//!   NOTHING, under the manager's row lock); `shop_manager.family_count`
//!   moves with the rows. A person joins by the manager adding them (by
//!   phone, or by member id) or by registering with the shop's invite code
//!   (channel [`SHOP_CHANNEL`]; `auth` calls [`family::join_by_invite`] in
//!   the registration's transaction).
//! - **Privacy**: a manager sees only their own family; another shop's
//!   family member or memo is `NOT_FOUND`, the same as none. The phone is
//!   masked (`138****5678`) except for customers the manager added by phone
//!   themselves (`added_by_manager`: they typed it, so it tells them
//!   nothing new); adding by member id does not reveal it. The phone lookup
//!   answers a registered, active member's masked phone and public card, or
//!   `NOT_FOUND` — the same for an unregistered, disabled or cancelled
//!   number — and is rate-limited per manager (an enumeration costs the
//!   limit). Staff with the members permission read any family in full;
//!   each read is audit-logged (`member.read_personal_data`).
//! - **Memos** (memo record and result) belong to a family member and go
//!   with them; at most [`memos::MAX_MEMOS`] per shop.

pub mod certification;
pub mod family;
pub mod memos;
pub mod view;

pub use certification::{ShopInput, KIND};
pub use view::{Candidate, FamilyMemberView, ShopInvite};

use sea_orm::{ConnectionTrait, EntityTrait};

use crate::kernel::error::ErrorCode;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::shop_manager;

/// The invite channel of a shop's invite code: a member who registers with
/// it joins the shop's family. A share label, never a channel's name
/// (`invite::check_not_reserved`).
pub const SHOP_CHANNEL: &str = crate::invite::SHOP_LABEL;

/// The caller's shop, or `None` when they are not a shop manager.
pub async fn my_shop(ctx: &AppContext, viewer: &Viewer) -> AppResult<Option<shop_manager::Model>> {
    Ok(shop_manager::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?)
}

/// Whether the shop's licence has passed its last valid day (Asia/Shanghai).
pub fn licence_expired(shop: &shop_manager::Model) -> bool {
    let today = crate::kernel::clock::shanghai_day(crate::kernel::clock::now());
    shop.licence_valid_until < today
}

/// The shop of `member_id`; `NOT_ELIGIBLE` when they are not a certified
/// shop manager.
pub(crate) async fn require_shop<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
) -> AppResult<shop_manager::Model> {
    shop_manager::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .ok_or_else(|| {
            AppError::new(
                ErrorCode::NotEligible,
                "only a certified shop manager may do this",
            )
        })
}

/// The shop's invite code and the path of its landing page, for the
/// shop's poster (share info). Created on first use.
pub async fn shop_invite(ctx: &AppContext, viewer: &Viewer) -> AppResult<ShopInvite> {
    require_shop(&ctx.db, viewer.member_id).await?;
    let codes = crate::invite::create_invite_codes(
        ctx,
        viewer,
        viewer.member_id,
        &[SHOP_CHANNEL.to_owned()],
    )
    .await?;
    let code = codes
        .into_iter()
        .next()
        .map(|c| c.code)
        .ok_or_else(|| AppError::internal("no shop invite code created"))?;
    Ok(ShopInvite {
        path: format!("/pages/share/receive?code={code}"),
        code,
        channel: SHOP_CHANNEL.to_owned(),
    })
}
