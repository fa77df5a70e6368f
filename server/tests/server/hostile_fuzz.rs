//! A generator of hostile GraphQL documents against the real HTTP stack:
//! deep values, deep selections, fragment fan-outs and chains, many tokens,
//! wide aliases, long strings, odd Unicode, and the web client's own
//! operations cut, spliced and sprinkled with noise. Every answer must come
//! within a bound, carry a code on every error, and never be a 5xx; the
//! server must stay healthy throughout.
//!
//! The test command runs 150 documents. A longer run:
//!
//! ```sh
//! HOSTILE_FUZZ_COUNT=20000 HOSTILE_FUZZ_SEED=7 \
//!   cargo test -p server --test server hostile_fuzz -- --nocapture
//! ```
//!
//! The same seed gives the same documents; a failure prints the seed, the
//! index and the document.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use crate::common;
use crate::hostile_http::fan_out;

/// Documents per run unless `HOSTILE_FUZZ_COUNT` says otherwise.
const DEFAULT_COUNT: usize = 150;
/// A liveness bound for one answer (a bomb used to hold a worker 44 s).
const ANSWER_WITHIN: Duration = Duration::from_secs(5);

const CLIENT_MANIFEST: &str = include_str!("../../../client/src/gql/persisted-documents.json");

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Odd characters: controls, NUL, direction overrides, zero-width, BOM,
/// surrogate-range escapes, astral emoji, CJK.
const ODD: [&str; 12] = [
    "\u{0}",
    "\u{1}",
    "\u{7f}",
    "\u{202e}",
    "\u{2066}",
    "\u{200b}",
    "\u{feff}",
    "\\ud800",
    "\\u0000",
    "🎰",
    "管理员",
    "\u{10ffff}",
];

fn brackets(rng: &mut StdRng, levels: usize) -> String {
    let mut open = String::new();
    let mut close = String::new();
    for _ in 0..levels {
        if rng.gen_bool(0.5) {
            open.push('[');
            close.insert(0, ']');
        } else {
            open.push_str("{a:");
            close.insert(0, '}');
        }
    }
    format!("{open}1{close}")
}

/// One hostile request body.
fn generate(rng: &mut StdRng, client: &[String]) -> Value {
    let kind = rng.gen_range(0..11);
    let query = match kind {
        // Deep values, around the nesting limit and far past it.
        0 => {
            let levels = *[30, 63, 64, 65, 200, 5000]
                .get(rng.gen_range(0..6))
                .unwrap_or(&64);
            format!("{{ __typename(x: {}) }}", brackets(rng, levels))
        }
        // Deep selections.
        1 => {
            let levels = rng.gen_range(5..400);
            format!("{}{}", "{ me ".repeat(levels), "}".repeat(levels))
        }
        // Fragment fan-outs.
        2 => fan_out(rng.gen_range(2..14), rng.gen_range(2..12)),
        // Fragment chains, cycles included.
        3 => {
            let n = rng.gen_range(1..120);
            let mut t = String::from("{ ...F0 }\n");
            for i in 0..n {
                t.push_str(&format!("fragment F{i} on Query {{ ...F{} }}\n", i + 1));
            }
            let last = if rng.gen_bool(0.3) {
                "...F0".to_owned()
            } else {
                "__typename".into()
            };
            t.push_str(&format!("fragment F{n} on Query {{ {last} }}"));
            t
        }
        // Many tokens.
        4 => format!("{{{}}}", " __typename".repeat(rng.gen_range(100..3000))),
        // Wide aliases.
        5 => {
            let n = rng.gen_range(10..400);
            let fields: String = (0..n).map(|i| format!(" a{i}: __typename")).collect();
            format!("{{{fields} }}")
        }
        // Long strings.
        6 => format!(
            "{{ preRegistrationCheck(inviteCode: \"{}\") {{ __typename }} }}",
            "码".repeat(rng.gen_range(10..6000))
        ),
        // Odd Unicode in names, strings and everywhere.
        7 => {
            let odd = ODD[rng.gen_range(0..ODD.len())];
            match rng.gen_range(0..3) {
                0 => {
                    format!("{{ preRegistrationCheck(inviteCode: \"A{odd}B\") {{ __typename }} }}")
                }
                1 => format!("{{ __type{odd}name }}"),
                _ => format!("{odd}{{ __typename }}{odd}"),
            }
        }
        // Directives piled on a field.
        8 => format!(
            "{{ __typename{} }}",
            " @skip(if: false)".repeat(rng.gen_range(1..200))
        ),
        // A client operation cut short or spliced with another.
        9 if !client.is_empty() => {
            let a = &client[rng.gen_range(0..client.len())];
            let b = &client[rng.gen_range(0..client.len())];
            let cut = |s: &str, at: usize| -> String { s.chars().take(at).collect() };
            let at_a = rng.gen_range(0..=a.chars().count());
            if rng.gen_bool(0.5) {
                cut(a, at_a)
            } else {
                let at_b = rng.gen_range(0..=b.chars().count());
                format!(
                    "{}{}",
                    cut(a, at_a),
                    b.chars().skip(at_b).collect::<String>()
                )
            }
        }
        // A client operation with noise sprinkled in.
        _ => {
            let base = client
                .get(rng.gen_range(0..client.len().max(1)))
                .cloned()
                .unwrap_or_else(|| "{ __typename }".into());
            let mut chars: Vec<char> = base.chars().collect();
            for _ in 0..rng.gen_range(1..8) {
                let at = rng.gen_range(0..=chars.len());
                let noise = [
                    '{', '[', '(', '}', ')', '"', '#', '$', '@', '.', '\0', '\u{202e}',
                ];
                chars.insert(at, noise[rng.gen_range(0..noise.len())]);
            }
            chars.into_iter().collect()
        }
    };
    let mut body = json!({ "query": query });
    if rng.gen_bool(0.2) {
        let odd = ODD[rng.gen_range(0..ODD.len())];
        body["variables"] = json!({ "x": format!("v{odd}"), "n": rng.gen::<i64>() });
    }
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_documents_get_coded_answers_and_the_server_stays_up() {
    let count = env_number("HOSTILE_FUZZ_COUNT", DEFAULT_COUNT as u64) as usize;
    let seed = env_number("HOSTILE_FUZZ_SEED", 2026);
    let unlimited = [
        "--rate-ip-burst",
        "1000000",
        "--rate-ip-per-second",
        "1000000",
    ];
    let s = common::start_with(&unlimited).await;
    let client: Vec<String> =
        serde_json::from_str::<std::collections::HashMap<String, String>>(CLIENT_MANIFEST)
            .unwrap()
            .into_values()
            .collect();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut codes = std::collections::BTreeMap::<String, usize>::new();
    let mut slowest = Duration::ZERO;
    for i in 0..count {
        let body = generate(&mut rng, &client);
        let started = Instant::now();
        let resp = tokio::time::timeout(
            ANSWER_WITHIN,
            s.http.post(s.url("/graphql")).json(&body).send(),
        )
        .await
        .unwrap_or_else(|_| panic!("seed {seed} #{i}: no answer within {ANSWER_WITHIN:?}: {body}"))
        .unwrap();
        slowest = slowest.max(started.elapsed());
        let (status, _, answer) = common::decode(resp).await;
        assert!(status < 500, "seed {seed} #{i}: {status} {answer}\n{body}");
        for e in answer["errors"].as_array().into_iter().flatten() {
            let code = e["extensions"]["code"].as_str().unwrap_or_else(|| {
                panic!("seed {seed} #{i}: an error without a code: {answer}\n{body}")
            });
            assert_ne!(code, "INTERNAL", "seed {seed} #{i}: {answer}\n{body}");
            *codes.entry(code.to_owned()).or_default() += 1;
        }
        if i % 25 == 0 {
            let health = s.http.get(s.url("/healthz")).send().await.unwrap();
            assert_eq!(health.status(), 200, "seed {seed} #{i}");
        }
    }
    let health = s.http.get(s.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
    println!(
        "{count} hostile documents (seed {seed}); slowest answer {slowest:?}; codes {codes:?}"
    );
    // The generator reaches the refusals it is for.
    if count >= DEFAULT_COUNT {
        for expected in [
            "QUERY_TOO_NESTED",
            "QUERY_TOO_COMPLEX",
            "GRAPHQL_PARSE_FAILED",
        ] {
            assert!(
                codes.contains_key(expected),
                "{expected} never met: {codes:?}"
            );
        }
    }
}
