//! NUL in request strings, refused before any service (or database) sees
//! it: PostgreSQL cannot store it in text and answered an error that left
//! as `INTERNAL`, with an ERROR log line per request (issue 39). Every
//! string of a request is looked at here once, so no area has to.
//!
//! The walks keep their own stack instead of recursing: a value's nesting
//! is bounded already (the scan's 64 levels; serde_json's 128 for
//! variables), but a loop needs no argument that it is.

use async_graphql::parser::types::{ExecutableDocument, Selection, SelectionSet};
use async_graphql::{Name, Variables};
use async_graphql_value::{ConstValue, Value};
use domain::AppError;

fn refusal(field: String) -> AppError {
    AppError::invalid(field, "must not contain a NUL character")
}

/// Strings in the document's arguments and variable defaults.
pub fn refuse_nul_in_document(doc: &ExecutableDocument) -> Result<(), AppError> {
    let mut sets: Vec<&SelectionSet> = Vec::new();
    for (_, op) in doc.operations.iter() {
        for var in &op.node.variable_definitions {
            if let Some(default) = &var.node.default_value {
                const_strings(var.node.name.node.as_str(), &default.node)?;
            }
        }
        sets.push(&op.node.selection_set.node);
    }
    for fragment in doc.fragments.values() {
        sets.push(&fragment.node.selection_set.node);
    }
    while let Some(set) = sets.pop() {
        for item in &set.items {
            match &item.node {
                Selection::Field(field) => {
                    for (name, value) in &field.node.arguments {
                        strings(name.node.as_str(), &value.node)?;
                    }
                    for d in &field.node.directives {
                        for (name, value) in &d.node.arguments {
                            strings(name.node.as_str(), &value.node)?;
                        }
                    }
                    sets.push(&field.node.selection_set.node);
                }
                Selection::InlineFragment(inline) => sets.push(&inline.node.selection_set.node),
                Selection::FragmentSpread(_) => {} // each fragment is walked once above
            }
        }
    }
    Ok(())
}

/// Strings in the request's variables, named by their path
/// (`input.nickname`, `ids[2]`).
pub fn refuse_nul_in_variables(variables: &Variables) -> Result<(), AppError> {
    for (name, value) in variables.iter() {
        const_strings(name.as_str(), value)?;
    }
    Ok(())
}

fn key(path: &str, name: &Name) -> String {
    format!("{path}.{name}")
}

fn strings(root: &str, value: &Value) -> Result<(), AppError> {
    let mut stack = vec![(root.to_owned(), value)];
    while let Some((path, value)) = stack.pop() {
        match value {
            Value::String(s) if s.contains('\0') => return Err(refusal(path)),
            Value::List(items) => stack.extend(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (format!("{path}[{i}]"), v)),
            ),
            Value::Object(map) => stack.extend(map.iter().map(|(k, v)| (key(&path, k), v))),
            _ => {}
        }
    }
    Ok(())
}

fn const_strings(root: &str, value: &ConstValue) -> Result<(), AppError> {
    let mut stack = vec![(root.to_owned(), value)];
    while let Some((path, value)) = stack.pop() {
        match value {
            ConstValue::String(s) if s.contains('\0') => return Err(refusal(path)),
            ConstValue::List(items) => stack.extend(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (format!("{path}[{i}]"), v)),
            ),
            ConstValue::Object(map) => stack.extend(map.iter().map(|(k, v)| (key(&path, k), v))),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_of(err: AppError) -> String {
        assert_eq!(err.code, domain::ErrorCode::InvalidArgument);
        err.field.unwrap()
    }

    #[test]
    fn a_nul_in_an_argument_is_named() {
        let doc = async_graphql::parser::parse_query(
            r#"mutation { updateProfile(input: { nickname: "a\u0000b" }) { __typename } }"#,
        )
        .unwrap();
        assert_eq!(
            field_of(refuse_nul_in_document(&doc).unwrap_err()),
            "input.nickname"
        );
        let fine = async_graphql::parser::parse_query(r#"{ a(x: ["b", "c"]) }"#).unwrap();
        refuse_nul_in_document(&fine).unwrap();
    }

    #[test]
    fn a_nul_in_a_variable_is_named() {
        let vars = Variables::from_json(serde_json::json!({
            "input": { "tags": ["ok", "x\u{0}y"] }
        }));
        assert_eq!(
            field_of(refuse_nul_in_variables(&vars).unwrap_err()),
            "input.tags[1]"
        );
    }
}
