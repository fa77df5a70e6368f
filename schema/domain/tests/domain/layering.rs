//! The domain's layering as a test: `ARCHITECTURE.md` lists which area may
//! use which ("Which area may use which"); this walks every source file of
//! the crate and fails on a `crate::<area>` path the list does not allow.
//! The kernel may use no area. Adding an area means adding its row.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Areas and what each may use besides the kernel, from ARCHITECTURE.md.
fn allowed() -> BTreeMap<String, Option<BTreeSet<String>>> {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ARCHITECTURE.md"),
    )
    .unwrap();
    let section = doc
        .split("## Which area may use which")
        .nth(1)
        .expect("ARCHITECTURE.md has the section \"Which area may use which\"");
    let mut out = BTreeMap::new();
    for line in section.lines().skip_while(|l| !l.starts_with('|')) {
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let Some(area) = cells
            .first()
            .and_then(|c| c.strip_prefix('`'))
            .and_then(|c| c.strip_suffix('`'))
        else {
            continue; // the header and its rule
        };
        let uses = cells.get(1).copied().unwrap_or_default();
        let set = if uses.contains("any area") {
            None
        } else {
            Some(
                uses.split(',')
                    .filter_map(|u| u.trim().strip_prefix('`')?.strip_suffix('`'))
                    .map(str::to_owned)
                    .collect(),
            )
        };
        out.insert(area.to_owned(), set);
    }
    assert!(out.contains_key("kernel"), "the table lists the kernel");
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The crate-level modules a source text names: `crate::x`, the items of
/// `crate::{x, y::z}`, and `super::super::x` from a file two levels deep.
fn named_modules(text: &str, depth: usize) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices("crate::") {
        // `$crate::` in macros is the crate too; `domain::` is another crate.
        let rest = &text[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inner = &group[..group.find('}').unwrap_or(group.len())];
            out.extend(inner.split(',').map(|p| ident(p.trim())));
        } else {
            out.insert(ident(rest));
        }
    }
    if depth >= 2 {
        for (i, _) in text.match_indices("super::super::") {
            out.insert(ident(&text[i + "super::super::".len()..]));
        }
    }
    out.retain(|m| !m.is_empty());
    out
}

#[test]
fn areas_use_only_what_architecture_md_allows() {
    let rules = allowed();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![];
    rust_files(&src, &mut files);
    let mut broken = vec![];
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let parts: Vec<String> = rel
            .iter()
            .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_owned())
            .collect();
        let area = parts[0].clone();
        if area == "lib" {
            continue; // declares the modules
        }
        let Some(rule) = rules.get(&area) else {
            broken.push(format!(
                "{}: area `{area}` has no row in ARCHITECTURE.md",
                rel.display()
            ));
            continue;
        };
        let Some(may) = rule else { continue };
        let text = std::fs::read_to_string(&file).unwrap();
        for used in named_modules(&text, parts.len()) {
            let fine = used == area || used == "kernel" || may.contains(&used);
            if !fine && rules.contains_key(&used) {
                broken.push(format!("{}: `{area}` uses `{used}`", rel.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "imports outside ARCHITECTURE.md's list:\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_reader_sees_every_form_of_a_crate_path() {
    let found = named_modules(
        "use crate::member::x; use crate::{points::y, kernel}; fn f() { super::super::invite::z() }",
        2,
    );
    let want: BTreeSet<String> = ["member", "points", "kernel", "invite"]
        .map(String::from)
        .into();
    assert_eq!(found, want);
}

/// Tables and their owner and other readers, from ARCHITECTURE.md ("Which
/// area owns which table"): `None` readers for "any area".
fn owners() -> BTreeMap<String, (String, Option<BTreeSet<String>>)> {
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ARCHITECTURE.md"),
    )
    .unwrap();
    let section = doc
        .split("## Which area owns which table")
        .nth(1)
        .expect("ARCHITECTURE.md has the section \"Which area owns which table\"");
    let ticked = |cell: &str| -> Vec<String> {
        cell.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_owned)
            .collect()
    };
    let mut out = BTreeMap::new();
    for line in section.lines().skip_while(|l| !l.starts_with('|')) {
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() < 3 || !cells[1].starts_with('`') {
            continue; // the header and its rule
        }
        let owner = ticked(cells[1]).remove(0);
        let readers = if cells[2].contains("any area") {
            None
        } else {
            // The areas named before each "(why)".
            let mut set = BTreeSet::new();
            for part in cells[2].split(')') {
                let names = part.split('(').next().unwrap_or_default();
                set.extend(ticked(names));
            }
            Some(set)
        };
        for table in ticked(cells[0]) {
            out.insert(table, (owner.clone(), readers.clone()));
        }
    }
    out
}

/// The tables a source text names: `entities::x` and the items of
/// `entities::{x, y as z}`.
fn named_tables(text: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.trim()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices("entities::") {
        let rest = &text[i + "entities::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let inner = &group[..group.find('}').unwrap_or(group.len())];
            out.extend(inner.split(',').map(ident));
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|t| !t.is_empty());
    out
}

#[test]
fn areas_touch_only_the_tables_architecture_md_gives_them() {
    let owners = owners();
    let entities = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../entities/src/lib.rs"),
    )
    .unwrap();
    let mut broken = vec![];
    for table in entities
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod "))
        .filter_map(|l| l.strip_suffix(';'))
    {
        if !owners.contains_key(table) {
            broken.push(format!("table `{table}` has no owner in ARCHITECTURE.md"));
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![];
    rust_files(&src, &mut files);
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let area = rel
            .iter()
            .next()
            .unwrap()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_owned();
        if ["lib", "demo", "testing"].contains(&area.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for table in named_tables(&text) {
            let Some((owner, readers)) = owners.get(&table) else {
                continue; // not a table (an entity helper), or listed above
            };
            let fine = *owner == area || readers.as_ref().is_none_or(|r| r.contains(&area));
            if !fine {
                broken.push(format!(
                    "{}: `{area}` touches `{table}`, which is `{owner}`'s",
                    rel.display()
                ));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "tables outside ARCHITECTURE.md's ownership:\n{}",
        broken.join("\n")
    );
}

#[test]
fn the_reader_sees_every_form_of_an_entities_path() {
    let found = named_tables("use entities::{member, post as p}; entities::topic::Entity");
    let want: BTreeSet<String> = ["member", "post", "topic"].map(String::from).into();
    assert_eq!(found, want);
}

/// A job outside the kernel is a type (`kernel::jobs::Job`): its kind and
/// payload are declared once, so the enqueuer and the handler cannot
/// disagree on a kind string or a payload shape. The untyped
/// `jobs::enqueue` and `Registry::add` stay for the kernel (and tests).
#[test]
fn jobs_outside_the_kernel_are_typed() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![];
    rust_files(&src, &mut files);
    let mut broken = vec![];
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        if rel.starts_with("kernel") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let untyped = line.contains("jobs::enqueue")
                || line.contains("jobs::{enqueue")
                || (line.contains("jobs::{") && line.contains(" enqueue"))
                || line.contains("registry.add(");
            if untyped {
                broken.push(format!("{}:{}: {}", rel.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "untyped jobs outside the kernel (use jobs::ask and Registry::job):\n{}",
        broken.join("\n")
    );
}
