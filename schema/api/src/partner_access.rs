//! What a partner's operation may reach and what it costs, read from the
//! document before it runs (platform-rules §8). One place for both:
//!
//! - **Scopes**: each public root field needs one scope, declared on the
//!   field where its area defines it (`crate::partner_scope`, printed in the
//!   SDL as `@partnerScope(name: …)`) and read here from the SDL
//!   ([`TypeMap::scope_of_root`]); a field without one is not reachable
//!   with a key. The only mutations a key may run are its own webhooks'
//!   (`webhooks:write`, the first scope that writes). Personal data — `Member.phone`,
//!   `Member.legalName` and any `MemberAddress` — needs `member:pii`.
//! - **Cost**: scalars, enums and `Money` values 0, an object 1 plus its selection, a
//!   connection 2 + (`first` or `last`, default 20) × the cost of one of
//!   its nodes, a plain list its declared size (`@listSize`,
//!   [`crate::list_size`]: its most items, or what its `first`, `ids` or
//!   `from`/`to` arguments say) × one item, a mutation's root field 10
//!   more; a request costs at least 1, whatever it selects. The *actual*
//!   cost walks the response the same way with the lists as returned (and
//!   is at least 1 too); the bucket is settled to it after the request.
//!
//! Types come from the public SDL (what partners can see), parsed once.

use std::collections::{HashMap, HashSet};

use async_graphql::parser::types::{
    BaseType, ConstDirective, ExecutableDocument, Field, OperationDefinition, OperationType,
    Selection, SelectionSet, Type, TypeKind, TypeSystemDefinition,
};
use async_graphql::parser::Positioned;
use async_graphql::{Name, Value, Variables};
use domain::partner::Scope;
use domain::{AppError, AppResult};

use crate::list_size::ListSize;

/// Items a connection is costed at when neither `first` nor `last` is given.
pub const DEFAULT_PAGE: u64 = 20;
/// The extra cost of a mutation's root field.
pub const MUTATION_COST: u64 = 10;
/// What any request costs at least, whatever it selects (security.md).
pub const MIN_COST: u64 = 1;
/// Values written as objects, costed as scalars: `Money` is one amount in
/// two units (`fen`, `yuan`), read from the row it belongs to. Costed as an
/// object, the 20,000 returns a 奖金优化 may list would be estimated past
/// any bucket for no work of the server's.
pub const VALUE_TYPES: &[&str] = &["Money"];
/// Public root queries no key reaches, knowingly: a member's answers to
/// partners' OAuth requests are the member's own (a partner acting for
/// the member must not read or steer its own consent), and the member's
/// copy of all their data (a partner reads what its scopes allow, never
/// everything at once), and the member's notification settings (a
/// partner's app has its own).
pub const MEMBERS_ONLY: &[&str] = &[
    "oauthAuthorization",
    "authorizedApps",
    "myDataExport",
    "notificationSettings",
];

/// A field's declared type: the named type and whether it is a list.
#[derive(Debug, Clone)]
struct FieldType {
    name: String,
    list: bool,
}

/// The public schema's fields and kinds, for walking documents.
#[derive(Debug, Default)]
pub struct TypeMap {
    fields: HashMap<(String, String), FieldType>,
    /// Scalars and enums: they cost nothing.
    leaves: HashSet<String>,
    /// (root type, field) → the scope its `@partnerScope` names.
    scopes: HashMap<(String, String), Scope>,
    /// (type, list field) → its `@listSize`.
    sizes: HashMap<(String, String), ListSize>,
}

fn named(ty: &Type) -> FieldType {
    match &ty.base {
        BaseType::Named(n) => FieldType {
            name: n.to_string(),
            list: false,
        },
        BaseType::List(inner) => FieldType {
            list: true,
            ..named(inner)
        },
    }
}

impl TypeMap {
    /// The map of the public SDL (`crate::sdl`).
    pub fn public() -> Self {
        Self::of_sdl(&crate::sdl())
    }

    pub fn of_sdl(sdl: &str) -> Self {
        let mut map = TypeMap::default();
        for builtin in ["String", "Int", "Float", "Boolean", "ID"] {
            map.leaves.insert(builtin.to_owned());
        }
        for value in VALUE_TYPES {
            map.leaves.insert((*value).to_owned());
        }
        let Ok(doc) = async_graphql::parser::parse_schema(sdl) else {
            return map;
        };
        for def in doc.definitions {
            let TypeSystemDefinition::Type(t) = def else {
                continue;
            };
            let t = t.node;
            let type_name = t.name.node.to_string();
            let fields = match t.kind {
                TypeKind::Scalar | TypeKind::Enum(_) => {
                    map.leaves.insert(type_name);
                    continue;
                }
                TypeKind::Object(o) => o.fields,
                TypeKind::Interface(i) => i.fields,
                _ => continue,
            };
            for f in fields {
                let key = (type_name.clone(), f.node.name.node.to_string());
                if let Some(scope) = declared_scope(&f.node.directives) {
                    map.scopes.insert(key.clone(), scope);
                }
                if let Some(size) = ListSize::declared(&f.node.directives) {
                    map.sizes.insert(key, size);
                }
                map.fields.insert(
                    (type_name.clone(), f.node.name.node.to_string()),
                    named(&f.node.ty.node),
                );
            }
        }
        map
    }

    /// The scope a root field needs; `None`: not reachable with a key.
    pub fn scope_of_root(&self, ty: OperationType, field: &str) -> Option<Scope> {
        self.scopes
            .get(&(root_type(ty).to_owned(), field.to_owned()))
            .copied()
    }

    fn field(&self, ty: &str, name: &str) -> Option<&FieldType> {
        self.fields.get(&(ty.to_owned(), name.to_owned()))
    }

    /// A page of a list read with `first`/`after`: a `…Connection`, or a
    /// type shaped like one (the boards: `edges`, `nodes` and `pageInfo`).
    fn is_connection(&self, ty: &str) -> bool {
        ty.ends_with("Connection")
            || self
                .fields
                .contains_key(&(ty.to_owned(), "pageInfo".to_owned()))
    }

    fn size(&self, ty: &str, name: &str) -> Option<&ListSize> {
        self.sizes.get(&(ty.to_owned(), name.to_owned()))
    }

    /// The list fields of objects (not a connection's `edges` and `nodes`,
    /// which `first` sizes, nor payloads' `userErrors`) that declare no
    /// `@listSize`, as `Type.field`: what `tests::list_sizes` refuses.
    pub fn unsized_lists(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .fields
            .iter()
            .filter(|((on, name), ft)| {
                ft.list
                    && !self.is_leaf(&ft.name)
                    && !(self.is_connection(on) && (name == "edges" || name == "nodes"))
                    && name != "userErrors"
                    && !self.sizes.contains_key(&(on.clone(), name.clone()))
            })
            .map(|((on, name), _)| format!("{on}.{name}"))
            .collect();
        out.sort();
        out
    }

    fn is_leaf(&self, ty: &str) -> bool {
        self.leaves.contains(ty)
    }
}

/// The scope a field's `@partnerScope(name: …)` names, if it has one.
fn declared_scope(directives: &[Positioned<ConstDirective>]) -> Option<Scope> {
    let directive = directives
        .iter()
        .find(|d| d.node.name.node == crate::partner_scope::NAME)?;
    let (_, value) = directive.node.arguments.first()?;
    match &value.node {
        Value::String(name) => Scope::parse(name),
        _ => None,
    }
}

/// What a document asks for, read before it runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub operation: OperationType,
    /// Root fields as selected (fragments included), in order.
    pub root_fields: Vec<String>,
    /// Whether any personal-data field is selected.
    pub personal_data: bool,
    /// The first personal-data field selected, as `Type.field`: what a
    /// refusal for want of `member:pii` names.
    pub personal_field: Option<String>,
    /// The calculated cost.
    pub cost: u64,
}

impl Plan {
    /// The scopes the operation needs, each with the first field that
    /// needs it (a root field, or `Type.field` for personal data), or the
    /// refusal naming what no key may reach.
    pub fn required_scopes(&self, map: &TypeMap) -> AppResult<Vec<(Scope, String)>> {
        let mut out: Vec<(Scope, String)> = Vec::new();
        for field in &self.root_fields {
            // Introspection needs no scope: a key reads the public schema
            // it is given (members' and keys' audience; staff fields stay
            // invisible), as `/api/schema.graphql` serves it.
            if matches!(field.as_str(), "__typename" | "__schema" | "__type") {
                continue;
            }
            let scope = map.scope_of_root(self.operation, field).ok_or_else(|| {
                let what = match self.operation {
                    OperationType::Mutation => {
                        "mutations are not available to partner keys, but for their own webhooks'"
                    }
                    _ => "this field is not available to partner keys",
                };
                AppError {
                    field: Some(field.clone()),
                    ..AppError::forbidden(format!("`{field}`: {what}"))
                }
            })?;
            if !out.iter().any(|(s, _)| *s == scope) {
                out.push((scope, field.clone()));
            }
        }
        if self.personal_data && !out.iter().any(|(s, _)| *s == Scope::MemberPii) {
            let field = self
                .personal_field
                .clone()
                .unwrap_or_else(|| "member".into());
            out.push((Scope::MemberPii, field));
        }
        Ok(out)
    }
}

struct Walk<'a> {
    map: &'a TypeMap,
    doc: &'a ExecutableDocument,
    variables: &'a Variables,
    personal_data: bool,
    personal_field: Option<String>,
    /// Fragments being expanded (a cycle is refused by validation later).
    visiting: Vec<Name>,
}

/// The operation `name` picks (or the only one).
fn operation<'a>(
    doc: &'a ExecutableDocument,
    name: Option<&str>,
) -> AppResult<&'a Positioned<OperationDefinition>> {
    let mut found = None;
    for (op_name, op) in doc.operations.iter() {
        let matches = match name {
            Some(n) => op_name.is_some_and(|o| o.as_str() == n),
            None => true,
        };
        if matches {
            if found.is_some() && name.is_none() {
                return Err(AppError::bad_request(
                    "the document has several operations; name one with `operationName`",
                ));
            }
            found = Some(op);
        }
    }
    found.ok_or_else(|| AppError::bad_request("no such operation in the document"))
}

fn root_type(ty: OperationType) -> &'static str {
    match ty {
        OperationType::Query => "Query",
        OperationType::Mutation => "Mutation",
        OperationType::Subscription => "Subscription",
    }
}

/// Reads a document's operation: its root fields, whether it selects
/// personal data, and its calculated cost.
pub fn plan(
    map: &TypeMap,
    doc: &ExecutableDocument,
    operation_name: Option<&str>,
    variables: &Variables,
) -> AppResult<Plan> {
    let op = operation(doc, operation_name)?;
    let ty = op.node.ty;
    let mut walk = Walk {
        map,
        doc,
        variables,
        personal_data: false,
        personal_field: None,
        visiting: Vec::new(),
    };
    let mut root_fields = Vec::new();
    walk.root_fields(&op.node.selection_set.node, &mut root_fields);
    let mut cost = walk.cost(root_type(ty), &op.node.selection_set.node);
    if ty == OperationType::Mutation {
        cost = cost.saturating_add(MUTATION_COST.saturating_mul(root_fields.len() as u64));
    }
    // Every request costs something, whatever it selects: a `{ __typename }`
    // or an empty list used to pass an empty bucket a thousand times in a
    // row (issue 39).
    let cost = cost.max(MIN_COST);
    Ok(Plan {
        operation: ty,
        root_fields,
        personal_data: walk.personal_data,
        personal_field: walk.personal_field,
        cost,
    })
}

/// The cost of what an operation returned: its connections costed by the
/// nodes they hold rather than by `first`.
pub fn actual_cost(
    map: &TypeMap,
    doc: &ExecutableDocument,
    operation_name: Option<&str>,
    data: &Value,
) -> u64 {
    let Ok(op) = operation(doc, operation_name) else {
        return 0;
    };
    let ty = op.node.ty;
    let vars = Variables::default();
    let mut walk = Walk {
        map,
        doc,
        variables: &vars,
        personal_data: false,
        personal_field: None,
        visiting: Vec::new(),
    };
    let mut cost = walk.actual(root_type(ty), &op.node.selection_set.node, data);
    if ty == OperationType::Mutation {
        let mut roots = Vec::new();
        walk.root_fields(&op.node.selection_set.node, &mut roots);
        cost = cost.saturating_add(MUTATION_COST.saturating_mul(roots.len() as u64));
    }
    cost.max(MIN_COST)
}

impl<'a> Walk<'a> {
    /// Calls `f` with each field of `set`, fragments expanded, and the type
    /// the field is selected on.
    fn each_field(
        &mut self,
        ty: &str,
        set: &'a SelectionSet,
        f: &mut dyn FnMut(&mut Walk<'a>, &str, &'a Field),
    ) {
        let doc: &'a ExecutableDocument = self.doc;
        for item in &set.items {
            match &item.node {
                Selection::Field(field) => f(self, ty, &field.node),
                Selection::InlineFragment(inline) => {
                    let on = inline
                        .node
                        .type_condition
                        .as_ref()
                        .map(|c| c.node.on.node.to_string())
                        .unwrap_or_else(|| ty.to_owned());
                    self.each_field(&on, &inline.node.selection_set.node, f);
                }
                Selection::FragmentSpread(spread) => {
                    let name = &spread.node.fragment_name.node;
                    if self.visiting.contains(name) {
                        continue;
                    }
                    let Some(fragment) = doc.fragments.get(name) else {
                        continue;
                    };
                    let on = fragment.node.type_condition.node.on.node.to_string();
                    self.visiting.push(name.clone());
                    self.each_field(&on, &fragment.node.selection_set.node, f);
                    self.visiting.pop();
                }
            }
        }
    }

    fn root_fields(&mut self, set: &'a SelectionSet, out: &mut Vec<String>) {
        self.each_field("", set, &mut |_, _, field| {
            out.push(field.name.node.to_string());
        });
    }

    /// The value of argument `arg` of `field`, variables filled in.
    fn argument(&self, field: &Field, arg: Option<&str>) -> Option<Value> {
        field
            .arguments
            .iter()
            .filter(|(n, _)| arg.is_none_or(|a| n.node.as_str() == a))
            .find_map(|(_, v)| {
                v.node
                    .clone()
                    .into_const_with(|var| self.variables.get(&var).cloned().ok_or(()))
                    .ok()
                    .filter(|v| arg.is_some() || matches!(v, Value::List(_)))
            })
    }

    /// Items a connection field is costed at: `first`, else `last`, else
    /// the default page.
    fn page_size(&self, field: &Field) -> u64 {
        ["first", "last"]
            .iter()
            .find_map(|arg| match self.argument(field, Some(arg)) {
                Some(Value::Number(n)) => n.as_u64(),
                _ => None,
            })
            .unwrap_or(DEFAULT_PAGE)
    }

    fn note_personal_data(&mut self, on: &str, field: &str, returns: &str) {
        if (on == "Member" && (field == "phone" || field == "legalName"))
            || (on == "FamilyMember" && field == "phone")
            || returns == "MemberAddress"
        {
            self.personal_data = true;
            if self.personal_field.is_none() {
                self.personal_field = Some(format!("{on}.{field}"));
            }
        }
    }

    fn cost(&mut self, ty: &str, set: &'a SelectionSet) -> u64 {
        let mut total = 0u64;
        self.each_field(ty, set, &mut |w, on, field| {
            let name = field.name.node.as_str();
            let Some(ft) = w.map.field(on, name).cloned() else {
                return; // `__typename`, or unknown: validation names it
            };
            w.note_personal_data(on, name, &ft.name);
            if w.map.is_leaf(&ft.name) {
                return;
            }
            let sub = &field.selection_set.node;
            let c = if w.map.is_connection(&ft.name) {
                let node = w.node_cost(&ft.name, sub);
                2u64.saturating_add(w.page_size(field).saturating_mul(node))
            } else if ft.list {
                let each = 1u64.saturating_add(w.cost(&ft.name, sub));
                w.list_len(on, field).saturating_mul(each)
            } else {
                1u64.saturating_add(w.cost(&ft.name, sub))
            };
            total = total.saturating_add(c);
        });
        total
    }

    /// Items a plain list field is costed at: its declared `@listSize`,
    /// else the length of its list argument (`ids`), else one.
    fn list_len(&self, on: &str, field: &Field) -> u64 {
        if let Some(size) = self.map.size(on, field.name.node.as_str()) {
            return size.items(|arg| self.argument(field, Some(arg)));
        }
        match self.argument(field, None) {
            Some(Value::List(items)) => (items.len() as u64).max(1),
            _ => 1,
        }
    }

    /// The cost of one item of a connection: its `nodes` and its edges'
    /// `node`, each an object.
    fn node_cost(&mut self, conn: &str, set: &'a SelectionSet) -> u64 {
        let mut total = 0u64;
        self.each_field(conn, set, &mut |w, on, field| {
            let name = field.name.node.as_str();
            let Some(ft) = w.map.field(on, name).cloned() else {
                return;
            };
            let sub = &field.selection_set.node;
            match name {
                "nodes" => total = total.saturating_add(1 + w.cost(&ft.name, sub)),
                "edges" => {
                    w.each_field(&ft.name, sub, &mut |w, edge, f| {
                        if f.name.node.as_str() == "node" {
                            if let Some(nt) = w.map.field(edge, "node").cloned() {
                                let c = 1 + w.cost(&nt.name, &f.selection_set.node);
                                total = total.saturating_add(c);
                            }
                        }
                    });
                }
                _ => {
                    // pageInfo, totalCount: nothing per item; still read
                    // for personal data.
                    w.note_personal_data(on, name, &ft.name);
                }
            }
        });
        total
    }

    fn actual(&mut self, ty: &str, set: &'a SelectionSet, data: &Value) -> u64 {
        let Value::Object(obj) = data else {
            return 0;
        };
        let mut total = 0u64;
        self.each_field(ty, set, &mut |w, on, field| {
            let name = field.name.node.as_str();
            let key = field
                .alias
                .as_ref()
                .map(|a| &a.node)
                .unwrap_or(&field.name.node);
            let Some(value) = obj.get(key) else {
                return;
            };
            let Some(ft) = w.map.field(on, name).cloned() else {
                return;
            };
            if w.map.is_leaf(&ft.name) || *value == Value::Null {
                return;
            }
            let sub = &field.selection_set.node;
            let c = if w.map.is_connection(&ft.name) {
                2u64.saturating_add(w.actual_items(&ft.name, sub, value))
            } else if let Value::List(items) = value {
                items.iter().fold(0u64, |acc, item| {
                    acc.saturating_add(1 + w.actual(&ft.name, sub, item))
                })
            } else {
                1u64.saturating_add(w.actual(&ft.name, sub, value))
            };
            total = total.saturating_add(c);
        });
        total
    }

    fn actual_items(&mut self, conn: &str, set: &'a SelectionSet, data: &Value) -> u64 {
        let Value::Object(obj) = data else {
            return 0;
        };
        let mut total = 0u64;
        self.each_field(conn, set, &mut |w, on, field| {
            let name = field.name.node.as_str();
            let key = field
                .alias
                .as_ref()
                .map(|a| &a.node)
                .unwrap_or(&field.name.node);
            let (Some(Value::List(items)), Some(ft)) =
                (obj.get(key), w.map.field(on, name).cloned())
            else {
                return;
            };
            let sub = &field.selection_set.node;
            for item in items {
                match name {
                    "nodes" => total = total.saturating_add(1 + w.actual(&ft.name, sub, item)),
                    "edges" => {
                        let Value::Object(edge) = item else { continue };
                        w.each_field(&ft.name, sub, &mut |w, on_edge, f| {
                            if f.name.node.as_str() != "node" {
                                return;
                            }
                            let key = f.alias.as_ref().map(|a| &a.node).unwrap_or(&f.name.node);
                            if let (Some(node), Some(nt)) =
                                (edge.get(key), w.map.field(on_edge, "node").cloned())
                            {
                                if *node != Value::Null {
                                    let c = 1 + w.actual(&nt.name, &f.selection_set.node, node);
                                    total = total.saturating_add(c);
                                }
                            }
                        });
                    }
                    _ => {}
                }
            }
        });
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SDL: &str = r#"
        directive @listSize(assumedSize: Int!, slicingArguments: [String!]) on FIELD_DEFINITION
        type Query { me: Member members(first: Int, last: Int): MemberConnection! nodes(ids: [ID!]!): [Member]! name: String
          latest: [Member!]! @listSize(assumedSize: 7) days(from: String!, to: String!): [Member!]! @listSize(assumedSize: 92, slicingArguments: ["from", "to"])
          board(first: Int): Board! }
        type Board { edges: [MemberEdge!]! nodes: [Member!]! pageInfo: PageInfo! mine: Member }
        type Mutation { followMember(id: ID!): Member }
        type Member { id: ID! nickname: String phone: String addresses: [MemberAddress!]! }
        type MemberAddress { street: String }
        type MemberConnection { edges: [MemberEdge!]! nodes: [Member!]! pageInfo: PageInfo! totalCount: Int! }
        type MemberEdge { cursor: String! node: Member! }
        type PageInfo { hasNextPage: Boolean! }
    "#;

    fn plan_of(text: &str, vars: serde_json::Value) -> Plan {
        let map = TypeMap::of_sdl(SDL);
        let doc = async_graphql::parser::parse_query(text).unwrap();
        plan(&map, &doc, None, &Variables::from_json(vars)).unwrap()
    }

    #[test]
    fn scalars_cost_nothing_and_objects_one() {
        // Scalars cost nothing, but a request costs at least 1.
        assert_eq!(plan_of("{ name }", serde_json::json!({})).cost, MIN_COST);
        assert_eq!(
            plan_of("{ me { id nickname } }", serde_json::json!({})).cost,
            1
        );
        let addresses = plan_of("{ me { addresses { street } } }", serde_json::json!({}));
        assert_eq!(addresses.cost, 2);
        assert!(addresses.personal_data);
    }

    #[test]
    fn a_connection_costs_two_plus_first_times_a_node() {
        let p = plan_of(
            "query($n: Int) { members(first: $n) { edges { cursor node { id } } pageInfo { hasNextPage } } }",
            serde_json::json!({"n": 10}),
        );
        assert_eq!(p.cost, 2 + 10);
        assert_eq!(p.root_fields, ["members"]);
        assert!(!p.personal_data);
        // Without first or last: the default page of 20.
        assert_eq!(
            plan_of("{ members { nodes { id } } }", serde_json::json!({})).cost,
            22
        );
        assert_eq!(
            plan_of(
                "{ members(last: 5) { nodes { phone } } }",
                serde_json::json!({})
            )
            .cost,
            7
        );
    }

    #[test]
    fn fragments_count_and_personal_data_is_seen_through_them() {
        let p = plan_of(
            "{ ...F } fragment F on Query { me { ... on Member { phone } } }",
            serde_json::json!({}),
        );
        assert_eq!(p.cost, 1);
        assert!(p.personal_data);
        assert_eq!(p.root_fields, ["me"]);
    }

    #[test]
    fn a_list_costs_its_ids_and_a_mutation_ten_more() {
        let p = plan_of(
            r#"{ nodes(ids: ["a", "b", "c"]) { id } }"#,
            serde_json::json!({}),
        );
        assert_eq!(p.cost, 3);
        let p = plan_of(
            r#"mutation { followMember(id: "a") { id } }"#,
            serde_json::json!({}),
        );
        assert_eq!(p.cost, 11);
        assert!(
            p.required_scopes(&TypeMap::public()).is_err(),
            "mutations are not for keys"
        );
    }

    #[test]
    fn a_list_is_estimated_by_its_declared_size_and_a_board_as_a_page() {
        // 7 × (1 + 1 address list of one item (no size declared) × 1).
        let p = plan_of(
            "{ latest { id addresses { street } } }",
            serde_json::json!({}),
        );
        assert_eq!(p.cost, 7 * (1 + 1));
        let p = plan_of(
            r#"query($to: String!) { days(from: "2026-11-01", to: $to) { id } }"#,
            serde_json::json!({"to": "2026-11-10"}),
        );
        assert_eq!(p.cost, 10);
        // A type with edges, nodes and pageInfo is a page: 2 + first × a node.
        let p = plan_of(
            "{ board(first: 30) { nodes { id } mine { id } } }",
            serde_json::json!({}),
        );
        assert_eq!(p.cost, 2 + 30);
    }

    #[test]
    fn the_actual_cost_counts_what_came_back() {
        let map = TypeMap::of_sdl(SDL);
        let doc = async_graphql::parser::parse_query(
            "{ m: members(first: 50) { edges { node { id } } } me { id } }",
        )
        .unwrap();
        let data = Value::from_json(serde_json::json!({
            "m": {"edges": [{"node": {"id": "1"}}, {"node": {"id": "2"}}]},
            "me": null
        }))
        .unwrap();
        assert_eq!(actual_cost(&map, &doc, None, &data), 2 + 2);
    }

    #[test]
    fn every_public_root_field_is_mapped_or_refused_knowingly() {
        // The real schema: a root field of the public SDL that no scope
        // names is refused for keys; this lists them, so adding a root
        // field means deciding its scope.
        let map = TypeMap::public();
        let unreachable: Vec<String> = map
            .fields
            .keys()
            .filter(|(t, _)| t == "Query" || t == "Subscription")
            .filter(|(t, f)| {
                let ty = if t == "Query" {
                    OperationType::Query
                } else {
                    OperationType::Subscription
                };
                map.scope_of_root(ty, f).is_none() && !MEMBERS_ONLY.contains(&f.as_str())
            })
            .map(|(t, f)| format!("{t}.{f}"))
            .collect();
        assert!(unreachable.is_empty(), "no scope for {unreachable:?}");
    }
}
