//! Every GraphQL document of the web client (the `graphql(`…`)` blocks in
//! `client/src`) passes the server's validation — fields exist, and the
//! depth (≤ 10) and complexity (≤ 500) limits hold — so no client page can
//! be refused by a limit in production.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use futures_util::StreamExt;

/// The text of every `graphql(`…`)` template in the client's sources.
fn documents() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../client/src");
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                if !path.ends_with("gql") {
                    stack.push(path);
                }
            } else if path.extension().is_some_and(|e| e == "ts" || e == "tsx") {
                let text = std::fs::read_to_string(&path).unwrap();
                let mut rest = text.as_str();
                while let Some(start) = rest.find("graphql(`") {
                    let body = &rest[start + "graphql(`".len()..];
                    let end = body.find('`').unwrap();
                    out.push((path.display().to_string(), body[..end].to_owned()));
                    rest = &body[end..];
                }
            }
        }
    }
    out
}

fn name_after(text: &str, keyword: &str) -> Option<String> {
    let i = text.find(keyword)?;
    let name: String = text[i + keyword.len()..]
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

fn spreads(text: &str) -> BTreeSet<String> {
    text.match_indices("...")
        .filter_map(|(i, _)| {
            let name: String = text[i + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            (!name.is_empty() && name != "on").then_some(name)
        })
        .collect()
}

#[tokio::test]
async fn every_client_document_passes_the_servers_validation() {
    let docs = documents();
    assert!(
        docs.len() >= 10,
        "found only {} client documents",
        docs.len()
    );
    let mut fragments = BTreeMap::new();
    let mut operations = Vec::new();
    for (file, text) in &docs {
        if text.trim_start().starts_with("fragment") {
            fragments.insert(name_after(text, "fragment").unwrap(), text.clone());
        } else {
            operations.push((file.clone(), text.clone()));
        }
    }
    let (ctx, _db) = domain::testing::test_context().await;
    let schema = api::build_schema(ctx, Default::default());
    let mut checked = 0;
    for (file, op) in operations {
        // The operation and every fragment it reaches.
        let mut needed = spreads(&op);
        let mut seen = BTreeSet::new();
        while let Some(name) = needed.pop_first() {
            if seen.insert(name.clone()) {
                let f = fragments
                    .get(&name)
                    .unwrap_or_else(|| panic!("{file}: no fragment {name}"));
                needed.extend(spreads(f));
            }
        }
        let mut text = op.clone();
        for name in &seen {
            text.push('\n');
            text.push_str(&fragments[name]);
        }
        // Variables are not needed for validation; a request without them
        // fails in execution, not in validation, which is what is checked.
        let response = schema
            .execute_stream(async_graphql::Request::new(text))
            .next()
            .await
            .unwrap();
        for e in &response.errors {
            let code = e
                .extensions
                .as_ref()
                .and_then(|x| x.get("code"))
                // A string value prints quoted: compare the code itself
                // (quoted, `QUERY_TOO…` never matched and a page over the
                // complexity limit went through).
                .map(|c| c.to_string().trim_matches('"').to_owned())
                .unwrap_or_default();
            let refused = e.message.contains("Unknown")
                || e.message.contains("Cannot query")
                || e.message.contains("is never used")
                || code.starts_with("QUERY_TOO")
                || code.starts_with("TOO_MANY");
            assert!(!refused, "{file}: {}\n{op}", e.message);
        }
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} operations checked");
}
