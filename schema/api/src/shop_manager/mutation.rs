//! The shop manager's public mutations: apply for certification (edit,
//! withdraw), keep the family (add by phone or member id, notes, remove)
//! and its memos. Each answers a payload with `userErrors`
//! (`NOT_ELIGIBLE` for a member who is not a shop manager, `NOT_FOUND` for
//! another shop's family member or memo, `CONFLICT` for a stale step).

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use domain::shop_manager::family::Target;
use domain::shop_manager::ShopInput;

use super::objects::{FamilyMemberObject, FamilyMemoObject, ShopApplicationObject};
use crate::ids::{parse_id, parse_member_id, NodeKind};
use crate::payload::{answer, split, UserError};
use crate::request::{app, viewer};
use crate::scalars::Date;
use crate::Result;
use domain::AppError;

/// Input of `applyShop`.
#[derive(InputObject)]
pub struct ApplyShopInput {
    /// The shop's name, 1 to 40 characters.
    pub shop_name: String,
    /// The shop's address, 1 to 200 characters.
    pub address: String,
    /// The owner as on the licence, 1 to 20 characters.
    pub owner_name: String,
    /// The shop-front photo: the `fid` of an image the caller uploaded.
    pub front_photo: String,
    /// The sales licence (代销证) photo: the `fid` of an image the caller
    /// uploaded.
    pub licence_photo: String,
    /// The licence's number, 1 to 40 characters.
    pub licence_no: String,
    /// The licence's last valid day; not in the past.
    pub licence_valid_until: Date,
}

impl ApplyShopInput {
    fn shop(self) -> ShopInput {
        ShopInput {
            shop_name: self.shop_name,
            address: self.address,
            owner_name: self.owner_name,
            front_photo: self.front_photo,
            licence_photo: self.licence_photo,
            licence_no: self.licence_no,
            licence_valid_until: self.licence_valid_until.0,
        }
    }
}

/// Input of `updateShopApplication`.
#[derive(InputObject)]
pub struct UpdateShopApplicationInput {
    /// The application (a `ShopApplication` id); the caller's own, before
    /// staff decide (`flags.editable`).
    pub id: ID,
    /// All of the application's details, as in `applyShop`.
    pub shop: ApplyShopInput,
}

/// Input naming one record by its global id.
#[derive(InputObject)]
pub struct ShopRecordInput {
    /// The record's global id.
    pub id: ID,
}

crate::payload::payload!(
    /// The answer of `applyShop`, `updateShopApplication`,
    /// `cancelShopApplication` and the staff's review.
    ShopApplicationPayload { application: ShopApplicationObject, "The application; null on failure." }
);

/// Input of `addFamilyMember`: exactly one of `phone` and `memberId`.
#[derive(InputObject)]
pub struct AddFamilyMemberInput {
    /// The person's 11-digit mobile number (their phone is then shown to
    /// the manager in full). Counts toward the 100 lookups a day.
    pub phone: Option<String>,
    /// The person's `Member` id (their phone stays masked).
    pub member_id: Option<ID>,
}

/// Input of `updateFamilyNote`.
#[derive(InputObject)]
pub struct UpdateFamilyNoteInput {
    /// The family member (a `FamilyMember` id).
    pub id: ID,
    /// The note, 0 to 200 characters (empty clears it).
    pub note: String,
}

crate::payload::payload!(
    /// The answer of `addFamilyMember` and `updateFamilyNote`.
    FamilyMemberPayload { family_member: FamilyMemberObject, "The family member; null on failure." }
);

/// The answer of `removeFamilyMember`, `deleteFamilyMemo` and
/// `deleteShopApplication`.
#[derive(SimpleObject, Default)]
pub struct RemovedPayload {
    /// The global id of what was removed; null on failure.
    pub removed_id: Option<ID>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

/// Input of `createFamilyMemo`.
#[derive(InputObject)]
pub struct CreateFamilyMemoInput {
    /// The family member it is about (a `FamilyMember` id).
    pub family_member_id: ID,
    /// The memo, 1 to 500 characters.
    pub content: String,
    /// Its result so far, 0 to 500 characters.
    #[graphql(default)]
    pub result: String,
}

/// Input of `updateFamilyMemo`: what is given changes.
#[derive(InputObject)]
pub struct UpdateFamilyMemoInput {
    /// The memo (a `FamilyMemo` id).
    pub id: ID,
    /// The new memo, 1 to 500 characters.
    pub content: Option<String>,
    /// The result, 0 to 500 characters.
    pub result: Option<String>,
}

crate::payload::payload!(
    /// The answer of `createFamilyMemo` and `updateFamilyMemo`.
    FamilyMemoPayload { memo: FamilyMemoObject, "The memo; null on failure." }
);

fn target(input: &AddFamilyMemberInput) -> domain::AppResult<Target> {
    match (&input.phone, &input.member_id) {
        (Some(p), None) => Ok(Target::Phone(p.clone())),
        (None, Some(id)) => Ok(Target::Member(parse_member_id("memberId", id)?)),
        _ => Err(AppError::invalid(
            "phone",
            "give exactly one of phone and memberId",
        )),
    }
}

#[derive(Default)]
pub struct ShopManagerMutation;

#[Object]
impl ShopManagerMutation {
    /// Applies to be certified as a shop manager (or, as one, to renew the
    /// shop's details); staff review it. One open application at a time.
    async fn apply_shop(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The shop's details.")] input: ApplyShopInput,
    ) -> Result<ShopApplicationPayload> {
        let done =
            domain::shop_manager::certification::apply(app(ctx)?, viewer(ctx)?, &input.shop())
                .await;
        answer::<_, ShopApplicationObject, _>(done)
    }

    /// Rewrites the caller's application before staff decide
    /// (`flags.editable`).
    async fn update_shop_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The application and its new details.")] input: UpdateShopApplicationInput,
    ) -> Result<ShopApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopApplication, &input.id)?;
            domain::shop_manager::certification::update(a, v, id, &input.shop.shop()).await
        }
        .await;
        answer::<_, ShopApplicationObject, _>(done)
    }

    /// Withdraws the caller's open application (`flags.cancellable`).
    async fn cancel_shop_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The application to withdraw.")] input: ShopRecordInput,
    ) -> Result<ShopApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopApplication, &input.id)?;
            domain::shop_manager::certification::cancel(a, v, id).await
        }
        .await;
        answer::<_, ShopApplicationObject, _>(done)
    }

    /// Deletes an application where `flags.deletable` allows it (staff: a
    /// closed one past its retention period).
    async fn delete_shop_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The application to delete.")] input: ShopRecordInput,
    ) -> Result<RemovedPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopApplication, &input.id)?;
            domain::shop_manager::certification::delete(a, v, id).await
        }
        .await;
        let (removed, user_errors) = split(done)?;
        Ok(RemovedPayload {
            removed_id: removed.map(|()| input.id),
            user_errors,
        })
    }

    /// A shop manager adds a person to the family, by phone or member id.
    /// Adding someone already there answers them as they are.
    async fn add_family_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Whom to add.")] input: AddFamilyMemberInput,
    ) -> Result<FamilyMemberPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let t = target(&input)?;
            domain::shop_manager::family::add(a, v, &t).await
        }
        .await;
        answer::<_, FamilyMemberObject, _>(done)
    }

    /// Writes the shop manager's note on a family member.
    async fn update_family_note(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The family member and the note.")] input: UpdateFamilyNoteInput,
    ) -> Result<FamilyMemberPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::FamilyMember, &input.id)?;
            domain::shop_manager::family::update_note(a, v, id, &input.note).await
        }
        .await;
        answer::<_, FamilyMemberObject, _>(done)
    }

    /// Removes a person from the family (their memos go too).
    async fn remove_family_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The family member to remove.")] input: ShopRecordInput,
    ) -> Result<RemovedPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::FamilyMember, &input.id)?;
            domain::shop_manager::family::remove(a, v, id).await
        }
        .await;
        let (removed, user_errors) = split(done)?;
        Ok(RemovedPayload {
            removed_id: removed.map(|()| input.id),
            user_errors,
        })
    }

    /// Writes a memo about a family member (memo record).
    async fn create_family_memo(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The family member and the memo.")] input: CreateFamilyMemoInput,
    ) -> Result<FamilyMemoPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let family = parse_id(
                "familyMemberId",
                NodeKind::FamilyMember,
                &input.family_member_id,
            )?;
            domain::shop_manager::memos::create(a, v, family, &input.content, &input.result).await
        }
        .await;
        answer::<_, FamilyMemoObject, _>(done)
    }

    /// Rewrites a memo or records its result.
    async fn update_family_memo(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The memo and what changes.")] input: UpdateFamilyMemoInput,
    ) -> Result<FamilyMemoPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::FamilyMemo, &input.id)?;
            domain::shop_manager::memos::update(
                a,
                v,
                id,
                input.content.as_deref(),
                input.result.as_deref(),
            )
            .await
        }
        .await;
        answer::<_, FamilyMemoObject, _>(done)
    }

    /// Deletes a memo.
    async fn delete_family_memo(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The memo to delete.")] input: ShopRecordInput,
    ) -> Result<RemovedPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::FamilyMemo, &input.id)?;
            domain::shop_manager::memos::delete(a, v, id).await
        }
        .await;
        let (removed, user_errors) = split(done)?;
        Ok(RemovedPayload {
            removed_id: removed.map(|()| input.id),
            user_errors,
        })
    }
}
