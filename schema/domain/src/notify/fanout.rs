//! From an event to notifications: the message centre's deliveries and the
//! draws (`kernel::notice`) become one notification per member who wants
//! it, coalesced with the member's other events of the kind in the same
//! window, each with its delivery job. Each job writes its notifications
//! and finishes in one transaction: exactly once per event.

use chrono::{DateTime, Utc};
use rules::notify::{coalesce_window, coalesced_words, Category, COALESCE_SECS};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};

use super::deliver::State;
use super::settings::{rules_of, Rule};
use crate::kernel::enums::ProtoEnum;
use crate::kernel::jobs::{self, Claimed, Registry};
use crate::kernel::notice::{DrawPublished, MessageSent};
use crate::kernel::{AppContext, AppResult};
use crate::message::MessageType;
use entities::{message, message_receipt, notification, notify_game, push_client};

/// Members one fan-out job handles; the next page is another job.
const PAGE: u64 = 500;

/// Metric: notifications made, by category.
pub const MADE_METRIC: &str = "notifications_created_total";
/// Metric: events a member's settings turned away, by category.
pub const MUTED_METRIC: &str = "notifications_muted_total";

/// One event, as each of its members' notifications tells it.
#[derive(Debug, Clone)]
pub(super) struct Event {
    pub category: Category,
    /// What events coalesce over besides the category (a post, a game).
    pub group: String,
    pub title: String,
    pub body: String,
    pub link: String,
    /// When it happened: the window it coalesces in.
    pub at: DateTime<Utc>,
}

pub fn register(registry: &mut Registry) {
    registry.job(|ctx, job: MessageSent, run: Claimed| async move {
        from_message(&ctx, job, &run).await
    });
    registry.job(|ctx, job: DrawPublished, run: Claimed| async move {
        from_draw(&ctx, job, &run).await
    });
}

/// Whether this deployment has any way to notify (an app push provider,
/// or WeChat with a template): without one, no notification is made (and
/// `kernel::notice` asks for no job once the server declared so).
fn reaches_anyone(ctx: &AppContext) -> bool {
    crate::kernel::notice::reaches_anyone(&ctx.providers)
}

/// The in-app page a message opens: the message centre.
const MESSAGES_LINK: &str = "/pages/my/message/index";

async fn from_message(ctx: &AppContext, job: MessageSent, run: &Claimed) -> AppResult<()> {
    if !reaches_anyone(ctx) {
        return Ok(());
    }
    let Some(msg) = message::Entity::find_by_id(job.message_id)
        .one(&ctx.db)
        .await?
    else {
        return Ok(()); // gone (its sender's account erased): nobody to tell
    };
    let kind = MessageType::stored(i64::from(msg.message_type))?;
    let Some(category) = super::category_of(kind, &msg.payload) else {
        return Ok(());
    };
    let broadcast = msg.audience == crate::message::deliver::AUDIENCE_EVERYONE;
    // A broadcast reaches everyone: those with a device to push to are
    // the ones a notification can reach (a mini-program member is told by
    // a consent, which a broadcast has no template for).
    let members: Vec<i64> = if broadcast {
        push_client::Entity::find()
            .select_only()
            .column(push_client::Column::MemberId)
            .distinct()
            .filter(push_client::Column::MemberId.gt(job.after_member))
            .order_by_asc(push_client::Column::MemberId)
            .limit(PAGE)
            .into_tuple()
            .all(&ctx.db)
            .await?
    } else {
        message_receipt::Entity::find()
            .select_only()
            .column(message_receipt::Column::MemberId)
            .filter(message_receipt::Column::MessageId.eq(msg.id))
            .filter(message_receipt::Column::MemberId.gt(job.after_member))
            .order_by_asc(message_receipt::Column::MemberId)
            .limit(PAGE)
            .into_tuple()
            .all(&ctx.db)
            .await?
    };
    // Every message of a category coalesces with the member's others of
    // it: five likes on five posts in ten seconds are one notification.
    let event = Event {
        category,
        group: String::new(),
        title: msg.title.clone(),
        body: msg.content.clone(),
        link: MESSAGES_LINK.to_owned(),
        at: msg.sent_at.unwrap_or(msg.created_at),
    };
    let txn = crate::kernel::db::begin(ctx).await?;
    make(&txn, &members, &event).await?;
    if members.len() as u64 == PAGE {
        let next = MessageSent {
            message_id: job.message_id,
            after_member: members.last().copied().unwrap_or_default(),
        };
        crate::kernel::notice::ask(&txn, &next, crate::kernel::clock::now()).await?;
    }
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

async fn from_draw(ctx: &AppContext, job: DrawPublished, run: &Claimed) -> AppResult<()> {
    if !reaches_anyone(ctx) {
        return Ok(());
    }
    let members: Vec<i64> = notify_game::Entity::find()
        .select_only()
        .column(notify_game::Column::MemberId)
        .filter(notify_game::Column::Game.eq(&job.game))
        .filter(notify_game::Column::MemberId.gt(job.after_member))
        .order_by_asc(notify_game::Column::MemberId)
        .limit(PAGE)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let event = Event {
        category: Category::DrawResult,
        group: format!("draw:{}", job.game),
        title: job.title.clone(),
        body: job.body.clone(),
        link: format!("/pages/history/index?game={}", job.game),
        at: crate::kernel::clock::now(),
    };
    let txn = crate::kernel::db::begin(ctx).await?;
    make(&txn, &members, &event).await?;
    if members.len() as u64 == PAGE {
        let next = DrawPublished {
            after_member: members.last().copied().unwrap_or_default(),
            ..job
        };
        crate::kernel::notice::ask(&txn, &next, crate::kernel::clock::now()).await?;
    }
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// When a notification of `event` made at `now` for a member with `rule`
/// is due, and the key later events of its kind join it by.
pub(super) fn due_and_key(
    rule: &Rule,
    event: &Event,
    now: DateTime<Utc>,
) -> (DateTime<Utc>, String) {
    let held = event
        .category
        .waits_for_quiet_hours()
        .then(|| rule.quiet.release_at(now));
    match held {
        Some(at) if at > now => (
            at,
            format!(
                "{}:{}:held:{}",
                event.category.code(),
                event.group,
                at.timestamp()
            ),
        ),
        _ => {
            let window = coalesce_window(event.at);
            let end = DateTime::from_timestamp((window + 1) * COALESCE_SECS, 0).unwrap_or(now);
            (
                end,
                format!("{}:{}:{window}", event.category.code(), event.group),
            )
        }
    }
}

/// Makes (or joins) each member's notification of `event` and asks for its
/// delivery, in `db`'s transaction.
pub(super) async fn make<C: ConnectionTrait>(
    db: &C,
    members: &[i64],
    event: &Event,
) -> AppResult<()> {
    if members.is_empty() {
        return Ok(());
    }
    let now = crate::kernel::clock::now();
    let rules = rules_of(db, members).await?;
    for &member_id in members {
        let rule = rules.get(&member_id).copied().unwrap_or_default();
        if !rule.wants(event.category) {
            metrics::counter!(MUTED_METRIC, "category" => event.category.code()).increment(1);
            continue;
        }
        let (due, key) = due_and_key(&rule, event, now);
        match join(db, member_id, &key, event, due).await? {
            Joined::New | Joined::Added => ask_delivery(db, member_id, &key, due).await?,
            // Its window's notification already went: one of its own.
            Joined::AlreadySent => {
                let late = format!("{key}:late:{}", now.timestamp_micros());
                insert(db, member_id, &late, event, now, now).await?;
                ask_delivery(db, member_id, &late, now).await?;
            }
        }
        metrics::counter!(MADE_METRIC, "category" => event.category.code()).increment(1);
    }
    Ok(())
}

enum Joined {
    New,
    Added,
    AlreadySent,
}

/// Inserts the notification, or adds this event to the pending one with
/// the same key.
async fn join<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    key: &str,
    event: &Event,
    due: DateTime<Utc>,
) -> AppResult<Joined> {
    let now = crate::kernel::clock::now();
    if insert(db, member_id, key, event, due, now).await? {
        return Ok(Joined::New);
    }
    let row = notification::Entity::find()
        .filter(notification::Column::MemberId.eq(member_id))
        .filter(notification::Column::CoalesceKey.eq(key))
        .one(db)
        .await?;
    let Some(row) = row.filter(|r| r.state == State::Pending.code()) else {
        return Ok(Joined::AlreadySent);
    };
    let events = row.events + 1;
    let (title, body) = coalesced_words(event.category, events);
    let moved = notification::Entity::update_many()
        .col_expr(notification::Column::Events, Expr::value(events))
        .col_expr(notification::Column::Title, Expr::value(title))
        .col_expr(notification::Column::Body, Expr::value(body))
        .filter(notification::Column::Id.eq(row.id))
        .filter(notification::Column::State.eq(State::Pending.code()))
        .filter(notification::Column::Events.eq(row.events))
        .exec(db)
        .await?;
    Ok(if moved.rows_affected > 0 {
        Joined::Added
    } else {
        Joined::AlreadySent
    })
}

/// Inserts a notification unless the key is taken; whether it did.
async fn insert<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    key: &str,
    event: &Event,
    due: DateTime<Utc>,
    now: DateTime<Utc>,
) -> AppResult<bool> {
    let added = notification::Entity::insert(notification::ActiveModel {
        member_id: Set(member_id),
        category: Set(event.category.code().to_owned()),
        coalesce_key: Set(key.to_owned()),
        title: Set(event.title.clone()),
        body: Set(event.body.clone()),
        link: Set(event.link.clone()),
        events: Set(1),
        state: Set(State::Pending.code().to_owned()),
        due_at: Set(due),
        attempts: Set(0),
        created_at: Set(now),
        sent_at: Set(None),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([
            notification::Column::MemberId,
            notification::Column::CoalesceKey,
        ])
        .do_nothing()
        .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(matches!(added, sea_orm::TryInsertResult::Inserted(n) if n > 0))
}

/// Asks for the delivery of (member, key) at `at`; asking again for the
/// same notification is the same job.
async fn ask_delivery<C: ConnectionTrait>(
    db: &C,
    member_id: i64,
    key: &str,
    at: DateTime<Utc>,
) -> AppResult<()> {
    let job = super::deliver::Deliver {
        member_id,
        key: key.to_owned(),
    };
    let dedupe = format!("notify:{member_id}:{key}");
    jobs::ask(db, &job, at, Some(&dedupe)).await
}
