//! The shop manager's GraphQL types: the certification request, the shop
//! with its family, memos and invite, and their connections.

use async_graphql::{ComplexObject, Context, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::shop_manager::{Candidate, FamilyMemberView, ShopInvite};
use entities::{family_memo, shop_application, shop_manager};

use crate::enums::WorkflowState;
use crate::ids::{global, parse_id, NodeKind};
use crate::member::MemberCard;
use crate::paging;
use crate::request::{app, viewer};
use crate::scalars::{BigInt, Date};
use crate::workflow::{WorkflowFlags, WorkflowOutcome};
use crate::Result;

/// An uploaded photo.
#[derive(SimpleObject, Clone, Debug)]
#[graphql(complex)]
pub struct ShopPhoto {
    /// The uploaded file's id.
    pub fid: String,
}

#[ComplexObject]
impl ShopPhoto {
    /// Where to fetch it: a signed URL valid for 15 to 20 minutes (the
    /// photo is private to the applicant and staff — the objects carrying
    /// one are shown to no one else); query again for a fresh one.
    async fn url(&self, ctx: &Context<'_>) -> Result<String> {
        Ok(domain::file::signed::signed_url(
            &app(ctx)?.tokens,
            &self.fid,
            domain::kernel::clock::now(),
        ))
    }
}

fn photo(fid: &str) -> ShopPhoto {
    ShopPhoto {
        fid: fid.to_owned(),
    }
}

/// A member's request to be certified as a shop manager (店主认证), in the
/// record workflow.
#[derive(SimpleObject)]
#[graphql(name = "ShopApplication", complex)]
pub struct ShopApplicationObject {
    /// Its global id.
    pub id: ID,
    /// The row id.
    pub legacy_id: BigInt,
    /// The shop's name.
    pub shop_name: String,
    /// The shop's address.
    pub address: String,
    /// The owner, as on the sales licence.
    pub owner_name: String,
    /// The photo of the shop front.
    pub front_photo: ShopPhoto,
    /// The photo of the sales licence (代销证).
    pub licence_photo: ShopPhoto,
    /// The licence's number.
    pub licence_no: String,
    /// The licence's last valid day.
    pub licence_valid_until: Date,
    /// `PROCESSING` while staff review it, then `CLOSED`.
    pub state: WorkflowState,
    /// `APPROVED`, `REJECTED` or `CANCELLED` once closed; null while open.
    pub outcome: Option<WorkflowOutcome>,
    /// A rejection's reason; null otherwise.
    pub reason: Option<String>,
    /// When it was sent.
    pub created_at: DateTime<Utc>,
    /// Its last step (the retention clock once closed).
    pub updated_at: DateTime<Utc>,
    #[graphql(skip)]
    pub row: shop_application::Model,
}

impl TryFrom<shop_application::Model> for ShopApplicationObject {
    type Error = domain::AppError;

    fn try_from(a: shop_application::Model) -> Result<Self, domain::AppError> {
        Ok(Self {
            id: global(NodeKind::ShopApplication, a.id),
            legacy_id: BigInt(a.id),
            shop_name: a.shop_name.clone(),
            address: a.address.clone(),
            owner_name: a.owner_name.clone(),
            front_photo: photo(&a.front_photo),
            licence_photo: photo(&a.licence_photo),
            licence_no: a.licence_no.clone(),
            licence_valid_until: a.licence_valid_until.into(),
            state: crate::workflow::state(a.state)?,
            outcome: crate::workflow::outcome(a.outcome.as_deref())?,
            reason: crate::text::given_owned(a.reason.clone()),
            created_at: a.created_at,
            updated_at: a.updated_at,
            row: a,
        })
    }
}

#[ComplexObject]
impl ShopApplicationObject {
    /// The applicant (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<MemberCard>> {
        crate::member::load_card(ctx, self.row.member_id).await
    }

    /// What the caller may do to it now.
    async fn flags(&self, ctx: &Context<'_>) -> Result<WorkflowFlags> {
        Ok(domain::shop_manager::certification::flags(viewer(ctx)?, &self.row)?.into())
    }
}

/// A page of shop applications, newest first.
#[crate::paging::connection(edge = ShopApplicationEdge, node = ShopApplicationObject)]
pub struct ShopApplicationConnection {}

/// A page of applications as a connection.
pub fn application_connection(
    rows: Vec<shop_application::Model>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<ShopApplicationConnection> {
    crate::paging::try_page(rows, window, more, |a| -> Result<_> {
        Ok((a.id.to_string(), a.try_into()?))
    })
}

/// A customer of the shop (家人), as the caller may see them.
#[derive(SimpleObject)]
#[graphql(name = "FamilyMember")]
pub struct FamilyMemberObject {
    /// Its global id.
    pub id: ID,
    /// The row id.
    pub legacy_id: BigInt,
    /// The member (a public card).
    pub member: MemberCard,
    /// The member's phone: in full when the shop manager added them by
    /// phone (and for staff), masked (`138****5678`) otherwise; null when
    /// they have none.
    pub phone: Option<String>,
    /// The shop manager added them by phone (rather than by member id or
    /// through the shop's invite).
    pub added_by_manager: bool,
    /// The manager's note; null when none.
    pub note: Option<String>,
    /// When they joined the family.
    pub created_at: DateTime<Utc>,
    /// When the note last changed.
    pub updated_at: DateTime<Utc>,
}

impl From<FamilyMemberView> for FamilyMemberObject {
    fn from(v: FamilyMemberView) -> Self {
        Self {
            id: global(NodeKind::FamilyMember, v.id),
            legacy_id: BigInt(v.id),
            member: v.card.into(),
            phone: v.phone,
            added_by_manager: v.added_by_manager,
            note: crate::text::given_owned(v.note),
            created_at: v.created_at,
            updated_at: v.updated_at,
        }
    }
}

/// A page of a shop's family, newest first.
#[crate::paging::connection(edge = FamilyMemberEdge, node = FamilyMemberObject)]
pub struct FamilyMemberConnection {}

/// A page of family members as a connection.
pub fn family_connection(
    rows: Vec<FamilyMemberView>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<FamilyMemberConnection> {
    Ok(crate::paging::page(rows, window, more, |v| {
        (v.id.to_string(), v.into())
    }))
}

/// A shop manager's memo about a family member and its result (memo
/// record and result).
#[derive(SimpleObject)]
#[graphql(name = "FamilyMemo")]
pub struct FamilyMemoObject {
    /// Its global id.
    pub id: ID,
    /// The row id.
    pub legacy_id: BigInt,
    /// The family member it is about (a `FamilyMember` id).
    pub family_member_id: ID,
    /// The memo.
    pub content: String,
    /// How it turned out; null until recorded.
    pub result: Option<String>,
    /// When it was written.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

impl From<family_memo::Model> for FamilyMemoObject {
    fn from(m: family_memo::Model) -> Self {
        Self {
            id: global(NodeKind::FamilyMemo, m.id),
            legacy_id: BigInt(m.id),
            family_member_id: global(NodeKind::FamilyMember, m.family_member_id),
            content: m.content,
            result: crate::text::given_owned(m.result),
            created_at: m.created_at,
            updated_at: m.updated_at,
        }
    }
}

/// A page of memos, newest first.
#[crate::paging::connection(edge = FamilyMemoEdge, node = FamilyMemoObject)]
pub struct FamilyMemoConnection {}

/// What a phone lookup found: a member's public card and masked phone.
#[derive(SimpleObject)]
pub struct FamilyCandidate {
    /// The member (a public card).
    pub member: MemberCard,
    /// Their phone, masked (`138****5678`).
    pub masked_phone: String,
    /// They are in the caller's family already.
    pub in_family: bool,
}

impl From<Candidate> for FamilyCandidate {
    fn from(c: Candidate) -> Self {
        Self {
            member: c.card.into(),
            masked_phone: c.masked_phone,
            in_family: c.in_family,
        }
    }
}

/// The shop's invite, for its poster (share info): a member who registers
/// with the code joins the shop's family.
#[derive(SimpleObject)]
#[graphql(name = "ShopInvite")]
pub struct ShopInviteObject {
    /// The shop's invite code.
    pub code: String,
    /// The code's invite channel (`shop`).
    pub channel: String,
    /// The landing page's path with the code (`/pages/share/receive?code=…`);
    /// prefix the site's origin for the poster's QR code.
    pub path: String,
}

impl From<ShopInvite> for ShopInviteObject {
    fn from(i: ShopInvite) -> Self {
        Self {
            code: i.code,
            channel: i.channel,
            path: i.path,
        }
    }
}

/// The caller's certified shop (店主): its details, family, memos and
/// invite. The toolbox page needs only that it exists.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct Shop {
    /// The shop's name.
    pub shop_name: String,
    /// The shop's address.
    pub address: String,
    /// The owner, as on the sales licence.
    pub owner_name: String,
    /// The photo of the shop front.
    pub front_photo: ShopPhoto,
    /// The photo of the sales licence (代销证).
    pub licence_photo: ShopPhoto,
    /// The licence's number.
    pub licence_no: String,
    /// The licence's last valid day.
    pub licence_valid_until: Date,
    /// The licence's last valid day has passed (Asia/Shanghai): apply
    /// again with the renewed licence.
    pub licence_expired: bool,
    /// How many people are in the family.
    pub family_count: i64,
    /// When the shop was (last) certified.
    pub certified_at: DateTime<Utc>,
}

impl From<shop_manager::Model> for Shop {
    fn from(s: shop_manager::Model) -> Self {
        Self {
            licence_expired: domain::shop_manager::licence_expired(&s),
            front_photo: photo(&s.front_photo),
            licence_photo: photo(&s.licence_photo),
            licence_valid_until: s.licence_valid_until.into(),
            shop_name: s.shop_name,
            address: s.address,
            owner_name: s.owner_name,
            licence_no: s.licence_no,
            family_count: s.family_count,
            certified_at: s.certified_at,
        }
    }
}

#[paging::connection_args]
#[ComplexObject]
impl Shop {
    /// The shop's family, newest first. Phones are masked except for
    /// people the manager added by phone.
    async fn family(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<FamilyMemberConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::shop_manager::family::list(app(ctx)?, viewer(ctx)?, &window).await?;
        family_connection(rows, more, &window)
    }

    /// Memos, newest first: all of the shop's, or one family member's.
    async fn memos(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only this family member's (a `FamilyMember` id).")]
        family_member_id: Option<ID>,
        page: paging::ConnectionArgs,
    ) -> Result<FamilyMemoConnection> {
        let family = family_member_id
            .map(|f| parse_id("familyMemberId", NodeKind::FamilyMember, &f))
            .transpose()?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::shop_manager::memos::list(app(ctx)?, viewer(ctx)?, family, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |m| {
            (m.id.to_string(), m.into())
        }))
    }

    /// The shop's invite code and link, for its poster.
    async fn invite(&self, ctx: &Context<'_>) -> Result<ShopInviteObject> {
        Ok(domain::shop_manager::shop_invite(app(ctx)?, viewer(ctx)?)
            .await?
            .into())
    }

    /// Looks a phone up before adding its member to the family: their
    /// public card and masked phone; null when no active member has it.
    /// Counts toward the manager's 100 lookups a day.
    async fn family_candidate(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "An 11-digit mobile number.")] phone: String,
    ) -> Result<Option<FamilyCandidate>> {
        let found = domain::shop_manager::family::lookup(app(ctx)?, viewer(ctx)?, &phone).await;
        Ok(crate::node::none_when_hidden(found)?.map(Into::into))
    }
}
