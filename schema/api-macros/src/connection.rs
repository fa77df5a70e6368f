//! `#[connection(…)]`: the edge and the connection of a list, from one
//! struct (the crate's `connection` attribute).

use proc_macro2::TokenStream;
use quote::quote;
use syn::punctuated::Punctuated;
use syn::{Expr, ExprLit, Fields, ItemStruct, Lit, MetaNameValue, Token, Type};

/// `cursor` of an edge of a keyset list.
const CURSOR: &str = "Pass as `after` to read on from here, or as `before` to read back.";
/// `pageInfo` of most lists.
const PAGE_INFO: &str = "Where this page sits in the list.";
/// An edge's `node`.
const NODE: &str = "The item.";
/// A connection's `edges`.
const EDGES: &str = "The items of this page with their cursors.";

/// What the attribute's `key = value` pairs say.
struct Spec {
    edge: syn::Ident,
    node: Type,
    edge_doc: String,
    node_doc: String,
    edges_doc: String,
    cursor_doc: String,
    page_info_doc: String,
}

impl Spec {
    fn parse(attr: TokenStream, connection: &syn::Ident) -> syn::Result<Self> {
        let pairs = syn::parse::Parser::parse2(
            Punctuated::<MetaNameValue, Token![,]>::parse_terminated,
            attr,
        )?;
        let (mut edge, mut node) = (None, None);
        let mut docs: [(&str, Option<String>); 5] = [
            ("edge_doc", None),
            ("node_doc", Some(NODE.to_owned())),
            ("edges_doc", Some(EDGES.to_owned())),
            ("cursor_doc", Some(CURSOR.to_owned())),
            ("page_info_doc", Some(PAGE_INFO.to_owned())),
        ];
        for pair in pairs {
            let key = pair.path.get_ident().map(ToString::to_string);
            match key.as_deref() {
                Some("edge") => {
                    let value = &pair.value;
                    edge = Some(syn::parse2(quote!(#value))?);
                }
                Some("node") => {
                    let value = &pair.value;
                    node = Some(syn::parse2(quote!(#value))?);
                }
                Some(k) if docs.iter().any(|(d, _)| *d == k) => {
                    let Expr::Lit(ExprLit {
                        lit: Lit::Str(s), ..
                    }) = &pair.value
                    else {
                        return Err(syn::Error::new_spanned(&pair.value, "a string literal"));
                    };
                    for (d, slot) in &mut docs {
                        if *d == k {
                            *slot = Some(s.value());
                        }
                    }
                }
                _ => {
                    return Err(syn::Error::new_spanned(
                        &pair.path,
                        "expected edge, node, edge_doc, node_doc, edges_doc, cursor_doc or page_info_doc",
                    ))
                }
            }
        }
        let missing = |what: &str| syn::Error::new(proc_macro2::Span::call_site(), what);
        let edge: syn::Ident = edge.ok_or_else(|| missing("connection needs `edge = TypeEdge`"))?;
        if docs[0].1.is_none() {
            docs[0].1 = Some(format!(
                "An edge of `{connection}`: an item and its cursor."
            ));
        }
        let [edge_doc, node_doc, edges_doc, cursor_doc, page_info_doc] =
            docs.map(|(k, v)| v.ok_or_else(|| missing(&format!("connection needs `{k} = \"…\"`"))));
        Ok(Self {
            edge,
            node: node.ok_or_else(|| missing("connection needs `node = Type`"))?,
            edge_doc: edge_doc?,
            node_doc: node_doc?,
            edges_doc: edges_doc?,
            cursor_doc: cursor_doc?,
            page_info_doc: page_info_doc?,
        })
    }
}

/// `#[doc]` attributes with the lines of `text`, as `///` lines would be
/// (async-graphql joins the lines of a description with newlines).
fn doc(text: &str) -> TokenStream {
    let lines = text.lines().map(|l| format!(" {l}"));
    quote!(#(#[doc = #lines])*)
}

pub fn expand(attr: TokenStream, item: TokenStream) -> syn::Result<TokenStream> {
    let mut conn: ItemStruct = syn::parse2(item)?;
    let spec = Spec::parse(attr, &conn.ident)?;
    let Fields::Named(fields) = &mut conn.fields else {
        return Err(syn::Error::new_spanned(
            &conn.fields,
            "a connection is a struct with named fields (`{}` when it has none of its own)",
        ));
    };
    let Spec { edge, node, .. } = &spec;
    // A connection with no fields of its own is made by `paging::page`.
    let plain = fields.named.is_empty();
    let (edges_doc, page_info_doc) = (doc(&spec.edges_doc), doc(&spec.page_info_doc));
    // `edges` and `pageInfo` come after the struct's fields, or before the
    // first one marked `#[after_edges]` (a board's own place follows them).
    let mut own: Vec<syn::Field> = std::mem::take(&mut fields.named).into_iter().collect();
    let mut at = own.len();
    for (i, field) in own.iter_mut().enumerate().rev() {
        let before = field.attrs.len();
        field.attrs.retain(|a| !a.path().is_ident("after_edges"));
        if field.attrs.len() < before {
            at = i;
        }
    }
    own.insert(
        at,
        syn::parse_quote!(#page_info_doc pub page_info: crate::paging::PageInfo),
    );
    own.insert(
        at,
        syn::parse_quote!(#edges_doc pub edges: ::std::vec::Vec<#edge>),
    );
    fields.named = own.into_iter().collect();
    let (edge_doc, cursor_doc, node_doc) = (
        doc(&spec.edge_doc),
        doc(&spec.cursor_doc),
        doc(&spec.node_doc),
    );
    let (vis, name) = (&conn.vis, &conn.ident);
    let plain_impl = if plain {
        quote! {
            impl crate::paging::Connection for #name {
                type Edge = #edge;
                type Node = #node;
                fn edge(cursor: ::std::string::String, node: #node) -> #edge {
                    #edge { cursor, node }
                }
                fn of(edges: ::std::vec::Vec<#edge>, page_info: crate::paging::PageInfo) -> Self {
                    Self { edges, page_info }
                }
            }
        }
    } else {
        quote!()
    };
    Ok(quote! {
        #edge_doc
        #[derive(async_graphql::SimpleObject)]
        #vis struct #edge {
            #cursor_doc
            pub cursor: ::std::string::String,
            #node_doc
            pub node: #node,
        }

        #[derive(async_graphql::SimpleObject)]
        #[graphql(complex)]
        #conn

        impl crate::paging::Edge for #edge {
            fn cursor(&self) -> &str {
                &self.cursor
            }
        }

        #plain_impl

        #[async_graphql::ComplexObject]
        impl #name {
            /// The items of this page, as in `edges` without the cursors.
            async fn nodes(&self) -> ::std::vec::Vec<&#node> {
                self.edges.iter().map(|e| &e.node).collect()
            }
        }
    })
}
