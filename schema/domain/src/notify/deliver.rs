//! A notification's delivery job: the daily cap, then every target the
//! member has (each app device through the push provider, the
//! mini-program through a WeChat subscription message when a consent is
//! left), each at most once; a provider failure holds the notification and
//! the job asks for itself again with back-off, up to [`HOLD_HOURS`].

use chrono::Duration;
use rules::notify::{Category, DEFAULT_DAILY_CAP};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};
use serde::{Deserialize, Serialize};

use crate::kernel::jobs::{self, Claimed, Job, Registry};
use crate::kernel::providers::{PushNote, PushOutcome};
use crate::kernel::{AppContext, AppError, AppResult};
use entities::{member, notification, notification_delivery, notify_consent, notify_setting};

crate::stored_enum!(
    /// A notification's state (`notification.state`).
    pub State {
        /// Waiting for its time (its window's or the quiet hours' end).
        Pending => "PENDING",
        /// Counted against the day's cap; its targets being sent to.
        Sending => "SENDING",
        /// Every target answered (delivered, unbound or refused).
        Sent => "SENT",
        /// Past the member's daily cap: the message centre has it.
        Capped => "CAPPED",
        /// Providers failed for [`HOLD_HOURS`]: no longer news.
        Expired => "EXPIRED",
        /// The member has nothing to send it to.
        NoDevice => "NO_DEVICE",
    }
);

crate::stored_enum!(
    /// A delivery to one target (`notification_delivery.state`).
    pub Target {
        /// Written before its first call.
        New => "NEW",
        /// A call in flight (or lost with a killed run).
        Sending => "SENDING",
        Sent => "SENT",
        /// The provider says the target is no longer valid.
        Unbound => "UNBOUND",
        /// No consent (WeChat) or the member refused.
        Refused => "REFUSED",
        /// A WeChat send whose outcome a killed run lost: not repeated.
        Unknown => "UNKNOWN",
        /// The provider failed; the next run tries again.
        Retry => "RETRY",
    }
);

/// How long a provider outage may hold a notification.
pub const HOLD_HOURS: i64 = 6;

/// Metric: deliveries to a target, by provider and outcome (`sent`,
/// `unbound`, `refused`).
pub const DELIVERED_METRIC: &str = "notification_deliveries_total";
/// Metric: provider calls that failed (the notification is held), by
/// provider.
pub const FAILED_METRIC: &str = "notification_delivery_failures_total";
/// Metric: notifications not sent, by reason (`capped`, `expired`,
/// `no_device`).
pub const SKIPPED_METRIC: &str = "notifications_skipped_total";

/// The job: the notification keyed (member, coalesce key).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Deliver {
    pub member_id: i64,
    pub key: String,
}

impl Job for Deliver {
    const KIND: &'static str = "notify.deliver";
}

pub fn register(registry: &mut Registry) {
    registry.job(|ctx, job: Deliver, run: Claimed| async move { deliver(&ctx, &job, &run).await });
}

async fn deliver(ctx: &AppContext, job: &Deliver, run: &Claimed) -> AppResult<()> {
    let Some(n) = notification::Entity::find()
        .filter(notification::Column::MemberId.eq(job.member_id))
        .filter(notification::Column::CoalesceKey.eq(&job.key))
        .one(&ctx.db)
        .await?
    else {
        return Ok(()); // erased with its member
    };
    // Sent, capped or expired already (a job asked twice), or past the cap.
    let go_on = match State::from_code(&n.state)? {
        State::Pending => counted(ctx, &n, run).await?,
        State::Sending => true,
        _ => false,
    };
    if !go_on {
        return Ok(());
    }
    let category = Category::from_code(&n.category)
        .ok_or_else(|| AppError::internal(format!("unknown stored category `{}`", n.category)))?;
    let mut targets = 0;
    let mut failed = false;
    if let Some(push) = &ctx.providers.push {
        for device in crate::member::service::push_devices(&ctx.db, n.member_id).await? {
            targets += 1;
            failed |= to_app(ctx, &**push, &n, &device.push_client_id)
                .await
                .is_err();
        }
    }
    if let Some(sent) = to_wechat(ctx, &n, category).await {
        targets += 1;
        failed |= sent.is_err();
    }
    settle(ctx, &n, run, targets, failed).await
}

/// Counts the notification against the member's day (the cap) and marks it
/// `SENDING`; `false` when it is past the cap (then `CAPPED`, job done).
async fn counted(ctx: &AppContext, n: &notification::Model, run: &Claimed) -> AppResult<bool> {
    let now = crate::kernel::clock::now();
    let today = crate::kernel::clock::shanghai_day(now).to_string();
    let txn = crate::kernel::db::begin(ctx).await?;
    notify_setting::Entity::insert(notify_setting::ActiveModel {
        member_id: Set(n.member_id),
        muted: Set(String::new()),
        quiet_start: Set(rules::notify::QuietHours::default().start as i32),
        quiet_end: Set(rules::notify::QuietHours::default().end as i32),
        sent_day: Set(String::new()),
        sent_count: Set(0),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(notify_setting::Column::MemberId)
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&txn)
    .await?;
    // Conditional updates are the cap: a new day starts at 1, else one
    // more while under it.
    let new_day = notify_setting::Entity::update_many()
        .col_expr(notify_setting::Column::SentCount, Expr::value(1i64))
        .col_expr(notify_setting::Column::SentDay, Expr::value(today.clone()))
        .filter(notify_setting::Column::MemberId.eq(n.member_id))
        .filter(notify_setting::Column::SentDay.ne(today.clone()))
        .exec(&txn)
        .await?
        .rows_affected
        > 0;
    let counted = new_day
        || notify_setting::Entity::update_many()
            .col_expr(
                notify_setting::Column::SentCount,
                Expr::col(notify_setting::Column::SentCount).add(1),
            )
            .filter(notify_setting::Column::MemberId.eq(n.member_id))
            .filter(notify_setting::Column::SentDay.eq(today))
            .filter(notify_setting::Column::SentCount.lt(i64::from(DEFAULT_DAILY_CAP)))
            .exec(&txn)
            .await?
            .rows_affected
            > 0;
    let state = if counted {
        State::Sending
    } else {
        State::Capped
    };
    notification::Entity::update_many()
        .col_expr(notification::Column::State, Expr::value(state.code()))
        .filter(notification::Column::Id.eq(n.id))
        .filter(notification::Column::State.eq(State::Pending.code()))
        .exec(&txn)
        .await?;
    if !counted {
        metrics::counter!(SKIPPED_METRIC, "reason" => "capped").increment(1);
        jobs::finish(&txn, run).await?;
    }
    txn.commit().await?;
    Ok(counted)
}

/// After the targets: sent (or nobody to send to), or held for another
/// try, or expired.
async fn settle(
    ctx: &AppContext,
    n: &notification::Model,
    run: &Claimed,
    targets: usize,
    failed: bool,
) -> AppResult<()> {
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let mut update = notification::Entity::update_many().filter(notification::Column::Id.eq(n.id));
    if failed {
        let attempts = n.attempts + 1;
        if now - n.created_at >= Duration::hours(HOLD_HOURS) {
            metrics::counter!(SKIPPED_METRIC, "reason" => "expired").increment(1);
            update = update.col_expr(
                notification::Column::State,
                Expr::value(State::Expired.code()),
            );
        } else {
            let again = Deliver {
                member_id: n.member_id,
                key: n.coalesce_key.clone(),
            };
            let dedupe = format!("notify:{}:{}:{attempts}", n.member_id, n.coalesce_key);
            jobs::ask(&txn, &again, now + backoff(attempts), Some(&dedupe)).await?;
        }
        update = update.col_expr(notification::Column::Attempts, Expr::value(attempts));
    } else if targets == 0 {
        metrics::counter!(SKIPPED_METRIC, "reason" => "no_device").increment(1);
        update = update.col_expr(
            notification::Column::State,
            Expr::value(State::NoDevice.code()),
        );
    } else {
        update = update
            .col_expr(notification::Column::State, Expr::value(State::Sent.code()))
            .col_expr(notification::Column::SentAt, Expr::value(now));
    }
    update.exec(&txn).await?;
    jobs::finish(&txn, run).await?;
    txn.commit().await?;
    Ok(())
}

/// 5 s, 10 s, 20 s … at most 10 minutes between tries.
fn backoff(attempts: i64) -> Duration {
    Duration::seconds((5i64 << attempts.clamp(0, 7).saturating_sub(1)).min(600))
}

/// The delivery row of (notification, target), made if new.
async fn target_row<C: ConnectionTrait>(
    db: &C,
    notification_id: i64,
    target: &str,
    provider: &str,
) -> AppResult<notification_delivery::Model> {
    let now = crate::kernel::clock::now();
    notification_delivery::Entity::insert(notification_delivery::ActiveModel {
        notification_id: Set(notification_id),
        target: Set(target.to_owned()),
        provider: Set(provider.to_owned()),
        state: Set(Target::New.code().to_owned()),
        provider_code: Set(String::new()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(
        OnConflict::columns([
            notification_delivery::Column::NotificationId,
            notification_delivery::Column::Target,
        ])
        .do_nothing()
        .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(db)
    .await?;
    notification_delivery::Entity::find()
        .filter(notification_delivery::Column::NotificationId.eq(notification_id))
        .filter(notification_delivery::Column::Target.eq(target))
        .one(db)
        .await?
        .ok_or_else(|| AppError::internal("delivery row vanished"))
}

async fn mark<C: ConnectionTrait>(db: &C, row_id: i64, state: Target, code: &str) -> AppResult<()> {
    notification_delivery::Entity::update_many()
        .col_expr(
            notification_delivery::Column::State,
            Expr::value(state.code()),
        )
        .col_expr(
            notification_delivery::Column::ProviderCode,
            Expr::value(code),
        )
        .col_expr(
            notification_delivery::Column::UpdatedAt,
            Expr::value(crate::kernel::clock::now()),
        )
        .filter(notification_delivery::Column::Id.eq(row_id))
        .exec(db)
        .await?;
    Ok(())
}

/// A delivery already decided: not tried again.
fn decided(state: &str) -> AppResult<bool> {
    Ok(matches!(
        Target::from_code(state)?,
        Target::Sent | Target::Unbound | Target::Refused | Target::Unknown
    ))
}

fn note<'a>(n: &'a notification::Model, request_id: &'a str) -> PushNote<'a> {
    PushNote {
        request_id,
        title: &n.title,
        body: &n.body,
        link: &n.link,
    }
}

/// One app device. A call a crash interrupted (`SENDING`) is made again
/// with the same request id, which 个推 drops if the first arrived.
async fn to_app(
    ctx: &AppContext,
    push: &dyn crate::kernel::providers::PushSender,
    n: &notification::Model,
    client_id: &str,
) -> Result<(), ()> {
    let outcome = async {
        let row = target_row(&ctx.db, n.id, &format!("app:{client_id}"), push.name()).await?;
        if decided(&row.state)? {
            return Ok(None);
        }
        mark(&ctx.db, row.id, Target::Sending, "").await?;
        // 个推 wants 10 to 32 characters, the same on every try.
        let request_id = format!("lm{:014}{:016}", n.id, row.id);
        let sent = push.push(client_id, &note(n, &request_id)).await;
        Ok::<_, AppError>(Some((row, sent)))
    }
    .await;
    let (row, sent) = match outcome {
        Ok(Some(x)) => x,
        Ok(None) => return Ok(()),
        Err(e) => {
            tracing::warn!(error = %e.message, "notification delivery not recorded");
            return Err(());
        }
    };
    recorded(ctx, push.name(), n, &row, sent, Some(client_id)).await
}

/// Records a provider's answer; `Err` when the notification must be held.
async fn recorded(
    ctx: &AppContext,
    provider: &'static str,
    n: &notification::Model,
    row: &notification_delivery::Model,
    sent: Result<PushOutcome, crate::kernel::providers::ProviderError>,
    device: Option<&str>,
) -> Result<(), ()> {
    let write = async {
        match &sent {
            Ok(PushOutcome::Delivered) => mark(&ctx.db, row.id, Target::Sent, "").await,
            Ok(PushOutcome::Refused) => mark(&ctx.db, row.id, Target::Refused, "").await,
            Ok(PushOutcome::Unbound) => {
                mark(&ctx.db, row.id, Target::Unbound, "").await?;
                if let Some(cid) = device {
                    crate::member::service::unbind_invalid_device(&ctx.db, n.member_id, cid)
                        .await?;
                }
                Ok(())
            }
            Err(e) => {
                mark(
                    &ctx.db,
                    row.id,
                    Target::Retry,
                    e.provider_code().unwrap_or("unreachable"),
                )
                .await
            }
        }
    }
    .await;
    if let Err(e) = write {
        tracing::warn!(error = %e.message, "notification delivery not recorded");
        return Err(());
    }
    let outcome = match sent {
        Ok(PushOutcome::Delivered) => "sent",
        Ok(PushOutcome::Refused) => "refused",
        Ok(PushOutcome::Unbound) => "unbound",
        Err(e) => {
            tracing::warn!(error = %e, notification = n.id, "push provider failed; held");
            metrics::counter!(FAILED_METRIC, "provider" => provider).increment(1);
            return Err(());
        }
    };
    metrics::counter!(DELIVERED_METRIC, "provider" => provider, "outcome" => outcome).increment(1);
    Ok(())
}

/// The mini-program, when the member signed in with WeChat, the category
/// has a template and a consent is left (one message per consent). A send
/// a crash interrupted is not repeated: WeChat keeps no request id, and a
/// second message would spend a consent the member gave once. `None`: no
/// such target.
async fn to_wechat(
    ctx: &AppContext,
    n: &notification::Model,
    category: Category,
) -> Option<Result<(), ()>> {
    let wechat = ctx.providers.wechat.as_ref()?;
    let template = ctx.providers.subscribe_templates.get(category.code())?;
    let open_id = member::Entity::find_by_id(n.member_id)
        .one(&ctx.db)
        .await
        .ok()
        .flatten()?
        .wechat_open_id
        .filter(|o| !o.is_empty())?;
    let prepared = async {
        let row = target_row(&ctx.db, n.id, &format!("wechat:{open_id}"), "wechat").await?;
        if decided(&row.state)? {
            return Ok(None);
        }
        if Target::from_code(&row.state)? == Target::Sending {
            mark(&ctx.db, row.id, Target::Unknown, "").await?;
            return Ok(None);
        }
        if !consent(&ctx.db, n, template).await? {
            mark(&ctx.db, row.id, Target::Refused, "no consent").await?;
            return Ok(None);
        }
        mark(&ctx.db, row.id, Target::Sending, "").await?;
        Ok::<_, AppError>(Some(row))
    }
    .await;
    let row = match prepared {
        Ok(Some(row)) => row,
        Ok(None) => return Some(Ok(())),
        Err(e) => {
            tracing::warn!(error = %e.message, "notification delivery not recorded");
            return Some(Err(()));
        }
    };
    let request_id = format!("lm{:014}{:016}", n.id, row.id);
    let sent = wechat
        .subscribe_send(&open_id, template, &note(n, &request_id))
        .await;
    Some(recorded(ctx, "wechat", n, &row, sent, None).await)
}

/// The consent this notification spends: the one it already took (a retry
/// after a failure), else the member's oldest unused one for `template`,
/// taken by a conditional update. `false` when none is left.
async fn consent<C: ConnectionTrait>(
    db: &C,
    n: &notification::Model,
    template: &str,
) -> AppResult<bool> {
    let mine = notify_consent::Entity::find()
        .filter(notify_consent::Column::NotificationId.eq(n.id))
        .one(db)
        .await?;
    if mine.is_some() {
        return Ok(true);
    }
    for _ in 0..3 {
        let Some(free) = notify_consent::Entity::find()
            .filter(notify_consent::Column::MemberId.eq(n.member_id))
            .filter(notify_consent::Column::TemplateId.eq(template))
            .filter(notify_consent::Column::UsedAt.is_null())
            .order_by_asc(notify_consent::Column::Id)
            .one(db)
            .await?
        else {
            return Ok(false);
        };
        let took = notify_consent::Entity::update_many()
            .col_expr(
                notify_consent::Column::UsedAt,
                Expr::value(crate::kernel::clock::now()),
            )
            .col_expr(notify_consent::Column::NotificationId, Expr::value(n.id))
            .filter(notify_consent::Column::Id.eq(free.id))
            .filter(notify_consent::Column::UsedAt.is_null())
            .exec(db)
            .await?;
        if took.rows_affected > 0 {
            return Ok(true);
        }
    }
    Ok(false)
}
