//! Idempotency keys: a retry answers what the first request answered.
//!
//! `once` claims `(scope, owner, key)` before the effect runs and keeps the
//! outcome after it — the answer, or the refusal (`INSUFFICIENT_POINTS`,
//! `OUT_OF_STOCK`, a bad field…) — as partners know it from Stripe and
//! Shopify: every replay with the same key and request gets that outcome
//! and runs nothing. A replay that arrives while the first request still
//! runs waits for its outcome (up to [`WAIT_FOR_FIRST`], then `CONFLICT`).
//! The same key with another request is `CONFLICT` naming
//! `idempotencyKey`. A failure that says nothing about the request — the
//! database or a provider unavailable, an internal error, a rate limit —
//! releases the key, so the caller may retry it. (A process that dies
//! between the effect and keeping the outcome leaves the key claimed: its
//! replays answer `CONFLICT` rather than risk doing the effect twice.)

use std::future::Future;
use std::time::Duration;

use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use entities::idempotency_key;

/// How long a replay waits for the first request's outcome.
pub const WAIT_FOR_FIRST: Duration = Duration::from_secs(8);
const POLL: Duration = Duration::from_millis(40);

/// A kept outcome. Rows written before refusals were kept hold the bare
/// answer (read as `Ok`).
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
enum Kept<T> {
    Ok(T),
    Refused {
        code: String,
        message: String,
        field: Option<String>,
    },
}

/// Whether a failure says something about the request (kept and replayed)
/// rather than about the moment (released for a retry).
fn is_outcome(err: &AppError) -> bool {
    !matches!(
        err.code,
        ErrorCode::ServiceUnavailable
            | ErrorCode::Internal
            | ErrorCode::RateLimited
            | ErrorCode::Throttled
            | ErrorCode::ProviderError
    )
}

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
    let outcome = effect().await;
    let kept = match &outcome {
        Ok(answer) => Kept::Ok(answer),
        Err(e) if is_outcome(e) => Kept::Refused {
            code: e.code.as_str().to_owned(),
            message: e.message.clone(),
            field: e.field.clone(),
        },
        Err(_) => {
            // Nothing about the request: free the key for a retry.
            idempotency_key::Entity::delete_by_id(claim.id)
                .exec(&ctx.db)
                .await?;
            return outcome;
        }
    };
    let kept = serde_json::to_string(&kept).map_err(AppError::internal)?;
    let mut row: idempotency_key::ActiveModel = claim.into();
    row.response = Set(Some(kept));
    row.update(&ctx.db).await?;
    outcome
}

/// The kept outcome of an earlier request with this key, waiting for it
/// while that request still runs.
async fn replay<T: DeserializeOwned>(
    ctx: &AppContext,
    scope: &str,
    owner: i64,
    key: &str,
    request: &str,
) -> AppResult<T> {
    let started = tokio::time::Instant::now();
    loop {
        let row = idempotency_key::Entity::find()
            .filter(idempotency_key::Column::Scope.eq(scope))
            .filter(idempotency_key::Column::OwnerId.eq(owner))
            .filter(idempotency_key::Column::Key.eq(key))
            .one(&ctx.db)
            .await?
            // Released by a first request that failed in the meantime.
            .ok_or_else(|| AppError::conflict("a request with this key just failed; retry it"))?;
        if row.request != request {
            return Err(AppError {
                field: Some("idempotencyKey".into()),
                ..AppError::conflict("idempotencyKey: was already used for a different request")
            });
        }
        if let Some(kept) = row.response {
            return read_kept(&kept);
        }
        if started.elapsed() >= WAIT_FOR_FIRST {
            return Err(AppError::conflict(
                "a request with this key is still running",
            ));
        }
        tokio::time::sleep(POLL).await;
    }
}

fn read_kept<T: DeserializeOwned>(kept: &str) -> AppResult<T> {
    match serde_json::from_str::<Kept<T>>(kept) {
        Ok(Kept::Ok(answer)) => Ok(answer),
        Ok(Kept::Refused {
            code,
            message,
            field,
        }) => {
            let code = ErrorCode::ALL
                .into_iter()
                .find(|c| c.as_str() == code)
                .unwrap_or(ErrorCode::Conflict);
            Err(AppError {
                field,
                ..AppError::new(code, message)
            })
        }
        // Kept before refusals were: the bare answer.
        Err(_) => serde_json::from_str(kept).map_err(AppError::internal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_outcomes_read_back_as_they_were() {
        let ok = serde_json::to_string(&Kept::Ok(42i64)).unwrap();
        assert_eq!(read_kept::<i64>(&ok).unwrap(), 42);
        let refused = serde_json::to_string(&Kept::<i64>::Refused {
            code: "OUT_OF_STOCK".into(),
            message: "sold out".into(),
            field: None,
        })
        .unwrap();
        let err = read_kept::<i64>(&refused).unwrap_err();
        assert_eq!(
            (err.code, err.message.as_str()),
            (ErrorCode::OutOfStock, "sold out")
        );
        // A row kept before refusals were: the bare answer.
        assert_eq!(read_kept::<i64>("7").unwrap(), 7);
    }
}
