//! Every GraphQL example of the docs executed against a live server with
//! seeded data (issue 55), not only validated: each operation of each
//! ```graphql fence of README.md, ARCHITECTURE.md and docs/*.md is sent on
//! its own (with its block's fragments) — staff blocks (```graphql staff)
//! with a staff token, the partner guides' with a key holding every scope,
//! the rest as a signed-in member — and the answer must not be refused by
//! the server's own reading of a document: syntax, validation, depth,
//! nesting, size or the complexity limit. An example that writes no
//! placeholder (`"<…>"`, `"…"`, a variable) must also pass the ids it
//! names: a number where a global id is needed fails here. What an
//! example does with the data (NOT_FOUND for a made-up id, FORBIDDEN for
//! a member asking a staff field) is the example's business, not a fault
//! of the docs. (`client/scripts/check-docs.mjs` validates the same blocks
//! against the SDL without a server, for a quick answer while editing.)

use std::path::{Path, PathBuf};

use serde_json::{json, Value};

use crate::common::{self, TestServer};
use crate::partners_http::partner_with;
use domain::Permission;

/// Codes that say the server refused the document itself.
const DOCUMENT_REFUSALS: &[&str] = &[
    "GRAPHQL_PARSE_FAILED",
    "GRAPHQL_VALIDATION_FAILED",
    "QUERY_TOO_COMPLEX",
    "QUERY_TOO_DEEP",
    "QUERY_TOO_NESTED",
    "QUERY_TOO_LARGE",
];

/// The Markdown files whose fences are examples.
fn docs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    let mut in_docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    in_docs.sort();
    files.extend(in_docs);
    files
}

/// Each ```graphql fence (not `sdl`): its mode (`""` or `staff`), its
/// first line (1-based) and its text.
fn fences(text: &str) -> Vec<(String, usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        if let Some(info) = line.strip_prefix("```") {
            let mut end = i + 1;
            while end < lines.len() && lines[end].trim() != "```" {
                end += 1;
            }
            let mut words = info.split_whitespace();
            if words.next() == Some("graphql") {
                let mode = words.next().unwrap_or("").to_owned();
                if mode != "sdl" {
                    out.push((mode, i + 2, lines[i + 1..end].join("\n")));
                }
            }
            i = end;
        }
        i += 1;
    }
    out
}

/// A block's top-level definitions, each with its first line (1-based):
/// split by hand at braces outside strings and comments, because a docs
/// block may hold several anonymous operations, which a GraphQL parser
/// refuses as one document.
fn definitions(body: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let (mut depth, mut line) = (0usize, 1usize);
    let mut start: Option<(usize, usize)> = None;
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '\n' => line += 1,
            '#' => {
                while chars.peek().is_some_and(|&(_, c)| c != '\n') {
                    chars.next();
                }
            }
            '"' => {
                let block = body[i..].starts_with("\"\"\"");
                if block {
                    chars.next();
                    chars.next();
                }
                while let Some((j, c)) = chars.next() {
                    if c == '\n' {
                        line += 1;
                    } else if c == '\\' && !block {
                        chars.next();
                    } else if c == '"' && (!block || body[j..].starts_with("\"\"\"")) {
                        if block {
                            chars.next();
                            chars.next();
                        }
                        break;
                    }
                }
            }
            '{' => {
                start.get_or_insert((i, line));
                depth += 1;
            }
            '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    if let Some((from, at)) = start.take() {
                        out.push((at, body[from..=i].to_owned()));
                    }
                }
            }
            c if depth == 0 && !c.is_whitespace() && c != ',' => {
                start.get_or_insert((i, line));
            }
            _ => {}
        }
    }
    out
}

/// A block's operations, each as a document of its own (the operation's
/// text and every fragment of the block), with its first line.
fn operations(body: &str) -> Vec<(usize, String)> {
    let defs = definitions(body);
    let is_fragment = |text: &str| text.trim_start().starts_with("fragment");
    let fragments: Vec<&str> = defs
        .iter()
        .filter(|(_, t)| is_fragment(t))
        .map(|(_, t)| t.as_str())
        .collect();
    defs.iter()
        .filter(|(_, t)| !is_fragment(t))
        .map(|(line, text)| (*line, format!("{text}\n{}", fragments.join("\n"))))
        .collect()
}

/// Whether an operation writes a placeholder rather than a value.
fn has_placeholder(op: &str) -> bool {
    op.contains("\"<") || op.contains('…') || op.contains("[..]") || op.contains('$')
}

/// Every error of an answer: top-level ones and payloads' `userErrors`,
/// as (code, message).
fn errors(body: &Value) -> Vec<(String, String)> {
    fn walk(v: &Value, out: &mut Vec<(String, String)>) {
        match v {
            Value::Object(map) => {
                if let Some(Value::Array(list)) = map.get("userErrors") {
                    for e in list {
                        out.push((
                            e["code"].as_str().unwrap_or("").to_owned(),
                            e["message"].as_str().unwrap_or("").to_owned(),
                        ));
                    }
                }
                map.values().for_each(|x| walk(x, out));
            }
            Value::Array(list) => list.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out: Vec<(String, String)> = body["errors"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            (
                e["extensions"]["code"].as_str().unwrap_or("").to_owned(),
                e["message"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    walk(&body["data"], &mut out);
    out
}

/// Why the server's answer to a docs operation is a fault of the docs.
fn fault(op: &str, body: &Value) -> Option<String> {
    for (code, message) in errors(body) {
        // An example with `$input` is sent without values: the one
        // refusal that is expected is the value it leaves to the reader.
        let unbound = message.contains("was not provided") || message.contains("not defined");
        if DOCUMENT_REFUSALS.contains(&code.as_str()) && !unbound {
            return Some(format!("{code}: {message}"));
        }
        if !has_placeholder(op) && message.contains(": must be the id of a") {
            return Some(format!(
                "{code}: {message} (write a global id, or a placeholder)"
            ));
        }
    }
    None
}

async fn post(s: &TestServer, op: &str, token: Option<&str>, key: Option<&str>) -> Value {
    let mut req = s.http.post(s.url("/graphql")).json(&json!({ "query": op }));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(k) = key {
        req = req.header("x-api-key", k);
    }
    common::decode(req.send().await.unwrap()).await.2
}

#[tokio::test]
async fn every_graphql_example_of_the_docs_runs() {
    let s = common::start().await;
    // A member (or staff) of its own for each example: one signs out
    // (`logout`), and a member's rate limit would cut the rest off.
    let member = || async { s.member("文档读者", false).await.1 };
    let staff = || async {
        s.staff_with("文档员工", &[Permission::Members, Permission::Operations])
            .await
            .1
    };
    let scopes: Vec<&str> = domain::partner::Scope::ALL
        .iter()
        .map(|s| s.as_str())
        .collect();
    let (_, key) = partner_with(&s, "文档合作方", &scopes, Some((1_000_000, 100_000))).await;
    let mut faults = Vec::new();
    let mut ran = 0;
    for file in docs() {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let partner_guide = name.starts_with("partner");
        for (mode, first_line, body) in fences(&text) {
            for (line, op) in operations(&body) {
                let answer = match (mode.as_str(), partner_guide) {
                    ("staff", _) => post(&s, &op, Some(&staff().await), None).await,
                    (_, true) => post(&s, &op, None, Some(&key)).await,
                    _ => post(&s, &op, Some(&member().await), None).await,
                };
                ran += 1;
                // Every example reached its resolvers: none was cut off
                // before (signed out, throttled), which would hide a fault.
                for (code, message) in errors(&answer) {
                    if ["THROTTLED", "RATE_LIMITED"].contains(&code.as_str())
                        || message.contains("signed out")
                    {
                        faults.push(format!("{name}: not run ({code}: {message}): {op}"));
                    }
                }
                if let Some(why) = fault(&op, &answer) {
                    faults.push(format!("{name}:{}: {why}", first_line + line - 1));
                }
            }
        }
    }
    assert!(ran > 150, "only {ran} operations found in the docs");
    assert!(
        faults.is_empty(),
        "{} of {ran} docs examples fail:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn blocks_split_into_operations_and_faults_are_told_apart() {
    let block = "query { a(x: \"}{\") { b } }   # a comment with { braces\n\
                 { c }\n\
                 mutation M { d(input: {e: \"\"\"block \"} string\"\"\"}) { f } }\n\
                 fragment F on T { g }";
    let ops = operations(block);
    assert_eq!(ops.len(), 3, "{ops:?}");
    assert_eq!(ops[1].0, 2);
    assert!(
        ops[0].1.starts_with("query { a(x: \"}{\") { b } }\n")
            && ops[0].1.ends_with("fragment F on T { g }")
    );
    assert!(ops[2].1.starts_with("mutation M {"));

    let refused = |code: &str, message: &str| json!({"errors": [{"message": message, "extensions": {"code": code}}]});
    assert!(fault("{ a }", &refused("QUERY_TOO_COMPLEX", "600 > 500")).is_some());
    assert!(fault(
        "{ a }",
        &refused("GRAPHQL_VALIDATION_FAILED", "Unknown field")
    )
    .is_some());
    assert!(fault("{ a }", &refused("NOT_FOUND", "no such post")).is_none());
    // A variable left to the reader is not a fault; a number for an id is,
    // unless the example writes a placeholder.
    let unbound = refused(
        "GRAPHQL_VALIDATION_FAILED",
        "Variable \"$input\" of required type \"X!\" was not provided.",
    );
    assert!(fault("mutation($input: X!) { a(input: $input) }", &unbound).is_none());
    let numeric = json!({"data": {"a": {"userErrors": [{"code": "INVALID_ARGUMENT", "message": "id: must be the id of a Post"}]}}});
    assert!(fault(
        "mutation { a(input: {id: \"3\"}) { userErrors { code } } }",
        &numeric
    )
    .is_some());
    assert!(fault(
        "mutation { a(input: {id: \"<global id>\"}) { userErrors { code } } }",
        &numeric
    )
    .is_none());
}
