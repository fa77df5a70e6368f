//! Object identification: the `Node` interface and `node` / `nodes`.
//!
//! Any object with a global id can be fetched again from that id alone, as
//! the caller may see it. An id the caller may not see answers `null`, the
//! same as one that does not exist, so ids reveal nothing.

use async_graphql::{Context, Interface, Object, ID};
use domain::partner::Scope;
use domain::{AppError, ErrorCode};

use crate::channel::{ChannelObject, WithdrawalObject};
use crate::community::{CommentObject, PostObject, TopicObject};
use crate::feedback::FeedbackObject;
use crate::ids::{decode, NodeKind};
use crate::lottery::{SavedSelection, SplitRecord};
use crate::member::{MemberAddressObject, MemberObject};
use crate::message::MessageObject;
use crate::partner_scope::partner_scope;
use crate::points::PointsHistoryItem;
use crate::quiz::{CompetitionObject, ExpertPlanObject};
use crate::request::{app, viewer};
use crate::shop::{Redemption, ShopItem};
use crate::shop_manager::{FamilyMemberObject, FamilyMemoObject, ShopApplicationObject};
use crate::sports::{SportsMatch, SportsSelection};
use crate::Result;

/// At most this many ids per `nodes` call.
pub const MAX_NODES: usize = 100;

/// An object with a global id.
// One value per `node` answer, never stored: the variants' sizes don't matter.
#[allow(clippy::large_enum_variant)]
#[derive(Interface)]
#[graphql(field(name = "id", ty = "&ID", desc = "The global id (opaque)."))]
pub enum Node {
    Member(MemberObject),
    Message(MessageObject),
    ShopItem(ShopItem),
    Feedback(FeedbackObject),
    Redemption(Redemption),
    SavedSelection(SavedSelection),
    SplitRecord(SplitRecord),
    PointsRecord(PointsHistoryItem),
    MemberAddress(MemberAddressObject),
    SportsMatch(SportsMatch),
    SportsSelection(SportsSelection),
    ExpertPlan(ExpertPlanObject),
    Competition(CompetitionObject),
    Post(PostObject),
    Comment(CommentObject),
    Topic(TopicObject),
    ShopApplication(ShopApplicationObject),
    FamilyMember(FamilyMemberObject),
    FamilyMemo(FamilyMemoObject),
    Channel(ChannelObject),
    Withdrawal(WithdrawalObject),
}

/// Not found and not visible are the same answer: none.
pub(crate) fn none_when_hidden<T>(found: std::result::Result<T, AppError>) -> Result<Option<T>> {
    match found {
        Ok(v) => Ok(Some(v)),
        Err(e) if matches!(e.code, ErrorCode::NotFound | ErrorCode::Forbidden) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

async fn load(ctx: &Context<'_>, id: &ID) -> Result<Option<Node>> {
    let Some((kind, row)) = decode(id) else {
        return Ok(None);
    };
    let a = app(ctx)?;
    Ok(match kind {
        NodeKind::Member => none_when_hidden(
            domain::member::service::find_without_lists(a, viewer(ctx)?, row).await,
        )?
        .map(|m| Node::Member(m.into())),
        NodeKind::Message => {
            none_when_hidden(domain::message::service::find(a, viewer(ctx)?, row).await)?
                .map(|m| m.try_into().map(Node::Message))
                .transpose()?
        }
        NodeKind::ShopItem => {
            let v = ctx.data_opt::<domain::Viewer>();
            domain::shop::service::item(a, v, row)
                .await?
                .map(|i| Node::ShopItem(i.into()))
        }
        NodeKind::SavedSelection => domain::lottery::records::get(a, viewer(ctx)?, row)
            .await?
            .map(|s| s.try_into().map(Node::SavedSelection))
            .transpose()?,
        NodeKind::SplitRecord => domain::lottery::split_records::get(a, viewer(ctx)?, row)
            .await?
            .map(|(m, _)| m.try_into().map(Node::SplitRecord))
            .transpose()?,
        NodeKind::Feedback => domain::feedback::find(a, viewer(ctx)?, row)
            .await?
            .map(|f| f.try_into().map(Node::Feedback))
            .transpose()?,
        NodeKind::Redemption => domain::shop::service::redemption(a, viewer(ctx)?, row)
            .await?
            .map(|r| r.try_into().map(Node::Redemption))
            .transpose()?,
        NodeKind::PointsRecord => domain::points::record(a, viewer(ctx)?, row)
            .await?
            .map(|r| r.try_into().map(Node::PointsRecord))
            .transpose()?,
        NodeKind::MemberAddress => domain::member::service::address(a, viewer(ctx)?, row)
            .await?
            .map(|r| Node::MemberAddress(r.into())),
        // Through the loader: `nodes` naming a selection's matches is two
        // queries, not two per match.
        NodeKind::SportsMatch => crate::sports::load_match(ctx, row)
            .await?
            .map(|m| Node::SportsMatch(SportsMatch::new(m))),
        NodeKind::SportsSelection => domain::sports::records::get(a, viewer(ctx)?, row)
            .await?
            .map(|s| Node::SportsSelection(SportsSelection::new(s))),
        // Kinds with a global id but no lookup of their own: an invite is
        // reached through `myInvites`; draws are found by game and issue;
        // member groups have no type yet; partners and their keys are
        // staff records reached through `partners`, jobs through `jobs`.
        NodeKind::ExpertPlan => none_when_hidden(
            domain::quiz::plans::get(a, ctx.data_opt::<domain::Viewer>(), row).await,
        )?
        .map(|p| Node::ExpertPlan(p.into())),
        NodeKind::Competition => none_when_hidden(
            domain::quiz::competitions::get(a, ctx.data_opt::<domain::Viewer>(), row).await,
        )?
        .map(|c| Node::Competition(c.into())),
        // Picks are read through `quizPicks`, entries through a
        // competition's `myEntries`, applications through their lists.
        NodeKind::QuizPick | NodeKind::CompetitionEntry | NodeKind::ExpertApplication => None,
        NodeKind::Post => none_when_hidden(
            domain::community::posts::get(a, ctx.data_opt::<domain::Viewer>(), row).await,
        )?
        .map(|p| Node::Post(p.into())),
        NodeKind::Comment => none_when_hidden(
            domain::community::comments::get(a, ctx.data_opt::<domain::Viewer>(), row).await,
        )?
        .map(|c| Node::Comment(c.into())),
        NodeKind::Topic => none_when_hidden(domain::community::topics::get(a, row).await)?
            .map(|t| Node::Topic(t.into())),
        // The applicant's own, or any for staff (members permission).
        NodeKind::ShopApplication => {
            domain::shop_manager::certification::find(a, viewer(ctx)?, row)
                .await?
                .map(|r| r.try_into().map(Node::ShopApplication))
                .transpose()?
        }
        // Only the shop's own manager (or staff): another shop's is none.
        NodeKind::FamilyMember => {
            none_when_hidden(domain::shop_manager::family::get(a, viewer(ctx)?, row).await)?
                .map(|f| Node::FamilyMember(f.into()))
        }
        NodeKind::FamilyMemo => domain::shop_manager::memos::get(a, viewer(ctx)?, row)
            .await?
            .map(|m| Node::FamilyMemo(m.into())),
        NodeKind::Channel => {
            none_when_hidden(domain::channel::channels::get(a, viewer(ctx)?, row).await)?
                .map(|c| Node::Channel(c.into()))
        }
        NodeKind::Withdrawal => {
            none_when_hidden(domain::channel::withdrawals::get(a, viewer(ctx)?, row).await)?
                .map(|w| Node::Withdrawal(w.into()))
        }
        // Staff records reached through `sensitiveWords` and
        // `communityReviews`.
        NodeKind::SensitiveWord | NodeKind::CommunityReview => None,
        NodeKind::Draw
        | NodeKind::Invite
        | NodeKind::MemberGroup
        | NodeKind::Partner
        | NodeKind::PartnerKey
        | NodeKind::Job
        | NodeKind::WebhookEndpoint
        | NodeKind::WebhookDelivery
        | NodeKind::AuthorizedApp
        | NodeKind::AuditEntry
        | NodeKind::DataExport => None,
    })
}

#[derive(Default)]
pub struct NodeQuery;

#[Object]
impl NodeQuery {
    /// The object with this global id, as the caller may see it; null when
    /// there is none or the caller may not see it.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn node(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "A global id from any object's `id` field.")] id: ID,
    ) -> Result<Option<Node>> {
        load(ctx, &id).await
    }

    /// The objects with these global ids (at most 100), in the order asked;
    /// null where there is none or the caller may not see it.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()), directive = crate::list_size::list_size::apply(crate::node::MAX_NODES as u32, Some(vec!["ids".into()])))]
    async fn nodes(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Global ids, at most 100.")] ids: Vec<ID>,
    ) -> Result<Vec<Option<Node>>> {
        if ids.len() > MAX_NODES {
            return Err(AppError::invalid("ids", format!("at most {MAX_NODES} ids")).into());
        }
        // Together, so the kinds read through DataLoaders batch their ids.
        futures_util::future::try_join_all(ids.iter().map(|id| load(ctx, id))).await
    }
}
