//! The feedback area's queries.

use super::objects::*;
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::feedback::service;
use domain::partner::Scope;

#[derive(Default)]
pub struct FeedbackQuery;

/// Feedback reads of a member.
#[paging::connection_args]
#[Object]
impl FeedbackQuery {
    /// The caller's feedback, newest first.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn my_feedback(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<FeedbackConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = service::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        feedback_connection(rows, more, &window)
    }
}
