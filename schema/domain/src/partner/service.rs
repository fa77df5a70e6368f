//! Partner accounts and their channels (platform-rules §8). Staff with the
//! operations permission manage them; the `create-partner` CLI acts without
//! a viewer (the first partner). Their keys are `keys.rs`, their trusted
//! documents `documents.rs`.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder,
};

use super::keys::{keys_of, PartnerKey};
use crate::kernel::bucket::BucketSpec;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{self, Window};
use crate::kernel::{Permission, Viewer};
use entities::{partner, partner_channel};

/// Channels one partner may own.
pub const MAX_CHANNELS: usize = 20;
/// The bucket unless staff set another (platform-rules §8).
pub const DEFAULT_BUCKET: BucketSpec = BucketSpec::new(1000, 50);

crate::stored_enum!(
    /// A partner's state (stored as its code).
    pub PartnerState {
        Active => "active",
        Suspended => "suspended",
    }
);

/// A partner as staff see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partner {
    pub id: i64,
    pub name: String,
    pub contact: Option<String>,
    pub state: PartnerState,
    pub bucket: BucketSpec,
    pub trusted_documents_only: bool,
    pub channels: Vec<String>,
    /// Where its OAuth authorizations may send a member back.
    pub redirect_uris: Vec<String>,
    /// Its keys, newest first (never their secrets).
    pub keys: Vec<PartnerKey>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What staff give to create a partner.
#[derive(Debug, Clone, Default)]
pub struct NewPartner {
    pub name: String,
    pub contact: Option<String>,
    pub channels: Vec<String>,
    pub bucket_size: Option<i64>,
    pub restore_rate: Option<i64>,
    pub trusted_documents_only: bool,
    pub redirect_uris: Vec<String>,
}

/// What staff change on a partner; `None` leaves a field as it is.
#[derive(Debug, Clone, Default)]
pub struct PartnerChanges {
    pub name: Option<String>,
    pub contact: Option<String>,
    pub state: Option<PartnerState>,
    pub channels: Option<Vec<String>>,
    pub bucket_size: Option<i64>,
    pub restore_rate: Option<i64>,
    pub trusted_documents_only: Option<bool>,
    pub redirect_uris: Option<Vec<String>>,
}

/// `None` is the CLI (no viewer); otherwise staff with the operations
/// permission.
pub(super) fn require_operations(actor: Option<&Viewer>) -> AppResult<Option<i64>> {
    match actor {
        None => Ok(None),
        Some(v) => {
            v.require(Permission::Operations)?;
            Ok(Some(v.member_id))
        }
    }
}

fn check_name(name: &str) -> AppResult<String> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 60 {
        return Err(AppError::invalid("name", "must be 1 to 60 characters"));
    }
    Ok(name.to_owned())
}

fn check_contact(contact: Option<&str>) -> AppResult<String> {
    let contact = contact.unwrap_or_default().trim();
    if contact.chars().count() > 200 {
        return Err(AppError::invalid(
            "contact",
            "must be at most 200 characters",
        ));
    }
    Ok(contact.to_owned())
}

fn check_channels(channels: &[String]) -> AppResult<Vec<String>> {
    if channels.len() > MAX_CHANNELS {
        return Err(AppError::invalid(
            "channels",
            format!("at most {MAX_CHANNELS} channels"),
        ));
    }
    let mut out: Vec<String> = Vec::with_capacity(channels.len());
    for c in channels {
        // The invite channels' own rule; a partner's channel is never the
        // default `""`.
        let c = c.trim();
        crate::invite::check_channel(c)?;
        crate::invite::check_not_reserved("channels", c)?;
        if c.is_empty() || c.chars().any(char::is_control) {
            return Err(AppError::invalid(
                "channels",
                "a partner's channel is a name, not empty",
            ));
        }
        if !out.iter().any(|o| o == c) {
            out.push(c.to_owned());
        }
    }
    Ok(out)
}

fn check_range(field: &str, value: Option<i64>, max: i64) -> AppResult<Option<i64>> {
    match value {
        Some(v) if !(1..=max).contains(&v) => {
            Err(AppError::invalid(field, format!("must be 1 to {max}")))
        }
        other => Ok(other),
    }
}

pub(super) async fn channels_of<C: sea_orm::ConnectionTrait>(
    db: &C,
    partner_id: i64,
) -> AppResult<Vec<String>> {
    Ok(partner_channel::Entity::find()
        .filter(partner_channel::Column::PartnerId.eq(partner_id))
        .order_by_asc(partner_channel::Column::Channel)
        .all(db)
        .await?
        .into_iter()
        .map(|c| c.channel)
        .collect())
}

pub(super) fn view(
    m: partner::Model,
    channels: Vec<String>,
    keys: Vec<PartnerKey>,
) -> AppResult<Partner> {
    Ok(Partner {
        id: m.id,
        name: m.name,
        contact: Some(m.contact).filter(|c| !c.is_empty()),
        state: PartnerState::from_code(&m.state)?,
        bucket: BucketSpec::new(m.bucket_size.max(1) as u64, m.restore_rate.max(1) as u64),
        trusted_documents_only: m.trusted_documents_only,
        redirect_uris: super::oauth::redirect::from_stored(&m.redirect_uris),
        channels,
        keys,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

/// Replaces a partner's channels; a channel another partner owns is a
/// conflict naming it. A channel the partner gives up stays, without a
/// partner (its operator, title and members are the channel's own); a
/// channel without a partner is taken over.
async fn set_channels<C: sea_orm::ConnectionTrait>(
    db: &C,
    partner_id: i64,
    channels: &[String],
) -> AppResult<()> {
    if !channels.is_empty() {
        let taken = partner_channel::Entity::find()
            .filter(partner_channel::Column::Channel.is_in(channels.iter().cloned()))
            .filter(partner_channel::Column::PartnerId.ne(partner_id))
            .one(db)
            .await?;
        if let Some(t) = taken {
            return Err(AppError {
                field: Some("channels".into()),
                ..AppError::conflict(format!(
                    "channels: `{}` belongs to another partner",
                    t.channel
                ))
            });
        }
    }
    partner_channel::Entity::update_many()
        .col_expr(
            partner_channel::Column::PartnerId,
            Expr::value(Option::<i64>::None),
        )
        .filter(partner_channel::Column::PartnerId.eq(partner_id))
        .filter(partner_channel::Column::Channel.is_not_in(channels.iter().cloned()))
        .exec(db)
        .await?;
    if channels.is_empty() {
        return Ok(());
    }
    let now = crate::kernel::clock::now();
    partner_channel::Entity::insert_many(channels.iter().map(|c| partner_channel::ActiveModel {
        partner_id: Set(Some(partner_id)),
        channel: Set(c.clone()),
        created_at: Set(now),
        operator_id: Set(None),
        title: Set(String::new()),
        ..Default::default()
    }))
    .on_conflict(
        OnConflict::column(partner_channel::Column::Channel)
            .update_column(partner_channel::Column::PartnerId)
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Creates a partner. A name in use is a conflict. Takes the database
/// alone so the CLI can call it before any server runs.
pub async fn create(
    db: &DatabaseConnection,
    actor: Option<&Viewer>,
    input: NewPartner,
) -> AppResult<Partner> {
    let actor_id = require_operations(actor)?;
    let name = check_name(&input.name)?;
    let contact = check_contact(input.contact.as_deref())?;
    let channels = check_channels(&input.channels)?;
    let size = check_range("bucketSize", input.bucket_size, 1_000_000)?;
    let rate = check_range("restoreRate", input.restore_rate, 100_000)?;
    let redirect_uris = super::oauth::redirect::check(&input.redirect_uris)?;
    let txn = crate::kernel::db::begin_on(db).await?;
    let exists = partner::Entity::find()
        .filter(partner::Column::Name.eq(name.as_str()))
        .one(&txn)
        .await?;
    if exists.is_some() {
        return Err(AppError {
            field: Some("name".into()),
            ..AppError::conflict("name: a partner with this name exists")
        });
    }
    let now = crate::kernel::clock::now();
    let row = partner::ActiveModel {
        name: Set(name),
        contact: Set(contact),
        state: Set(PartnerState::Active.code().to_owned()),
        bucket_size: Set(size.unwrap_or(DEFAULT_BUCKET.capacity as i64)),
        restore_rate: Set(rate.unwrap_or(DEFAULT_BUCKET.per_second as i64)),
        trusted_documents_only: Set(input.trusted_documents_only),
        redirect_uris: Set(super::oauth::redirect::to_stored(&redirect_uris)),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    set_channels(&txn, row.id, &channels).await?;
    crate::kernel::audit::record(
        &txn,
        actor_id,
        "partner.create",
        &format!("partner:{}", row.id),
        serde_json::json!({"name": row.name, "channels": channels}),
    )
    .await?;
    txn.commit().await?;
    view(row, channels, Vec::new())
}

/// Changes a partner: details, state (suspending refuses its keys at
/// once), channels, bucket, trusted-documents mode.
pub async fn update(
    ctx: &AppContext,
    actor: &Viewer,
    partner_id: i64,
    changes: PartnerChanges,
) -> AppResult<Partner> {
    let actor_id = require_operations(Some(actor))?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = partner::Entity::find_by_id(partner_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such partner"))?;
    let mut am: partner::ActiveModel = row.into();
    if let Some(name) = &changes.name {
        let name = check_name(name)?;
        let other = partner::Entity::find()
            .filter(partner::Column::Name.eq(name.as_str()))
            .filter(partner::Column::Id.ne(partner_id))
            .one(&txn)
            .await?;
        if other.is_some() {
            return Err(AppError {
                field: Some("name".into()),
                ..AppError::conflict("name: a partner with this name exists")
            });
        }
        am.name = Set(name);
    }
    if changes.contact.is_some() {
        am.contact = Set(check_contact(changes.contact.as_deref())?);
    }
    if let Some(state) = changes.state {
        am.state = Set(state.code().to_owned());
    }
    if let Some(size) = check_range("bucketSize", changes.bucket_size, 1_000_000)? {
        am.bucket_size = Set(size);
    }
    if let Some(rate) = check_range("restoreRate", changes.restore_rate, 100_000)? {
        am.restore_rate = Set(rate);
    }
    if let Some(t) = changes.trusted_documents_only {
        am.trusted_documents_only = Set(t);
    }
    if let Some(uris) = &changes.redirect_uris {
        am.redirect_uris = Set(super::oauth::redirect::to_stored(
            &super::oauth::redirect::check(uris)?,
        ));
    }
    am.updated_at = Set(crate::kernel::clock::now());
    let row = am.update(&txn).await?;
    if let Some(channels) = &changes.channels {
        set_channels(&txn, partner_id, &check_channels(channels)?).await?;
    }
    let channels = channels_of(&txn, partner_id).await?;
    let keys = keys_of(&txn, &[partner_id]).await?;
    crate::kernel::audit::record(
        &txn,
        actor_id,
        "partner.update",
        &format!("partner:{partner_id}"),
        serde_json::json!({"name": row.name, "state": row.state, "channels": channels, "redirectUris": row.redirect_uris}),
    )
    .await?;
    txn.commit().await?;
    view(row, channels, keys)
}

/// One partner, for staff.
pub async fn get(ctx: &AppContext, actor: &Viewer, partner_id: i64) -> AppResult<Option<Partner>> {
    require_operations(Some(actor))?;
    let Some(row) = partner::Entity::find_by_id(partner_id).one(&ctx.db).await? else {
        return Ok(None);
    };
    let channels = channels_of(&ctx.db, row.id).await?;
    let keys = keys_of(&ctx.db, &[row.id]).await?;
    Ok(Some(view(row, channels, keys)?))
}

/// Partners newest first, a page of `window`, for staff.
pub async fn list(
    ctx: &AppContext,
    actor: &Viewer,
    window: &Window<i64>,
) -> AppResult<(Vec<Partner>, bool)> {
    require_operations(Some(actor))?;
    let (rows, more) = paging::newest_by_id(
        &ctx.db,
        partner::Entity::find(),
        partner::Column::Id,
        window,
    )
    .await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut all_keys = keys_of(&ctx.db, &ids).await?;
    let all_channels = partner_channel::Entity::find()
        .filter(partner_channel::Column::PartnerId.is_in(ids))
        .order_by_asc(partner_channel::Column::Channel)
        .all(&ctx.db)
        .await?;
    let out = rows
        .into_iter()
        .map(|r| {
            let channels = all_channels
                .iter()
                .filter(|c| c.partner_id == Some(r.id))
                .map(|c| c.channel.clone())
                .collect();
            let (keys, rest) = all_keys.drain(..).partition(|k| k.partner_id == r.id);
            all_keys = rest;
            view(r, channels, keys)
        })
        .collect::<AppResult<_>>()?;
    Ok((out, more))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channels_are_checked_and_deduplicated() {
        let ok = check_channels(&["app-store".into(), "app-store".into(), "wx_1".into()]).unwrap();
        assert_eq!(ok, ["app-store", "wx_1"]);
        let err = check_channels(&["  ".into()]).unwrap_err();
        assert_eq!(err.field.as_deref(), Some("channels"));
    }
}
