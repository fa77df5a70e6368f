//! Invites and referrals: who invited whom, the inviter's reward (once per
//! invitee, never for oneself), "my invites", the invite rank and the data
//! of the invite poster and landing page.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::codes::{resolve_invite, Invite, Inviter};
use super::keys::InviteeKey;
use crate::kernel::context::AppContext;
use crate::kernel::counters::{self, Counter};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{self, Page, PageResult, Window};
use crate::kernel::viewer::active_members;
use crate::kernel::work::Work;
use crate::kernel::Viewer;
use crate::points::ledger::{self, Entry, Reason};
use entities::{invite, member};

/// A member card with the caller's follow relations (is_focus, is_fans).
pub use crate::member::Card;

/// Why [`record_invite`] wrote no reward.
fn refused_mutual() -> AppError {
    AppError::invalid("inviteCode", "this member joined through your invite")
}

/// Records that `inviter_id` invited `invitee` and credits the inviter
/// `reward` points, in the caller's transaction. One reward per person:
/// nothing happens when the invitee already has an invite row or would be
/// their own inviter, and a person invited before (the same `key`, a
/// returning phone, or a key under a secret still listed as previous:
/// `keys`) is recorded without a reward. Two members can never
/// invite each other: the database refuses the pair however the two
/// requests cross (the error rolls the caller's transaction back). The
/// inviter's counters and points are announced when `db` commits.
pub async fn record_invite(
    db: &Work,
    inviter: &Inviter,
    invitee: &member::Model,
    key: Option<&InviteeKey>,
    reward: i64,
) -> AppResult<()> {
    let inviter_id = inviter.member_id;
    if inviter_id == invitee.id {
        return Ok(());
    }
    // Keyed under a secret before the rotation: the same person, so the
    // row is written as a returning person's (no key, no reward).
    let (key, reward) = match key {
        Some(k) if super::keys::known_under_previous(db, k).await? => (None, 0),
        Some(k) => (Some(k.current.as_str()), reward.max(0)),
        None => (None, reward.max(0)),
    };
    let row = |key: Option<&str>, points: i64| invite::ActiveModel {
        inviter_id: Set(inviter_id),
        invitee_id: Set(invitee.id),
        points: Set(points),
        channel: Set(inviter.channel.clone()),
        share_channel: Set(inviter.share_channel.clone()),
        created_at: Set(crate::kernel::clock::now()),
        pair_low: Set(Some(inviter_id.min(invitee.id))),
        pair_high: Set(Some(inviter_id.max(invitee.id))),
        invitee_key: Set(key.map(str::to_owned)),
        ..Default::default()
    };
    // Any unique clash does nothing here (on PostgreSQL a clash with a
    // transaction still open waits for it); which one is read below.
    let insert = |model| {
        invite::Entity::insert(model)
            .on_conflict(OnConflict::new().do_nothing().to_owned())
            .exec_without_returning(db)
    };
    let mut paid = reward;
    if insert(row(key, reward)).await? == 0 {
        let taken = |col: invite::Column, value: sea_orm::Value| {
            invite::Entity::find().filter(col.eq(value)).count(db)
        };
        if taken(invite::Column::InviteeId, invitee.id.into()).await? > 0 {
            return Ok(()); // recorded already: one reward per invitee
        }
        let pair = invite::Entity::find()
            .filter(invite::Column::PairLow.eq(inviter_id.min(invitee.id)))
            .filter(invite::Column::PairHigh.eq(inviter_id.max(invitee.id)))
            .count(db)
            .await?;
        if pair > 0 {
            return Err(refused_mutual());
        }
        // The same person was invited before, as another account: the
        // invite is recorded, the reward is not paid again.
        paid = 0;
        if insert(row(None, 0)).await? == 0 {
            return Err(AppError::conflict("this invite was just recorded; retry"));
        }
    }
    counters::add(
        db,
        inviter_id,
        &[(Counter::InviteNum, 1), (Counter::InvitePoints, paid)],
    )
    .await?;
    if paid == 0 {
        return Ok(());
    }
    ledger::post(
        db,
        Entry {
            member_id: inviter_id,
            points: paid,
            reason: Reason::Invite,
            description: format!("邀请好友「{}」奖励", invitee.nick_name),
            key: format!("invite:{}", invitee.id),
        },
    )
    .await?;
    Ok(())
}

/// `set_inviter` once per idempotency key: a retry answers the first result
/// instead of "already has an inviter".
pub async fn set_inviter_once(
    ctx: &AppContext,
    viewer: &Viewer,
    invite: &Invite,
    key: Option<&str>,
) -> AppResult<bool> {
    let request = serde_json::json!({"code": invite.code, "memberId": invite.member_id});
    crate::kernel::idempotency::once(
        ctx,
        "invite.set_inviter",
        viewer.member_id,
        key,
        &request,
        || set_inviter(ctx, viewer, invite),
    )
    .await
}

/// `UpdateInviteMeMemberCode`: a member who joined without an invite names
/// their inviter afterwards (by code, or member id). Once only; not
/// oneself; not a member one invited. Returns whether the code is a
/// distributor's ("big gun").
pub async fn set_inviter(ctx: &AppContext, viewer: &Viewer, invite: &Invite) -> AppResult<bool> {
    let has_code = invite.code.as_deref().is_some_and(|c| !c.trim().is_empty());
    if !has_code && invite.member_id.filter(|id| *id > 0).is_none() {
        return Err(AppError::invalid("inviteCode", "is required"));
    }
    let field = if invite.code.as_deref().is_some_and(|c| !c.trim().is_empty()) {
        "inviteCode"
    } else {
        "inviteMeMemberId"
    };
    let Some(found) = resolve_invite(&ctx.db, invite).await? else {
        return Err(AppError::invalid(field, "no such invite code or member"));
    };
    let (inviter_id, big_gun) = (found.member_id, found.distributor);
    if inviter_id == viewer.member_id {
        return Err(AppError::invalid(field, "you cannot invite yourself"));
    }
    let inviter = member::Entity::find_by_id(inviter_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid(field, "no such invite code or member"))?;
    if inviter.invite_me_member_id == Some(viewer.member_id) {
        return Err(refused_mutual().in_field(field, "inviteCode"));
    }
    let rules = crate::points::rules::load(ctx).await?;
    let reward = rules.invite_reward_points;
    let attempt = || async {
        set_inviter_txn(ctx, viewer, &found, reward)
            .await
            .map_err(|e| e.in_field(field, "inviteCode"))
    };
    crate::kernel::db::retrying(attempt).await?;
    Ok(big_gun)
}

/// [`set_inviter`]'s transaction, and what it announces after the commit.
async fn set_inviter_txn(
    ctx: &AppContext,
    viewer: &Viewer,
    inviter: &Inviter,
    reward: i64,
) -> AppResult<()> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let set = member::Entity::update_many()
        .col_expr(
            member::Column::InviteMeMemberId,
            Expr::value(inviter.member_id),
        )
        .filter(member::Column::Id.eq(viewer.member_id))
        .filter(member::Column::InviteMeMemberId.is_null())
        .exec(&txn)
        .await?;
    if set.rows_affected == 0 {
        return Err(AppError::conflict("your inviter is already set"));
    }
    let me = member::Entity::find_by_id(viewer.member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let key = me.phone.as_deref().map(|p| super::keys::of(ctx, p));
    record_invite(&txn, inviter, &me, key.as_ref(), reward).await?;
    txn.touched(viewer.member_id);
    txn.commit().await?;
    Ok(())
}

/// One member the caller invited.
#[derive(Debug, Clone)]
pub struct InviteItem {
    pub id: i64,
    pub member: Card,
    /// Reward points the caller got for this member.
    pub points: i64,
    pub created_at: DateTime<Utc>,
}

async fn items(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: Vec<invite::Model>,
) -> AppResult<Vec<InviteItem>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.invitee_id).collect();
    let mut cards = crate::member::service::cards(ctx, Some(viewer), &ids).await?;
    Ok(rows
        .into_iter()
        .filter_map(|r| {
            let at = cards.iter().position(|c| c.id == r.invitee_id)?;
            Some(InviteItem {
                id: r.id,
                member: cards.swap_remove(at),
                points: r.points,
                created_at: r.created_at,
            })
        })
        .collect())
}

/// The caller's total invite reward and number of invites (counters).
pub async fn totals(ctx: &AppContext, viewer: &Viewer) -> AppResult<(i64, i64)> {
    let m = member::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    Ok((m.invite_points, m.invite_num))
}

/// `QueryMyInvite`: the caller's invitees newest first, by page number.
pub async fn mine_page(
    ctx: &AppContext,
    viewer: &Viewer,
    page: Page,
) -> AppResult<(Vec<InviteItem>, PageResult)> {
    let q = invite::Entity::find().filter(invite::Column::InviterId.eq(viewer.member_id));
    let (rows, result) = paging::newest_page(&ctx.db, q, invite::Column::Id, page).await?;
    Ok((items(ctx, viewer, rows).await?, result))
}

/// The caller's invitees newest first, the page `window` asks for (keyset
/// on the invite id).
pub async fn mine_window(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<InviteItem>, bool)> {
    let q = invite::Entity::find().filter(invite::Column::InviterId.eq(viewer.member_id));
    let (rows, more) = paging::newest_by_id(&ctx.db, q, invite::Column::Id, window).await?;
    Ok((items(ctx, viewer, rows).await?, more))
}

/// One line of the invite rank.
#[derive(Debug, Clone)]
pub struct RankItem {
    pub member: Card,
    pub count: i64,
    /// Competition ranking: members with equal counts share a place and the
    /// next count's place skips (1, 2, 2, 4).
    pub ranking: i64,
}

/// The invite rank and the caller's place in it.
#[derive(Debug, Clone)]
pub struct InviteRank {
    pub items: Vec<RankItem>,
    pub member: Card,
    pub count: i64,
    /// 1 + the number of members with more invites; 0 when the caller has
    /// invited nobody (not on the rank).
    pub ranking: i64,
}

/// At most this many lines (plus the caller fit in one card lookup).
pub const MAX_RANK_SIZE: u64 = 50;

/// The top `size` inviters (active members with at least one invite, most
/// first, ties by who joined first) and the caller's own place.
pub async fn rank(ctx: &AppContext, viewer: &Viewer, size: u64) -> AppResult<InviteRank> {
    if !(1..=MAX_RANK_SIZE).contains(&size) {
        return Err(AppError::invalid(
            "pageSize",
            format!("must be 1 to {MAX_RANK_SIZE}"),
        ));
    }
    let top: Vec<(i64, i64)> = member::Entity::find()
        .select_only()
        .columns([member::Column::Id, member::Column::InviteNum])
        .filter(active_members())
        .filter(member::Column::InviteNum.gt(0))
        .order_by_desc(member::Column::InviteNum)
        .order_by_asc(member::Column::Id)
        .limit(size)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let mut ids: Vec<i64> = top.iter().map(|(id, _)| *id).collect();
    ids.push(viewer.member_id);
    let mut cards = crate::member::service::cards(ctx, Some(viewer), &ids).await?;
    let me_at = cards
        .iter()
        .rposition(|c| c.id == viewer.member_id)
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let me = cards.remove(me_at);
    let count = me.invite_num;
    let ranking = if count > 0 {
        1 + member::Entity::find()
            .filter(active_members())
            .filter(member::Column::InviteNum.gt(count))
            .count(&ctx.db)
            .await? as i64
    } else {
        0
    };
    let mut items = Vec::with_capacity(top.len());
    let mut place = 0;
    let mut previous = None;
    for (n, (id, invites)) in top.into_iter().enumerate() {
        if previous != Some(invites) {
            place = n as i64 + 1;
            previous = Some(invites);
        }
        if let Some(at) = cards.iter().position(|c| c.id == id) {
            items.push(RankItem {
                member: cards.swap_remove(at),
                count: invites,
                ranking: place,
            });
        }
    }
    Ok(InviteRank {
        items,
        member: me,
        count,
        ranking,
    })
}

/// What the invite poster and share page show the inviter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareInfo {
    /// The caller's invite code (default channel), created on first use.
    pub code: String,
    pub invite_num: i64,
    pub invite_points: i64,
    /// Points the caller gets per member who joins with the code.
    pub reward_points: i64,
}

pub async fn share_info(ctx: &AppContext, viewer: &Viewer) -> AppResult<ShareInfo> {
    let code = super::codes::get_invite_code(ctx, viewer).await?;
    let (invite_points, invite_num) = totals(ctx, viewer).await?;
    let rules = crate::points::rules::load(ctx).await?;
    Ok(ShareInfo {
        code,
        invite_num,
        invite_points,
        reward_points: rules.invite_reward_points,
    })
}

/// What the receive (landing) page shows someone who opened an invite:
/// the inviter's public card. No sign-in needed; no personal data.
pub async fn landing(ctx: &AppContext, code: &str) -> AppResult<Option<(Card, bool)>> {
    let code = code.trim();
    if code.is_empty() || code.len() > 32 {
        return Err(AppError::invalid("code", "must be an invite code"));
    }
    let invite = Invite {
        member_id: None,
        code: Some(code.to_owned()),
    };
    let Some(Inviter {
        member_id: inviter_id,
        distributor: big_gun,
        ..
    }) = resolve_invite(&ctx.db, &invite).await?
    else {
        return Ok(None);
    };
    member::Entity::find_by_id(inviter_id)
        .one(&ctx.db)
        .await?
        .map(|m| Ok((Card::new(&m, false, false)?, big_gun)))
        .transpose()
}
