//! SMS verification codes (security.md "Sign-in"): 6 digits from the OS
//! CSPRNG, stored only as an HMAC bound to phone and purpose, valid 5 minutes,
//! single use, killed by the 5th wrong try (counted atomically, so parallel
//! guesses are evaluated at most 5 times). Sends are limited per phone
//! (1/60 s, 5/h, 10/day) and per IP (20/h). The answer never depends on
//! whether the phone belongs to a member.

use std::time::Duration;

use rand::Rng;

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::kv::hit_limit;

pub const CODE_TTL: Duration = Duration::from_secs(5 * 60);
pub const MAX_TRIES: i64 = 5;
const MINUTE: Duration = Duration::from_secs(60);
const HOUR: Duration = Duration::from_secs(3600);
const DAY: Duration = Duration::from_secs(86_400);

proto_enum!(
    /// What a verification code may be used for.
    VerificationPurpose {
        Login = 0 => "LOGIN",
        Cancel = 1 => "CANCEL",
        BindPhone = 2 => "BIND_PHONE",
    }
);

impl VerificationPurpose {
    fn key(self) -> &'static str {
        match self {
            VerificationPurpose::Login => "login",
            VerificationPurpose::Cancel => "cancel",
            VerificationPurpose::BindPhone => "bind",
        }
    }
}

fn code_key(p: VerificationPurpose, mobile: &str) -> String {
    format!("sms:code:{}:{mobile}", p.key())
}

fn tries_key(p: VerificationPurpose, mobile: &str) -> String {
    format!("sms:tries:{}:{mobile}", p.key())
}

fn code_mac(ctx: &AppContext, p: VerificationPurpose, mobile: &str, code: &str) -> String {
    ctx.tokens
        .mac("sms-code", &format!("{}:{mobile}:{code}", p.key()))
}

/// Generates, stores and sends a code. Limits are counted before sending.
pub async fn send(
    ctx: &AppContext,
    mobile: &str,
    purpose: VerificationPurpose,
    ip: Option<&str>,
) -> AppResult<()> {
    crate::kernel::validate::mobile("mobile", mobile)?;
    let kv = ctx.kv.as_ref();
    let per_minute = format!("sms:limit:m:{mobile}");
    hit_limit(kv, &per_minute, 1, MINUTE).await?;
    hit_limit(kv, &format!("sms:limit:h:{mobile}"), 5, HOUR).await?;
    hit_limit(kv, &format!("sms:limit:d:{mobile}"), 10, DAY).await?;
    if let Some(ip) = ip {
        hit_limit(kv, &format!("sms:limit:ip:{ip}"), 20, HOUR).await?;
    }

    let code = format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000u32));
    kv.set(
        &code_key(purpose, mobile),
        &code_mac(ctx, purpose, mobile, &code),
        CODE_TTL,
    )
    .await?;
    kv.del(&tries_key(purpose, mobile)).await?;
    if let Err(err) = ctx.providers.sms.send_code(mobile, &code).await {
        // Nothing sent: the code is withdrawn and the one-a-minute slot given
        // back, so the member can simply try again.
        let _ = kv.del(&code_key(purpose, mobile)).await;
        let _ = kv.del(&per_minute).await;
        return Err(err.into());
    }
    Ok(())
}

/// Checks and consumes a code. Wrong codes count against the 5 tries; the
/// 6th try fails whatever it says.
pub async fn verify(
    ctx: &AppContext,
    mobile: &str,
    purpose: VerificationPurpose,
    code: &str,
) -> AppResult<()> {
    crate::kernel::validate::mobile("mobile", mobile)?;
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Err(AppError::invalid("verificationCode", "must be 6 digits"));
    }
    let kv = ctx.kv.as_ref();
    let expired = || {
        AppError::new(
            ErrorCode::VerificationCodeExpired,
            "the verification code has expired or was used up; request a new one",
        )
    };
    let tries = kv.incr(&tries_key(purpose, mobile), CODE_TTL).await?;
    if tries > MAX_TRIES {
        let _ = kv.del(&code_key(purpose, mobile)).await;
        return Err(expired());
    }
    let Some(stored) = kv.get(&code_key(purpose, mobile)).await? else {
        return Err(expired());
    };
    let expected = code_mac(ctx, purpose, mobile, code);
    if !bool::from(subtle::ConstantTimeEq::ct_eq(
        stored.as_bytes(),
        expected.as_bytes(),
    )) {
        if tries >= MAX_TRIES {
            let _ = kv.del(&code_key(purpose, mobile)).await;
        }
        return Err(AppError {
            field: Some("verificationCode".into()),
            ..AppError::new(
                ErrorCode::VerificationCodeInvalid,
                "wrong verification code",
            )
        });
    }
    // Single use: of two parallel correct tries, only the one that deletes
    // the code succeeds.
    if !kv.del(&code_key(purpose, mobile)).await? {
        return Err(expired());
    }
    let _ = kv.del(&tries_key(purpose, mobile)).await;
    Ok(())
}
