//! The caller of a request, resolved once from its bearer token.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QuerySelect};

use super::identity::{DenyEntry, MemberAccess};
use super::permission::Permission;
use super::token::TokenKind;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};

/// How long a token still works after a refresh replaced it, so requests
/// already in flight (and a second, concurrent refresh) are not cut off.
pub const ROTATION_GRACE_SECS: i64 = 30;

/// Facts about the HTTP request a service may need: the caller's IP (for
/// per-IP limits) and the bearer token as sent (for refresh). The transport
/// fills it for GraphQL and the legacy layer alike.
#[derive(Debug, Clone, Default)]
pub struct RequestMeta {
    pub ip: Option<String>,
    pub bearer: Option<String>,
}

/// A signed-in member, as far as authorization needs to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Viewer {
    pub member_id: i64,
    pub is_office: bool,
    pub permissions: Vec<Permission>,
    /// The token's `jti` and expiry: logout revokes it, sockets close at expiry.
    pub token_id: String,
    pub expires_at: DateTime<Utc>,
}

impl Viewer {
    /// Staff only: `is_office` members.
    pub fn require_staff(&self) -> AppResult<()> {
        if self.is_office {
            Ok(())
        } else {
            Err(AppError::forbidden("staff only"))
        }
    }

    /// Holds `permission` (whether staff or not).
    pub fn has(&self, permission: Permission) -> bool {
        self.permissions.contains(&permission)
    }

    /// Staff (`is_office`) holding `permission`, or `FORBIDDEN` naming the
    /// role.
    pub fn require(&self, permission: Permission) -> AppResult<()> {
        if self.is_staff_with(permission) {
            Ok(())
        } else {
            Err(AppError::forbidden(format!(
                "staff with the {} permission only",
                permission.role()
            )))
        }
    }

    /// Staff (`is_office`) holding `permission`.
    pub fn is_staff_with(&self, permission: Permission) -> bool {
        self.is_office && self.has(permission)
    }
}

/// Whether a member may still act and be acted on: enabled and not
/// cancelled. The one test of it: identity, sign-in, invites and follows ask
/// here, and SQL filters use [`active_members`].
pub fn is_active(m: &entities::member::Model) -> bool {
    active(m.enable, m.cancelled_at)
}

/// [`is_active`] from the two columns it reads.
fn active(enable: bool, cancelled_at: Option<DateTime<Utc>>) -> bool {
    enable && cancelled_at.is_none()
}

/// [`is_active`] as a filter on the member table.
pub fn active_members() -> Condition {
    use entities::member::Column;
    Condition::all()
        .add(Column::Enable.eq(true))
        .add(Column::CancelledAt.is_null())
}

/// Turns a bearer token into a [`Viewer`], checking it is not on the
/// denylist (logout, or replaced by a refresh more than 30 s ago), that the
/// member still exists and is enabled, and that the member has not
/// invalidated it (`tokens_valid_after`). Both facts come from the
/// bus-kept cache ([`crate::kernel::identity`]) when it knows them: a
/// signed-in request reads nothing then. Otherwise they come from the
/// database in one statement (`kernel::denylist`), also while the bus is
/// down (Redis), when the cache is bypassed: every request is checked
/// there and none is refused for the outage.
pub async fn resolve_viewer(ctx: &AppContext, bearer: &str) -> AppResult<Viewer> {
    resolve_viewer_from(ctx, bearer, None).await
}

/// [`resolve_viewer`] for a request from `ip` (the client's address): the
/// day's activity row keeps its IP属地 (`kernel::activity`).
pub async fn resolve_viewer_from(
    ctx: &AppContext,
    bearer: &str,
    ip: Option<&str>,
) -> AppResult<Viewer> {
    let claims = ctx.tokens.verify_session(bearer)?;
    let member_id = claims.member_id()?;
    let cache = ctx.bus.identity();
    let (deny, access) = match (cache.token(&claims.jti), cache.member(member_id)) {
        (Some(deny), Some(access)) => (deny, access),
        (known_deny, known_access) => {
            let epoch = cache.epoch();
            cache.count_fallback();
            let (deny, access) = match (known_deny, known_access) {
                (Some(deny), None) => (deny, Arc::new(read_access(ctx, member_id).await?)),
                (None, Some(access)) => {
                    let deny = super::denylist::read(&ctx.db, &claims.jti).await?;
                    cache.remember_token(&claims.jti, deny.clone(), epoch);
                    (deny, access)
                }
                _ => {
                    let (access, deny) = read_both(ctx, member_id, &claims.jti).await?;
                    let access = Arc::new(access);
                    cache.remember_token(&claims.jti, deny.clone(), epoch);
                    (deny, access)
                }
            };
            cache.remember_member(member_id, access.clone(), epoch);
            (deny, access)
        }
    };
    if let Some(entry) = deny {
        let within_grace = entry
            .strip_prefix("rotated:")
            .and_then(|t| t.parse::<i64>().ok())
            .is_some_and(|at| crate::kernel::clock::now().timestamp() - at <= ROTATION_GRACE_SECS);
        if !within_grace {
            return Err(AppError::unauthenticated("this token has been signed out"));
        }
    }
    if !access.active {
        return Err(AppError::unauthenticated("this account is disabled"));
    }
    if let Some(after) = access.tokens_valid_after {
        // To the microsecond: a sign-in right after a staff factor reset
        // (or a member enabled again after being disabled), in the same
        // second, works; every token issued before it is refused.
        if claims.issued_by(after) {
            return Err(AppError::unauthenticated("invalid or expired token"));
        }
    }
    // The member was active today (the channels' daily figures): one
    // write per member and day per process, nothing after it.
    super::activity::record(ctx, member_id, ip).await;
    // Staff rights come only with a staff session (password and second
    // factor, `auth::factor`); a staff member's ordinary token acts as a
    // member's. The rights are read per request from the bus-kept cache,
    // so a permission taken away is gone at the next request.
    let staff = claims.typ == TokenKind::Staff && access.is_office;
    Ok(Viewer {
        member_id,
        is_office: staff,
        permissions: if staff {
            access.permissions.clone()
        } else {
            Vec::new()
        },
        token_id: claims.jti.clone(),
        expires_at: claims.expires_at(),
    })
}

/// The member's access and the token's denylist entry in one statement:
/// the member's row with the token's row, if any, joined on its id.
async fn read_both(
    ctx: &AppContext,
    member_id: i64,
    jti: &str,
) -> AppResult<(MemberAccess, DenyEntry)> {
    use entities::member::{Column as M, Entity as Member};
    use entities::token_denial::{Column as D, Entity as Denial};
    use sea_orm::sea_query::{Expr, JoinType, Query};
    use sea_orm::ConnectionTrait;
    let stmt = Query::select()
        .columns([
            (Member, M::Enable),
            (Member, M::CancelledAt),
            (Member, M::IsOffice),
            (Member, M::Permissions),
            (Member, M::TokensValidAfter),
        ])
        .columns([(Denial, D::Reason), (Denial, D::At)])
        .from(Member)
        .join(
            JoinType::LeftJoin,
            Denial,
            Condition::all()
                .add(Expr::col((Denial, D::Jti)).eq(jti))
                .add(Expr::col((Denial, D::MemberId)).equals((Member, M::Id))),
        )
        .and_where(Expr::col((Member, M::Id)).eq(member_id))
        .to_owned();
    let backend = ctx.db.get_database_backend();
    let row = ctx
        .db
        .query_one(backend.build(&stmt))
        .await?
        .ok_or_else(|| AppError::unauthenticated("invalid or expired token"))?;
    let reason: Option<String> = row.try_get("", "reason")?;
    let at: Option<DateTime<Utc>> = row.try_get("", "at")?;
    let deny = match (reason, at) {
        (Some(reason), Some(at)) => Some(super::denylist::entry(&reason, at)),
        _ => None,
    };
    let access = MemberAccess {
        active: active(row.try_get("", "enable")?, row.try_get("", "cancelled_at")?),
        is_office: row.try_get("", "is_office")?,
        permissions: Permission::from_json(&row.try_get::<serde_json::Value>("", "permissions")?),
        tokens_valid_after: row.try_get("", "tokens_valid_after")?,
    };
    Ok((access, deny))
}

/// The five columns identity needs (not the member's whole row).
async fn read_access(ctx: &AppContext, member_id: i64) -> AppResult<MemberAccess> {
    use entities::member::Column;
    type Row = (
        bool,
        Option<DateTime<Utc>>,
        bool,
        serde_json::Value,
        Option<DateTime<Utc>>,
    );
    let row: Option<Row> = entities::member::Entity::find_by_id(member_id)
        .select_only()
        .column(Column::Enable)
        .column(Column::CancelledAt)
        .column(Column::IsOffice)
        .column(Column::Permissions)
        .column(Column::TokensValidAfter)
        .into_tuple()
        .one(&ctx.db)
        .await?;
    let (enable, cancelled_at, is_office, permissions, tokens_valid_after) =
        row.ok_or_else(|| AppError::unauthenticated("invalid or expired token"))?;
    Ok(MemberAccess {
        active: active(enable, cancelled_at),
        is_office,
        permissions: Permission::from_json(&permissions),
        tokens_valid_after,
    })
}
