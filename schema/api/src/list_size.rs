//! How many items a list field returns at most, declared on the field
//! itself: `#[graphql(directive = list_size::apply(7, None))]` beside the
//! field, printed in the SDL as `@listSize(assumedSize: 7)`, or with the
//! arguments that size it, `@listSize(assumedSize: 100, slicingArguments:
//! ["ids"])` (the names of the GraphQL cost directives of IBM's cost
//! specification, which partners' tools may already read).
//!
//! `partner_access` reads it from the SDL to estimate a partner's request
//! before it runs; after it runs the bucket is settled to what came back,
//! so the declared size decides only what must be in the bucket first. A
//! list field of objects without it is refused by a test
//! (`tests::list_sizes`), so a new list cannot be costed at one item.
//!
//! Why not a library: async-graphql's own complexity (`#[graphql(complexity
//! = …)]`) is a number per field computed inside the executor, invisible in
//! the SDL and to the post-execution count partners are charged by.

use async_graphql::parser::types::ConstDirective;
use async_graphql::parser::Positioned;
use async_graphql::{TypeDirective, Value};
use chrono::NaiveDate;

/// The directive's name in the SDL.
pub const NAME: &str = "listSize";

/// The most items this list field returns (`assumedSize`; for the few lists
/// with no limit in the server, a typical largest size: the bucket is
/// charged what came back either way), and the arguments that size it
/// (`slicingArguments`): one Int argument (`first`) or list argument
/// (`ids`), or two dates (`from`, `to`: the days between, both included).
#[TypeDirective(location = "FieldDefinition", name = "listSize")]
pub fn list_size(assumed_size: u32, slicing_arguments: Option<Vec<String>>) {}

/// A list field's declared size, as read from the SDL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListSize {
    pub assumed: u64,
    pub slicing: Vec<String>,
}

impl ListSize {
    /// The `@listSize` among a field definition's directives, if any.
    pub fn declared(directives: &[Positioned<ConstDirective>]) -> Option<Self> {
        let directive = directives.iter().find(|d| d.node.name.node == NAME)?;
        let mut size = ListSize {
            assumed: 0,
            slicing: Vec::new(),
        };
        for (name, value) in &directive.node.arguments {
            match (name.node.as_str(), &value.node) {
                ("assumedSize", Value::Number(n)) => size.assumed = n.as_u64()?,
                ("slicingArguments", Value::List(names)) => {
                    size.slicing = names
                        .iter()
                        .filter_map(|v| match v {
                            Value::String(s) => Some(s.clone()),
                            _ => None,
                        })
                        .collect();
                }
                _ => {}
            }
        }
        Some(size)
    }

    /// Items the field is estimated at, given the value of each of its
    /// arguments (variables filled in): what the slicing arguments say,
    /// never more than the assumed size, which is also the estimate when
    /// they are absent or unreadable.
    pub fn items(&self, argument: impl Fn(&str) -> Option<Value>) -> u64 {
        let sliced = match self.slicing.as_slice() {
            [one] => match argument(one) {
                Some(Value::Number(n)) => n.as_u64(),
                Some(Value::List(items)) => Some(items.len() as u64),
                _ => None,
            },
            [from, to] => match (date(argument(from)), date(argument(to))) {
                (Some(from), Some(to)) => Some(
                    u64::try_from((to - from).num_days()).map_or(0, |days| days.saturating_add(1)),
                ),
                _ => None,
            },
            _ => None,
        };
        sliced.map_or(self.assumed, |n| n.min(self.assumed))
    }
}

fn date(value: Option<Value>) -> Option<NaiveDate> {
    match value? {
        Value::String(s) => NaiveDate::parse_from_str(&s, "%Y-%m-%d").ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(assumed: u64, slicing: &[&str]) -> ListSize {
        ListSize {
            assumed,
            slicing: slicing.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn an_int_or_a_list_argument_sizes_the_list_up_to_its_most() {
        let first = size(50, &["first"]);
        assert_eq!(first.items(|_| Some(Value::from(10))), 10);
        assert_eq!(first.items(|_| Some(Value::from(500))), 50);
        assert_eq!(first.items(|_| None), 50);
        let ids = size(100, &["ids"]);
        let three = Value::List(vec![Value::from("a"), Value::from("b"), Value::from("c")]);
        assert_eq!(ids.items(|_| Some(three.clone())), 3);
        assert_eq!(size(7, &[]).items(|_| Some(Value::from(1))), 7);
    }

    #[test]
    fn two_dates_size_it_by_the_days_between_them_both_included() {
        let days = size(92, &["from", "to"]);
        let arg = |from: &'static str, to: &'static str| {
            move |name: &str| Some(Value::from(if name == "from" { from } else { to }))
        };
        assert_eq!(days.items(arg("2026-11-01", "2026-11-30")), 30);
        assert_eq!(days.items(arg("2026-11-01", "2026-11-01")), 1);
        // Backwards: the server refuses it; nothing is estimated.
        assert_eq!(days.items(arg("2026-11-02", "2026-11-01")), 0);
        assert_eq!(days.items(arg("2026-01-01", "2026-12-31")), 92);
        assert_eq!(days.items(arg("not a date", "2026-12-31")), 92);
    }
}
