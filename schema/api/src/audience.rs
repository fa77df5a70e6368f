//! Who sees what of the schema, and who may call the staff part of it.
//!
//! Three audiences: anonymous callers and members, partners (their own
//! keys, issue 17), and the staff back office. Staff operations live in
//! `…Staff{Query,Mutation}` objects whose fields are visible only to staff:
//! a member's or partner's introspection does not list them. It keeps the
//! public schema the promise partners build on. `schema::sdl` prints the
//! public schema and `schema::sdl_full` the whole one.
//!
//! Visibility is not the guard. Every staff root field also carries a
//! [`Staff`] guard, which refuses a caller before the resolver decodes an
//! argument or reads a row: the refusal is the same whatever the arguments
//! (an id that does not parse or names nothing tells a member nothing), and
//! no staff field can forget it (`server/tests/server/console_access.rs`
//! calls every one of them as each kind of caller). The services keep their
//! own checks too, for their other callers (jobs, the legacy layer).

use async_graphql::{Context, Guard};
use domain::{AppError, Permission};

use crate::request::viewer;

/// Visible to signed-in staff (`is_office`) only.
pub fn staff(ctx: &Context<'_>) -> bool {
    ctx.data_opt::<domain::Viewer>()
        .is_some_and(|v| v.is_office)
}

/// Who may call a staff field: a staff session (password and second
/// factor) holding the permission named. Anonymous callers are told
/// `UNAUTHENTICATED`; members, staff signed in by password alone and staff
/// without the permission `FORBIDDEN`.
#[derive(Debug, Clone, Copy)]
pub enum Staff {
    /// Any staff session (the session itself, what every console page reads).
    Any,
    /// The members permission (`PERMISSION_TYPE_1`).
    Members,
    /// The operations permission (`PERMISSION_TYPE_2`).
    Operations,
    /// Either permission (a record both roles work on).
    Either,
}

impl Staff {
    fn check_viewer(self, v: &domain::Viewer) -> Result<(), AppError> {
        v.require_staff()?;
        match self {
            Staff::Any => Ok(()),
            Staff::Members => v.require(Permission::Members),
            Staff::Operations => v.require(Permission::Operations),
            Staff::Either if Permission::ALL.iter().any(|p| v.is_staff_with(*p)) => Ok(()),
            Staff::Either => Err(AppError::forbidden(
                "staff with the members or the operations permission only",
            )),
        }
    }
}

impl Guard for Staff {
    async fn check(&self, ctx: &Context<'_>) -> async_graphql::Result<()> {
        viewer(ctx)
            .and_then(|v| self.check_viewer(v))
            .map_err(crate::error::to_graphql)
    }
}
