//! The feedback area's objects, inputs and payloads.

use crate::enums::WorkflowState;
use crate::ids::{global, NodeKind};
use crate::paging;
use crate::request::viewer;
use crate::scalars::BigInt;
use crate::workflow::{WorkflowFlags, WorkflowOutcome};
use crate::Result;
use async_graphql::{Context, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::feedback::service;
use entities::feedback;

/// One piece of feedback.
#[derive(SimpleObject)]
#[graphql(name = "Feedback", complex)]
pub struct FeedbackObject {
    /// The feedback's global id (opaque).
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub member_id: i64,
    /// What the member wrote, 1 to 500 characters.
    pub content: String,
    /// Uploaded file ids. The images are private to the member and staff:
    /// fetch them through `imageUrls`.
    pub images: Vec<String>,
    /// Where it is in handling: `PRESTART` (new), `PROCESSING` (replied),
    /// `CLOSED`.
    pub state: WorkflowState,
    /// Staff's latest reply (1 to 500 characters); null until staff reply.
    pub reply: Option<String>,
    /// When staff last replied; null until then.
    pub replied_at: Option<DateTime<Utc>>,
    /// When the member submitted it.
    pub created_at: DateTime<Utc>,
    /// How it ended once `CLOSED` (`RESOLVED` by staff, `CANCELLED` by the
    /// member); null while open.
    pub outcome: Option<WorkflowOutcome>,
    #[graphql(skip)]
    pub row: feedback::Model,
}

impl TryFrom<entities::feedback::Model> for FeedbackObject {
    type Error = domain::AppError;

    fn try_from(f: entities::feedback::Model) -> Result<Self, domain::AppError> {
        let f_row = f.clone();
        let state = crate::workflow::state(f.state)?;
        Ok(Self {
            id: global(NodeKind::Feedback, f.id),
            legacy_id: BigInt(f.id),
            member_id: f.member_id,
            content: f.content,
            images: f
                .images
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|v| v.as_str().map(str::to_owned))
                        .collect()
                })
                .unwrap_or_default(),
            outcome: crate::workflow::outcome(f.outcome.as_deref())?,
            row: f_row,
            state,
            reply: f.reply,
            replied_at: f.replied_at,
            created_at: f.created_at,
        })
    }
}

#[async_graphql::ComplexObject]
impl FeedbackObject {
    /// Who wrote it, as the caller may see them (batched by the member
    /// loader: one query for a whole page).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberObject>> {
        crate::member::load_member(ctx, self.member_id).await
    }

    /// What the caller may do to it now (computed by the server for the
    /// caller: the author, staff with the operations permission, anyone
    /// else).
    async fn flags(&self, ctx: &Context<'_>) -> Result<WorkflowFlags> {
        Ok(service::flags(viewer(ctx)?, &self.row)?.into())
    }

    /// The caller may still edit it: `flags.editable`.
    #[graphql(deprecation = "Use `flags.editable`. Deprecated 2026-11-26.")]
    async fn editable(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(service::flags(viewer(ctx)?, &self.row)?.editable)
    }

    /// The caller may withdraw it: `flags.cancellable`.
    #[graphql(deprecation = "Use `flags.cancellable`. Deprecated 2026-11-26.")]
    async fn cancellable(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(service::flags(viewer(ctx)?, &self.row)?.cancellable)
    }

    /// Where to fetch each of `images`, in the same order: signed URLs
    /// valid for 15 to 20 minutes (screenshots are private to the member
    /// and staff — only they read feedback); query again for fresh ones.
    /// Add `&w=320` (or 750, 1080) for a phone-sized copy.
    async fn image_urls(&self, ctx: &Context<'_>) -> Result<Vec<String>> {
        let tokens = &crate::request::app(ctx)?.tokens;
        let now = domain::kernel::clock::now();
        Ok(self
            .images
            .iter()
            .map(|fid| domain::file::signed::signed_url(tokens, fid, now))
            .collect())
    }
}

/// A page of feedback, newest first.
#[crate::paging::connection(edge = FeedbackEdge, node = FeedbackObject)]
pub struct FeedbackConnection {}

pub(super) fn feedback_connection(
    rows: Vec<feedback::Model>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<FeedbackConnection> {
    crate::paging::try_page(rows, window, more, |f| -> Result<_> {
        Ok((f.id.to_string(), f.try_into()?))
    })
}

/// Input of `submitFeedback`.
#[derive(InputObject)]
pub struct SubmitFeedbackInput {
    /// What the member writes, 1 to 500 characters.
    pub content: String,
    /// Uploaded image ids (`fid`), at most 4.
    pub images: Option<Vec<String>>,
}

/// Input of `replyFeedback`.
#[derive(InputObject)]
pub struct ReplyFeedbackInput {
    /// The feedback (global id).
    pub id: ID,
    /// The reply, 1 to 500 characters; the member gets it as a message.
    pub reply: String,
    /// A fresh key per attempt: a retry answers the feedback and sends the
    /// member no second message.
    pub idempotency_key: Option<String>,
}

/// Input of `editFeedback`.
#[derive(InputObject)]
pub struct EditFeedbackInput {
    /// The feedback (global id); the caller's own, before staff reply.
    pub id: ID,
    /// The new text, 1 to 500 characters.
    pub content: String,
}

/// Input of `cancelFeedback` and `deleteFeedback`.
#[derive(InputObject)]
pub struct FeedbackIdInput {
    /// The feedback (global id).
    pub id: ID,
}

/// The answer of `deleteFeedback`.
#[derive(async_graphql::SimpleObject, Default)]
pub struct DeleteFeedbackPayload {
    /// The global id of the deleted feedback; null on failure.
    pub deleted_id: Option<ID>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

/// Input of `closeFeedback`.
#[derive(InputObject)]
pub struct CloseFeedbackInput {
    /// The feedback (global id).
    pub id: ID,
}

crate::payload::payload!(
    /// The answer of `submitFeedback`.
    SubmitFeedbackPayload { feedback: FeedbackObject, "The stored feedback; null on failure." }

);

crate::payload::payload!(
    /// The answer of `replyFeedback`.
    ReplyFeedbackPayload { feedback: FeedbackObject, "The feedback, now `PROCESSING` with the reply; null on failure." }

);

crate::payload::payload!(
    /// The answer of `editFeedback`.
    EditFeedbackPayload { feedback: FeedbackObject, "The feedback with the new text; null on failure." }

);

crate::payload::payload!(
    /// The answer of `cancelFeedback`.
    CancelFeedbackPayload { feedback: FeedbackObject, "The feedback, now `CLOSED` with outcome `CANCELLED`; null on failure." }

);

crate::payload::payload!(
    /// The answer of `closeFeedback`.
    CloseFeedbackPayload { feedback: FeedbackObject, "The feedback, now `CLOSED`; null on failure." }

);
