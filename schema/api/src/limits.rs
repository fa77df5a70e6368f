//! The document limits of security.md, as one async-graphql extension.
//!
//! async-graphql limits depth and complexity only when asked, answers with
//! a bare message and no `extensions.code`, and has no limit at all for
//! aliases, directives or the document's size. This extension checks all
//! five before anything runs, and refuses each with its own stable code:
//!
//! | limit | code |
//! |---|---|
//! | text ≤ 16 KiB | `QUERY_TOO_LARGE` |
//! | aliases ≤ 15 per document | `TOO_MANY_ALIASES` |
//! | directives ≤ 5 per field | `TOO_MANY_DIRECTIVES` |
//! | depth ≤ 10 | `QUERY_TOO_DEEP` |
//! | complexity ≤ 500 (lists costed by `first`/`last`) | `QUERY_TOO_COMPLEX` |
//! | field selections ≤ 500, `__typename` included | `QUERY_TOO_COMPLEX` |
//!
//! Size is checked before parsing (a huge document is never parsed), the
//! alias, field and directive counts right after, depth and complexity after
//! validation, which computes them.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use async_graphql::extensions::{
    Extension, ExtensionContext, ExtensionFactory, NextParseQuery, NextValidation,
};
use async_graphql::parser::types::{
    Directive, ExecutableDocument, FragmentDefinition, Selection, SelectionSet,
};
use async_graphql::parser::Positioned;
use async_graphql::{Name, ServerError, ServerResult, ValidationResult, Variables};
use domain::ErrorCode;

/// Query depth limit (security.md: ≤ 10; every operation of the web
/// client fits, `server/tests/server/client_documents.rs` checks).
pub const MAX_DEPTH: usize = 10;
/// Query complexity limit (security.md: ≤ 500).
pub const MAX_COMPLEXITY: usize = 500;
/// Aliases per document (security.md: ≤ 15).
pub const MAX_ALIASES: usize = 15;
/// Directives on one field (security.md: ≤ 5).
pub const MAX_DIRECTIVES: usize = 5;
/// The document's text in bytes (security.md: ≤ 16 KiB).
pub const MAX_QUERY_BYTES: usize = 16 * 1024;

/// Request data that holds a caller to a list of documents: the text is
/// run only when the function accepts it (the server puts it on the older
/// `graphql-ws` sockets in production, where each operation cannot be
/// looked at before it runs otherwise).
#[derive(Clone)]
pub struct ListedOnly(pub Arc<dyn Fn(&str) -> bool + Send + Sync>);

/// The extension factory the schema is built with.
pub struct DocumentLimits;

impl ExtensionFactory for DocumentLimits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(DocumentLimitsExtension)
    }
}

struct DocumentLimitsExtension;

#[async_trait::async_trait]
impl Extension for DocumentLimitsExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        if query.len() > MAX_QUERY_BYTES {
            return Err(refusal(
                ErrorCode::QueryTooLarge,
                format!(
                    "the query is {} bytes; at most {MAX_QUERY_BYTES} are accepted",
                    query.len()
                ),
            ));
        }
        if let Some(ListedOnly(listed)) = ctx.data_opt::<ListedOnly>() {
            if !listed(query) {
                return Err(refusal(
                    ErrorCode::PersistedDocumentNotFound,
                    "this server runs the web client's own operations only".into(),
                ));
            }
        }
        let doc = next.run(ctx, query, variables).await?;
        let shape = Shape::of(&doc);
        if shape.aliases > MAX_ALIASES {
            return Err(refusal(
                ErrorCode::TooManyAliases,
                format!(
                    "the document uses {} aliases; at most {MAX_ALIASES} are accepted",
                    shape.aliases
                ),
            ));
        }
        // Every field costs at least 1, but async-graphql's complexity counts
        // no `__typename`: a thousand of them passed the limit and ran
        // (performance.md W14). Counted here, before validation.
        if shape.fields > MAX_COMPLEXITY {
            return Err(refusal(
                ErrorCode::QueryTooComplex,
                format!(
                    "the document selects {} fields; its complexity is at most {MAX_COMPLEXITY}",
                    shape.fields
                ),
            ));
        }
        if let Some((field, n)) = shape.most_directives.filter(|(_, n)| *n > MAX_DIRECTIVES) {
            return Err(refusal(
                ErrorCode::TooManyDirectives,
                format!("`{field}` carries {n} directives; at most {MAX_DIRECTIVES} are accepted"),
            ));
        }
        Ok(doc)
    }

    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        let result = next.run(ctx).await?;
        if result.depth > MAX_DEPTH {
            return Err(vec![refusal(
                ErrorCode::QueryTooDeep,
                format!(
                    "the query is nested {} levels deep; at most {MAX_DEPTH} are accepted",
                    result.depth
                ),
            )]);
        }
        if result.complexity > MAX_COMPLEXITY {
            return Err(vec![refusal(
                ErrorCode::QueryTooComplex,
                format!(
                    "the query's complexity is {}; at most {MAX_COMPLEXITY} is accepted \
                     (lists count `first` or `last` times their items)",
                    result.complexity
                ),
            )]);
        }
        Ok(result)
    }
}

/// A refusal before execution, with its code in `extensions.code`.
fn refusal(code: ErrorCode, message: String) -> ServerError {
    let mut err = ServerError::new(message, None);
    let mut ext = async_graphql::ErrorExtensionValues::default();
    ext.set("code", code.as_str());
    err.extensions = Some(ext);
    err
}

/// What the limits look at in a parsed document.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Aliases in every operation, with each fragment counted as often as
    /// it is spread (so a fragment of 15 aliases spread twice counts 30).
    pub aliases: usize,
    /// Field selections, `__typename` included, each fragment counted as
    /// often as it is spread.
    pub fields: usize,
    /// The selection (field, spread or inline fragment) or operation with
    /// the most directives, and how many it has.
    pub most_directives: Option<(String, usize)>,
}

impl Shape {
    pub fn of(doc: &ExecutableDocument) -> Self {
        let mut walk = Walk {
            fragments: &doc.fragments,
            memo: HashMap::new(),
            visiting: HashSet::new(),
            most: None,
        };
        let mut total = Count::default();
        for (name, op) in doc.operations.iter() {
            let label = name
                .map(|n| n.to_string())
                .unwrap_or_else(|| "query".into());
            walk.directives(&label, &op.node.directives);
            total = total.add(walk.selection_set(&op.node.selection_set.node));
        }
        // Fragments nobody spreads still have their directives checked
        // (validation refuses them later, but not before this count).
        for (name, fragment) in &doc.fragments {
            walk.fragment_directives(name, &fragment.node);
        }
        Shape {
            aliases: total.aliases,
            fields: total.fields,
            most_directives: walk.most,
        }
    }
}

struct Walk<'a> {
    fragments: &'a HashMap<Name, Positioned<FragmentDefinition>>,
    /// Aliases inside each fragment, counted once however often it is spread.
    /// Aliases and fields of each fragment, counted once.
    memo: HashMap<Name, Count>,
    /// Fragments being counted now: a cycle counts nothing (validation
    /// refuses cycles right after).
    visiting: HashSet<Name>,
    most: Option<(String, usize)>,
}

impl Walk<'_> {
    fn directives(&mut self, at: &str, list: &[Positioned<Directive>]) {
        if self.most.as_ref().is_none_or(|(_, n)| list.len() > *n) && !list.is_empty() {
            self.most = Some((at.to_owned(), list.len()));
        }
    }

    fn fragment_directives(&mut self, name: &Name, fragment: &FragmentDefinition) {
        self.directives(&format!("fragment {name}"), &fragment.directives);
    }

    /// Aliases in `set`, fragments expanded; records directive counts.
    fn selection_set(&mut self, set: &SelectionSet) -> Count {
        let mut count = Count::default();
        for item in &set.items {
            match &item.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    self.directives(field.name.node.as_str(), &field.directives);
                    count = count.add(Count {
                        aliases: usize::from(field.alias.is_some()),
                        fields: 1,
                    });
                    count = count.add(self.selection_set(&field.selection_set.node));
                }
                Selection::FragmentSpread(spread) => {
                    let spread = &spread.node;
                    let name = &spread.fragment_name.node;
                    self.directives(&format!("...{name}"), &spread.directives);
                    count = count.add(self.fragment(name));
                }
                Selection::InlineFragment(inline) => {
                    let inline = &inline.node;
                    self.directives("inline fragment", &inline.directives);
                    count = count.add(self.selection_set(&inline.selection_set.node));
                }
            }
        }
        count
    }

    fn fragment(&mut self, name: &Name) -> Count {
        if let Some(n) = self.memo.get(name) {
            return *n;
        }
        let Some(fragment) = self.fragments.get(name) else {
            return Count::default(); // unknown fragment: validation names it
        };
        if !self.visiting.insert(name.clone()) {
            return Count::default();
        }
        let n = self.selection_set(&fragment.node.selection_set.node);
        self.visiting.remove(name);
        self.memo.insert(name.clone(), n);
        n
    }
}

/// Aliases and fields of a selection.
#[derive(Debug, Default, Clone, Copy)]
struct Count {
    aliases: usize,
    fields: usize,
}

impl Count {
    fn add(self, other: Count) -> Count {
        Count {
            aliases: self.aliases.saturating_add(other.aliases),
            fields: self.fields.saturating_add(other.fields),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Shape {
        Shape::of(&async_graphql::parser::parse_query(text).unwrap())
    }

    #[test]
    fn counts_aliases_with_fragments_expanded() {
        assert_eq!(shape("{ a: x b: x c { d: y } }").aliases, 3);
        let twice = "query { ...F ...F } fragment F on Q { a: x b: x }";
        assert_eq!(shape(twice).aliases, 4);
        let nested = "{ ... on Q { a: x ...G } } fragment G on Q { b: x }";
        assert_eq!(shape(nested).aliases, 2);
    }

    #[test]
    fn counts_fields_with_typename_and_fragments_expanded() {
        assert_eq!(shape("{ __typename __typename a { b } }").fields, 4);
        let twice = "query { ...F ...F } fragment F on Q { a b }";
        assert_eq!(shape(twice).fields, 4);
    }

    #[test]
    fn a_fragment_cycle_ends() {
        let cycle = "{ ...A } fragment A on Q { a: x ...B } fragment B on Q { b: x ...A }";
        assert_eq!(shape(cycle).aliases, 2);
    }

    #[test]
    fn finds_the_field_with_most_directives() {
        let s = shape("{ a @include(if: true) b @skip(if: false) @include(if: true) }");
        assert_eq!(s.most_directives, Some(("b".into(), 2)));
        assert_eq!(shape("{ a }").most_directives, None);
        let spread =
            "{ ...F @skip(if: false) @skip(if: false) @skip(if: false) } fragment F on Q { a }";
        assert_eq!(shape(spread).most_directives, Some(("...F".into(), 3)));
    }
}
