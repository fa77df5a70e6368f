//! The partners guide's scope table (docs/partners.md) says which partner scope reaches each public
//! root field; its `@partnerScope` in the SDL decides it. This reads
//! both and fails on any difference, so the table partners read cannot
//! drift from what the server does.

use std::collections::BTreeMap;

use async_graphql::parser::types::{OperationType, TypeKind, TypeSystemDefinition};
use domain::partner::Scope;

/// (root type, field) of the public SDL's Query and Subscription.
fn public_roots() -> Vec<(OperationType, String)> {
    let doc = async_graphql::parser::parse_schema(crate::sdl()).unwrap();
    let mut out = Vec::new();
    for def in doc.definitions {
        let TypeSystemDefinition::Type(t) = def else {
            continue;
        };
        let ty = match t.node.name.node.as_str() {
            "Query" => OperationType::Query,
            "Subscription" => OperationType::Subscription,
            _ => continue,
        };
        if let TypeKind::Object(o) = &t.node.kind {
            for f in &o.fields {
                out.push((ty, f.node.name.node.to_string()));
            }
        }
    }
    out
}

/// Each scope's row of the guide's table: the backticked names in it.
fn readme_rows() -> BTreeMap<String, Vec<String>> {
    let readme = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/partners.md"
    ))
    .unwrap();
    let start = readme.find("| scope | reaches").expect("the scope table");
    let mut rows = BTreeMap::new();
    for line in readme[start..].lines().skip(2) {
        if !line.starts_with("| `") {
            break;
        }
        let cells: Vec<&str> = line.split('|').collect();
        let ticked = |cell: &str| -> Vec<String> {
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect()
        };
        let reaches = ticked(cells[2]);
        for scope in ticked(cells[1]) {
            rows.insert(scope, reaches.clone());
        }
    }
    rows
}

#[test]
fn the_readme_scope_table_is_what_the_server_does() {
    let rows = readme_rows();
    let map = crate::partner_access::TypeMap::public();
    let scope_names: Vec<&str> = Scope::ALL.iter().map(|s| s.as_str()).collect();
    for scope in rows.keys() {
        assert!(
            scope_names.contains(&scope.as_str()),
            "the table names `{scope}`, no such scope"
        );
    }
    for (ty, field) in public_roots() {
        if crate::partner_access::MEMBERS_ONLY.contains(&field.as_str()) {
            assert!(
                map.scope_of_root(ty, &field).is_none(),
                "`{field}` is members' only"
            );
            continue;
        }
        let Some(scope) = map.scope_of_root(ty, &field) else {
            panic!("`{field}` has no scope");
        };
        let listed: Vec<&String> = rows
            .iter()
            .filter(|(_, reaches)| reaches.contains(&field))
            .map(|(s, _)| s)
            .collect();
        assert_eq!(
            listed,
            vec![scope.as_str()],
            "`{field}` needs `{}` in the code; docs/partners.md lists it under {listed:?}",
            scope.as_str()
        );
    }
}
