//! GraphQL face of partners' signed webhooks (`domain::webhook`): a partner
//! key with `webhooks:write` manages its own endpoints and reads their
//! delivery log (the first mutations a key may run); staff do the same for
//! any partner through the `…Staff` roots (full schema only). Resolvers map
//! types and pass the domain an `Actor`; the rules are the domain's.

mod mutation;
mod objects;
mod query;
mod staff;

pub use mutation::WebhookMutation;
pub use objects::{
    WebhookDelivery, WebhookDeliveryConnection, WebhookDeliveryState, WebhookEndpoint,
    WebhookEndpointConnection, WebhookEndpointState,
};
pub use query::WebhookQuery;
pub use staff::{WebhookStaffMutation, WebhookStaffQuery};

use async_graphql::Context;
use domain::partner::{PartnerCaller, Scope};
use domain::webhook::Actor;
use domain::AppError;

use crate::paging::Window;
use objects::WebhookSecretPayload;

/// The calling partner as the webhook area's actor: a key with
/// `webhooks:write`, or `FORBIDDEN` (members and other keys).
fn partner_actor(ctx: &Context<'_>) -> Result<(Actor<'static>, i64), AppError> {
    let caller = ctx
        .data_opt::<PartnerCaller>()
        .ok_or_else(|| AppError::forbidden("for partner keys only (X-Api-Key)"))?;
    caller.require(Scope::WebhooksWrite)?;
    Ok((Actor::Partner(caller.partner_id), caller.partner_id))
}

fn endpoint_page(
    rows: Vec<domain::webhook::Endpoint>,
    more: bool,
    window: &Window<i64>,
) -> WebhookEndpointConnection {
    crate::paging::page(rows, window, more, |e| (e.id.to_string(), e.into()))
}

fn delivery_page(
    rows: Vec<domain::webhook::Delivery>,
    more: bool,
    window: &Window<i64>,
) -> WebhookDeliveryConnection {
    crate::paging::page(rows, window, more, |d| (d.id.to_string(), d.into()))
}

/// An endpoint and its secret (creation, rotation) as a payload.
fn secret_payload(
    done: domain::AppResult<(domain::webhook::Endpoint, String)>,
) -> crate::Result<WebhookSecretPayload> {
    let (value, user_errors) = crate::payload::split(done)?;
    Ok(match value {
        Some((endpoint, secret)) => WebhookSecretPayload {
            endpoint: Some(endpoint.into()),
            secret: Some(secret),
            user_errors,
        },
        None => WebhookSecretPayload {
            user_errors,
            ..Default::default()
        },
    })
}

#[cfg(test)]
mod tests {
    use crate::ids::{global, NodeKind};

    #[test]
    fn events_name_members_by_the_apis_global_id() {
        // `domain::webhook::MemberRef` makes the id events carry without
        // the API crate; it must be the id `member(id:)` takes.
        for id in [1, 42, 9_007_199_254_740_993] {
            let r = domain::webhook::MemberRef::of(id);
            assert_eq!(r.id, global(NodeKind::Member, id).0.as_str());
            assert_eq!(r.legacy_id, id);
        }
    }
}
