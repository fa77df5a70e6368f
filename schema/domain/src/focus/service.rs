//! The rules of following: one edge per pair, never yourself, counters on
//! both members moved in the same transaction as the edge, so they always
//! equal the real edge counts however many requests race.
//!
//! Lists read the edge, the member on the other end and whether the caller
//! follows that member in one statement; the total comes from the counter,
//! never from `COUNT(*)` (unless a name filter makes the counter useless).

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{
    Alias, Condition, Expr, JoinType, OnConflict, Order, Query, SelectStatement,
};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, FromQueryResult, Iterable,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};

use crate::kernel::context::AppContext;
use crate::kernel::counters::{self, Counter};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{time_keyset, Page, PageResult, TimeKey, Window};
use crate::kernel::viewer::is_active;
use crate::kernel::work::Work;
use crate::kernel::Viewer;
use crate::member::MemberView;
use entities::{follow, member};

/// At most this many ids from `GetFocusIds` / `GetFansIds`.
pub const MAX_IDS: u64 = 5000;

/// Which side of the follow edges a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Members following `member_id`.
    Fans,
    /// Members `member_id` follows.
    Focus,
}

impl Direction {
    /// (the column holding `member_id`, the column holding the other member)
    fn cols(self) -> (follow::Column, follow::Column) {
        match self {
            Direction::Fans => (follow::Column::FocusMemberId, follow::Column::MemberId),
            Direction::Focus => (follow::Column::MemberId, follow::Column::FocusMemberId),
        }
    }
}

/// One member of a fans or focus list.
#[derive(Debug, Clone)]
pub struct FollowItem {
    pub member: member::Model,
    /// When the edge was made.
    pub followed_at: DateTime<Utc>,
    /// Whether the caller follows this member.
    pub is_focus: bool,
}

async fn target(ctx: &AppContext, member_id: i64) -> AppResult<member::Model> {
    member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .filter(is_active)
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))
}

/// Moves the follower's `focus_count` and the followed member's
/// `fans_count` by `delta` inside the edge's transaction; the new counts
/// are announced when `txn` commits (`kernel::counters`).
///
/// Lock order: the two member rows are written lower id first. A follows B
/// while B follows A took the rows in opposite orders and PostgreSQL broke
/// the deadlock by failing one of them (issue 41); in one order the second
/// waits for the first instead. The followed member's row is written again
/// afterwards (the message centre's unread counter) while already held.
async fn move_counters(txn: &Work, delta: i64, follower: i64, followed: i64) -> AppResult<()> {
    let mut writes = [
        (follower, Counter::FocusCount),
        (followed, Counter::FansCount),
    ];
    writes.sort_by_key(|(id, _)| *id);
    for (id, counter) in writes {
        counters::add(txn, id, &[(counter, delta)]).await?;
    }
    Ok(())
}

/// Follows `member_id`. Idempotent: `Ok(false)` when already following.
pub async fn focus(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<bool> {
    if member_id == viewer.member_id {
        return Err(AppError::invalid("memberId", "you cannot follow yourself"));
    }
    target(ctx, member_id).await?;
    crate::kernel::db::retrying(|| follow_once(ctx, viewer, member_id)).await
}

/// One attempt at [`focus`]'s transaction and what it announces.
async fn follow_once(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<bool> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let inserted = follow::Entity::insert(follow::ActiveModel {
        member_id: Set(viewer.member_id),
        focus_member_id: Set(member_id),
        created_at: Set(crate::kernel::clock::now()),
    })
    .on_conflict(
        OnConflict::columns([follow::Column::MemberId, follow::Column::FocusMemberId])
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    if inserted == 0 {
        txn.commit().await?;
        return Ok(false);
    }
    move_counters(&txn, 1, viewer.member_id, member_id).await?;
    // The followed member hears about it in the message centre.
    let follower = member::Entity::find_by_id(viewer.member_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such member"))?;
    let delivered = crate::message::deliver_to_member(
        &txn,
        member_id,
        Some(viewer.member_id),
        crate::message::MessageType::Interaction,
        "新的关注",
        &format!("{} 关注了你", follower.nick_name),
        serde_json::json!({ "followerId": viewer.member_id.to_string() }),
    )
    .await?;
    crate::message::announce_on(&txn, delivered);
    txn.commit().await?;
    Ok(true)
}

/// Stops following `member_id`. Idempotent: `Ok(false)` when not following.
pub async fn cancel_focus(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<bool> {
    if member_id == viewer.member_id {
        return Err(AppError::invalid("memberId", "you cannot follow yourself"));
    }
    crate::kernel::db::retrying(|| unfollow_once(ctx, viewer, member_id)).await
}

/// One attempt at [`cancel_focus`]'s transaction and what it announces.
async fn unfollow_once(ctx: &AppContext, viewer: &Viewer, member_id: i64) -> AppResult<bool> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let deleted = follow::Entity::delete_many()
        .filter(follow::Column::MemberId.eq(viewer.member_id))
        .filter(follow::Column::FocusMemberId.eq(member_id))
        .exec(&txn)
        .await?
        .rows_affected;
    if deleted == 0 {
        txn.commit().await?;
        return Ok(false);
    }
    move_counters(&txn, -1, viewer.member_id, member_id).await?;
    txn.commit().await?;
    Ok(true)
}

/// The list query: edges of `member_id` in `dir`, newest first, joined with
/// the member on the other end and (for a signed-in caller) whether the
/// caller follows that member.
fn list_query(
    dir: Direction,
    member_id: i64,
    caller: Option<i64>,
    nick_name: Option<&str>,
    order: Order,
) -> SelectStatement {
    let (key, other) = dir.cols();
    let mine = Alias::new("mine");
    let mut q = Query::select();
    q.columns(member::Column::iter().map(|c| (member::Entity, c)))
        .expr_as(
            Expr::col((follow::Entity, follow::Column::CreatedAt)),
            Alias::new("edge_at"),
        )
        .from(follow::Entity)
        .inner_join(
            member::Entity,
            Expr::col((member::Entity, member::Column::Id)).equals((follow::Entity, other)),
        )
        .and_where(Expr::col((follow::Entity, key)).eq(member_id))
        .order_by((follow::Entity, follow::Column::CreatedAt), order.clone())
        .order_by((follow::Entity, other), order);
    match caller {
        Some(c) => {
            q.join_as(
                JoinType::LeftJoin,
                follow::Entity,
                mine.clone(),
                Condition::all()
                    .add(Expr::col((mine.clone(), follow::Column::MemberId)).eq(c))
                    .add(
                        Expr::col((mine.clone(), follow::Column::FocusMemberId))
                            .equals((member::Entity, member::Column::Id)),
                    ),
            )
            .expr_as(
                Expr::case(Expr::col((mine, follow::Column::MemberId)).is_null(), 0).finally(1),
                Alias::new("is_focus"),
            );
        }
        None => {
            q.expr_as(Expr::val(0), Alias::new("is_focus"));
        }
    }
    if let Some(name) = nick_name.map(str::trim).filter(|n| !n.is_empty()) {
        q.and_where(
            Expr::col((member::Entity, member::Column::NickName))
                .like(crate::kernel::db::contains(name)),
        );
    }
    q
}

async fn run<C: ConnectionTrait>(db: &C, q: &SelectStatement) -> AppResult<Vec<FollowItem>> {
    let rows = db.query_all(db.get_database_backend().build(q)).await?;
    rows.iter()
        .map(|row| {
            Ok(FollowItem {
                member: member::Model::from_query_result(row, "")?,
                followed_at: row.try_get("", "edge_at")?,
                is_focus: row.try_get::<i32>("", "is_focus")? != 0,
            })
        })
        .collect::<Result<Vec<_>, sea_orm::DbErr>>()
        .map_err(Into::into)
}

/// The counter that totals a list.
fn total_of(dir: Direction, m: &member::Model) -> i64 {
    match dir {
        Direction::Fans => m.fans_count,
        Direction::Focus => m.focus_count,
    }
}

/// A numbered page (the legacy layer). Two statements: the page, and the
/// counter (or a count, when filtering by name).
pub async fn list_page(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    dir: Direction,
    member_id: i64,
    nick_name: Option<&str>,
    page: Page,
) -> AppResult<(Vec<FollowItem>, PageResult)> {
    let mut q = list_query(
        dir,
        member_id,
        viewer.map(|v| v.member_id),
        nick_name,
        Order::Desc,
    );
    q.limit(page.size).offset(page.offset());
    let items = run(&ctx.db, &q).await?;
    let filtered = nick_name.is_some_and(|n| !n.trim().is_empty());
    let total = if filtered {
        let (key, other) = dir.cols();
        follow::Entity::find()
            .inner_join_on_member(other)
            .filter(Expr::col((follow::Entity, key)).eq(member_id))
            .filter(
                Expr::col((member::Entity, member::Column::NickName))
                    .like(crate::kernel::db::contains(nick_name.unwrap_or_default())),
            )
            .count(&ctx.db)
            .await?
    } else {
        member::Entity::find_by_id(member_id)
            .one(&ctx.db)
            .await?
            .map(|m| total_of(dir, &m).max(0) as u64)
            .ok_or_else(|| AppError::invalid("memberId", "no such member"))?
    };
    let result = PageResult::new(page, total, items.len() as u64);
    Ok((items, result))
}

/// Keyset page (GraphQL connections): the items `window` asks for (its
/// cursor the edge's time and the other member's id), whether more lie
/// beyond them, and the total from the counter. Two statements whatever the
/// depth.
pub async fn list_window(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    dir: Direction,
    member_id: i64,
    window: &Window<TimeKey>,
) -> AppResult<(Vec<FollowItem>, bool, i64)> {
    let mut q = list_query(
        dir,
        member_id,
        viewer.map(|v| v.member_id),
        None,
        window.order(),
    );
    let (_, other) = dir.cols();
    if let Some(beyond) = time_keyset(
        (follow::Entity, follow::Column::CreatedAt),
        (follow::Entity, other),
        window,
    ) {
        q.cond_where(beyond);
    }
    q.limit(window.size() + 1);
    let (items, more) = window.finish(run(&ctx.db, &q).await?);
    let total = member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .map(|m| total_of(dir, &m))
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))?;
    Ok((items, more, total))
}

/// Which of `pairs` (follower, followed) are follow edges: one statement for
/// any number of pairs, so a page of members can say "followed by me" without
/// a query per member.
pub async fn edges_among(
    ctx: &AppContext,
    pairs: &[(i64, i64)],
) -> AppResult<std::collections::HashSet<(i64, i64)>> {
    if pairs.is_empty() {
        return Ok(Default::default());
    }
    // Grouped by follower: a page asked by one caller is one `IN` list.
    let mut by_follower: std::collections::BTreeMap<i64, Vec<i64>> = Default::default();
    for (from, to) in pairs {
        by_follower.entry(*from).or_default().push(*to);
    }
    let mut any = Condition::any();
    for (from, to) in by_follower {
        any = any.add(
            Condition::all()
                .add(follow::Column::MemberId.eq(from))
                .add(follow::Column::FocusMemberId.is_in(to)),
        );
    }
    let rows: Vec<(i64, i64)> = follow::Entity::find()
        .select_only()
        .column(follow::Column::MemberId)
        .column(follow::Column::FocusMemberId)
        .filter(any)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(rows.into_iter().collect())
}

/// Counts for the "mine" page and a member's card.
#[derive(Debug, Clone)]
pub struct Counts {
    /// The member as the caller may see them.
    pub member: MemberView,
    pub focus_count: i64,
    pub fans_count: i64,
    pub dynamic_count: i64,
    pub points: i64,
    /// The caller follows this member.
    pub is_focus: bool,
    /// This member follows the caller.
    pub is_fans: bool,
}

pub async fn counts(
    ctx: &AppContext,
    viewer: Option<&Viewer>,
    member_id: i64,
) -> AppResult<Counts> {
    let m = member::Entity::find_by_id(member_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid("memberId", "no such member"))?;
    let (is_focus, is_fans) = match viewer.filter(|v| v.member_id != member_id) {
        None => (false, false),
        Some(v) => {
            let edges = follow::Entity::find()
                .filter(
                    Condition::any()
                        .add(
                            Condition::all()
                                .add(follow::Column::MemberId.eq(v.member_id))
                                .add(follow::Column::FocusMemberId.eq(member_id)),
                        )
                        .add(
                            Condition::all()
                                .add(follow::Column::MemberId.eq(member_id))
                                .add(follow::Column::FocusMemberId.eq(v.member_id)),
                        ),
                )
                .all(&ctx.db)
                .await?;
            (
                edges.iter().any(|e| e.member_id == v.member_id),
                edges.iter().any(|e| e.member_id == member_id),
            )
        }
    };
    Ok(Counts {
        focus_count: m.focus_count,
        fans_count: m.fans_count,
        dynamic_count: m.dynamic_count,
        points: m.points,
        member: MemberView::of_row(m, viewer)?,
        is_focus,
        is_fans,
    })
}

/// The ids the caller follows (`Focus`) or who follow the caller (`Fans`),
/// newest first, at most [`MAX_IDS`].
pub async fn ids(ctx: &AppContext, viewer: &Viewer, dir: Direction) -> AppResult<Vec<i64>> {
    let (key, other) = dir.cols();
    let rows: Vec<i64> = follow::Entity::find()
        .select_only()
        .column(other)
        .filter(key.eq(viewer.member_id))
        .order_by_desc(follow::Column::CreatedAt)
        .limit(MAX_IDS)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(rows)
}

/// A join from follow to the member on `other`'s side, for counts.
trait JoinMember {
    fn inner_join_on_member(self, other: follow::Column) -> Self;
}

impl JoinMember for sea_orm::Select<follow::Entity> {
    fn inner_join_on_member(mut self, other: follow::Column) -> Self {
        QuerySelect::query(&mut self).inner_join(
            member::Entity,
            Expr::col((member::Entity, member::Column::Id)).equals((follow::Entity, other)),
        );
        self
    }
}
