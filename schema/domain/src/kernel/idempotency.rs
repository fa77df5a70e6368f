//! Idempotency keys for mutations whose effect has no row of its own to
//! carry the key.
//!
//! `once` claims `(scope, owner, key)` before the effect runs and keeps the
//! answer after it: a retry with the same key and request answers the kept
//! answer and runs nothing; the same key with another request is refused
//! (`INVALID_ARGUMENT` naming `idempotencyKey`); a retry while the first is
//! still running is `CONFLICT`. A failed request releases its key, so the
//! caller may retry it. (A process that dies between the effect and keeping
//! the answer leaves the key claimed: its retries answer `CONFLICT` rather
//! than risk doing the effect twice.) Mutations whose effect writes a row
//! keep the key on that row instead (a redemption, a sent message), in the
//! same transaction.

use std::future::Future;

use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde::{de::DeserializeOwned, Serialize};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use entities::idempotency_key;

/// Runs `effect` once per `(scope, owner, key)`; without a key, every time.
pub async fn once<T, F, Fut>(
    ctx: &AppContext,
    scope: &str,
    owner: i64,
    key: Option<&str>,
    request: &serde_json::Value,
    effect: F,
) -> AppResult<T>
where
    T: Serialize + DeserializeOwned,
    F: FnOnce() -> Fut,
    Fut: Future<Output = AppResult<T>>,
{
    let Some(key) = key else {
        return effect().await;
    };
    let key = crate::kernel::validate::idempotency_key("idempotencyKey", key)?;
    let request = request.to_string();
    let claim = idempotency_key::ActiveModel {
        scope: Set(scope.to_owned()),
        owner_id: Set(owner),
        key: Set(key.clone()),
        request: Set(request.clone()),
        response: Set(None),
        created_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    }
    .insert(&ctx.db)
    .await;
    let claim = match claim {
        Ok(row) => row,
        Err(e) if crate::kernel::db::is_unique_violation(&e) => {
            return replay(ctx, scope, owner, &key, &request).await;
        }
        Err(e) => return Err(e.into()),
    };
    match effect().await {
        Ok(answer) => {
            let kept = serde_json::to_string(&answer).map_err(AppError::internal)?;
            let mut row: idempotency_key::ActiveModel = claim.into();
            row.response = Set(Some(kept));
            row.update(&ctx.db).await?;
            Ok(answer)
        }
        Err(e) => {
            // Nothing was done: free the key for a retry.
            idempotency_key::Entity::delete_by_id(claim.id)
                .exec(&ctx.db)
                .await?;
            Err(e)
        }
    }
}

/// The kept answer of an earlier request with this key.
async fn replay<T: DeserializeOwned>(
    ctx: &AppContext,
    scope: &str,
    owner: i64,
    key: &str,
    request: &str,
) -> AppResult<T> {
    let row = idempotency_key::Entity::find()
        .filter(idempotency_key::Column::Scope.eq(scope))
        .filter(idempotency_key::Column::OwnerId.eq(owner))
        .filter(idempotency_key::Column::Key.eq(key))
        .one(&ctx.db)
        .await?
        // Released by a failed first request in the meantime.
        .ok_or_else(|| AppError::conflict("a request with this key just failed; retry it"))?;
    if row.request != request {
        return Err(AppError::invalid(
            "idempotencyKey",
            "was already used for a different request",
        ));
    }
    match row.response {
        Some(kept) => serde_json::from_str(&kept).map_err(AppError::internal),
        None => Err(AppError::conflict(
            "a request with this key is still running",
        )),
    }
}
