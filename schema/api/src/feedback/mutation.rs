//! The feedback area's mutations.

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::feedback::service;

#[derive(Default)]
pub struct FeedbackMutation;

/// Feedback writes of a member.
#[Object]
impl FeedbackMutation {
    /// Writes in (意见反馈): 1–500 characters and up to 4 uploaded images.
    async fn submit_feedback(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The text and images to send; see `SubmitFeedbackInput`.")]
        input: SubmitFeedbackInput,
    ) -> Result<SubmitFeedbackPayload> {
        let images = input.images.unwrap_or_default();
        let done = service::submit(app(ctx)?, viewer(ctx)?, &input.content, &images).await;
        answer::<_, FeedbackObject, _>(done)
    }

    /// Rewrites the caller's feedback before staff reply (`flags.editable`).
    async fn edit_feedback(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The feedback and its new text; see `EditFeedbackInput`.")]
        input: EditFeedbackInput,
    ) -> Result<EditFeedbackPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Feedback, &input.id)?;
            service::edit(a, v, id, &input.content).await
        }
        .await;
        answer::<_, FeedbackObject, _>(done)
    }

    /// Withdraws the caller's open feedback (`flags.cancellable`): it
    /// closes with outcome `CANCELLED`.
    async fn cancel_feedback(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The feedback to withdraw.")] input: FeedbackIdInput,
    ) -> Result<CancelFeedbackPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Feedback, &input.id)?;
            service::cancel(a, v, id).await
        }
        .await;
        answer::<_, FeedbackObject, _>(done)
    }

    /// Deletes feedback where `flags.deletable` allows: the caller's
    /// unanswered feedback, or (staff) closed feedback past its retention.
    async fn delete_feedback(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The feedback to delete.")] input: FeedbackIdInput,
    ) -> Result<DeleteFeedbackPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Feedback, &input.id)?;
            service::delete(a, v, id).await
        }
        .await;
        let (deleted, user_errors) = crate::payload::split(done)?;
        Ok(DeleteFeedbackPayload {
            deleted_id: deleted.map(|()| input.id),
            user_errors,
        })
    }
}
