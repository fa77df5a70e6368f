//! The caller's record, live: it moves when one of their picks settles.

use async_graphql::{Context, SimpleObject, Subscription};
use domain::partner::Scope;
use futures_util::{Stream, StreamExt};

use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;

/// The caller's overall record after a settlement.
#[derive(SimpleObject, Debug, Clone, Copy)]
pub struct QuizRecordMoved {
    /// Settled picks overall.
    pub settled: i32,
    /// Reds overall.
    pub red: i32,
    /// The current red streak.
    pub current_streak: i32,
}

#[derive(Default)]
pub struct QuizSubscription;

#[Subscription]
impl QuizSubscription {
    /// The caller's overall record each time one of their picks settles
    /// (or is corrected); the event carries it, nothing is read.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn my_quiz_record(
        &self,
        ctx: &Context<'_>,
    ) -> Result<impl Stream<Item = QuizRecordMoved>> {
        let v = viewer(ctx)?;
        Ok(
            domain::quiz::events::record_moves(app(ctx)?, v.member_id).map(|(s, r, c)| {
                QuizRecordMoved {
                    settled: s as i32,
                    red: r as i32,
                    current_streak: c as i32,
                }
            }),
        )
    }
}
