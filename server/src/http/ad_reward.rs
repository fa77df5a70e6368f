//! `GET|POST /api/callbacks/ad-reward/{provider}`: the ad network's
//! server-side reward callback, after a member watched a rewarded ad.
//!
//! Parameters (query string, or a form body on POST): `user_id` (the member
//! id the app gave the ad SDK), `trans_id` (the network's transaction id)
//! and `sign` = hex(sha256("<secret>:<trans_id>")) with the provider's
//! secret from `AD_REWARD_SECRETS`. camelCase names are accepted too.
//!
//! Answers 200 `{"is_verify": true, "reason": n}` once the transaction is
//! recorded — reason 0 credited, 1 already recorded (a retry), 2 recorded
//! without points (daily limit reached) — so the network stops retrying.
//! A wrong signature is 403, an unknown provider 404, bad parameters 400,
//! all as problem+json.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use crate::legacy::problem::ProblemResponse;
use crate::state::AppState;
use domain::points::ad::{self, Outcome};
use domain::AppError;

#[derive(Serialize)]
pub struct CallbackReply {
    pub is_verify: bool,
    pub reason: i32,
}

pub async fn callback(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let mut params: HashMap<String, String> = query
        .as_deref()
        .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
        .unwrap_or_default();
    let is_form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    if is_form {
        params.extend(form_urlencoded::parse(&body).into_owned());
    }
    match handle(&state, &provider, &params).await {
        Ok(reply) => Json(reply).into_response(),
        Err(e) => ProblemResponse(e).into_response(),
    }
}

fn param<'a>(params: &'a HashMap<String, String>, snake: &str, camel: &str) -> Option<&'a str> {
    params
        .get(snake)
        .or_else(|| params.get(camel))
        .map(String::as_str)
}

async fn handle(
    state: &AppState,
    provider: &str,
    params: &HashMap<String, String>,
) -> Result<CallbackReply, AppError> {
    let Some(secret) = state.ctx.providers.ad_secrets.get(provider) else {
        return Err(AppError::not_found(format!(
            "no rewarded-ad provider '{provider}' is configured"
        )));
    };
    let trans_id = param(params, "trans_id", "transId")
        .ok_or_else(|| AppError::invalid("trans_id", "is required"))?;
    let member_id: i64 = param(params, "user_id", "userId")
        .ok_or_else(|| AppError::invalid("user_id", "is required"))?
        .parse()
        .map_err(|_| AppError::invalid("user_id", "must be a member id"))?;
    let sign = param(params, "sign", "sign").unwrap_or_default();
    if !ad::verify_sign(secret, trans_id, sign) {
        return Err(AppError::forbidden("the signature does not match"));
    }
    let reason = match ad::reward_callback(&state.ctx, provider, member_id, trans_id).await? {
        Outcome::Credited { .. } => 0,
        Outcome::Replayed => 1,
        Outcome::NotPaid => 2,
    };
    Ok(CallbackReply {
        is_verify: true,
        reason,
    })
}
