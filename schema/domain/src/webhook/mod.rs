//! Signed webhooks for partners, to the Standard Webhooks specification
//! (platform-rules §8, issue 35): a partner registers endpoints for event
//! types with its key (scope `webhooks:write`) or staff do it for them;
//! every event of the partner's channels is written to an outbox in the
//! event's own transaction and delivered, signed, by a durable job.
//!
//! # Design notes
//!
//! **Where it sits.** The area uses the kernel only, so any area can emit
//! inside its own transaction ([`emit`], [`emit_for_member`]) without a
//! cycle. The owner of an endpoint is a partner id: the API layer passes the
//! id of the calling key's partner ([`Actor::Partner`], after checking the
//! key's scope), or staff act for any partner ([`Actor::Staff`], the
//! operations permission, audit-logged). A partner reaching another's
//! endpoint or delivery gets `NOT_FOUND`, as if it did not exist.
//!
//! **The outbox.** [`emit`] writes one `webhook_delivery` row per
//! subscribed endpoint that is not `DISABLED` and one `kernel::jobs` job per
//! row, in the caller's transaction: a delivery exists exactly when the
//! event committed, and survives any crash after the commit (a fresh
//! instance's runner sends it). `event_id` (`msg_…`, the `webhook-id`
//! header) is made once per event and is the same for every endpoint and on
//! every retry, so a receiver dedupes by it.
//!
//! **Delivery** ([`deliver`]): the job resolves the endpoint's host and
//! checks every address it gets (`kernel::outbound`: public only, https in
//! production; a DNS answer that changed since registration is checked
//! again), connects to the checked address, POSTs the stored body with
//! `webhook-id`, `webhook-timestamp` (this attempt) and `webhook-signature`,
//! 10 s time-out, no redirects. A 2xx is delivered. Anything else is
//! retried: the handler records the attempt, enqueues the next attempt's
//! job at the schedule's time and finishes its own job in one transaction
//! (`jobs::finish`: a run that lost its lease changes nothing). The
//! schedule is the area's own, not the kernel's generic backoff: 5 s, 5 min,
//! 30 min, 2 h, 5 h, 10 h after the attempts before, and a last attempt 24 h
//! after the first ([`deliver::next_attempt`]); then the delivery is
//! `FAILED` and the endpoint `FAILING` (the partner sees it on the
//! endpoint; a later success makes it `ACTIVE` again). Sending is at least
//! once: an instance that dies after the receiver answered but before the
//! commit sends again, with the same `webhook-id`. Only the status and the
//! first 200 characters of the answer are kept.
//!
//! **Secrets** (`whsec_` + base64 of 32 random bytes) are shown once, at
//! creation and at rotation. Rotation keeps the previous secret for 24 h:
//! deliveries then carry two `v1,` signatures, space-separated, so a
//! receiver moving to the new secret never drops one. Signing uses the
//! `standardwebhooks` crate (the specification's reference implementation,
//! by Svix); tests check it against an HMAC of our own and the partner
//! quickstart against the npm package.
//!
//! **Redelivery** ([`log::redeliver`]) starts a new round of the same event
//! (same id and body, fresh timestamp and signatures) from `DELIVERED` or
//! `FAILED` only; a conditional update makes two redeliveries at once one.
//!
//! Left as it is, and why: secrets are stored as they are (they must sign,
//! so a hash cannot do); the database is trusted with them as it is with
//! every member's personal data. An endpoint is never disabled
//! automatically: `FAILING` tells the partner, and new events still go out.
//!
//! Tables: `webhook_endpoint` (per partner, ≤ [`endpoints::MAX_PER_PARTNER`]),
//! `webhook_delivery` (unique `(endpoint_id, event_id)`; due by
//! `(state, next_at)`; the log by `(endpoint_id, id)`).

pub mod deliver;
pub mod emit;
pub mod endpoints;
pub mod events;
pub mod log;
pub mod signing;
pub mod view;

pub use emit::{emit, emit_for_member};
pub use endpoints::{Actor, EndpointChanges, NewEndpoint};
pub use events::{
    CommissionCredited, MemberRef, MemberRegistered, MemberVerified, WebhookEvent, WebhookPing,
    WithdrawalUpdated,
};
pub use view::{Delivery, DeliveryState, Endpoint, EndpointState};

/// The job that sends one delivery attempt.
pub const DELIVER_JOB: &str = "webhook.deliver";
