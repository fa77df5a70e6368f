//! The spec's record workflow, once (platform-rules.md §7): PRESTART →
//! PROCESSING → CLOSED with an outcome, the four flags computed for the
//! viewer ([`flags`], the pure rule in `rules::workflow`), and every step a
//! conditional update from the states it may leave ([`step`], [`delete`]).
//!
//! A record kind declares itself once — a [`Kind`] with its audit name,
//! staff permission and policy, and its [`Step`]s — and calls [`step`]
//! inside the transaction of its own side effects (the reply text, the
//! message to the owner), so a step is whole or absent. A step from a
//! state the record has left (two staff closing at once, a cancel racing a
//! reply) changes nothing and answers `CONFLICT`; a record the viewer may
//! not see answers `NOT_FOUND`, so ids are not probed. Every step is
//! audit-logged as `<kind>.<step>`.
//!
//! The kernel knows no area: messaging the owner is the area's part of
//! the same transaction (it owns the words).

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

use super::enums::{ProtoEnum, WorkflowState};
use super::error::{AppError, AppResult};
use super::viewer::Viewer;
use super::Permission;
pub use rules::workflow::{Flags, Policy};
use rules::workflow::{Record, Stage, Standing};

/// A kind of record that moves through the workflow.
#[derive(Debug, Clone, Copy)]
pub struct Kind {
    /// The audit prefix and the name in messages, e.g. `feedback`.
    pub name: &'static str,
    /// What staff need to act on it.
    pub permission: Permission,
    /// The kind's choices (editing while processing, retention).
    pub policy: Policy,
}

/// Who takes a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    /// The record's applicant.
    Owner,
    /// Staff with the kind's permission.
    Staff,
}

crate::stored_enum!(
    /// How a closed record ended (stored as its code in the record's
    /// `outcome`; the code is also its wire name).
    pub Outcome {
        Approved => "APPROVED",
        Rejected => "REJECTED",
        Resolved => "RESOLVED",
        Cancelled => "CANCELLED",
        Paid => "PAID",
    }
);

impl Outcome {
    /// The stored and wire name (its code).
    pub fn name(self) -> &'static str {
        self.code()
    }
}

/// One transition of a kind: who takes it, from which states, to which.
#[derive(Debug, Clone, Copy)]
pub struct Step {
    /// The audit name's second part, e.g. `reply`.
    pub name: &'static str,
    pub by: Actor,
    pub from: &'static [WorkflowState],
    pub to: WorkflowState,
    /// Set when `to` is CLOSED.
    pub outcome: Option<Outcome>,
}

/// The columns of a kind's table the workflow reads and writes.
pub struct Columns<E: EntityTrait> {
    pub id: E::Column,
    pub owner: E::Column,
    pub state: E::Column,
    pub outcome: E::Column,
    pub updated_at: E::Column,
}

fn stage(state: WorkflowState) -> Stage {
    match state {
        WorkflowState::Prestart => Stage::Prestart,
        WorkflowState::Processing => Stage::Processing,
        WorkflowState::Closed => Stage::Closed,
    }
}

/// The stored number of a state.
pub fn stored(state: WorkflowState) -> i16 {
    // Three states, numbered 0 to 2 by the contract.
    state.number() as i16
}

/// A stored state number as the state; a number the contract does not
/// have (only a hand-edited row could hold one) is an error.
pub fn state_of(number: i16) -> AppResult<WorkflowState> {
    WorkflowState::stored(i64::from(number))
}

/// The flags `viewer` sees on a record of `kind` owned by `owner_id`, in
/// `state`; `reviewed` when staff started on it; `closed_at` its last
/// change when CLOSED (the retention clock).
pub fn flags(
    kind: &Kind,
    viewer: &Viewer,
    owner_id: i64,
    state: WorkflowState,
    reviewed: bool,
    closed_at: DateTime<Utc>,
) -> Flags {
    let who = Standing {
        owner: viewer.member_id == owner_id && viewer.member_id != 0,
        staff: viewer.is_staff_with(kind.permission),
    };
    let closed_days =
        (state == WorkflowState::Closed).then(|| (super::clock::now() - closed_at).num_days());
    rules::workflow::flags(
        kind.policy,
        Record {
            stage: stage(state),
            reviewed,
            closed_days,
        },
        who,
    )
}

/// Takes `step` on record `id` of `kind` (table `cols`) for `viewer`, in
/// the caller's transaction `txn`, setting `extra` columns too. Answers
/// the record's owner. Refused unless the viewer may take it; `CONFLICT`
/// when the record is no longer in a state the step leaves.
pub async fn step<E, C>(
    txn: &C,
    kind: &Kind,
    cols: &Columns<E>,
    viewer: &Viewer,
    id: i64,
    step: &Step,
    extra: Vec<(E::Column, SimpleExpr)>,
) -> AppResult<i64>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    if step.by == Actor::Staff {
        viewer.require(kind.permission)?;
    }
    let owner = owner_of(txn, kind, cols, viewer, id, step.by).await?;
    let now = super::clock::now();
    let mut update = E::update_many()
        .col_expr(cols.state, Expr::value(stored(step.to)))
        .col_expr(cols.updated_at, Expr::value(now))
        .filter(cols.id.eq(id))
        .filter(cols.state.is_in(step.from.iter().map(|s| stored(*s))));
    if let Some(outcome) = step.outcome {
        update = update.col_expr(cols.outcome, Expr::value(outcome.name()));
    }
    for (col, value) in extra {
        update = update.col_expr(col, value);
    }
    if update.exec(txn).await?.rows_affected == 0 {
        return Err(AppError::conflict(format!(
            "this {} is no longer in a state that allows {} (reload it)",
            kind.name, step.name
        )));
    }
    super::audit::record(
        txn,
        Some(viewer.member_id),
        &format!("{}.{}", kind.name, step.name),
        &format!("{}:{id}", kind.name),
        serde_json::json!({"to": step.to.name(), "outcome": step.outcome.map(Outcome::name)}),
    )
    .await?;
    Ok(owner)
}

/// How many records of a kind wait for someone: those not CLOSED. One
/// count over the kind's `(state, id)` index, which holds only the work in
/// hand (closed records are never read), for the console's overview.
pub async fn open_count<E, C>(db: &C, cols: &Columns<E>) -> AppResult<i64>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    use sea_orm::QuerySelect;
    let open = [WorkflowState::Prestart, WorkflowState::Processing].map(stored);
    let n: Option<i64> = E::find()
        .select_only()
        .column_as(cols.id.count(), "n")
        .filter(cols.state.is_in(open))
        .into_tuple()
        .one(db)
        .await?;
    Ok(n.unwrap_or(0))
}

/// The record's owner, read under the viewer's right to act: an owner's
/// step on someone else's record is `NOT_FOUND`, as for no record at all.
async fn owner_of<E: EntityTrait, C: ConnectionTrait>(
    txn: &C,
    kind: &Kind,
    cols: &Columns<E>,
    viewer: &Viewer,
    id: i64,
    by: Actor,
) -> AppResult<i64> {
    use sea_orm::QuerySelect;
    let owner: Option<i64> = E::find()
        .select_only()
        .column(cols.owner)
        .filter(cols.id.eq(id))
        .into_tuple()
        .one(txn)
        .await?;
    match owner {
        Some(o) if by == Actor::Staff || o == viewer.member_id => Ok(o),
        _ => Err(AppError::not_found(format!("no such {}", kind.name))),
    }
}

/// Deletes record `id` where the flags allow it: the owner's PRESTART
/// record, or staff's CLOSED one past the retention period. `CONFLICT`
/// when it exists but may not be deleted now.
pub async fn delete<E, C>(
    txn: &C,
    kind: &Kind,
    cols: &Columns<E>,
    viewer: &Viewer,
    id: i64,
) -> AppResult<()>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    let staff = viewer.is_staff_with(kind.permission);
    let by = if staff { Actor::Staff } else { Actor::Owner };
    let owner = owner_of(txn, kind, cols, viewer, id, by).await?;
    let retained_until = super::clock::now() - chrono::Duration::days(kind.policy.retention_days);
    let mut allowed = sea_orm::Condition::any();
    if owner == viewer.member_id {
        allowed = allowed.add(cols.state.eq(stored(WorkflowState::Prestart)));
    }
    if staff {
        allowed = allowed.add(
            sea_orm::Condition::all()
                .add(cols.state.eq(stored(WorkflowState::Closed)))
                .add(cols.updated_at.lte(retained_until)),
        );
    }
    let gone = E::delete_many()
        .filter(cols.id.eq(id))
        .filter(allowed)
        .exec(txn)
        .await?;
    if gone.rows_affected == 0 {
        return Err(AppError::conflict(format!(
            "this {} can't be deleted now",
            kind.name
        )));
    }
    super::audit::record(
        txn,
        Some(viewer.member_id),
        &format!("{}.delete", kind.name),
        &format!("{}:{id}", kind.name),
        serde_json::json!({ "owner": owner }),
    )
    .await?;
    Ok(())
}
