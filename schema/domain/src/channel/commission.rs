//! Commission [choice, `COMMISSION_FEN`]: a fixed amount in fen to a
//! channel's operator for each member who registered through the channel,
//! passed real-name authentication and checked in on 3 distinct days
//! within 30 days of registering (`rules::channel::qualifies`). The roll-up
//! run credits what came due, once per member: the ledger key
//! `commission:<member>` is unique, so two runs at once credit once.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::sea_query::{Alias, Expr, JoinType, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

use super::earnings::{self, Kind, Posting};
use crate::kernel::clock::shanghai_day;
use crate::kernel::{AppContext, AppResult, ErrorCode};
use entities::{check_in, earnings_ledger, invite, member, partner_channel};

/// Members registered this many days back are still looked at (the rule's
/// 30 days, and a margin for a roll-up that ran late).
const LOOK_BACK_DAYS: i64 = rules::channel::QUALIFYING_WINDOW_DAYS + 2;
const CHUNK: usize = 500;

/// The ledger key of `member_id`'s commission.
pub fn key(member_id: i64) -> String {
    format!("commission:{member_id}")
}

/// A member whose commission may be due.
#[derive(Debug, Clone)]
struct Candidate {
    member_id: i64,
    channel: String,
    operator_id: i64,
    registered: NaiveDate,
}

/// Credits every commission that came due and was not credited yet.
/// Answers how many were credited by this call.
pub async fn credit_due(ctx: &AppContext) -> AppResult<usize> {
    let rules = super::settings::load(ctx).await?;
    if rules.commission_fen <= 0 {
        return Ok(0);
    }
    let candidates = candidates(&ctx.db).await?;
    let mut credited = 0;
    for chunk in candidates.chunks(CHUNK) {
        let keys: Vec<String> = chunk.iter().map(|c| key(c.member_id)).collect();
        let done: HashSet<String> = earnings_ledger::Entity::find()
            .select_only()
            .column(earnings_ledger::Column::Key)
            .filter(earnings_ledger::Column::Key.is_in(keys))
            .into_tuple::<String>()
            .all(&ctx.db)
            .await?
            .into_iter()
            .collect();
        let open: Vec<&Candidate> = chunk
            .iter()
            .filter(|c| !done.contains(&key(c.member_id)))
            .collect();
        if open.is_empty() {
            continue;
        }
        let mut days: HashMap<i64, Vec<NaiveDate>> = HashMap::new();
        let rows: Vec<(i64, NaiveDate)> = check_in::Entity::find()
            .select_only()
            .column(check_in::Column::MemberId)
            .column(check_in::Column::Day)
            .filter(check_in::Column::MemberId.is_in(open.iter().map(|c| c.member_id)))
            .into_tuple()
            .all(&ctx.db)
            .await?;
        for (m, d) in rows {
            days.entry(m).or_default().push(d);
        }
        for c in open {
            let checked = days.get(&c.member_id).map(Vec::as_slice).unwrap_or(&[]);
            // Real-name authentication was required by the candidates' query.
            if rules::channel::qualifies(true, c.registered, checked)
                && credit(ctx, c, rules.commission_fen).await?
            {
                credited += 1;
            }
        }
    }
    Ok(credited)
}

/// Members registered through a channel with an operator in the last
/// [`LOOK_BACK_DAYS`], with real-name authentication.
async fn candidates<C: ConnectionTrait>(db: &C) -> AppResult<Vec<Candidate>> {
    let since = crate::kernel::clock::now() - chrono::Duration::days(LOOK_BACK_DAYS);
    let (i, c, m) = (Alias::new("i"), Alias::new("c"), Alias::new("m"));
    let q = Query::select()
        .expr_as(
            Expr::col((i.clone(), invite::Column::InviteeId)),
            Alias::new("member_id"),
        )
        .expr_as(
            Expr::col((c.clone(), partner_channel::Column::Channel)),
            Alias::new("channel"),
        )
        .expr_as(
            Expr::col((c.clone(), partner_channel::Column::OperatorId)),
            Alias::new("operator_id"),
        )
        .expr_as(
            Expr::col((m.clone(), member::Column::CreatedAt)),
            Alias::new("registered_at"),
        )
        .from_as(invite::Entity, i.clone())
        .join_as(
            JoinType::InnerJoin,
            partner_channel::Entity,
            c.clone(),
            Expr::col((c.clone(), partner_channel::Column::Channel))
                .equals((i.clone(), invite::Column::Channel)),
        )
        .join_as(
            JoinType::InnerJoin,
            member::Entity,
            m.clone(),
            Expr::col((m.clone(), member::Column::Id))
                .equals((i.clone(), invite::Column::InviteeId)),
        )
        .and_where(Expr::col((c.clone(), partner_channel::Column::OperatorId)).is_not_null())
        .and_where(Expr::col((m.clone(), member::Column::CreatedAt)).gte(since))
        .and_where(Expr::col((m.clone(), member::Column::IdNumber)).ne(""))
        .and_where(Expr::col((m, member::Column::LegalName)).ne(""))
        .to_owned();
    let stmt = db.get_database_backend().build(&q);
    let mut out = Vec::new();
    for row in db.query_all(stmt).await? {
        let registered_at: DateTime<Utc> = row.try_get("", "registered_at")?;
        out.push(Candidate {
            member_id: row.try_get("", "member_id")?,
            channel: row.try_get("", "channel")?,
            operator_id: row.try_get("", "operator_id")?,
            registered: shanghai_day(registered_at),
        });
    }
    Ok(out)
}

/// Credits one member's commission in its own transaction; `false` when
/// another run credited it first.
async fn credit(ctx: &AppContext, c: &Candidate, amount_fen: i64) -> AppResult<bool> {
    let txn = crate::kernel::db::begin(ctx).await?;
    // Credited meanwhile by another run (seen once this one holds the
    // write lock on SQLite): nothing to do.
    if earnings::posted(&txn, &key(c.member_id)).await? {
        return Ok(false);
    }
    let posted = earnings::post(
        &txn,
        Posting {
            member_id: c.operator_id,
            amount_fen,
            kind: Kind::Commission,
            key: key(c.member_id),
            channel: Some(c.channel.clone()),
            description: format!("渠道佣金（{}）", c.channel),
        },
    )
    .await;
    let posted = match posted {
        Ok(p) => p,
        // The key won by another run on PostgreSQL: this one rolls back.
        Err(e) if e.code == ErrorCode::Conflict => return Ok(false),
        Err(e) => return Err(e),
    };
    super::events::emit_commission_credited(
        &txn,
        c.operator_id,
        c.member_id,
        &c.channel,
        amount_fen,
        posted.ledger_id,
    )
    .await?;
    txn.commit().await?;
    Ok(true)
}
