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

use proc_macro::TokenStream;
use quote::quote;
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
    }
}
