//! The earnings ledger: the one way an earnings balance changes.
//!
//! A posting moves `member_earnings` by a conditional update (a hold only
//! where the balance covers it, a return only where the hold does; the
//! CHECKs are the backstop), reads the balance after it, and appends the
//! ledger row with it under its unique key, `ON CONFLICT DO NOTHING`: a
//! key posted before (a race lost to another run) is `CONFLICT` and the
//! caller's transaction must not commit — the balance moved with it. The
//! update takes the member's row first, so postings of one member queue
//! and every `balance_after` is exact.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect,
};

use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::{AppContext, AppError, AppResult, ErrorCode, Viewer};
use entities::{earnings_ledger, member_earnings};

crate::stored_enum!(
    /// What a posting is for (stored in `earnings_ledger.kind`).
    pub Kind {
        /// A channel's commission (in).
        Commission => "COMMISSION",
        /// A withdrawal's hold (out: from the balance into `held_fen`).
        Withdrawal => "WITHDRAWAL",
        /// A rejected or cancelled withdrawal's hold back (in).
        WithdrawalReturn => "WITHDRAWAL_RETURN",
        /// Commission staff credited by hand, with a reason (in; `credit`).
        StaffCredit => "STAFF_CREDIT",
    }
);

/// One posting to make.
#[derive(Debug, Clone)]
pub struct Posting {
    pub member_id: i64,
    /// Positive; the kind decides the direction.
    pub amount_fen: i64,
    pub kind: Kind,
    /// At most once: `commission:<member>`, `withdrawal:<id>`, …
    pub key: String,
    pub channel: Option<String>,
    pub description: String,
}

/// A posting made (the transaction still to commit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posted {
    pub ledger_id: i64,
    pub balance_fen: i64,
}

/// A member's earnings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Balance {
    /// What can be withdrawn, fen.
    pub balance_fen: i64,
    /// What open withdrawals hold, fen.
    pub held_fen: i64,
}

/// A ledger row as its member sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerEntry {
    pub id: i64,
    /// Signed fen.
    pub amount_fen: i64,
    pub kind: String,
    pub balance_after: i64,
    pub channel: Option<String>,
    pub description: String,
    pub created_at: DateTime<Utc>,
}

impl From<earnings_ledger::Model> for LedgerEntry {
    fn from(m: earnings_ledger::Model) -> Self {
        Self {
            id: m.id,
            amount_fen: m.amount_fen,
            kind: m.kind,
            balance_after: m.balance_after,
            channel: m.channel,
            description: m.description,
            created_at: m.created_at,
        }
    }
}

/// Whether `key` was posted (a cheap look before taking any lock).
pub async fn posted<C: ConnectionTrait>(db: &C, key: &str) -> AppResult<bool> {
    let found: Option<i64> = earnings_ledger::Entity::find()
        .select_only()
        .column(earnings_ledger::Column::Id)
        .filter(earnings_ledger::Column::Key.eq(key))
        .into_tuple()
        .one(db)
        .await?;
    Ok(found.is_some())
}

/// Makes `p` inside the caller's transaction. A hold larger than the
/// balance is `INSUFFICIENT_BALANCE`; a key posted before is `CONFLICT`.
/// Either way the caller's transaction must not commit.
pub async fn post<C: ConnectionTrait>(db: &C, p: Posting) -> AppResult<Posted> {
    if p.amount_fen <= 0 {
        return Err(AppError::internal("earnings posting of zero or less"));
    }
    let now = crate::kernel::clock::now();
    member_earnings::Entity::insert(member_earnings::ActiveModel {
        member_id: Set(p.member_id),
        balance_fen: Set(0),
        held_fen: Set(0),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(member_earnings::Column::MemberId)
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    let balance = Expr::col(member_earnings::Column::BalanceFen);
    let held = Expr::col(member_earnings::Column::HeldFen);
    let mut update = member_earnings::Entity::update_many()
        .col_expr(member_earnings::Column::UpdatedAt, Expr::value(now))
        .filter(member_earnings::Column::MemberId.eq(p.member_id));
    let signed = match p.kind {
        Kind::Commission | Kind::StaffCredit => {
            update = update.col_expr(
                member_earnings::Column::BalanceFen,
                balance.add(p.amount_fen),
            );
            p.amount_fen
        }
        Kind::Withdrawal => {
            update = update
                .col_expr(
                    member_earnings::Column::BalanceFen,
                    balance.sub(p.amount_fen),
                )
                .col_expr(member_earnings::Column::HeldFen, held.add(p.amount_fen))
                .filter(member_earnings::Column::BalanceFen.gte(p.amount_fen));
            -p.amount_fen
        }
        Kind::WithdrawalReturn => {
            update = update
                .col_expr(
                    member_earnings::Column::BalanceFen,
                    balance.add(p.amount_fen),
                )
                .col_expr(member_earnings::Column::HeldFen, held.sub(p.amount_fen))
                .filter(member_earnings::Column::HeldFen.gte(p.amount_fen));
            p.amount_fen
        }
    };
    if update.exec(db).await?.rows_affected == 0 {
        return Err(match p.kind {
            Kind::Withdrawal => AppError::new(
                ErrorCode::InsufficientBalance,
                format!(
                    "the earnings balance is below {} yuan",
                    rules::channel::yuan(p.amount_fen)
                ),
            ),
            _ => AppError::internal("earnings hold smaller than its return"),
        });
    }
    let balance_fen: i64 = member_earnings::Entity::find_by_id(p.member_id)
        .select_only()
        .column(member_earnings::Column::BalanceFen)
        .into_tuple()
        .one(db)
        .await?
        .ok_or_else(|| AppError::internal("earnings row vanished"))?;
    let inserted = earnings_ledger::Entity::insert(earnings_ledger::ActiveModel {
        member_id: Set(p.member_id),
        amount_fen: Set(signed),
        kind: Set(p.kind.code().to_owned()),
        key: Set(p.key.clone()),
        balance_after: Set(balance_fen),
        channel: Set(p.channel),
        description: Set(p.description),
        created_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::column(earnings_ledger::Column::Key)
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    if !matches!(inserted, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
        return Err(AppError::conflict(format!(
            "`{}` was posted already",
            p.key
        )));
    }
    let ledger_id: i64 = earnings_ledger::Entity::find()
        .select_only()
        .column(earnings_ledger::Column::Id)
        .filter(earnings_ledger::Column::Key.eq(p.key.as_str()))
        .into_tuple()
        .one(db)
        .await?
        .ok_or_else(|| AppError::internal("ledger row vanished"))?;
    Ok(Posted {
        ledger_id,
        balance_fen,
    })
}

/// Moves a paid withdrawal's amount out of `held_fen` (no posting: the
/// balance moved when it was held). `false` when the hold is not there.
pub async fn release_paid<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    amount_fen: i64,
) -> AppResult<bool> {
    let moved = member_earnings::Entity::update_many()
        .col_expr(
            member_earnings::Column::HeldFen,
            Expr::col(member_earnings::Column::HeldFen).sub(amount_fen),
        )
        .col_expr(
            member_earnings::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(member_earnings::Column::MemberId.eq(member_id))
        .filter(member_earnings::Column::HeldFen.gte(amount_fen))
        .exec(db)
        .await?;
    Ok(moved.rows_affected == 1)
}

/// The caller's balance (zero before any earnings).
pub async fn balance(ctx: &AppContext, viewer: &Viewer) -> AppResult<Balance> {
    balance_of(&ctx.db, viewer.member_id).await
}

/// `member_id`'s balance.
pub async fn balance_of<C: ConnectionTrait>(db: &C, member_id: i64) -> AppResult<Balance> {
    Ok(member_earnings::Entity::find_by_id(member_id)
        .one(db)
        .await?
        .map(|r| Balance {
            balance_fen: r.balance_fen,
            held_fen: r.held_fen,
        })
        .unwrap_or_default())
}

/// The caller's ledger, newest first.
pub async fn ledger(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<LedgerEntry>, bool)> {
    let q = earnings_ledger::Entity::find()
        .filter(earnings_ledger::Column::MemberId.eq(viewer.member_id));
    let (rows, more) = newest_by_id(&ctx.db, q, earnings_ledger::Column::Id, window).await?;
    Ok((rows.into_iter().map(LedgerEntry::from).collect(), more))
}
