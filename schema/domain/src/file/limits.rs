//! Per-member upload limits (`rules::upload`): uploads an hour and MiB a
//! day, read from system config at each upload (an upload is rare and
//! costs a decode; one small read is nothing beside it), counted in the
//! shared store (Redis with many instances) before anything is decoded.

use crate::kernel::bucket::BucketSpec;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::{AppContext, Viewer};
use rules::upload::{validate, UploadLimits, SETTINGS};

/// The limits in force; a stored value out of range is logged and the
/// default used.
pub async fn load(ctx: &AppContext) -> AppResult<UploadLimits> {
    let types: Vec<String> = SETTINGS.iter().map(|s| s.0.to_owned()).collect();
    let mut limits = UploadLimits::default();
    for item in crate::system_config::get(ctx, &types).await? {
        if let Err(e) = validate(&item.config_type, Some(item.int_value)) {
            tracing::warn!(config = %item.config_type, error = %e.message, "upload setting unreadable; using the default");
            continue;
        }
        limits.set(&item.config_type, item.int_value);
    }
    Ok(limits)
}

/// Counts an upload of `bytes` by `viewer`: `RATE_LIMITED` (with the wait)
/// past the hour's count or the day's volume.
pub async fn take(ctx: &AppContext, viewer: &Viewer, bytes: usize) -> AppResult<()> {
    let limits = load(ctx).await?;
    let id = viewer.member_id;
    crate::kernel::kv::hit_member_limit(
        ctx.kv.as_ref(),
        &format!("upload:hour:{id}"),
        limits.per_hour,
        std::time::Duration::from_secs(3600),
    )
    .await?;
    let day = limits.kib_per_day();
    // Refilled over about a day (at least 1 KiB a second, the bucket's
    // least rate: 84 MiB a day).
    let spec = BucketSpec::new(day, (day / 86_400).max(1));
    let kib = (bytes as u64).div_ceil(1024).max(1);
    let taken = ctx
        .buckets
        .take(&format!("upload:kib:{id}"), spec, kib)
        .await?;
    if !taken.allowed {
        return Err(AppError::rate_limited(taken.retry_after_secs()));
    }
    Ok(())
}

/// Registers the settings with system config's check (`crate::settings`).
pub fn register(settings: &mut crate::kernel::settings::Registry) {
    settings.own(
        "file",
        crate::kernel::settings::Definition::ints(&SETTINGS),
        |key, _, int_value| validate(key, int_value),
    );
}
