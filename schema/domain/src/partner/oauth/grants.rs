//! A member's grants: the apps they let act for them (已授权的应用),
//! listed and revoked. A revocation moves the grant's generation, which
//! every code, access and refresh token carries: each is refused on its
//! next use, on every instance, because a partner's request reads its
//! grant's row (`access::resolve`) rather than a cache.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::Viewer;
use crate::partner::scope::{self, Scope};
use entities::{oauth_grant, partner};

/// Grants listed at most (one per partner: the platform has far fewer).
pub const MAX_LISTED: u64 = 100;

/// An app the member authorized.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthorizedApp {
    pub id: i64,
    pub partner_name: String,
    pub scopes: Vec<Scope>,
    /// When the member last approved it.
    pub approved_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
}

/// What every access token of `grant_id` at `generation` starts its
/// `jti` with (then `:` and a nonce).
pub fn family(grant_id: i64, generation: i64) -> String {
    format!("oauth:{grant_id}:{generation}")
}

/// Whether `grant` still stands for what was issued at `generation`.
pub fn in_force(grant: &oauth_grant::Model, generation: i64) -> bool {
    grant.revoked_at.is_none() && grant.generation == generation
}

/// The viewer's apps in force, most recently approved first.
pub async fn list(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<AuthorizedApp>> {
    let rows = oauth_grant::Entity::find()
        .filter(oauth_grant::Column::MemberId.eq(viewer.member_id))
        .filter(oauth_grant::Column::RevokedAt.is_null())
        .order_by_desc(oauth_grant::Column::Id)
        .limit(MAX_LISTED)
        .all(&ctx.db)
        .await?;
    let names: Vec<(i64, String)> = partner::Entity::find()
        .select_only()
        .column(partner::Column::Id)
        .column(partner::Column::Name)
        .filter(partner::Column::Id.is_in(rows.iter().map(|r| r.partner_id)))
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(rows
        .into_iter()
        .map(|r| AuthorizedApp {
            id: r.id,
            partner_name: names
                .iter()
                .find(|(id, _)| *id == r.partner_id)
                .map(|(_, n)| n.clone())
                .unwrap_or_default(),
            scopes: scope::from_stored(&r.scopes),
            approved_at: r.updated_at,
            last_used_at: r.last_used_at,
        })
        .collect())
}

/// The viewer revokes their grant `grant_id`: the app's tokens stop
/// working at their next request. Revoking a revoked grant is done
/// already; another member's grant is not found.
pub async fn revoke(ctx: &AppContext, viewer: &Viewer, grant_id: i64) -> AppResult<()> {
    let row = oauth_grant::Entity::find_by_id(grant_id)
        .one(&ctx.db)
        .await?
        .filter(|g| g.member_id == viewer.member_id)
        .ok_or_else(|| AppError::not_found("no such authorized app"))?;
    end(ctx, &row, "oauth.revoke").await
}

/// Ends `grant` (the member revoked it, or a spent code or refresh token
/// came back): its generation moves, so nothing issued before works.
pub(super) async fn end(
    ctx: &AppContext,
    grant: &oauth_grant::Model,
    action: &str,
) -> AppResult<()> {
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    let ended = oauth_grant::Entity::update_many()
        .col_expr(oauth_grant::Column::RevokedAt, Expr::value(now))
        .col_expr(
            oauth_grant::Column::Generation,
            Expr::col(oauth_grant::Column::Generation).add(1),
        )
        .filter(oauth_grant::Column::Id.eq(grant.id))
        .filter(oauth_grant::Column::RevokedAt.is_null())
        .exec(&txn)
        .await?;
    if ended.rows_affected == 1 {
        // Open sockets acting under the grant close on every instance
        // (`server/src/http/ws.rs`): the family names all its tokens.
        txn.announce(crate::kernel::events::DomainEvent::TokensRevoked {
            member_id: grant.member_id,
            token_id: Some(family(grant.id, grant.generation)),
            before: None,
        });
        crate::kernel::audit::record(
            &txn,
            Some(grant.member_id),
            action,
            &format!("partner:{}", grant.partner_id),
            serde_json::json!({"grant": grant.id}),
        )
        .await?;
    }
    txn.commit().await?;
    Ok(())
}

/// Removes every grant of `member_id` (their codes and refresh tokens go
/// with them, by foreign key): account cancellation.
pub async fn erase<C: sea_orm::ConnectionTrait>(db: &C, member_id: i64) -> AppResult<()> {
    oauth_grant::Entity::delete_many()
        .filter(oauth_grant::Column::MemberId.eq(member_id))
        .exec(db)
        .await?;
    Ok(())
}
