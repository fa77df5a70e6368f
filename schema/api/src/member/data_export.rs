//! A member's copy of their data (PIPL): ask for it, see where it stands,
//! download it by its link for 24 hours. The service is
//! `domain::member::data_export`; no partner key reaches either field.

use async_graphql::{Context, Enum, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::member::data_export as service;

use crate::ids::{global, NodeKind};
use crate::payload::payload;
use crate::request::{app, viewer};
use crate::Result;

/// Where a request for a copy stands.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum DataExportState {
    /// Asked; the archive is being built (usually within a minute).
    Pending,
    /// Built; `url` downloads it until `expiresAt`.
    Ready,
    /// Its 24 hours ran out; the archive is gone (ask again).
    Expired,
}

/// A request for a copy of the caller's data and, once built, its link.
#[derive(SimpleObject)]
pub struct DataExport {
    /// The request's id.
    pub id: ID,
    /// Where it stands.
    pub state: DataExportState,
    /// When the member asked.
    pub requested_at: DateTime<Utc>,
    /// When the archive was built (null while pending).
    pub ready_at: Option<DateTime<Utc>>,
    /// When the link stops working (24 h after it was ready).
    pub expires_at: Option<DateTime<Utc>>,
    /// The archive's size in bytes (0 while pending or after expiry).
    pub bytes: i32,
    /// The download (`GET`, a JSON file) while ready: the link itself is
    /// the credential, so it is shown to the member only.
    pub url: Option<String>,
    /// When another request is accepted (one a day).
    pub next_request_at: DateTime<Utc>,
}

impl DataExport {
    fn of(ctx: &Context<'_>, e: service::DataExport) -> Result<Self> {
        let state = match e.state.as_str() {
            service::PENDING => DataExportState::Pending,
            service::READY => DataExportState::Ready,
            service::EXPIRED => DataExportState::Expired,
            other => {
                return Err(
                    domain::AppError::internal(format!("unknown export state {other}")).into(),
                )
            }
        };
        Ok(Self {
            id: global(NodeKind::DataExport, e.id),
            state,
            url: service::url(app(ctx)?, &e),
            next_request_at: e.next_request_at(),
            requested_at: e.requested_at,
            ready_at: e.ready_at,
            expires_at: e.expires_at,
            bytes: i32::try_from(e.bytes).unwrap_or(i32::MAX),
        })
    }
}

payload!(
    /// The answer of `requestDataExport`.
    RequestDataExportPayload { export: DataExport, "The request, `PENDING`." }
);

#[derive(Default)]
pub struct DataExportQuery;

#[Object]
impl DataExportQuery {
    /// The caller's latest request for a copy of their data, if any.
    async fn my_data_export(&self, ctx: &Context<'_>) -> Result<Option<DataExport>> {
        let v = viewer(ctx)?;
        service::latest(app(ctx)?, v)
            .await?
            .map(|e| DataExport::of(ctx, e))
            .transpose()
    }
}

#[derive(Default)]
pub struct DataExportMutation;

#[Object]
impl DataExportMutation {
    /// Asks for a copy of all the caller's data as a JSON archive (PIPL's
    /// right to a copy): built by a job, downloadable for 24 hours from
    /// `myDataExport.url`. Once a day (`RATE_LIMITED` with the seconds to
    /// wait); recorded in the audit log.
    async fn request_data_export(&self, ctx: &Context<'_>) -> Result<RequestDataExportPayload> {
        let v = viewer(ctx)?;
        let done = service::request(app(ctx)?, v).await;
        let (value, user_errors) = crate::payload::split(done)?;
        let export = value.map(|e| DataExport::of(ctx, e)).transpose()?;
        Ok(RequestDataExportPayload {
            export,
            user_errors,
        })
    }
}
