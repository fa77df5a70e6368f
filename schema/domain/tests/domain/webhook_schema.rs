//! The webhook events' published JSON Schema (docs/webhook-events.schema.json):
//! the same as the payload types make it, and satisfied by every payload —
//! the samples here and what the webhook tests send.

use domain::webhook;

/// docs/webhook-events.schema.json, as published.
fn published_schema() -> serde_json::Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/webhook-events.schema.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Fails unless `body` (a delivery: `{type, timestamp, data}`) has a known
/// type whose published schema its `data` satisfies.
pub(crate) fn assert_matches_published_schema(body: &serde_json::Value) {
    let schema = published_schema();
    let kind = body["type"].as_str().unwrap_or_default();
    let event = &schema["events"][kind];
    assert!(
        event.is_object(),
        "`{kind}` is not a published event type: {body}"
    );
    let validator = jsonschema::validator_for(event).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&body["data"])
        .map(|e| e.to_string())
        .collect();
    assert!(
        errors.is_empty(),
        "`{kind}` data {} does not match its schema: {errors:?}",
        body["data"]
    );
}

/// The schema partners read is the one the payload structs make: a new or
/// changed event fails here until the file is written again.
#[test]
fn the_published_schema_is_the_payloads() {
    let made = serde_json::to_string_pretty(&webhook::events::schema()).unwrap() + "\n";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/webhook-events.schema.json");
    if std::env::var("UPDATE_WEBHOOK_SCHEMA").is_ok() {
        std::fs::write(&path, &made).unwrap();
    }
    let published = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        published == made,
        "docs/webhook-events.schema.json is stale: UPDATE_WEBHOOK_SCHEMA=1 cargo test -p domain --test domain webhook_schema::the_published_schema"
    );
}

/// Each event's example payload (`WebhookEvent::example`, published in
/// the file), as serialized, satisfies its published schema; and a payload
/// missing a field does not (the check can fail).
#[test]
fn every_event_payload_matches_its_published_schema() {
    let at = domain::kernel::clock::now();
    let samples: Vec<serde_json::Value> = webhook::events::examples()
        .into_iter()
        .map(|(kind, data)| serde_json::json!({"type": kind, "timestamp": at, "data": data}))
        .collect();
    assert_eq!(
        samples.len(),
        webhook::events::types().len(),
        "an example per event type"
    );
    for s in &samples {
        assert_matches_published_schema(s);
    }
    let mut broken = samples[0].clone();
    broken["data"].as_object_mut().unwrap().remove("nickname");
    let caught = std::panic::catch_unwind(|| assert_matches_published_schema(&broken));
    assert!(
        caught.is_err(),
        "a payload without a required field is refused"
    );
}
