//! Every element of the public schema is documented: each type, field,
//! argument, input field and enum value carries a description (partners
//! read the schema as the API's reference; an undocumented field is a
//! promise nobody wrote down).

use async_graphql::parser::types::{TypeKind, TypeSystemDefinition};

/// `Type`, `Type.field`, `Type.field(arg)`, `Enum.VALUE` of every element
/// of `sdl` without a description.
fn undocumented(sdl: &str) -> Vec<String> {
    let doc = async_graphql::parser::parse_schema(sdl).expect("the SDL parses");
    let mut missing = Vec::new();
    let described = |d: &Option<async_graphql::Positioned<String>>| {
        d.as_ref().is_some_and(|d| !d.node.trim().is_empty())
    };
    for def in &doc.definitions {
        let TypeSystemDefinition::Type(t) = def else {
            continue;
        };
        let t = &t.node;
        let name = t.name.node.as_str();
        if !described(&t.description) {
            missing.push(name.to_owned());
        }
        match &t.kind {
            TypeKind::Object(o) => {
                for f in &o.fields {
                    let f = &f.node;
                    if !described(&f.description) {
                        missing.push(format!("{name}.{}", f.name.node));
                    }
                    for a in &f.arguments {
                        if !described(&a.node.description) {
                            missing.push(format!("{name}.{}({})", f.name.node, a.node.name.node));
                        }
                    }
                }
            }
            TypeKind::Interface(i) => {
                for f in &i.fields {
                    if !described(&f.node.description) {
                        missing.push(format!("{name}.{}", f.node.name.node));
                    }
                }
            }
            TypeKind::InputObject(i) => {
                for f in &i.fields {
                    if !described(&f.node.description) {
                        missing.push(format!("{name}.{}", f.node.name.node));
                    }
                }
            }
            TypeKind::Enum(e) => {
                for v in &e.values {
                    if !described(&v.node.description) {
                        missing.push(format!("{name}.{}", v.node.value.node));
                    }
                }
            }
            TypeKind::Scalar | TypeKind::Union(_) => {}
        }
    }
    missing
}

#[test]
fn every_element_of_the_public_schema_is_documented() {
    let missing = undocumented(&crate::sdl());
    assert!(
        missing.is_empty(),
        "{} undocumented elements of the public schema:\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn the_check_finds_an_undocumented_field() {
    let sdl = "\"\"\"A thing.\"\"\"\ntype Thing {\n\t\"\"\"Its name.\"\"\"\n\tname: String!\n\tsize: Int!\n}\n";
    assert_eq!(undocumented(sdl), ["Thing.size"]);
}
