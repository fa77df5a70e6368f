//! Who sees what of the schema.
//!
//! Three audiences: anonymous callers and members, partners (their own
//! keys, issue 17), and the staff back office. Staff operations live in
//! `…Staff{Query,Mutation}` objects whose fields are visible only to staff:
//! a member's or partner's introspection does not list them. Visibility is not the guard: a caller who names a hidden
//! field anyway reaches the service, whose permission check refuses them
//! (`FORBIDDEN`). It keeps the public schema the promise partners build on.
//! `schema::sdl` prints the public schema and `schema::sdl_full` the whole
//! one.

use async_graphql::Context;

/// Visible to signed-in staff (`is_office`) only.
pub fn staff(ctx: &Context<'_>) -> bool {
    ctx.data_opt::<domain::Viewer>()
        .is_some_and(|v| v.is_office)
}
