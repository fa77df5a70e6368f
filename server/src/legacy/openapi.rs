//! `GET /api/openapi.json`: the OpenAPI 3.1 document of the legacy layer,
//! generated from the registered calls' wire types (their `JsonSchema`
//! derives follow the same serde attributes that encode them), never written
//! by hand. `server/openapi.json` is the committed copy; a test fails when
//! it drifts.

use schemars::generate::{Contract, SchemaSettings};
use schemars::SchemaGenerator;
use serde_json::{json, Map, Value};

use super::LegacyRoutes;
use domain::ErrorCode;

fn generator(contract: Contract) -> SchemaGenerator {
    let mut settings = SchemaSettings::draft2020_12();
    settings.definitions_path = "/components/schemas".into();
    settings.contract = contract;
    settings.meta_schema = None;
    settings.into_generator()
}

fn problem_schema() -> Value {
    let codes: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
    json!({
        "type": "object",
        "description": "RFC 9457 problem details; `code` is the stable error code, `field` names the offending input field.",
        "required": ["type", "title", "status", "detail", "code"],
        "properties": {
            "type": {"type": "string"},
            "title": {"type": "string"},
            "status": {"type": "integer"},
            "detail": {"type": "string"},
            "code": {"type": "string", "enum": codes},
            "field": {"type": "string"}
        }
    })
}

fn problem_responses() -> Value {
    let mut out = Map::new();
    for (status, what) in [
        ("400", "bad input (the field is named)"),
        ("401", "no, or an invalid or expired token"),
        ("403", "not allowed"),
        ("404", "unknown call or thing"),
        ("409", "conflicts with the current state"),
        ("413", "body over 1 MiB"),
        ("429", "too many requests (see Retry-After)"),
        ("500", "internal error (no details)"),
        ("503", "a dependency is unavailable; retry"),
    ] {
        out.insert(
            status.into(),
            json!({
                "description": what,
                "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
            }),
        );
    }
    Value::Object(out)
}

/// The whole document.
pub fn document(routes: &LegacyRoutes) -> Value {
    let mut requests = generator(Contract::Deserialize);
    let mut replies = generator(Contract::Serialize);
    let errors = problem_responses();
    let mut paths = Map::new();
    for (service, method, schemas) in routes.described() {
        let request = (schemas.request)(&mut requests);
        let reply = (schemas.reply)(&mut replies);
        let mut responses = Map::new();
        responses.insert(
            "200".into(),
            json!({"description": "the reply", "content": {"application/json": {"schema": reply}}}),
        );
        if let Value::Object(e) = &errors {
            responses.extend(e.clone());
        }
        paths.insert(
            format!("/api/{service}/{method}"),
            json!({"post": {
                "operationId": format!("{service}_{method}"),
                "tags": [service],
                "summary": format!("{service}/{method}"),
                "description": "Input accepts lowerCamelCase and snake_case names; unknown fields are ignored; an empty body is an empty request.",
                "security": [{}, {"bearer": []}],
                "requestBody": {"required": false, "content": {"application/json": {"schema": request}}},
                "responses": responses,
            }}),
        );
    }
    extra_paths(&mut paths, &errors);

    let mut components = requests.take_definitions(true);
    for (name, schema) in replies.take_definitions(true) {
        match components.get(&name) {
            // One name read and written with different shapes (defaults
            // make fields optional only when read): either shape is valid.
            Some(existing) if *existing != schema => {
                let both = json!({"anyOf": [existing.clone(), schema]});
                components.insert(name, both);
            }
            _ => {
                components.insert(name, schema);
            }
        }
    }
    components.insert("Problem".into(), problem_schema());
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Lottery member platform — legacy calls",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "POST /api/{Service}/{Method} with a JSON body and `Authorization: Bearer <jwt>` (CONTRACT §5). int64 values are written as strings and read from strings or numbers; enums are written by name and read by name or number. Errors are application/problem+json."
        },
        "paths": paths,
        "components": {
            "schemas": components,
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}}
        }
    })
}

/// The calls outside the `Service/Method` table.
fn extra_paths(paths: &mut Map<String, Value>, errors: &Value) {
    let gif = json!({"description": "a 1×1 GIF, always", "content": {"image/gif": {"schema": {"type": "string", "contentEncoding": "binary"}}}});
    let pixel_params: Vec<Value> = [
        "type", "actionId", "userId", "action", "pagePath", "pageName", "fromName", "fromPath",
        "toName", "toPath", "duration", "key",
    ]
    .iter()
    .map(|name| json!({"name": name, "in": "query", "required": false, "schema": {"type": "string"}}))
    .collect();
    paths.insert(
        "/api/DataCollection/log.gif".into(),
        json!({"get": {
            "operationId": "DataCollection_log",
            "tags": ["DataCollection"],
            "summary": "the tracking pixel (spec §7)",
            "parameters": pixel_params,
            "responses": {"200": gif},
        }}),
    );
    let mut upload_responses = errors.clone();
    if let Value::Object(m) = &mut upload_responses {
        m.insert("200".into(), json!({
            "description": "the stored file",
            "content": {"application/json": {"schema": {
                "type": "object",
                "required": ["fid", "name", "size", "contentType", "lastModified", "url"],
                "properties": {
                    "fid": {"type": "string"}, "name": {"type": "string"}, "size": {"type": "integer"},
                    "contentType": {"type": "string"}, "lastModified": {"type": "string"}, "url": {"type": "string"}
                }
            }}}
        }));
    }
    paths.insert(
        "/api/Files/upload".into(),
        json!({"post": {
            "operationId": "Files_upload",
            "tags": ["Files"],
            "summary": "upload an image (PNG, JPEG, GIF or WebP by its bytes; ≤ 5 MiB)",
            "security": [{"bearer": []}],
            "requestBody": {"required": true, "content": {"multipart/form-data": {"schema": {
                "type": "object", "required": ["file"],
                "properties": {"file": {"type": "string", "contentEncoding": "binary"}}
            }}}},
            "responses": upload_responses,
        }}),
    );
}

/// `GET /api/openapi.json` (built once per process).
pub async fn serve(
    axum::extract::State(state): axum::extract::State<crate::state::AppState>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    static DOC: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let body = DOC.get_or_init(|| document(&state.legacy).to_string());
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        body.clone(),
    )
        .into_response()
}
