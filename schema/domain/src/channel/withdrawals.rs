//! Withdrawals of earned commission (the record workflow, kind
//! `withdrawal`): asked for with the amount held at once, approved then
//! paid, or rejected or cancelled with the hold returned once.
//!
//! States: PROCESSING with no outcome (waiting for review; the member may
//! cancel), PROCESSING with `APPROVED` (staff approved; to be paid),
//! CLOSED with `PAID`, `REJECTED` or `CANCELLED`. A step that needs an
//! outcome too (approve and cancel: none yet; paid: approved) first takes
//! the row by a conditional update on it, then moves through
//! `kernel::workflow::step`, in one transaction.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, EntityTrait,
    QueryFilter, QuerySelect,
};

use super::earnings::{self, Kind, Posting};
use crate::kernel::enums::{ProtoEnum, WorkflowState};
use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::workflow::{self, Actor, Flags, Outcome};
use crate::kernel::{validate, AppContext, AppError, AppResult, ErrorCode, Permission, Viewer};
use crate::message::{announce_on, deliver_to_member, Delivered, MessageType};
use entities::{member, withdrawal};

/// Withdrawals: staff with the operations permission review and pay them;
/// closed ones are kept ten years.
pub const KIND: workflow::Kind = workflow::Kind {
    name: "withdrawal",
    permission: Permission::Operations,
    policy: workflow::Policy {
        editable_while_processing: false,
        retention_days: 3650,
    },
};

const COLUMNS: workflow::Columns<withdrawal::Entity> = workflow::Columns {
    id: withdrawal::Column::Id,
    owner: withdrawal::Column::MemberId,
    state: withdrawal::Column::State,
    outcome: withdrawal::Column::Outcome,
    updated_at: withdrawal::Column::UpdatedAt,
};

/// How many withdrawals wait for staff (the console's overview).
pub async fn open_count(ctx: &AppContext) -> AppResult<i64> {
    workflow::open_count(&ctx.db, &COLUMNS).await
}

const APPROVE: workflow::Step = workflow::Step {
    name: "approve",
    by: Actor::Staff,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Processing,
    outcome: Some(Outcome::Approved),
};
const REJECT: workflow::Step = workflow::Step {
    name: "reject",
    by: Actor::Staff,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Rejected),
};
const PAY: workflow::Step = workflow::Step {
    name: "pay",
    by: Actor::Staff,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Paid),
};
const CANCEL: workflow::Step = workflow::Step {
    name: "cancel",
    by: Actor::Owner,
    from: &[WorkflowState::Processing],
    to: WorkflowState::Closed,
    outcome: Some(Outcome::Cancelled),
};

/// A withdrawal as the viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Withdrawal {
    pub id: i64,
    pub member_id: i64,
    pub amount_fen: i64,
    pub state: WorkflowState,
    pub outcome: Option<Outcome>,
    /// Staff's reason for a rejection (`""` otherwise).
    pub reason: String,
    pub payee_name: String,
    pub payee_kind: String,
    pub payee_account: String,
    pub payee_bank: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    pub flags: Flags,
}

impl Withdrawal {
    /// The row as `viewer` sees it: the payee in full for the member and
    /// staff who pay (reads audited by the caller), masked otherwise.
    pub fn view(m: withdrawal::Model, viewer: &Viewer) -> AppResult<Self> {
        let outcome = m.outcome.as_deref().map(Outcome::from_code).transpose()?;
        let state = workflow::state_of(m.state)?;
        let mut flags = workflow::flags(
            &KIND,
            viewer,
            m.member_id,
            state,
            outcome.is_some(),
            m.updated_at,
        );
        // Approved: on its way to be paid, no longer the member's to cancel.
        flags.cancellable &= outcome.is_none();
        let full = viewer.member_id == m.member_id || viewer.is_staff_with(KIND.permission);
        let (payee_name, payee_account) = if full {
            (m.payee_name, m.payee_account)
        } else {
            (
                rules::channel::mask_name(&m.payee_name),
                rules::channel::mask_account(&m.payee_account),
            )
        };
        Ok(Self {
            id: m.id,
            member_id: m.member_id,
            amount_fen: m.amount_fen,
            state,
            outcome,
            reason: m.reason,
            payee_name,
            payee_kind: m.payee_kind,
            payee_account,
            payee_bank: m.payee_bank,
            created_at: m.created_at,
            updated_at: m.updated_at,
            paid_at: m.paid_at,
            flags,
        })
    }
}

/// A member's request.
#[derive(Debug, Clone)]
pub struct WithdrawalRequest {
    pub amount_fen: i64,
    /// Makes a retried request one withdrawal.
    pub idempotency_key: Option<String>,
}

/// The caller asks to withdraw `amount_fen` of their earnings; the amount
/// is held at once. `NOT_VERIFIED` without real-name authentication,
/// `NOT_ELIGIBLE` without receive info, `PAYEE_MISMATCH` when its name is
/// not the real name, `INSUFFICIENT_BALANCE`, `WITHDRAWAL_LIMIT`.
pub async fn request(
    ctx: &AppContext,
    viewer: &Viewer,
    req: WithdrawalRequest,
) -> AppResult<Withdrawal> {
    let amount = req.amount_fen;
    let id: i64 = crate::kernel::idempotency::once(
        ctx,
        "withdrawal.request",
        viewer.member_id,
        req.idempotency_key.as_deref(),
        &serde_json::json!({ "amountFen": amount }),
        || async { crate::kernel::db::retrying(|| request_now(ctx, viewer, amount)).await },
    )
    .await?;
    get(ctx, viewer, id).await
}

async fn request_now(ctx: &AppContext, viewer: &Viewer, amount: i64) -> AppResult<i64> {
    let rules = super::settings::load(ctx).await?;
    if let Err(breach) = rules::channel::check_withdrawal(&rules, amount, 0, 0)? {
        return Err(limit(breach));
    }
    let me = member::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    if !crate::member::is_real_name_auth(&me) {
        return Err(AppError::new(
            ErrorCode::NotVerified,
            "complete real-name authentication first",
        ));
    }
    let payee = super::payee::of(&ctx.db, viewer.member_id)
        .await?
        .ok_or_else(|| AppError::new(ErrorCode::NotEligible, "set your receive info first"))?;
    if payee.legal_name.trim() != me.legal_name.trim() {
        return Err(AppError::new(
            ErrorCode::PayeeMismatch,
            "the receive info's name is not the name of your real-name authentication",
        ));
    }
    let now = crate::kernel::clock::now();
    let today = crate::kernel::clock::shanghai_day(now);
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = withdrawal::ActiveModel {
        member_id: Set(viewer.member_id),
        amount_fen: Set(amount),
        day: Set(today),
        state: Set(workflow::stored(WorkflowState::Processing)),
        outcome: Set(None),
        reason: Set(String::new()),
        payee_name: Set(payee.legal_name.clone()),
        payee_kind: Set(payee.kind.clone()),
        payee_account: Set(payee.account_no.clone()),
        payee_bank: Set(payee.bank_name.clone()),
        reviewed_by: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        paid_at: Set(None),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    // The hold takes the member's earnings row: what follows reads today's
    // requests after every earlier request of the member committed.
    earnings::post(
        &txn,
        Posting {
            member_id: viewer.member_id,
            amount_fen: amount,
            kind: Kind::Withdrawal,
            key: format!("withdrawal:{}", row.id),
            channel: None,
            description: "提现".into(),
        },
    )
    .await?;
    let (count, held) = today_of(&txn, viewer.member_id, today, row.id).await?;
    if let Err(breach) = rules::channel::check_withdrawal(&rules, amount, count, held)? {
        return Err(limit(breach));
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "withdrawal.request",
        &format!("withdrawal:{}", row.id),
        serde_json::json!({ "amountFen": amount }),
    )
    .await?;
    let delivered = tell(
        &txn,
        &row,
        None,
        "提现申请已提交",
        format!("你申请提现 {} 元，等待审核。", rules::channel::yuan(amount)),
    )
    .await?;
    super::events::emit_withdrawal_updated(
        &txn,
        row.id,
        row.member_id,
        amount,
        WorkflowState::Processing.name(),
        None,
    )
    .await?;
    announce_on(&txn, delivered);
    txn.commit().await?;
    Ok(row.id)
}

fn limit(breach: rules::channel::LimitBreach) -> AppError {
    AppError {
        field: Some("amount".into()),
        ..AppError::new(ErrorCode::WithdrawalLimit, breach.message())
    }
}

/// Today's requests of the member other than `except`, and the fen they
/// hold or paid (rejected and cancelled ones count as requests only).
async fn today_of<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    today: chrono::NaiveDate,
    except: i64,
) -> AppResult<(i64, i64)> {
    let rows: Vec<(i64, Option<String>)> = withdrawal::Entity::find()
        .select_only()
        .column(withdrawal::Column::AmountFen)
        .column(withdrawal::Column::Outcome)
        .filter(withdrawal::Column::MemberId.eq(member_id))
        .filter(withdrawal::Column::Day.eq(today))
        .filter(withdrawal::Column::Id.ne(except))
        .into_tuple()
        .all(db)
        .await?;
    let count = rows.len() as i64;
    let held = rows
        .iter()
        .filter(|(_, o)| !matches!(o.as_deref(), Some("REJECTED") | Some("CANCELLED")))
        .map(|(a, _)| *a)
        .sum();
    Ok((count, held))
}

/// Messages the member about their withdrawal, in `txn`.
async fn tell<C: ConnectionTrait>(
    txn: &C,
    row: &withdrawal::Model,
    staff: Option<i64>,
    title: &str,
    text: String,
) -> AppResult<Delivered> {
    deliver_to_member(
        txn,
        row.member_id,
        staff,
        MessageType::SystemNotice,
        title,
        &text,
        serde_json::json!({ "withdrawalId": row.id.to_string() }),
    )
    .await
}

/// The end of every step after the request: the member told, the
/// partner's webhook written, the transaction committed, and the message
/// announced with it.
async fn close(
    txn: crate::kernel::work::Work,
    row: withdrawal::Model,
    staff: Option<i64>,
    title: &str,
    text: String,
    viewer: &Viewer,
) -> AppResult<Withdrawal> {
    let delivered = tell(&txn, &row, staff, title, text).await?;
    emit(&txn, &row).await?;
    announce_on(&txn, delivered);
    txn.commit().await?;
    Withdrawal::view(row, viewer)
}

async fn reload<C: ConnectionTrait>(db: &C, id: i64) -> AppResult<withdrawal::Model> {
    withdrawal::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such withdrawal"))
}

/// Takes withdrawal `id` for a step that needs `outcome` as well as its
/// state: a conditional update on the row (which holds it to the end of
/// the transaction). `NOT_FOUND` for none (or someone else's, when
/// `owner` is given), `CONFLICT` when it moved on.
async fn take<C: ConnectionTrait>(
    txn: &C,
    id: i64,
    owner: Option<i64>,
    outcome: Condition,
) -> AppResult<()> {
    let mut q = withdrawal::Entity::update_many()
        .col_expr(
            withdrawal::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(withdrawal::Column::Id.eq(id))
        .filter(withdrawal::Column::State.eq(workflow::stored(WorkflowState::Processing)))
        .filter(outcome);
    if let Some(o) = owner {
        q = q.filter(withdrawal::Column::MemberId.eq(o));
    }
    if q.exec(txn).await?.rows_affected == 1 {
        return Ok(());
    }
    match withdrawal::Entity::find_by_id(id).one(txn).await? {
        Some(r) if owner.is_none_or(|o| o == r.member_id) => Err(AppError::conflict(
            "this withdrawal is no longer in a state that allows this (reload it)",
        )),
        _ => Err(AppError::not_found("no such withdrawal")),
    }
}

/// Returns the hold of a rejected or cancelled withdrawal: once, under the
/// key `withdrawal_return:<id>` (the state step before it already let only
/// one caller through).
async fn give_back<C: ConnectionTrait>(txn: &C, row: &withdrawal::Model) -> AppResult<()> {
    earnings::post(
        txn,
        Posting {
            member_id: row.member_id,
            amount_fen: row.amount_fen,
            kind: Kind::WithdrawalReturn,
            key: format!("withdrawal_return:{}", row.id),
            channel: None,
            description: "提现退回".into(),
        },
    )
    .await?;
    Ok(())
}

async fn emit<C: ConnectionTrait>(txn: &C, row: &withdrawal::Model) -> AppResult<()> {
    super::events::emit_withdrawal_updated(
        txn,
        row.id,
        row.member_id,
        row.amount_fen,
        workflow::state_of(row.state)?.name(),
        row.outcome.as_deref(),
    )
    .await
}

/// Staff approve a waiting withdrawal (it stays open, to be paid).
pub async fn approve(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    viewer.require(KIND.permission)?;
    crate::kernel::db::retrying(|| approve_once(ctx, viewer, id)).await
}

async fn approve_once(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    let txn = crate::kernel::db::begin(ctx).await?;
    take(
        &txn,
        id,
        None,
        Condition::all().add(withdrawal::Column::Outcome.is_null()),
    )
    .await?;
    workflow::step(
        &txn,
        &KIND,
        &COLUMNS,
        viewer,
        id,
        &APPROVE,
        vec![(
            withdrawal::Column::ReviewedBy,
            Expr::value(viewer.member_id),
        )],
    )
    .await?;
    let row = reload(&txn, id).await?;
    let text = format!(
        "你的 {} 元提现已通过审核，将尽快打款。",
        rules::channel::yuan(row.amount_fen)
    );
    close(
        txn,
        row,
        Some(viewer.member_id),
        "提现申请已通过",
        text,
        viewer,
    )
    .await
}

/// Staff reject a withdrawal (waiting or approved) with a reason: closed,
/// the hold returned once.
pub async fn reject(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    reason: &str,
) -> AppResult<Withdrawal> {
    let reason = validate::max_chars("reason", reason, 200)?;
    if reason.is_empty() {
        return Err(AppError::invalid("reason", "say why"));
    }
    crate::kernel::db::retrying(|| reject_once(ctx, viewer, id, &reason)).await
}

async fn reject_once(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    reason: &str,
) -> AppResult<Withdrawal> {
    let txn = crate::kernel::db::begin(ctx).await?;
    workflow::step(
        &txn,
        &KIND,
        &COLUMNS,
        viewer,
        id,
        &REJECT,
        vec![
            (withdrawal::Column::Reason, Expr::value(reason)),
            (
                withdrawal::Column::ReviewedBy,
                Expr::value(viewer.member_id),
            ),
        ],
    )
    .await?;
    let row = reload(&txn, id).await?;
    give_back(&txn, &row).await?;
    let text = format!(
        "你的 {} 元提现未通过审核，金额已退回收益余额。原因：{reason}",
        rules::channel::yuan(row.amount_fen)
    );
    close(
        txn,
        row,
        Some(viewer.member_id),
        "提现申请未通过",
        text,
        viewer,
    )
    .await
}

/// Staff mark an approved withdrawal paid: closed, the hold leaves
/// `held_fen`.
pub async fn mark_paid(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    viewer.require(KIND.permission)?;
    crate::kernel::db::retrying(|| mark_paid_once(ctx, viewer, id)).await
}

async fn mark_paid_once(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    let txn = crate::kernel::db::begin(ctx).await?;
    take(
        &txn,
        id,
        None,
        Condition::all().add(withdrawal::Column::Outcome.eq(Outcome::Approved.name())),
    )
    .await?;
    let now = crate::kernel::clock::now();
    workflow::step(
        &txn,
        &KIND,
        &COLUMNS,
        viewer,
        id,
        &PAY,
        vec![(withdrawal::Column::PaidAt, Expr::value(now))],
    )
    .await?;
    let row = reload(&txn, id).await?;
    if !earnings::release_paid(&txn, row.member_id, row.amount_fen).await? {
        return Err(AppError::internal("a paid withdrawal's hold is missing"));
    }
    let text = format!(
        "你的 {} 元提现已打款，请留意收款账户。",
        rules::channel::yuan(row.amount_fen)
    );
    close(txn, row, Some(viewer.member_id), "提现已打款", text, viewer).await
}

/// The member cancels their withdrawal before staff approved it: closed,
/// the hold returned once.
pub async fn cancel(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    crate::kernel::db::retrying(|| cancel_once(ctx, viewer, id)).await
}

async fn cancel_once(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    let txn = crate::kernel::db::begin(ctx).await?;
    take(
        &txn,
        id,
        Some(viewer.member_id),
        Condition::all().add(withdrawal::Column::Outcome.is_null()),
    )
    .await?;
    workflow::step(&txn, &KIND, &COLUMNS, viewer, id, &CANCEL, vec![]).await?;
    let row = reload(&txn, id).await?;
    give_back(&txn, &row).await?;
    let text = format!(
        "你取消了 {} 元提现，金额已退回收益余额。",
        rules::channel::yuan(row.amount_fen)
    );
    close(txn, row, None, "提现已取消", text, viewer).await
}

/// Withdrawal `id` for its member or staff.
pub async fn get(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Withdrawal> {
    let row = withdrawal::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .filter(|r| r.member_id == viewer.member_id || viewer.is_staff_with(KIND.permission))
        .ok_or_else(|| AppError::not_found("no such withdrawal"))?;
    audit_reads(ctx, viewer, std::slice::from_ref(&row)).await?;
    Withdrawal::view(row, viewer)
}

/// The caller's withdrawals, newest first.
pub async fn mine(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<Withdrawal>, bool)> {
    let q = withdrawal::Entity::find().filter(withdrawal::Column::MemberId.eq(viewer.member_id));
    let (rows, more) = newest_by_id(&ctx.db, q, withdrawal::Column::Id, window).await?;
    Ok((
        rows.into_iter()
            .map(|r| Withdrawal::view(r, viewer))
            .collect::<AppResult<_>>()?,
        more,
    ))
}

/// Staff: withdrawals newest first, optionally in one state. Reading
/// others' payees is audit-logged (one row per withdrawal, one insert).
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    state: Option<WorkflowState>,
    window: &Window<i64>,
) -> AppResult<(Vec<Withdrawal>, bool)> {
    viewer.require(KIND.permission)?;
    let mut q = withdrawal::Entity::find();
    if let Some(s) = state {
        q = q.filter(withdrawal::Column::State.eq(workflow::stored(s)));
    }
    let (rows, more) = newest_by_id(&ctx.db, q, withdrawal::Column::Id, window).await?;
    audit_reads(ctx, viewer, &rows).await?;
    Ok((
        rows.into_iter()
            .map(|r| Withdrawal::view(r, viewer))
            .collect::<AppResult<_>>()?,
        more,
    ))
}

/// Staff reads of others' payees, one audit row each.
async fn audit_reads(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: &[withdrawal::Model],
) -> AppResult<()> {
    let targets: Vec<String> = rows
        .iter()
        .filter(|r| r.member_id != viewer.member_id)
        .map(|r| format!("withdrawal:{}", r.id))
        .collect();
    crate::kernel::audit::record_many(
        &ctx.db,
        Some(viewer.member_id),
        "withdrawal.read_payee",
        &targets,
        serde_json::json!({}),
    )
    .await
}
