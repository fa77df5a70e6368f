//! What a resolver takes from the request data.

use async_graphql::Context;
use domain::{AppContext, AppError, Viewer};

/// The application context of a request.
pub fn app<'a>(ctx: &Context<'a>) -> Result<&'a AppContext, AppError> {
    ctx.data::<AppContext>()
        .map_err(|_| AppError::internal("schema built without an AppContext"))
}

/// The signed-in caller, or `UNAUTHENTICATED`.
pub fn viewer<'a>(ctx: &Context<'a>) -> Result<&'a Viewer, AppError> {
    ctx.data_opt::<Viewer>()
        .ok_or_else(|| AppError::unauthenticated("sign in first"))
}
