//! A partner's endpoints: create, change (URL, event types, enabled),
//! rotate the secret, delete, list. The partner itself (with a key the API
//! layer checked for `webhooks:write`) or staff for any partner.

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait,
    QueryFilter,
};
use serde_json::json;

use super::signing;
use super::view::{self, Endpoint};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{self, Window};
use crate::kernel::{outbound, Permission, Viewer};
use entities::{partner, webhook_endpoint};

/// Endpoints one partner may have.
pub const MAX_PER_PARTNER: u64 = 10;
/// How long the previous secret still signs after a rotation.
pub const ROTATION_OVERLAP: Duration = Duration::hours(24);
/// The longest description.
pub const MAX_DESCRIPTION_CHARS: usize = 200;

/// Who manages endpoints.
#[derive(Debug, Clone, Copy)]
pub enum Actor<'a> {
    /// A partner's key (its scope checked by the caller): its own
    /// endpoints only.
    Partner(i64),
    /// Staff with the operations permission, for any partner; every change
    /// is audit-logged with them as the actor.
    Staff(&'a Viewer),
}

impl Actor<'_> {
    /// Whether the actor may manage `partner_id`'s endpoints: a partner
    /// only its own (`NOT_FOUND` otherwise, so ids of others' endpoints
    /// tell nothing), staff with the permission.
    pub fn check(&self, partner_id: i64) -> AppResult<()> {
        match self {
            Actor::Partner(own) if *own == partner_id => Ok(()),
            Actor::Partner(_) => Err(AppError::not_found("no such webhook endpoint")),
            Actor::Staff(v) => v.require(Permission::Operations),
        }
    }

    pub(super) fn staff_id(&self) -> Option<i64> {
        match self {
            Actor::Staff(v) => Some(v.member_id),
            Actor::Partner(_) => None,
        }
    }

    fn by(&self) -> &'static str {
        match self {
            Actor::Staff(_) => "staff",
            Actor::Partner(_) => "partner",
        }
    }
}

/// A new endpoint.
#[derive(Debug, Clone, Default)]
pub struct NewEndpoint {
    pub url: String,
    pub description: Option<String>,
    pub event_types: Vec<String>,
}

/// Changes to an endpoint; `None` leaves a field as it is.
#[derive(Debug, Clone, Default)]
pub struct EndpointChanges {
    pub url: Option<String>,
    pub description: Option<String>,
    pub event_types: Option<Vec<String>>,
    /// `false` disables it; `true` makes a disabled or failing one active.
    pub enabled: Option<bool>,
}

fn check_event_types(types: &[String]) -> AppResult<String> {
    if types.is_empty() {
        return Err(AppError::invalid(
            "eventTypes",
            "name at least one event type",
        ));
    }
    let known_types = super::events::types();
    let mut list: Vec<&str> = Vec::new();
    for t in types {
        let Some(known) = known_types.iter().copied().find(|k| *k == t.as_str()) else {
            return Err(AppError::invalid(
                "eventTypes",
                format!(
                    "`{t}` is not an event type (one of {})",
                    known_types.join(", ")
                ),
            ));
        };
        if !list.contains(&known) {
            list.push(known);
        }
    }
    list.sort_by_key(|t| known_types.iter().position(|k| k == t));
    serde_json::to_string(&list).map_err(AppError::internal)
}

fn check_description(text: Option<&str>) -> AppResult<String> {
    let text = text.unwrap_or_default().trim();
    if text.chars().count() > MAX_DESCRIPTION_CHARS {
        return Err(AppError::invalid(
            "description",
            format!("at most {MAX_DESCRIPTION_CHARS} characters"),
        ));
    }
    crate::kernel::validate::no_nul("description", text)?;
    Ok(text.to_owned())
}

/// The URL as it will be stored, after the full check (its addresses too).
async fn check_url(ctx: &AppContext, text: &str) -> AppResult<String> {
    let checked = outbound::check(ctx.outbound, "url", text).await?;
    Ok(checked.url.to_string())
}

/// The endpoint `id` if `actor` may manage it (`NOT_FOUND` otherwise).
pub(crate) async fn owned<C: ConnectionTrait>(
    db: &C,
    actor: &Actor<'_>,
    id: i64,
) -> AppResult<webhook_endpoint::Model> {
    if let Actor::Staff(v) = actor {
        v.require(Permission::Operations)?;
    }
    let row = webhook_endpoint::Entity::find_by_id(id)
        .one(db)
        .await?
        .ok_or_else(|| AppError::not_found("no such webhook endpoint"))?;
    actor.check(row.partner_id)?;
    Ok(row)
}

pub(super) async fn audit<C: ConnectionTrait>(
    db: &C,
    actor: &Actor<'_>,
    action: &str,
    endpoint: &webhook_endpoint::Model,
    detail: serde_json::Value,
) -> AppResult<()> {
    let mut detail = detail;
    if let Some(map) = detail.as_object_mut() {
        map.insert("partner".into(), json!(endpoint.partner_id));
        map.insert("by".into(), json!(actor.by()));
    }
    crate::kernel::audit::record(
        db,
        actor.staff_id(),
        action,
        &format!("webhook_endpoint:{}", endpoint.id),
        detail,
    )
    .await
}

/// Creates an endpoint of `partner_id`; the answer carries its secret,
/// shown this once.
pub async fn create(
    ctx: &AppContext,
    actor: Actor<'_>,
    partner_id: i64,
    new: NewEndpoint,
) -> AppResult<(Endpoint, String)> {
    actor.check(partner_id)?;
    let url = check_url(ctx, &new.url).await?;
    let event_types = check_event_types(&new.event_types)?;
    let description = check_description(new.description.as_deref())?;
    let secret = signing::new_secret();
    let txn = crate::kernel::db::begin(ctx).await?;
    // Takes the partner's row first, so two creations at once count in
    // turn (and an unknown partner is refused).
    let held = partner::Entity::update_many()
        .col_expr(partner::Column::Id, Expr::col(partner::Column::Id).into())
        .filter(partner::Column::Id.eq(partner_id))
        .exec(&txn)
        .await?;
    if held.rows_affected == 0 {
        return Err(AppError::invalid("partnerId", "no such partner"));
    }
    let count = webhook_endpoint::Entity::find()
        .filter(webhook_endpoint::Column::PartnerId.eq(partner_id))
        .count(&txn)
        .await?;
    if count >= MAX_PER_PARTNER {
        return Err(AppError::conflict(format!(
            "a partner has at most {MAX_PER_PARTNER} webhook endpoints"
        )));
    }
    let now = crate::kernel::clock::now();
    let row = webhook_endpoint::ActiveModel {
        partner_id: Set(partner_id),
        url: Set(url),
        description: Set(description),
        event_types: Set(event_types),
        secret: Set(secret.clone()),
        previous_secret: Set(None),
        previous_secret_until: Set(None),
        state: Set(view::ACTIVE.to_owned()),
        failing_since: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    audit(
        &txn,
        &actor,
        "webhook.create",
        &row,
        json!({ "url": row.url, "eventTypes": view::event_types_of(&row.event_types) }),
    )
    .await?;
    txn.commit().await?;
    Ok((Endpoint::of(row, now)?, secret))
}

/// Changes an endpoint's URL, description, event types or whether it is
/// enabled.
pub async fn update(
    ctx: &AppContext,
    actor: Actor<'_>,
    id: i64,
    changes: EndpointChanges,
) -> AppResult<Endpoint> {
    // Who may comes before what: the URL's check resolves its host, which
    // no one but the endpoint's owner (or staff) may make the server do.
    owned(&ctx.db, &actor, id).await?;
    let url = match &changes.url {
        Some(u) => Some(check_url(ctx, u).await?),
        None => None,
    };
    let event_types = changes
        .event_types
        .as_deref()
        .map(check_event_types)
        .transpose()?;
    let description = changes
        .description
        .as_deref()
        .map(|d| check_description(Some(d)))
        .transpose()?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = owned(&txn, &actor, id).await?;
    let now = crate::kernel::clock::now();
    let mut am: webhook_endpoint::ActiveModel = row.clone().into();
    if let Some(u) = url {
        am.url = Set(u);
    }
    if let Some(t) = event_types {
        am.event_types = Set(t);
    }
    if let Some(d) = description {
        am.description = Set(d);
    }
    match changes.enabled {
        Some(false) => am.state = Set(view::DISABLED.to_owned()),
        Some(true) if row.state != view::ACTIVE => {
            am.state = Set(view::ACTIVE.to_owned());
            am.failing_since = Set(None);
        }
        _ => {}
    }
    am.updated_at = Set(now);
    let row = am.update(&txn).await?;
    audit(
        &txn,
        &actor,
        "webhook.update",
        &row,
        json!({
            "url": row.url,
            "eventTypes": view::event_types_of(&row.event_types),
            "state": row.state,
        }),
    )
    .await?;
    txn.commit().await?;
    Endpoint::of(row, now)
}

/// A new secret for the endpoint, shown this once; the previous one still
/// signs (a second signature) for [`ROTATION_OVERLAP`].
pub async fn rotate_secret(
    ctx: &AppContext,
    actor: Actor<'_>,
    id: i64,
) -> AppResult<(Endpoint, String)> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = owned(&txn, &actor, id).await?;
    let now = crate::kernel::clock::now();
    let secret = signing::new_secret();
    let mut am: webhook_endpoint::ActiveModel = row.clone().into();
    am.previous_secret = Set(Some(row.secret.clone()));
    am.previous_secret_until = Set(Some(now + ROTATION_OVERLAP));
    am.secret = Set(secret.clone());
    am.updated_at = Set(now);
    let row = am.update(&txn).await?;
    audit(&txn, &actor, "webhook.rotate_secret", &row, json!({})).await?;
    txn.commit().await?;
    Ok((Endpoint::of(row, now)?, secret))
}

/// Deletes an endpoint and its delivery log; deliveries still waiting are
/// not sent. Returns its id.
pub async fn delete(ctx: &AppContext, actor: Actor<'_>, id: i64) -> AppResult<i64> {
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = owned(&txn, &actor, id).await?;
    webhook_endpoint::Entity::delete_by_id(row.id)
        .exec(&txn)
        .await?;
    audit(
        &txn,
        &actor,
        "webhook.delete",
        &row,
        json!({ "url": row.url }),
    )
    .await?;
    txn.commit().await?;
    Ok(row.id)
}

/// One endpoint.
pub async fn get(ctx: &AppContext, actor: Actor<'_>, id: i64) -> AppResult<Endpoint> {
    let row = owned(&ctx.db, &actor, id).await?;
    Endpoint::of(row, crate::kernel::clock::now())
}

/// `partner_id`'s endpoints, newest first, a page of `window`.
pub async fn list(
    ctx: &AppContext,
    actor: Actor<'_>,
    partner_id: i64,
    window: &Window<i64>,
) -> AppResult<(Vec<Endpoint>, bool)> {
    actor.check(partner_id)?;
    let q =
        webhook_endpoint::Entity::find().filter(webhook_endpoint::Column::PartnerId.eq(partner_id));
    let (rows, more) =
        paging::newest_by_id(&ctx.db, q, webhook_endpoint::Column::Id, window).await?;
    let now = crate::kernel::clock::now();
    let views = rows
        .into_iter()
        .map(|r| Endpoint::of(r, now))
        .collect::<AppResult<_>>()?;
    Ok((views, more))
}

/// The secrets that sign a delivery now: the current one, and the previous
/// one while a rotation overlaps.
pub(crate) fn signing_secrets(row: &webhook_endpoint::Model, now: DateTime<Utc>) -> Vec<&str> {
    let mut out = vec![row.secret.as_str()];
    if let (Some(prev), Some(until)) = (&row.previous_secret, row.previous_secret_until) {
        if until > now {
            out.push(prev.as_str());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_types_are_known_deduped_and_ordered() {
        let stored = check_event_types(&[
            "withdrawal.updated".into(),
            "member.registered".into(),
            "member.registered".into(),
        ])
        .unwrap();
        assert_eq!(stored, r#"["member.registered","withdrawal.updated"]"#);
        assert!(check_event_types(&[]).is_err());
        let e = check_event_types(&["member.deleted".into()]).unwrap_err();
        assert_eq!(e.field.as_deref(), Some("eventTypes"));
    }
}
