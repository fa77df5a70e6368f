//! Partner accounts, their channels, keys and trusted documents
//! (platform-rules §8). Staff with the operations permission manage them;
//! the `create-partner` CLI acts without a viewer (the first partner).
//!
//! A key is looked up by its public prefix and compared by hash in constant
//! time; a revoked or expired key, or a suspended partner's, is refused
//! with its own code. At most two keys are active at once, so a partner
//! can rotate: issue the new one, move over, revoke the old.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder,
};
use sha2::{Digest, Sha256};

use super::key;
use super::scope::{self, Scope};
use crate::kernel::bucket::BucketSpec;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::paging::{self, Window};
use crate::kernel::{Permission, Viewer};
use entities::{partner, partner_channel, partner_document, partner_key};

/// Keys active at once (platform-rules §8: two, for rotation).
pub const MAX_ACTIVE_KEYS: usize = 2;
/// Channels one partner may own.
pub const MAX_CHANNELS: usize = 20;
/// Documents one manifest may register at once.
pub const MAX_DOCUMENTS: usize = 500;
/// The longest document (security.md: query text ≤ 16 KiB).
pub const MAX_DOCUMENT_BYTES: usize = 16 * 1024;
/// The bucket unless staff set another (platform-rules §8).
pub const DEFAULT_BUCKET: BucketSpec = BucketSpec::new(1000, 50);
/// `last_used_at` is written at most this often per key.
const LAST_USED_EVERY_SECS: i64 = 60;

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
    /// Its keys, newest first (never their secrets).
    pub keys: Vec<PartnerKey>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A key as staff see it (never the secret).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartnerKey {
    pub id: i64,
    pub partner_id: i64,
    /// `lmk_<prefix>_…`: how the key is named without its secret.
    pub prefix: String,
    pub scopes: Vec<Scope>,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub expires_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

impl PartnerKey {
    fn of(m: partner_key::Model) -> Self {
        Self {
            id: m.id,
            partner_id: m.partner_id,
            prefix: m.prefix,
            scopes: scope::from_stored(&m.scopes),
            created_at: m.created_at,
            last_used_at: m.last_used_at,
            expires_at: m.expires_at,
            revoked_at: m.revoked_at,
        }
    }

    fn is_active(&self, now: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && self.expires_at.is_none_or(|e| e > now)
    }
}

/// Who is calling with a key: what the request may reach and spend.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartnerCaller {
    pub partner_id: i64,
    pub partner_name: String,
    pub key_id: i64,
    pub key_prefix: String,
    pub scopes: Vec<Scope>,
    pub bucket: BucketSpec,
    pub trusted_documents_only: bool,
    pub channels: Vec<String>,
}

impl PartnerCaller {
    pub fn has(&self, scope: Scope) -> bool {
        self.scopes.contains(&scope)
    }

    /// The refusal when the key lacks `scope`.
    pub fn require(&self, scope: Scope) -> AppResult<()> {
        if self.has(scope) {
            Ok(())
        } else {
            Err(AppError::forbidden(format!(
                "this key lacks the `{scope}` scope"
            )))
        }
    }
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
}

/// `None` is the CLI (no viewer); otherwise staff with operations.
fn require_staff(actor: Option<&Viewer>) -> AppResult<Option<i64>> {
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

async fn channels_of<C: sea_orm::ConnectionTrait>(
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

/// The keys of `partner_ids`, newest first, in one query.
async fn keys_of<C: sea_orm::ConnectionTrait>(
    db: &C,
    partner_ids: &[i64],
) -> AppResult<Vec<PartnerKey>> {
    Ok(partner_key::Entity::find()
        .filter(partner_key::Column::PartnerId.is_in(partner_ids.iter().copied()))
        .order_by_desc(partner_key::Column::Id)
        .all(db)
        .await?
        .into_iter()
        .map(PartnerKey::of)
        .collect())
}

fn view(m: partner::Model, channels: Vec<String>, keys: Vec<PartnerKey>) -> AppResult<Partner> {
    Ok(Partner {
        id: m.id,
        name: m.name,
        contact: Some(m.contact).filter(|c| !c.is_empty()),
        state: PartnerState::from_code(&m.state)?,
        bucket: BucketSpec::new(m.bucket_size.max(1) as u64, m.restore_rate.max(1) as u64),
        trusted_documents_only: m.trusted_documents_only,
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
    let actor_id = require_staff(actor)?;
    let name = check_name(&input.name)?;
    let contact = check_contact(input.contact.as_deref())?;
    let channels = check_channels(&input.channels)?;
    let size = check_range("bucketSize", input.bucket_size, 1_000_000)?;
    let rate = check_range("restoreRate", input.restore_rate, 100_000)?;
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
    let actor_id = require_staff(Some(actor))?;
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
        serde_json::json!({"name": row.name, "state": row.state, "channels": channels}),
    )
    .await?;
    txn.commit().await?;
    view(row, channels, keys)
}

/// One partner, for staff.
pub async fn get(ctx: &AppContext, actor: &Viewer, partner_id: i64) -> AppResult<Option<Partner>> {
    require_staff(Some(actor))?;
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
    require_staff(Some(actor))?;
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

/// A partner's keys, newest first, for staff.
pub async fn keys(ctx: &AppContext, actor: &Viewer, partner_id: i64) -> AppResult<Vec<PartnerKey>> {
    require_staff(Some(actor))?;
    keys_of(&ctx.db, &[partner_id]).await
}

/// Issues a key with `scopes`; returns it and its text, shown this once.
/// A third active key is refused: revoke one first. Takes the database
/// alone so the CLI can call it.
pub async fn issue_key(
    db: &DatabaseConnection,
    actor: Option<&Viewer>,
    partner_id: i64,
    scopes: &[String],
    expires_at: Option<DateTime<Utc>>,
) -> AppResult<(PartnerKey, String)> {
    let actor_id = require_staff(actor)?;
    let mut parsed = Vec::with_capacity(scopes.len());
    for s in scopes {
        let scope = Scope::parse(s.trim()).ok_or_else(|| {
            let names: Vec<&str> = Scope::ALL.iter().map(|s| s.as_str()).collect();
            AppError::invalid(
                "scopes",
                format!("`{s}` is not a scope; one of {}", names.join(", ")),
            )
        })?;
        parsed.push(scope);
    }
    if parsed.is_empty() {
        return Err(AppError::invalid("scopes", "at least one scope"));
    }
    let now = crate::kernel::clock::now();
    if expires_at.is_some_and(|e| e <= now) {
        return Err(AppError::invalid("expiresAt", "must be in the future"));
    }
    let txn = crate::kernel::db::begin_on(db).await?;
    // Locks the partner row (PostgreSQL) so two issues cannot both pass
    // the count; SQLite serialises writers anyway.
    partner::Entity::update_many()
        .col_expr(partner::Column::UpdatedAt, Expr::value(now))
        .filter(partner::Column::Id.eq(partner_id))
        .exec(&txn)
        .await
        .and_then(|r| {
            if r.rows_affected == 0 {
                Err(sea_orm::DbErr::RecordNotFound("partner".into()))
            } else {
                Ok(r)
            }
        })
        .map_err(|e| match e {
            sea_orm::DbErr::RecordNotFound(_) => AppError::not_found("no such partner"),
            other => other.into(),
        })?;
    let active = partner_key::Entity::find()
        .filter(partner_key::Column::PartnerId.eq(partner_id))
        .filter(partner_key::Column::RevokedAt.is_null())
        .all(&txn)
        .await?
        .into_iter()
        .map(PartnerKey::of)
        .filter(|k| k.is_active(now))
        .count();
    if active >= MAX_ACTIVE_KEYS {
        return Err(AppError::conflict(format!(
            "this partner has {MAX_ACTIVE_KEYS} active keys; revoke one first"
        )));
    }
    let new = key::generate();
    let row = partner_key::ActiveModel {
        partner_id: Set(partner_id),
        prefix: Set(new.prefix.clone()),
        key_hash: Set(new.hash),
        scopes: Set(scope::to_stored(&parsed)),
        created_at: Set(now),
        expires_at: Set(expires_at),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    crate::kernel::audit::record(
        &txn,
        actor_id,
        "partner.issue_key",
        &format!("partner:{partner_id}"),
        serde_json::json!({"prefix": row.prefix, "scopes": row.scopes}),
    )
    .await?;
    txn.commit().await?;
    Ok((PartnerKey::of(row), new.text))
}

/// Revokes a key: from the next request on it gets `API_KEY_REVOKED`.
pub async fn revoke_key(ctx: &AppContext, actor: &Viewer, key_id: i64) -> AppResult<PartnerKey> {
    let actor_id = require_staff(Some(actor))?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let row = partner_key::Entity::find_by_id(key_id)
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found("no such key"))?;
    let row = if row.revoked_at.is_some() {
        row
    } else {
        let mut am: partner_key::ActiveModel = row.into();
        am.revoked_at = Set(Some(crate::kernel::clock::now()));
        am.update(&txn).await?
    };
    crate::kernel::audit::record(
        &txn,
        actor_id,
        "partner.revoke_key",
        &format!("partner:{}", row.partner_id),
        serde_json::json!({"prefix": row.prefix}),
    )
    .await?;
    txn.commit().await?;
    Ok(PartnerKey::of(row))
}

/// The caller a presented key stands for. Shape and checksum are checked
/// before any lookup; then the stored hash (constant time), the key's
/// revocation and expiry, and the partner's state.
pub async fn authenticate(ctx: &AppContext, text: &str) -> AppResult<PartnerCaller> {
    let invalid = || AppError::new(ErrorCode::ApiKeyInvalid, "X-Api-Key is not a valid key");
    let presented = key::parse(text).ok_or_else(invalid)?;
    let row = partner_key::Entity::find()
        .filter(partner_key::Column::Prefix.eq(presented.prefix.as_str()))
        .one(&ctx.db)
        .await?
        .ok_or_else(invalid)?;
    if !key::matches(&row.key_hash, &presented) {
        return Err(invalid());
    }
    let now = crate::kernel::clock::now();
    let k = PartnerKey::of(row);
    if !k.is_active(now) {
        return Err(AppError::new(
            ErrorCode::ApiKeyRevoked,
            "this key was revoked or has expired",
        ));
    }
    let p = partner::Entity::find_by_id(k.partner_id)
        .one(&ctx.db)
        .await?
        .ok_or_else(invalid)?;
    if PartnerState::from_code(&p.state)? == PartnerState::Suspended {
        return Err(AppError::new(
            ErrorCode::PartnerSuspended,
            "this partner is suspended",
        ));
    }
    // At most one write a minute per key, however busy it is.
    if k.last_used_at
        .is_none_or(|t| (now - t).num_seconds() >= LAST_USED_EVERY_SECS)
    {
        partner_key::Entity::update_many()
            .col_expr(partner_key::Column::LastUsedAt, Expr::value(now))
            .filter(partner_key::Column::Id.eq(k.id))
            .exec(&ctx.db)
            .await?;
    }
    let channels = channels_of(&ctx.db, p.id).await?;
    let partner = view(p, channels, Vec::new())?;
    Ok(PartnerCaller {
        partner_id: partner.id,
        partner_name: partner.name,
        key_id: k.id,
        key_prefix: k.prefix,
        scopes: k.scopes,
        bucket: partner.bucket,
        trusted_documents_only: partner.trusted_documents_only,
        channels: partner.channels,
    })
}

/// Whether `member_id` registered through one of the caller's channels
/// (the partner's own member, whose personal data `member:pii` may reach).
pub async fn is_own_member(
    ctx: &AppContext,
    caller: &PartnerCaller,
    member_id: i64,
) -> AppResult<bool> {
    if caller.channels.is_empty() {
        return Ok(false);
    }
    Ok(entities::invite::Entity::find()
        .filter(entities::invite::Column::InviteeId.eq(member_id))
        .filter(entities::invite::Column::Channel.is_in(caller.channels.iter().cloned()))
        .one(&ctx.db)
        .await?
        .is_some())
}

/// The id of a document: `sha256:` and 64 lowercase hex digits of its
/// exact UTF-8 text (the GraphQL-over-HTTP persisted-documents appendix).
pub fn document_id(text: &str) -> String {
    format!("sha256:{}", hex::encode(Sha256::digest(text.as_bytes())))
}

/// Registers a manifest of documents for a partner; registering one again
/// changes nothing. Returns their ids in the order given.
pub async fn register_documents(
    ctx: &AppContext,
    actor: &Viewer,
    partner_id: i64,
    documents: &[String],
) -> AppResult<Vec<String>> {
    let actor_id = require_staff(Some(actor))?;
    if documents.is_empty() || documents.len() > MAX_DOCUMENTS {
        return Err(AppError::invalid(
            "documents",
            format!("1 to {MAX_DOCUMENTS} documents"),
        ));
    }
    if let Some(i) = documents
        .iter()
        .position(|d| d.trim().is_empty() || d.len() > MAX_DOCUMENT_BYTES)
    {
        return Err(AppError::invalid(
            format!("documents[{i}]"),
            format!("must be 1 byte to {MAX_DOCUMENT_BYTES} bytes"),
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    if partner::Entity::find_by_id(partner_id)
        .one(&txn)
        .await?
        .is_none()
    {
        return Err(AppError::not_found("no such partner"));
    }
    let ids: Vec<String> = documents.iter().map(|d| document_id(d)).collect();
    let known: Vec<String> = partner_document::Entity::find()
        .filter(partner_document::Column::PartnerId.eq(partner_id))
        .filter(partner_document::Column::DocumentId.is_in(ids.iter().cloned()))
        .all(&txn)
        .await?
        .into_iter()
        .map(|d| d.document_id)
        .collect();
    let now = crate::kernel::clock::now();
    let mut fresh = Vec::new();
    for (id, body) in ids.iter().zip(documents) {
        if !known.contains(id) && !fresh.iter().any(|(i, _): &(String, String)| i == id) {
            fresh.push((id.clone(), body.clone()));
        }
    }
    if !fresh.is_empty() {
        partner_document::Entity::insert_many(fresh.iter().map(|(id, body)| {
            partner_document::ActiveModel {
                partner_id: Set(partner_id),
                document_id: Set(id.clone()),
                body: Set(body.clone()),
                created_at: Set(now),
                ..Default::default()
            }
        }))
        .exec_without_returning(&txn)
        .await?;
    }
    crate::kernel::audit::record(
        &txn,
        actor_id,
        "partner.register_documents",
        &format!("partner:{partner_id}"),
        serde_json::json!({"registered": fresh.len(), "given": documents.len()}),
    )
    .await?;
    txn.commit().await?;
    Ok(ids)
}

/// The text of a partner's registered document.
pub async fn document(ctx: &AppContext, partner_id: i64, id: &str) -> AppResult<Option<String>> {
    Ok(partner_document::Entity::find()
        .filter(partner_document::Column::PartnerId.eq(partner_id))
        .filter(partner_document::Column::DocumentId.eq(id))
        .one(&ctx.db)
        .await?
        .map(|d| d.body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_id_is_the_sha256_of_the_exact_text() {
        assert_eq!(
            document_id("{ __typename }"),
            format!("sha256:{}", hex::encode(Sha256::digest(b"{ __typename }")))
        );
        assert_ne!(document_id("{ __typename }"), document_id("{__typename}"));
    }

    #[test]
    fn channels_are_checked_and_deduplicated() {
        let ok = check_channels(&["app-store".into(), "app-store".into(), "wx_1".into()]).unwrap();
        assert_eq!(ok, ["app-store", "wx_1"]);
        let err = check_channels(&["  ".into()]).unwrap_err();
        assert_eq!(err.field.as_deref(), Some("channels"));
    }
}
