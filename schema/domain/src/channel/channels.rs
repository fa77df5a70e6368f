//! Channels: staff create them and assign their operators; an operator
//! lists and reads their own, staff every one.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter,
    QueryOrder,
};

use crate::kernel::paging::{newest_by_id, Window};
use crate::kernel::viewer::is_active;
use crate::kernel::{validate, AppContext, AppError, AppResult, Permission, Viewer};
use entities::{member, partner_channel};

/// What staff need to manage channels.
pub const STAFF: Permission = Permission::Operations;

/// A channel as its operator and staff see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Channel {
    pub id: i64,
    /// The invite codes' channel name.
    pub channel: String,
    /// The shown name (the channel name when none was given).
    pub title: String,
    pub partner_id: Option<i64>,
    pub operator_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

impl From<partner_channel::Model> for Channel {
    fn from(m: partner_channel::Model) -> Self {
        let title = if m.title.is_empty() {
            m.channel.clone()
        } else {
            m.title
        };
        Self {
            id: m.id,
            channel: m.channel,
            title,
            partner_id: m.partner_id,
            operator_id: m.operator_id,
            created_at: m.created_at,
        }
    }
}

/// A new channel.
#[derive(Debug, Clone, Default)]
pub struct NewChannel {
    /// The invite codes' channel name (1 to 32 characters, unique).
    pub channel: String,
    pub title: String,
    pub operator_id: Option<i64>,
}

/// Whether `viewer` may see channel `c`: its operator, or staff.
pub fn sees(viewer: &Viewer, c: &partner_channel::Model) -> bool {
    viewer.is_staff_with(STAFF) || (c.operator_id == Some(viewer.member_id) && viewer.member_id > 0)
}

/// Channel `id` for `viewer` (its operator or staff); `NOT_FOUND` for
/// anyone else, as for no channel.
pub async fn load<C: ConnectionTrait>(
    db: &C,
    viewer: &Viewer,
    id: i64,
) -> AppResult<partner_channel::Model> {
    partner_channel::Entity::find_by_id(id)
        .one(db)
        .await?
        .filter(|c| sees(viewer, c))
        .ok_or_else(|| AppError::not_found("no such channel"))
}

/// The caller's channels (those they run), by name; staff: use [`list`].
pub async fn mine(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<Channel>> {
    Ok(partner_channel::Entity::find()
        .filter(partner_channel::Column::OperatorId.eq(viewer.member_id))
        .order_by_asc(partner_channel::Column::Channel)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(Channel::from)
        .collect())
}

/// Every channel, newest first (staff).
pub async fn list(
    ctx: &AppContext,
    viewer: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<Channel>, bool)> {
    viewer.require(STAFF)?;
    let (rows, more) = newest_by_id(
        &ctx.db,
        partner_channel::Entity::find(),
        partner_channel::Column::Id,
        window,
    )
    .await?;
    Ok((rows.into_iter().map(Channel::from).collect(), more))
}

/// Channel `id` for its operator or staff.
pub async fn get(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<Channel> {
    Ok(load(&ctx.db, viewer, id).await?.into())
}

/// Channels by id the viewer may see (others are left out): one query.
pub async fn many(ctx: &AppContext, viewer: &Viewer, ids: &[i64]) -> AppResult<Vec<Channel>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(partner_channel::Entity::find()
        .filter(partner_channel::Column::Id.is_in(ids.iter().copied()))
        .all(&ctx.db)
        .await?
        .into_iter()
        .filter(|c| sees(viewer, c))
        .map(Channel::from)
        .collect())
}

fn check_title(title: &str) -> AppResult<String> {
    if title.trim().is_empty() {
        return validate::max_chars("title", title, 40);
    }
    validate::display_name("title", title, 40)
}

/// The operator to be: an active distributor.
async fn operator<C: ConnectionTrait>(db: &C, id: i64) -> AppResult<member::Model> {
    let m = member::Entity::find_by_id(id)
        .one(db)
        .await?
        .filter(is_active)
        .ok_or_else(|| AppError::invalid("operatorId", "no such member"))?;
    if !m.is_distributor {
        return Err(AppError::invalid(
            "operatorId",
            "only a distributor (isDistributor) may run a channel",
        ));
    }
    Ok(m)
}

/// Staff create a channel, optionally with its operator (who gets an
/// invite code for it). A name in use is `CONFLICT`. Audit-logged.
pub async fn create(ctx: &AppContext, viewer: &Viewer, new: NewChannel) -> AppResult<Channel> {
    viewer.require(STAFF)?;
    let name = new.channel.trim().to_owned();
    if name.is_empty() {
        return Err(AppError::invalid("channel", "is required"));
    }
    crate::invite::check_channel(&name)?;
    crate::invite::check_not_reserved("channel", &name)?;
    let name = validate::display_name("channel", &name, 64)?;
    let title = check_title(&new.title)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    if let Some(op) = new.operator_id {
        operator(&txn, op).await?;
    }
    let taken = partner_channel::Entity::find()
        .filter(partner_channel::Column::Channel.eq(name.as_str()))
        .one(&txn)
        .await?;
    if taken.is_some() {
        return Err(AppError {
            field: Some("channel".into()),
            ..AppError::conflict(format!("channel: `{name}` exists"))
        });
    }
    let row = partner_channel::ActiveModel {
        partner_id: Set(None),
        channel: Set(name.clone()),
        created_at: Set(crate::kernel::clock::now()),
        operator_id: Set(new.operator_id),
        title: Set(title),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "channel.create",
        &format!("channel:{}", row.id),
        serde_json::json!({ "channel": name, "operatorId": new.operator_id }),
    )
    .await?;
    txn.commit().await?;
    if let Some(op) = new.operator_id {
        crate::invite::create_invite_codes(ctx, viewer, op, std::slice::from_ref(&row.channel))
            .await?;
    }
    Ok(row.into())
}

/// Staff set (or clear) a channel's operator, who gets an invite code for
/// it. Audit-logged.
pub async fn assign_operator(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    operator_id: Option<i64>,
) -> AppResult<Channel> {
    viewer.require(STAFF)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    if let Some(op) = operator_id {
        operator(&txn, op).await?;
    }
    let before = load(&txn, viewer, id).await?;
    let moved = partner_channel::Entity::update_many()
        .col_expr(
            partner_channel::Column::OperatorId,
            Expr::value(operator_id),
        )
        .filter(partner_channel::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    if moved.rows_affected == 0 {
        return Err(AppError::not_found("no such channel"));
    }
    // The previous operator's codes stop crediting the channel; the new
    // operator's code is made (or marked) below.
    if let Some(previous) = before.operator_id.filter(|p| Some(*p) != operator_id) {
        crate::invite::operator_left(&txn, id, previous).await?;
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "channel.assign_operator",
        &format!("channel:{id}"),
        serde_json::json!({ "operatorId": operator_id }),
    )
    .await?;
    let row = load(&txn, viewer, id).await?;
    txn.commit().await?;
    if let Some(op) = operator_id {
        crate::invite::create_invite_codes(ctx, viewer, op, std::slice::from_ref(&row.channel))
            .await?;
    }
    Ok(row.into())
}

/// The channel names an operator runs (for the roll-up and staff reads).
pub async fn names_of<C: ConnectionTrait>(db: &C, operator_id: i64) -> AppResult<Vec<String>> {
    Ok(partner_channel::Entity::find()
        .filter(partner_channel::Column::OperatorId.eq(operator_id))
        .all(db)
        .await?
        .into_iter()
        .map(|c| c.channel)
        .collect())
}
