//! Admission: every check that bounds what the request path may do with a
//! GraphQL document, run once, before anything recursive sees it.
//!
//! One request of a few kilobytes used to end the process (a list nested
//! ~1,700 deep overflowed the parser's stack) or hold a worker for tens of
//! seconds (ten fragments each spreading the next ten times: async-graphql's
//! recursion check, the partner planner and the limits walked 10^10
//! selections). So, in this order, each refusal with its own code:
//!
//! | check | limit | code |
//! |---|---|---|
//! | the text's size | 16 KiB | `QUERY_TOO_LARGE` |
//! | tokens, counted in one pass ([`scan`]) | 2000 | `TOO_MANY_TOKENS` |
//! | nesting of `{` `[` `(`, values and selections | 64 | `QUERY_TOO_NESTED` |
//! | syntax (the parser, its recursion now bounded) | | `GRAPHQL_PARSE_FAILED` |
//! | a fragment that spreads itself | none | `GRAPHQL_VALIDATION_FAILED` |
//! | levels through selections and spreads | 32 | `QUERY_TOO_NESTED` |
//! | selections with fragments expanded (each fragment measured once) | 2000 | `QUERY_TOO_COMPLEX` |
//! | field selections, fragments expanded | 500 | `QUERY_TOO_COMPLEX` |
//! | aliases | 15 | `TOO_MANY_ALIASES` |
//! | directives on one field | 5 | `TOO_MANY_DIRECTIVES` |
//! | a NUL character in any string (arguments, variables) | none | `INVALID_ARGUMENT`, naming the field |
//!
//! Depth (10) and complexity (500) follow in validation
//! ([`extension::DocumentLimits`]), which computes them on the admitted,
//! bounded document.
//!
//! A text admitted once is kept with its document ([`known`]): the next
//! request with the same text skips the parse and the walks, not the
//! check of its variables. The admitted document is kept on the request
//! (`set_parsed_query`), so
//! async-graphql, the partner planner and the socket's shortcuts read it
//! instead of parsing the text again, and an [`Admitted`] mark makes a
//! second call free. The server admits each request as soon as its text is
//! known (after a persisted document is looked up); the schema's extension
//! admits whatever reached it another way (the older `graphql-ws` protocol,
//! tests that call the schema directly).

pub mod extension;
mod known;
pub mod scan;
mod strings;

use std::any::TypeId;
use std::sync::Arc;

use async_graphql::parser::types::ExecutableDocument;
use domain::{AppError, ErrorCode};

use crate::limits::{self, Shape};

pub use scan::{MAX_NESTING, MAX_TOKENS};

/// Selections of every kind with fragments expanded (security.md: ≤ 2000):
/// the most that any walk expanding spreads may visit.
pub const MAX_EXPANDED: usize = 2000;

/// The mark of a request that passed [`admit`]; its parsed document is set.
#[derive(Debug, Clone, Copy)]
pub struct Admitted;

/// Admits `request`: refuses it with a code, or keeps its checked document
/// on it. Free when the request was admitted already; a text admitted
/// before is not parsed again ([`known`]), only its variables checked.
pub fn admit(request: &mut async_graphql::Request) -> Result<(), AppError> {
    if request.data.contains_key(&TypeId::of::<Admitted>()) {
        return Ok(());
    }
    let doc = admitted_document(&request.query)?;
    strings::refuse_nul_in_variables(&request.variables)?;
    request.set_parsed_query(ExecutableDocument::clone(&doc));
    request.data.insert(Admitted);
    Ok(())
}

/// The document of `text` as admission checks it (everything but the
/// variables): the kept one when the text was admitted before
/// ([`known`]), else admitted now and kept.
pub fn admitted_document(text: &str) -> Result<Arc<ExecutableDocument>, AppError> {
    if let Some(doc) = known::get(text) {
        return Ok(doc);
    }
    let doc = admit_text(text)?;
    strings::refuse_nul_in_document(&doc)?;
    Ok(known::keep(text, doc))
}

/// The document of `text`, parsed only once the text is known to be
/// bounded, and measured before anything walks it.
fn admit_text(text: &str) -> Result<ExecutableDocument, AppError> {
    if text.len() > limits::MAX_QUERY_BYTES {
        return Err(AppError::new(
            ErrorCode::QueryTooLarge,
            format!(
                "the query is {} bytes; at most {} are accepted",
                text.len(),
                limits::MAX_QUERY_BYTES
            ),
        ));
    }
    scan::scan(text)?;
    // Bounded now: at most MAX_NESTING levels for the parser to recurse.
    let doc = async_graphql::parser::parse_query(text)
        .map_err(|e| AppError::new(ErrorCode::GraphqlParseFailed, e.to_string()))?;
    check(&Shape::of(&doc))?;
    Ok(doc)
}

/// The limits of a measured document, in the order of the table above.
fn check(shape: &Shape) -> Result<(), AppError> {
    if let Some(name) = &shape.cycle {
        return Err(AppError::new(
            ErrorCode::GraphqlValidationFailed,
            format!("fragment `{name}` spreads itself"),
        ));
    }
    if shape.recursion > limits::MAX_RECURSION {
        return Err(AppError::new(
            ErrorCode::QueryTooNested,
            format!(
                "selections and fragment spreads nest more than {} levels deep",
                limits::MAX_RECURSION
            ),
        ));
    }
    if shape.expanded > MAX_EXPANDED {
        return Err(AppError::new(
            ErrorCode::QueryTooComplex,
            format!(
                "with its fragments expanded the document has {} selections; \
                 at most {MAX_EXPANDED} are accepted",
                shape.expanded
            ),
        ));
    }
    if shape.aliases > limits::MAX_ALIASES {
        return Err(AppError::new(
            ErrorCode::TooManyAliases,
            format!(
                "the document uses {} aliases; at most {} are accepted",
                shape.aliases,
                limits::MAX_ALIASES
            ),
        ));
    }
    // Every field costs at least 1, but async-graphql's complexity counts
    // no `__typename`: a thousand of them passed the limit and ran
    // (performance.md W14). Counted here, before validation.
    if shape.fields > limits::MAX_COMPLEXITY {
        return Err(AppError::new(
            ErrorCode::QueryTooComplex,
            format!(
                "the document selects {} fields; its complexity is at most {}",
                shape.fields,
                limits::MAX_COMPLEXITY
            ),
        ));
    }
    if let Some((field, n)) = shape
        .most_directives
        .as_ref()
        .filter(|(_, n)| *n > limits::MAX_DIRECTIVES)
    {
        return Err(AppError::new(
            ErrorCode::TooManyDirectives,
            format!(
                "`{field}` carries {n} directives; at most {} are accepted",
                limits::MAX_DIRECTIVES
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> ErrorCode {
        admit_text(text).unwrap_err().code
    }

    /// Ten fragments, each spreading the next ten times.
    fn fan_out(levels: usize, width: usize) -> String {
        let mut text = String::from("query { ...F0 }\n");
        for i in 0..levels {
            let spreads = format!(" ...F{}", i + 1).repeat(width);
            text.push_str(&format!("fragment F{i} on Query {{{spreads} }}\n"));
        }
        text.push_str(&format!("fragment F{levels} on Query {{ __typename }}\n"));
        text
    }

    #[test]
    fn a_fragment_fan_out_is_measured_once_and_refused() {
        let started = std::time::Instant::now();
        assert_eq!(code(&fan_out(10, 10)), ErrorCode::QueryTooComplex);
        // Each fragment walked once: far under a second even in a debug
        // build (it was 44 s). A liveness bound, not a timing figure.
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
        // Small fan-outs pass: 2 × 2 × 2 spreads of one field.
        admit_text(&fan_out(3, 2)).unwrap();
    }

    #[test]
    fn deep_values_never_reach_the_parser() {
        let bomb = format!(
            "{{ __typename(x: {}1{}) }}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        );
        assert!(bomb.len() > limits::MAX_QUERY_BYTES);
        assert_eq!(code(&bomb), ErrorCode::QueryTooLarge);
        // Inside the text limit: 8,000 levels in 16 KiB.
        let bomb = format!(
            "{{ __typename(x: {}1{}) }}",
            "[".repeat(8000),
            "]".repeat(8000)
        );
        assert_eq!(code(&bomb), ErrorCode::QueryTooNested);
        let objects = format!(
            "{{ __typename(x: {}1{}) }}",
            "{a:".repeat(3000),
            "}".repeat(3000)
        );
        assert_eq!(code(&objects), ErrorCode::QueryTooNested);
    }

    #[test]
    fn a_chain_of_fragments_is_a_level_each() {
        // async-graphql counts every selection set and spread a level (32).
        let chain = |n: usize| {
            let mut text = String::from("{ ...F0 }\n");
            for i in 0..n {
                text.push_str(&format!("fragment F{i} on Query {{ ...F{} }}\n", i + 1));
            }
            text.push_str(&format!("fragment F{n} on Query {{ __typename }}\n"));
            text
        };
        admit_text(&chain(31)).unwrap();
        assert_eq!(code(&chain(32)), ErrorCode::QueryTooNested);
        // 240 fragments fit the token limit; the walk stops at level 33.
        assert_eq!(code(&chain(240)), ErrorCode::QueryTooNested);
    }

    #[test]
    fn cycles_and_syntax_have_codes() {
        assert_eq!(
            code("{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }"),
            ErrorCode::GraphqlValidationFailed
        );
        assert_eq!(code("{ a(x: ) }"), ErrorCode::GraphqlParseFailed);
        assert_eq!(code(""), ErrorCode::GraphqlParseFailed);
    }

    #[test]
    fn a_second_admission_is_free_and_keeps_the_document() {
        let mut request = async_graphql::Request::new("{ __typename }");
        admit(&mut request).unwrap();
        request.query = "{ ...F } fragment F on Query { ...F }".into();
        admit(&mut request).unwrap(); // marked: not looked at again
        assert!(request.parsed_query().is_ok());
    }

    #[test]
    fn a_text_admitted_before_is_kept_and_its_variables_still_checked() {
        // A text no other test sends: the cache is the process's.
        let text = "query KeptByAdmission($s: String) { __typename }";
        assert!(known::get(text).is_none());
        admit(&mut async_graphql::Request::new(text)).unwrap();
        let kept = known::get(text).expect("kept once admitted");
        let mut again = async_graphql::Request::new(text);
        admit(&mut again).unwrap();
        let parsed = again.parsed_query().expect("the kept document set");
        assert_eq!(format!("{parsed:?}"), format!("{:?}", *kept));
        let mut with_nul = async_graphql::Request::new(text).variables(
            async_graphql::Variables::from_json(serde_json::json!({ "s": "a\u{0}b" })),
        );
        let err = admit(&mut with_nul).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidArgument);
    }

    #[test]
    fn a_refused_text_is_not_kept() {
        let text = "{ a(x: \"\u{0}\") }";
        let err = admit(&mut async_graphql::Request::new(text)).unwrap_err();
        assert_eq!(err.code, ErrorCode::InvalidArgument);
        assert!(known::get(text).is_none());
        let broken = "{ keptByAdmission(x: ) }";
        assert!(admit(&mut async_graphql::Request::new(broken)).is_err());
        assert!(known::get(broken).is_none());
    }
}
