//! Every list of objects in the public SDL declares how long it gets
//! (`@listSize`, `crate::list_size`), so a partner's request is estimated
//! by each list's real bound rather than one item; a new list field
//! without it fails here, naming it.

use crate::partner_access::TypeMap;

#[test]
fn every_list_of_objects_declares_its_size() {
    let map = TypeMap::public();
    let unsized_lists = map.unsized_lists();
    assert!(
        unsized_lists.is_empty(),
        "these list fields need #[graphql(directive = crate::list_size::list_size::apply(<most items>, <sizing arguments>))]: {unsized_lists:?}"
    );
}

#[test]
fn the_check_sees_a_list_without_a_size() {
    // The check itself can fail: a list without the directive is named,
    // connections' pages and payloads' errors are not.
    let map = TypeMap::of_sdl(
        r#"
        directive @listSize(assumedSize: Int!, slicingArguments: [String!]) on FIELD_DEFINITION
        type Query { a: [Item!]! b: [Item!]! @listSize(assumedSize: 3) c: ItemConnection! n: [Int!]! }
        type Item { id: ID! }
        type ItemConnection { edges: [ItemEdge!]! nodes: [Item!]! pageInfo: PageInfo! }
        type ItemEdge { node: Item! }
        type PageInfo { hasNextPage: Boolean! }
        type Payload { userErrors: [Item!]! }
        "#,
    );
    assert_eq!(map.unsized_lists(), vec!["Query.a".to_string()]);
}
