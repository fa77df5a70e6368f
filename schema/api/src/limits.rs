//! The document limits of security.md and the measure of a parsed
//! document they are checked against ([`Shape`]).
//!
//! async-graphql limits depth and complexity only when asked, answers with
//! a bare message and no `extensions.code`, and has no limit at all for
//! aliases, directives or the document's size. `crate::admission` checks
//! them all, each refusal with its own stable code (its table lists them).

use std::collections::{HashMap, HashSet};

use async_graphql::parser::types::{
    Directive, ExecutableDocument, FragmentDefinition, Selection, SelectionSet,
};
use async_graphql::parser::Positioned;
use async_graphql::Name;

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

/// async-graphql's own recursion limit (`limit_recursive_depth`, default
/// 32): selection sets, fragment spreads and inline fragments, each a level.
/// Checked here first, with a code, so its uncoded refusal never shows.
pub const MAX_RECURSION: usize = 32;

/// What the limits look at in a parsed document.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Aliases in every operation, with each fragment counted as often as
    /// it is spread (so a fragment of 15 aliases spread twice counts 30).
    pub aliases: usize,
    /// Field selections, `__typename` included, each fragment counted as
    /// often as it is spread.
    pub fields: usize,
    /// Selections of every kind (fields, spreads, inline fragments), each
    /// fragment counted as often as it is spread: what any walk that
    /// expands spreads visits.
    pub expanded: usize,
    /// The deepest operation, counted as async-graphql's recursion check
    /// counts (every selection set, spread and inline fragment a level).
    pub recursion: usize,
    /// The selection (field, spread or inline fragment) or operation with
    /// the most directives, and how many it has.
    pub most_directives: Option<(String, usize)>,
    /// A fragment that spreads itself, directly or through others.
    pub cycle: Option<String>,
}

impl Shape {
    /// Measures `doc` in time linear in its text: each fragment is walked
    /// once and its counts kept (a spread adds the kept counts), so ten
    /// fragments each spreading the next ten times cost ten walks, not
    /// 10^10. The walk's own recursion stops past [`MAX_RECURSION`] levels
    /// (the document is refused then), however long a chain of fragments.
    pub fn of(doc: &ExecutableDocument) -> Self {
        let mut walk = Walk {
            fragments: &doc.fragments,
            memo: HashMap::new(),
            visiting: HashSet::new(),
            most: None,
            cycle: None,
        };
        let mut total = Count::default();
        for (name, op) in doc.operations.iter() {
            let label = name
                .map(|n| n.to_string())
                .unwrap_or_else(|| "query".into());
            walk.directives(&label, &op.node.directives);
            let op = walk.selection_set(&op.node.selection_set.node, 0);
            total = Count {
                recursion: total.recursion.max(op.recursion),
                ..total.add(op)
            };
        }
        // Fragments nobody spreads still have their directives checked
        // (validation refuses them later, but not before this count).
        for (name, fragment) in &doc.fragments {
            walk.fragment_directives(name, &fragment.node);
        }
        Shape {
            aliases: total.aliases,
            fields: total.fields,
            expanded: total.expanded,
            recursion: total.recursion,
            most_directives: walk.most,
            cycle: walk.cycle,
        }
    }
}

struct Walk<'a> {
    fragments: &'a HashMap<Name, Positioned<FragmentDefinition>>,
    /// The counts of each fragment, computed once.
    memo: HashMap<Name, Count>,
    /// Fragments being counted now: one met again is a cycle.
    visiting: HashSet<Name>,
    most: Option<(String, usize)>,
    cycle: Option<String>,
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

    /// The counts of `set`, fragments expanded; records directive counts.
    /// `level` is how deep this call is: past [`MAX_RECURSION`] it stops
    /// and reports a recursion over the limit (the document is refused).
    fn selection_set(&mut self, set: &SelectionSet, level: usize) -> Count {
        if level > MAX_RECURSION {
            return Count {
                recursion: level,
                ..Count::default()
            };
        }
        let mut count = Count::default();
        for item in &set.items {
            let inner = match &item.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    self.directives(field.name.node.as_str(), &field.directives);
                    count = count.add(Count {
                        aliases: usize::from(field.alias.is_some()),
                        fields: 1,
                        ..Count::default()
                    });
                    if field.selection_set.node.items.is_empty() {
                        continue;
                    }
                    self.selection_set(&field.selection_set.node, level + 1)
                }
                Selection::FragmentSpread(spread) => {
                    let spread = &spread.node;
                    let name = &spread.fragment_name.node;
                    self.directives(&format!("...{name}"), &spread.directives);
                    self.fragment(name, level + 1)
                }
                Selection::InlineFragment(inline) => {
                    let inline = &inline.node;
                    self.directives("inline fragment", &inline.directives);
                    self.selection_set(&inline.selection_set.node, level + 1)
                }
            };
            count = count.add(inner);
            // Below this set, one level more than below the item.
            count.recursion = count.recursion.max(inner.recursion.saturating_add(1));
        }
        count.expanded = count.expanded.saturating_add(set.items.len());
        count
    }

    /// A fragment's counts, walked the first time it is spread.
    fn fragment(&mut self, name: &Name, level: usize) -> Count {
        if let Some(n) = self.memo.get(name) {
            return *n;
        }
        let Some(fragment) = self.fragments.get(name) else {
            return Count::default(); // unknown fragment: validation names it
        };
        if !self.visiting.insert(name.clone()) {
            self.cycle.get_or_insert_with(|| name.to_string());
            return Count::default();
        }
        let n = self.selection_set(&fragment.node.selection_set.node, level);
        self.visiting.remove(name);
        // Counts are relative to the fragment, so they hold wherever it is
        // spread. (A walk cut short at the level limit left them incomplete,
        // but then the document's recursion is over the limit anyway.)
        self.memo.insert(name.clone(), n);
        n
    }
}

/// What a selection set holds, fragments expanded. `recursion` is the
/// levels below it (0 for a set of leaf fields).
#[derive(Debug, Default, Clone, Copy)]
struct Count {
    aliases: usize,
    fields: usize,
    expanded: usize,
    recursion: usize,
}

impl Count {
    /// Counts side by side (`recursion` is not a sum: callers set it).
    fn add(self, other: Count) -> Count {
        Count {
            aliases: self.aliases.saturating_add(other.aliases),
            fields: self.fields.saturating_add(other.fields),
            expanded: self.expanded.saturating_add(other.expanded),
            recursion: self.recursion,
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
    fn a_fragment_cycle_ends_and_is_named() {
        let cycle = "{ ...A } fragment A on Q { a: x ...B } fragment B on Q { b: x ...A }";
        let s = shape(cycle);
        assert_eq!(s.aliases, 2);
        assert_eq!(s.cycle.as_deref(), Some("A"));
        assert_eq!(shape("{ a }").cycle, None);
    }

    #[test]
    fn expanded_selections_count_spreads_and_what_they_spread() {
        // { ...F ...F }: 2 spreads + 2 × (a, b) = 6.
        assert_eq!(
            shape("query { ...F ...F } fragment F on Q { a b }").expanded,
            6
        );
        assert_eq!(shape("{ a { b c } }").expanded, 3);
    }

    #[test]
    fn recursion_counts_as_async_graphql_does() {
        // Every selection set below the operation's is a level.
        assert_eq!(shape("{ a }").recursion, 0);
        assert_eq!(shape("{ a { b { c } } }").recursion, 2);
        assert_eq!(shape("{ ...F } fragment F on Q { a { b } }").recursion, 2);
        assert_eq!(shape("{ ... on Q { a } }").recursion, 1);
        // The same fragment spread at two depths: kept counts, right levels.
        let twice = "{ ...F x { y { ...F } } } fragment F on Q { a { b } }";
        assert_eq!(shape(twice).recursion, 4);
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
