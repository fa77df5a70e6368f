//! Staff review of a record kind, once: the step taken in a unit of work
//! with the reviewer recorded, the kind's own effect, the owner told in the
//! same transaction, the record read back, all committed together.
//!
//! Five kinds are reviewed this way (expert applications, shop
//! certifications, held posts and comments, feedback, withdrawals); each
//! wrote the same twenty lines around its effect — begin, step, deliver,
//! reload, announce, commit — and the reason's checks. A kind declares a
//! [`Review`] beside its workflow `Kind`, and its service is its effect:
//!
//! ```ignore
//! let d = review::open(ctx, viewer, &REVIEW, id, &APPROVE, vec![]).await?;
//! member::service::set_expert(d.work(), d.owner(), true).await?;
//! d.close(viewer, Notice::new("专家申请已通过", "恭喜！……")).await
//! ```
//!
//! A rejection is [`reject`]: the reason checked (1 to the kind's most
//! characters), stored, and told. The workflow's rules — who may take a
//! step, from which states, the `CONFLICT` of a step that lost a race, the
//! audit row — are `kernel::workflow`'s; this adds the owner's message,
//! which the kernel cannot send (it knows no area).

pub mod steps;

use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use crate::kernel::work::Work;
use crate::kernel::workflow::{self, Columns, Kind, Step};
use crate::kernel::{validate, AppContext, AppError, AppResult, Viewer};
use crate::message::{deliver_to_member, MessageType};

/// How a kind is reviewed.
pub struct Review<E: EntityTrait> {
    pub kind: &'static Kind,
    pub columns: &'static Columns<E>,
    /// The kind's rejecting step and where its reason is kept ([`reject`]);
    /// `None` for a kind staff do not reject (feedback is replied to and
    /// closed).
    pub rejection: Option<(&'static Step, E::Column)>,
    /// The staff member who decided, when the table keeps it.
    pub reviewed_by: Option<E::Column>,
    /// The longest reason, in characters.
    pub max_reason: usize,
    /// The message payload's key naming the record (`expertApplicationId`).
    pub payload_key: &'static str,
    /// The kind of message the owner gets.
    pub message_type: MessageType,
}

/// What the owner is told.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub title: String,
    pub text: String,
    /// More of the message's payload, beside the record's id.
    pub payload: serde_json::Map<String, serde_json::Value>,
}

impl Notice {
    pub fn new(title: impl Into<String>, text: impl Into<String>) -> Self {
        Self {
            title: title.into(),
            text: text.into(),
            payload: serde_json::Map::new(),
        }
    }

    /// The payload carries `key` too.
    pub fn with(mut self, key: &str, value: impl Into<serde_json::Value>) -> Self {
        self.payload.insert(key.to_owned(), value.into());
        self
    }
}

/// A step taken and not yet committed: the kind's effect goes in
/// [`Decision::work`], then [`Decision::close`].
pub struct Decision<'r, E: EntityTrait> {
    review: &'r Review<E>,
    work: Work,
    id: i64,
    owner: i64,
}

/// Takes `step` on record `id` for staff `viewer` in a new unit of work,
/// recording the reviewer and setting `extra` columns; the record's owner
/// and the open work come back for the kind's effect.
pub async fn open<'r, E: EntityTrait>(
    ctx: &AppContext,
    viewer: &Viewer,
    review: &'r Review<E>,
    id: i64,
    step: &Step,
    mut extra: Vec<(E::Column, SimpleExpr)>,
) -> AppResult<Decision<'r, E>> {
    if let Some(col) = review.reviewed_by {
        extra.push((col, Expr::value(viewer.member_id)));
    }
    let work = crate::kernel::db::begin(ctx).await?;
    let owner = workflow::step(&work, review.kind, review.columns, viewer, id, step, extra).await?;
    Ok(Decision {
        review,
        work,
        id,
        owner,
    })
}

impl<E: EntityTrait> Decision<'_, E> {
    /// The unit of work the step was taken in.
    pub fn work(&self) -> &Work {
        &self.work
    }

    /// The record's owner.
    pub fn owner(&self) -> i64 {
        self.owner
    }

    /// The record as this transaction sees it.
    pub async fn record(&self) -> AppResult<E::Model> {
        E::find()
            .filter(self.review.columns.id.eq(self.id))
            .one(&self.work)
            .await?
            .ok_or_else(|| AppError::not_found(format!("no such {}", self.review.kind.name)))
    }

    /// Tells the owner (from `viewer`), reads the record back and commits:
    /// the step, the effect, the message and its announcement together.
    pub async fn close(self, viewer: &Viewer, notice: Notice) -> AppResult<E::Model> {
        let mut payload = notice.payload;
        payload.insert(
            self.review.payload_key.to_owned(),
            self.id.to_string().into(),
        );
        let delivered = deliver_to_member(
            &self.work,
            self.owner,
            Some(viewer.member_id),
            self.review.message_type,
            &notice.title,
            &notice.text,
            serde_json::Value::Object(payload),
        )
        .await?;
        crate::message::announce_on(&self.work, delivered);
        self.commit().await
    }

    /// Reads the record back and commits, telling the owner nothing (a
    /// step whose effect speaks for itself).
    pub async fn commit(self) -> AppResult<E::Model> {
        let saved = self.record().await?;
        self.work.commit().await?;
        Ok(saved)
    }
}

/// A reason given with a rejection: trimmed, 1 to `max` characters.
pub fn reason(text: &str, max: usize) -> AppResult<String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::invalid("reason", "say why"));
    }
    validate::max_chars("reason", text, max)?;
    Ok(text.to_owned())
}

/// Staff reject record `id` with `reason` (checked, stored in the kind's
/// reason column, `extra` set too) and the owner is told `notice(reason)`;
/// the open decision comes back for a kind with an effect of its own
/// (then [`Decision::close`]), or [`reject`] closes it at once.
pub async fn open_rejection<'r, E: EntityTrait>(
    ctx: &AppContext,
    viewer: &Viewer,
    review: &'r Review<E>,
    id: i64,
    reason_text: &str,
    mut extra: Vec<(E::Column, SimpleExpr)>,
) -> AppResult<(Decision<'r, E>, String)> {
    let Some((step, column)) = review.rejection else {
        return Err(AppError::internal(format!(
            "{} is not rejected by staff",
            review.kind.name
        )));
    };
    let reason = reason(reason_text, review.max_reason)?;
    extra.push((column, Expr::value(reason.clone())));
    let d = open(ctx, viewer, review, id, step, extra).await?;
    Ok((d, reason))
}

/// [`open_rejection`] closed at once: the owner told `notice(reason)`.
pub async fn reject<E: EntityTrait>(
    ctx: &AppContext,
    viewer: &Viewer,
    review: &Review<E>,
    id: i64,
    reason_text: &str,
    extra: Vec<(E::Column, SimpleExpr)>,
    notice: impl FnOnce(&str) -> Notice,
) -> AppResult<E::Model> {
    let (d, reason) = open_rejection(ctx, viewer, review, id, reason_text, extra).await?;
    d.close(viewer, notice(&reason)).await
}
