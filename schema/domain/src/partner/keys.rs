//! A partner's keys: issued with scopes (the text shown once), at most two
//! active for a rotation, revoked; and a request's key turned into the
//! caller it stands for (`authenticate`): looked up by its public prefix,
//! compared by hash in constant time, refused with its own code when
//! revoked, expired or its partner suspended.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter,
    QueryOrder,
};

use super::key;
use super::scope::{self, Scope};
use super::service::{channels_of, require_operations, view, PartnerState};
use crate::kernel::bucket::BucketSpec;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::Viewer;
use entities::{partner, partner_key};

/// Keys active at once (platform-rules §8: two, for rotation).
pub const MAX_ACTIVE_KEYS: usize = 2;
/// `last_used_at` is written at most this often per key.
const LAST_USED_EVERY_SECS: i64 = 60;

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

/// The keys of `partner_ids`, newest first, in one query.
pub(super) async fn keys_of<C: sea_orm::ConnectionTrait>(
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

/// A partner's keys, newest first, for staff.
pub async fn keys(ctx: &AppContext, actor: &Viewer, partner_id: i64) -> AppResult<Vec<PartnerKey>> {
    require_operations(Some(actor))?;
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
    let actor_id = require_operations(actor)?;
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
    let actor_id = require_operations(Some(actor))?;
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
