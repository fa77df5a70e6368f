//! A schema a partner can reach with only a key and the server's address
//! (issue 55): the public SDL at `/api/schema.graphql`, the same text as
//! `schema/schema.graphql`, and introspection open to keys in production,
//! showing the public schema and not the staff's.

use serde_json::json;

use crate::common;
use crate::partners_http::{call, partner_with};

#[tokio::test]
async fn a_key_reaches_the_sdl_and_introspects_the_public_schema_in_production() {
    let s = common::start_with(&["--mode", "production"]).await;
    let resp = s
        .http
        .get(s.url("/api/schema.graphql"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert!(resp.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    let sdl = resp.text().await.unwrap();
    let committed = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../schema/schema.graphql"),
    )
    .unwrap();
    assert_eq!(sdl, committed, "the served SDL is the committed public one");

    let introspect = json!({"query": "{ __schema { queryType { name } } __type(name: \"Query\") { fields { name } } }"});
    // Anonymous callers in production do not introspect.
    let anonymous = s
        .http
        .post(s.url("/graphql"))
        .json(&introspect)
        .send()
        .await
        .unwrap();
    let (_, _, body) = common::decode(anonymous).await;
    assert!(body["data"]["__schema"].is_null(), "{body}");

    // A key does, whatever its scopes, and sees no staff field.
    let (_, key) = partner_with(&s, "内省", &["lottery:read"], None).await;
    let (status, _, body) = call(&s, &key, None, introspect).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["data"]["__schema"]["queryType"]["name"], "Query",
        "{body}"
    );
    let fields: Vec<&str> = body["data"]["__type"]["fields"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .filter_map(|f| f["name"].as_str())
        .collect();
    assert!(fields.contains(&"latestDraws"), "{fields:?}");
    assert!(
        !fields.contains(&"partners"),
        "staff fields stay invisible: {fields:?}"
    );
    for f in &fields {
        assert!(
            sdl.contains(&format!("\n\t{f}")),
            "`{f}` is in the public SDL too"
        );
    }
}

/// The reference SpectaQL builds is served at `/docs/api/` from
/// `--reference-dir`; a server without one says how to build it.
#[tokio::test]
async fn the_reference_is_served_at_docs_api_when_built() {
    let dir = std::env::temp_dir().join(format!("lm_reference_{}", std::process::id()));
    std::fs::create_dir_all(dir.join("stylesheets")).unwrap();
    std::fs::write(dir.join("index.html"), "<h1>latestDraws</h1>").unwrap();
    std::fs::write(dir.join("stylesheets/a.css"), "h1{}").unwrap();
    let s = common::start_with(&["--reference-dir", dir.to_str().unwrap()]).await;
    let get = |path: &str| s.http.get(s.url(path)).send();
    let index = get("/docs/api/").await.unwrap();
    assert_eq!(index.status(), 200);
    assert!(index.text().await.unwrap().contains("latestDraws"));
    assert_eq!(
        get("/docs/api/stylesheets/a.css").await.unwrap().status(),
        200
    );
    // Without the slash, the page's relative links would miss: redirected.
    let bare = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
        .get(s.url("/docs/api"))
        .send()
        .await
        .unwrap();
    assert_eq!(bare.status(), 308);
    assert_eq!(bare.headers()["location"], "/docs/api/");
    std::fs::remove_dir_all(&dir).unwrap();

    let without = common::start_with(&["--reference-dir", "/nonexistent/reference"]).await;
    let resp = without
        .http
        .get(without.url("/docs/api/"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);
    let body = resp.text().await.unwrap();
    assert!(body.contains("npm --prefix docs run reference"), "{body}");
}
