//! The staff session as the console reads it (full schema only): which
//! permissions it carries now — read per request, so a permission taken
//! away is gone from the console's menus at its next request — and when
//! it ends unless renewed.

use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Utc};

use crate::member::StaffPermission;
use crate::request::viewer;
use crate::Result;

/// The caller's staff session.
#[derive(SimpleObject)]
pub struct StaffSession {
    /// The permissions the session carries now.
    pub permissions: Vec<StaffPermission>,
    /// When the session ends unless `refreshToken` renews it.
    pub expires_at: DateTime<Utc>,
}

#[derive(Default)]
pub struct StaffSessionStaffQuery;

#[Object]
impl StaffSessionStaffQuery {
    /// The caller's staff session (staff only: a staff session, signed in
    /// with the second factor).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Any"
    )]
    async fn staff_session(&self, ctx: &Context<'_>) -> Result<StaffSession> {
        let (permissions, expires_at) = domain::auth::staff::session(viewer(ctx)?)?;
        Ok(StaffSession {
            permissions: permissions.into_iter().map(Into::into).collect(),
            expires_at,
        })
    }
}
