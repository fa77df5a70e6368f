//! `#[connection_args]`: one connection argument type instead of the four
//! Relay arguments pasted into every connection field.
//!
//! async-graphql maps each Rust parameter of a resolver to one GraphQL
//! argument, takes an argument's description only as a string literal in
//! `#[graphql(desc = "…")]` (no constant, no macro call), and cannot
//! flatten an input struct into arguments. So the arguments have to be
//! written out in the code `#[Object]` reads; this attribute writes them.
//! Placed above `#[Object]` or `#[ComplexObject]` on an impl, it turns a
//! parameter `page: ConnectionArgs` (or `PositionArgs`, the same struct for
//! lists whose cursors are positions) into `first`, `after`, `last` and
//! `before` with their descriptions, in that order, and rebuilds `page`
//! from them at the top of the body. The SDL is the same as with the four
//! written by hand (the drift test compares it byte for byte).
//!
//! Below `#[Object]` it would come too late: `#[Object]` would see a
//! `ConnectionArgs` argument, which is no input type, and not compile.
//! A field it expands costs its page size times its items in the query's
//! complexity (`first.or(last).unwrap_or(20).max(1) * child_complexity`)
//! unless the field states a complexity of its own.
//!
//! `#[connection(…)]`: a connection and its edge type from one struct (see
//! [`macro@connection`]).

mod connection;

use proc_macro::TokenStream;
use quote::{quote, ToTokens};
use syn::{parse_macro_input, FnArg, ImplItem, ItemImpl, Pat, Type};

const FIRST: &str = "How many from the start, or after `after`: 1 to 100 (default 20).";
const LAST: &str =
    "How many from the end, or before `before`: 1 to 100. Reads backward; not with `first` or `after`.";
/// `after` and `before` of a keyset connection: opaque cursors.
const AFTER: &str = "The `endCursor` of the page before this one.";
const BEFORE: &str = "The `startCursor` of the page after this one.";
/// `after` and `before` of a computed list, where a cursor is a position.
const AFTER_POSITION: &str = "The `endCursor` of the page before this one (or a position).";
const BEFORE_POSITION: &str = "The `startCursor` of the page after this one (or a position).";

/// See the crate documentation.
#[proc_macro_attribute]
pub fn connection_args(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return syn::Error::new(
            proc_macro2::Span::call_site(),
            "connection_args takes no arguments",
        )
        .to_compile_error()
        .into();
    }
    let mut imp = parse_macro_input!(item as ItemImpl);
    for item in &mut imp.items {
        if let ImplItem::Fn(f) = item {
            expand_fn(f);
        }
    }
    quote!(#imp).into()
}

/// A connection type and its edge, declared once. On a struct holding
/// the connection's own fields (most have none; a few carry totals), with
/// the connection's description as its doc comment:
///
/// ```ignore
/// /// A page of deliveries, newest first.
/// #[paging::connection(edge = WebhookDeliveryEdge, node = WebhookDelivery)]
/// pub struct WebhookDeliveryConnection {}
/// ```
///
/// It writes the edge (`cursor`, `node`), appends `edges` and `pageInfo`
/// to the connection (before the first field marked `#[after_edges]`, if
/// one is), adds `nodes` and implements `paging::Edge`. The connection's
/// own description says what a page holds and in which order; the edge's
/// and its fields' are the same for every list unless given:
/// `edge_doc`, `node_doc`, `edges_doc`, `cursor_doc` (a computed list's
/// cursor is a position, a board's carries the place) and
/// `page_info_doc` (a board's page sits in the board). Why not a generic
/// `Connection<T>`: async-graphql gives every instance of a generic type
/// one description, and partners read in the SDL what each list holds.
#[proc_macro_attribute]
pub fn connection(attr: TokenStream, item: TokenStream) -> TokenStream {
    connection::expand(attr.into(), item.into())
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// The descriptions of `after` and `before` when `ty` is one of the
/// connection argument types; `None` for any other parameter.
fn cursor_descs(ty: &Type) -> Option<(&'static str, &'static str)> {
    let Type::Path(p) = ty else { return None };
    match p.path.segments.last()?.ident.to_string().as_str() {
        "ConnectionArgs" => Some((AFTER, BEFORE)),
        "PositionArgs" => Some((AFTER_POSITION, BEFORE_POSITION)),
        _ => None,
    }
}

/// Replaces each connection argument parameter of `f` by the four Relay
/// arguments and binds the parameter's pattern to them in the body.
fn expand_fn(f: &mut syn::ImplItemFn) {
    let mut inputs = syn::punctuated::Punctuated::<FnArg, syn::Token![,]>::new();
    let mut bindings = Vec::new();
    for arg in std::mem::take(&mut f.sig.inputs) {
        let FnArg::Typed(t) = &arg else {
            inputs.push(arg);
            continue;
        };
        let Some((after, before)) = cursor_descs(&t.ty) else {
            inputs.push(arg);
            continue;
        };
        let (pat, ty): (&Pat, &Type) = (&t.pat, &t.ty);
        for param in [
            quote!(#[graphql(desc = #FIRST)] first: ::core::option::Option<i32>),
            quote!(#[graphql(desc = #after)] after: ::core::option::Option<::std::string::String>),
            quote!(#[graphql(desc = #LAST)] last: ::core::option::Option<i32>),
            quote!(#[graphql(desc = #before)] before: ::core::option::Option<::std::string::String>),
        ] {
            inputs.push(syn::parse_quote!(#param));
        }
        bindings.push(quote!(let #pat = #ty { first, after, last, before };));
    }
    f.sig.inputs = inputs;
    if !bindings.is_empty() {
        let body = &f.block;
        f.block = syn::parse_quote!({ #(#bindings)* #body });
        if !states_complexity(&f.attrs) {
            add_complexity(&mut f.attrs);
        }
    }
}

/// A page's cost: its size (20 when the query gives none) times what each
/// item costs.
const COMPLEXITY: &str = "first.or(last).unwrap_or(20).max(1) as usize * child_complexity";

/// Adds the page's complexity to the field's `#[graphql(…)]` attribute,
/// or a new one when it has none: `#[Object]` reads (and removes) only the
/// first `graphql` attribute of a field, so a second one would be left
/// behind and refused by the compiler.
fn add_complexity(attrs: &mut Vec<syn::Attribute>) {
    let existing = attrs.iter_mut().find_map(|a| match &mut a.meta {
        syn::Meta::List(list) if list.path.is_ident("graphql") => Some(list),
        _ => None,
    });
    match existing {
        Some(list) => {
            let tokens = &list.tokens;
            list.tokens = if tokens.is_empty() {
                quote!(complexity = #COMPLEXITY)
            } else {
                quote!(#tokens, complexity = #COMPLEXITY)
            };
        }
        None => attrs.push(syn::parse_quote!(#[graphql(complexity = #COMPLEXITY)])),
    }
}

/// Whether one of the field's `#[graphql(…)]` attributes gives a
/// complexity (then that one counts). The key is looked for in the
/// attribute's tokens: async-graphql itself reports a malformed one.
fn states_complexity(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("graphql") && {
            let tokens = a.meta.to_token_stream().to_string();
            tokens.contains("complexity =") || tokens.contains("complexity=")
        }
    })
}
