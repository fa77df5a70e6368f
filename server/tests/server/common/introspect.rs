//! The schema as a caller introspects it: types, fields, arguments.

use serde_json::json;

/// Introspection as the given caller: every type with its fields, arguments
/// and input fields, and the root operations.
pub async fn introspect(s: &super::TestServer, token: Option<&str>) -> serde_json::Value {
    const Q: &str = "{ __schema { queryType { name } mutationType { name }
        types { name kind fields { name type { ...T } args { name type { ...T } defaultValue } }
                inputFields { name type { ...T } defaultValue } enumValues { name } } } }
        fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";
    let (status, body) = s.gql(token, Q, json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert!(body.get("errors").is_none(), "{body}");
    body["data"]["__schema"].clone()
}

/// The named type under NON_NULL / LIST wrappers; `("", "")` when it lies
/// deeper than the introspection query reads (`[[[Int!]!]!]!`).
pub fn named(t: &serde_json::Value) -> (&str, &str) {
    let mut t = t;
    while t["name"].is_null() {
        if t["ofType"].is_null() {
            return ("", "");
        }
        t = &t["ofType"];
    }
    (t["kind"].as_str().unwrap(), t["name"].as_str().unwrap())
}

pub fn type_of<'a>(schema: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    schema["types"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("no type {name}"))
}

pub fn field_names(t: &serde_json::Value) -> Vec<String> {
    t["fields"]
        .as_array()
        .map(|fs| {
            fs.iter()
                .map(|f| f["name"].as_str().unwrap().to_owned())
                .collect()
        })
        .unwrap_or_default()
}
