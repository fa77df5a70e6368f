//! Rewarded ads: the ad network calls us back when a member has watched an
//! ad to the end; we credit `AD_REWARD_POINTS` once per (provider,
//! transaction id), at most `AD_REWARD_DAILY_LIMIT` paid ads per member per
//! Asia/Shanghai day. The app then asks `CheckAdTransId` whether its
//! transaction was credited.
//!
//! The callback is signed the way server-side reward verification of the
//! common ad SDKs works: `sign = hex(sha256("<secret>:<trans_id>"))`, with a
//! secret per provider from the server's configuration.

use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use sha2::{Digest, Sha256};

use super::ledger::{self, Entry, Reason};
use super::rules;
use crate::kernel::clock::{shanghai_day, shanghai_day_start};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::viewer::active_members;
use crate::kernel::Viewer;
use entities::{ad_reward, member};

const MAX_TRANS_ID: usize = 128;

/// Whether `sign` is the provider's signature of `trans_id` (constant time).
pub fn verify_sign(secret: &str, trans_id: &str, sign: &str) -> bool {
    let expected = hex::encode(Sha256::digest(format!("{secret}:{trans_id}").as_bytes()));
    let given = sign.trim().to_ascii_lowercase();
    bool::from(subtle::ConstantTimeEq::ct_eq(
        expected.as_bytes(),
        given.as_bytes(),
    ))
}

/// What a reward callback did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Points were credited; `balance` is the member's new balance.
    Credited { points: i64, balance: i64 },
    /// This transaction was seen before: nothing more is credited.
    Replayed,
    /// Recorded, but the member had reached today's limit (or ads pay 0).
    NotPaid,
}

fn check_trans_id(trans_id: &str) -> AppResult<()> {
    if trans_id.is_empty()
        || trans_id.len() > MAX_TRANS_ID
        || trans_id.chars().any(char::is_control)
    {
        return Err(AppError::invalid(
            "transId",
            format!("must be 1 to {MAX_TRANS_ID} printable characters"),
        ));
    }
    Ok(())
}

/// Handles a verified callback of `provider` for `member_id` (the signature
/// is checked by the HTTP layer, which knows the secrets).
pub async fn reward_callback(
    ctx: &AppContext,
    provider: &str,
    member_id: i64,
    trans_id: &str,
) -> AppResult<Outcome> {
    check_trans_id(trans_id)?;
    let rules = rules::load(ctx).await?;
    let now = crate::kernel::clock::now();

    let txn = crate::kernel::db::begin(ctx).await?;
    // The transaction id is claimed first: of 100 parallel callbacks one
    // inserts, the rest find it taken and credit nothing.
    let claimed = ad_reward::Entity::insert(ad_reward::ActiveModel {
        member_id: Set(member_id),
        provider: Set(provider.to_owned()),
        trans_id: Set(trans_id.to_owned()),
        points: Set(0),
        created_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([ad_reward::Column::Provider, ad_reward::Column::TransId])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await;
    let claimed = match claimed {
        Ok(n) => n,
        Err(e) if crate::kernel::db::is_foreign_key_violation(&e) => {
            return Err(AppError::invalid("userId", "no such member"))
        }
        Err(e) => return Err(e.into()),
    };
    if claimed == 0 {
        return Ok(Outcome::Replayed);
    }
    // Take the member's row lock before counting today's paid ads, so two
    // different transactions of one member cannot both pass the limit.
    let active = member::Entity::update_many()
        .col_expr(member::Column::LastActiveAt, Expr::value(now))
        .filter(member::Column::Id.eq(member_id))
        .filter(active_members())
        .exec(&txn)
        .await?;
    if active.rows_affected == 0 {
        return Err(AppError::invalid("userId", "no such active member"));
    }
    let day_start = shanghai_day_start(shanghai_day(now));
    let paid_today = ad_reward::Entity::find()
        .filter(ad_reward::Column::MemberId.eq(member_id))
        .filter(ad_reward::Column::CreatedAt.gte(day_start))
        .filter(ad_reward::Column::Points.gt(0))
        .count(&txn)
        .await?;
    if rules.ad_reward_points <= 0 || paid_today as i64 >= rules.ad_daily_limit {
        txn.commit().await?;
        return Ok(Outcome::NotPaid);
    }
    let points = rules.ad_reward_points;
    ad_reward::Entity::update_many()
        .col_expr(ad_reward::Column::Points, Expr::value(points))
        .filter(ad_reward::Column::Provider.eq(provider))
        .filter(ad_reward::Column::TransId.eq(trans_id))
        .exec(&txn)
        .await?;
    let posted = ledger::post(
        &txn,
        Entry {
            member_id,
            points,
            reason: Reason::AdReward,
            description: "观看广告奖励".to_owned(),
            key: format!("ad:{provider}:{trans_id}"),
        },
    )
    .await?;
    txn.commit().await?;
    Ok(Outcome::Credited {
        points,
        balance: posted.balance,
    })
}

/// The caller's reward for one ad transaction (`CheckAdTransId`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdRewardStatus {
    pub trans_id: String,
    /// The callback for this transaction has arrived.
    pub found: bool,
    /// Points credited for it (0 when over the daily limit).
    pub points: i64,
}

/// Looks up a transaction of the caller's; another member's transaction
/// answers as not found.
pub async fn check_trans(
    ctx: &AppContext,
    viewer: &Viewer,
    provider: Option<&str>,
    trans_id: &str,
) -> AppResult<AdRewardStatus> {
    check_trans_id(trans_id)?;
    let mut q = ad_reward::Entity::find()
        .filter(ad_reward::Column::TransId.eq(trans_id))
        .filter(ad_reward::Column::MemberId.eq(viewer.member_id));
    if let Some(p) = provider.filter(|p| !p.is_empty()) {
        q = q.filter(ad_reward::Column::Provider.eq(p));
    }
    let row = q.one(&ctx.db).await?;
    Ok(AdRewardStatus {
        trans_id: trans_id.to_owned(),
        found: row.is_some(),
        points: row.map(|r| r.points).unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn signature_is_sha256_of_secret_and_trans_id() {
        // sha256("s3cret:tx-1")
        let sign = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(b"s3cret:tx-1"));
        assert!(super::verify_sign("s3cret", "tx-1", &sign));
        assert!(super::verify_sign("s3cret", "tx-1", &sign.to_uppercase()));
        assert!(!super::verify_sign("s3cret", "tx-2", &sign));
        assert!(!super::verify_sign("other", "tx-1", &sign));
        assert!(!super::verify_sign("s3cret", "tx-1", ""));
    }
}
