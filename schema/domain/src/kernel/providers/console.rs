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

/// The development push "service": writes each notification to the log.
/// Refused in production (`PUSH_PROVIDER=console`).
pub struct ConsolePush;

#[async_trait]
impl super::PushSender for ConsolePush {
    fn name(&self) -> &'static str {
        "console"
    }

    async fn push(
        &self,
        client_id: &str,
        note: &super::PushNote<'_>,
    ) -> Result<super::PushOutcome, ProviderError> {
        tracing::info!(
            "push to {client_id}: {} — {} ({})",
            note.title,
            note.body,
            note.link
        );
        Ok(super::PushOutcome::Delivered)
    }
}
