//! What a resolver takes from the request data.

use async_graphql::Context;
use domain::partner::PartnerCaller;
use domain::{AppContext, AppError, ErrorCode, Viewer};

/// The application context of a request.
pub fn app<'a>(ctx: &Context<'a>) -> Result<&'a AppContext, AppError> {
    ctx.data::<AppContext>()
        .map_err(|_| AppError::internal("schema built without an AppContext"))
}

/// The signed-in caller, or `UNAUTHENTICATED` — for a partner key sent
/// without a member's token, `MEMBER_GRANT_REQUIRED`: the field acts for
/// a member, and no one signs in to a key (docs/partner-errors.md).
pub fn viewer<'a>(ctx: &Context<'a>) -> Result<&'a Viewer, AppError> {
    ctx.data_opt::<Viewer>().ok_or_else(|| {
        if ctx.data_opt::<PartnerCaller>().is_some() {
            AppError::new(
                ErrorCode::MemberGrantRequired,
                "this field reads what a member may see: ask the member's consent \
                 (OAuth, /oauth/authorize) and send the access token it gives \
                 (`Authorization: Bearer lmo_…`) with the key",
            )
        } else {
            AppError::unauthenticated("sign in first")
        }
    })
}
