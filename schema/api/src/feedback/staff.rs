//! The feedback area's staff operations (full schema only).

use super::objects::*;
use crate::enums::WorkflowState;
use crate::ids::{parse_id, NodeKind};
use crate::paging;
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::feedback::service;

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct FeedbackStaffQuery;

#[paging::connection_args]
#[Object]
impl FeedbackStaffQuery {
    /// Staff with the operations permission: feedback in a state, newest first.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn feedbacks(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only feedback in this state; all when absent.")] state: Option<
            WorkflowState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<FeedbackConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            service::staff_list(app(ctx)?, viewer(ctx)?, state.map(Into::into), &window).await?;
        feedback_connection(rows, more, &window)
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct FeedbackStaffMutation;

#[Object]
impl FeedbackStaffMutation {
    /// Replies to feedback (staff, operations permission); the member gets
    /// the reply as a message.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn reply_feedback(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The feedback and the reply; see `ReplyFeedbackInput`.")]
        input: ReplyFeedbackInput,
    ) -> Result<ReplyFeedbackPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Feedback, &input.id)?;
            service::reply_once(a, v, id, &input.reply, input.idempotency_key.as_deref()).await
        }
        .await;
        answer::<_, FeedbackObject, _>(done)
    }

    /// Closes replied feedback as handled (staff, operations permission;
    /// `flags.approvable`): outcome `RESOLVED`, and the member is told.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn close_feedback(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The feedback to close; see `CloseFeedbackInput`.")]
        input: CloseFeedbackInput,
    ) -> Result<CloseFeedbackPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Feedback, &input.id)?;
            service::close(a, v, id).await
        }
        .await;
        answer::<_, FeedbackObject, _>(done)
    }
}
