//! The development SMS "gateway": writes each code to the log.

use async_trait::async_trait;

use super::{ProviderError, SmsSender};

/// Logs `sms code for <mobile>: <code>` (CONTRACT §2). Refused in production.
pub struct ConsoleSms;

#[async_trait]
impl SmsSender for ConsoleSms {
    async fn send_code(&self, mobile: &str, code: &str) -> Result<(), ProviderError> {
        tracing::info!("sms code for {mobile}: {code}");
        Ok(())
    }
}
