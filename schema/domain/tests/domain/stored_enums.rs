//! One convention for enums stored as their code (`kernel::stored`): each
//! value round-trips, an unknown stored value is an error — never a silent
//! default — and no area decodes a stored code by hand.

use std::path::{Path, PathBuf};

use domain::channel::earnings::Kind as EarningsKind;
use domain::channel::payee::PayeeKind;
use domain::community::interactions::Kind;
use domain::community::PostState;
use domain::kernel::stored::StoredEnum;
use domain::kernel::workflow::Outcome;
use domain::message::deliver::MessageStatus;
use domain::moderation::Action;
use domain::partner::service::PartnerState;
use domain::sports::import::MatchState;
use domain::webhook::{DeliveryState, EndpointState};
use domain::ErrorCode;

fn holds<E: StoredEnum>() {
    for v in E::ALL {
        assert_eq!(E::from_code(v.code()).unwrap(), *v, "{}", E::TYPE_NAME);
    }
    for unknown in ["", "UNKNOWN", "visible ", "Deleted"] {
        if E::ALL.iter().any(|v| v.code() == unknown) {
            continue;
        }
        let e = E::from_code(unknown).expect_err(E::TYPE_NAME);
        assert_eq!(e.code, ErrorCode::Internal, "{}", E::TYPE_NAME);
    }
}

#[test]
fn every_stored_enum_refuses_an_unknown_code() {
    holds::<PostState>();
    holds::<Kind>();
    holds::<Action>();
    holds::<EndpointState>();
    holds::<DeliveryState>();
    holds::<PartnerState>();
    holds::<MatchState>();
    holds::<Outcome>();
    holds::<PayeeKind>();
    holds::<EarningsKind>();
    holds::<MessageStatus>();
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

/// A hand-written decoder of a stored code is how silent defaults crept
/// in (`_ => Deleted`, `_ => Active`): stored enums go through
/// `stored_enum!` instead.
#[test]
fn no_area_decodes_a_stored_code_by_hand() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![];
    rust_files(&root.join("src"), &mut files);
    let mut found = vec![];
    for f in files {
        if f.ends_with("kernel/stored.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start();
            if t.contains("fn from_code(") || t.contains("fn from_db(") {
                found.push(format!("{}:{}: {t}", f.display(), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "decode stored codes with stored_enum! (kernel::stored):\n{}",
        found.join("\n")
    );
}

/// The enums of CONTRACT §6 (numbers, `kernel::enums`) and the stored
/// codes decode through `stored` / `stored_name` / `from_code`, which
/// fail on an unknown value: a decode followed by `.unwrap_or` is how a
/// hand-edited row once showed as `PENDING` or as a credit. Domain and
/// API both.
#[test]
fn no_stored_value_falls_back_to_a_default() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![];
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("../api/src"), &mut files);
    let mut found = vec![];
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let decodes = ["from_number(", "from_name(", "from_code("]
                .iter()
                .any(|d| line.contains(d));
            if !decodes {
                continue;
            }
            // The decode's statement: this line and the two after it.
            let statement = lines[n..lines.len().min(n + 3)].join(" ");
            let tail = &statement[statement.find("from_").unwrap_or(0)..];
            let end = tail.find(';').unwrap_or(tail.len());
            if tail[..end].contains(".unwrap_or") {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a stored value decoded with a silent default (use ProtoEnum::stored, \
         stored_name or a stored_enum!'s from_code):\n{}",
        found.join("\n")
    );
}
