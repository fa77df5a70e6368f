//! Uploads: images only (by their bytes), at most 5 MiB, re-encoded
//! without metadata, served back as stored with `nosniff`.

use crate::common;

use reqwest::multipart::{Form, Part};

/// A whole 1 × 1 transparent PNG with a text chunk (an editor's
/// comment), which the stored copy loses.
fn png() -> Vec<u8> {
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\
        \0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\
        \0\0\0\x10tEXtComment\0GPS home\x5c\x76\x87\x84\
        \0\0\0\nIDATx\x9cc\0\x01\0\0\x05\0\x01\r\n-\xb4\
        \0\0\0\0IEND\xaeB`\x82";
    PNG.to_vec()
}

async fn upload(
    s: &common::TestServer,
    token: Option<&str>,
    name: &str,
    mime: &str,
    bytes: Vec<u8>,
) -> (u16, serde_json::Value) {
    let part = Part::bytes(bytes)
        .file_name(name.to_owned())
        .mime_str(mime)
        .unwrap();
    let mut req = s
        .http
        .post(s.url("/api/Files/upload"))
        .multipart(Form::new().part("file", part));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let (status, _, body) = common::decode(req.send().await.unwrap()).await;
    (status, body)
}

#[tokio::test]
async fn a_png_round_trips() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (status, info) = upload(&s, Some(&token), "头像.png", "image/png", png()).await;
    assert_eq!(status, 200, "{info}");
    assert_eq!(info["contentType"], "image/png");
    assert_eq!(info["name"], "头像.png");
    // Stored re-encoded: another (smaller) file, without the comment.
    let size = info["size"].as_u64().unwrap();
    assert!(size > 0 && size < png().len() as u64, "{size}");
    let fid = info["fid"].as_str().unwrap();
    assert_eq!(fid.len(), 32, "random id, not the file's name");
    let resp = s
        .http
        .get(s.url(info["url"].as_str().unwrap()))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    assert_eq!(resp.headers()["content-type"], "image/png");
    assert_eq!(resp.headers()["x-content-type-options"], "nosniff");
    let served = resp.bytes().await.unwrap().to_vec();
    assert_eq!(served.len() as u64, size);
    assert!(!served.windows(8).any(|w| w == b"GPS home"));
    assert!(served.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(s
        .state
        .settings
        .data_dir
        .join("uploads")
        .join(fid)
        .is_file());
}

#[tokio::test]
async fn renamed_html_and_svg_are_rejected() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let html = b"<!DOCTYPE html><html><script>alert(1)</script></html>".to_vec();
    let (status, problem) = upload(&s, Some(&token), "photo.png", "image/png", html).await;
    assert_eq!(status, 400);
    assert_eq!(problem["code"], "INVALID_ARGUMENT");
    assert_eq!(problem["field"], "file");
    let svg = b"<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>".to_vec();
    let (status, _) = upload(&s, Some(&token), "icon.svg", "image/svg+xml", svg).await;
    assert_eq!(status, 400);
    assert!(
        !s.state.settings.data_dir.join("uploads").exists()
            || std::fs::read_dir(s.state.settings.data_dir.join("uploads"))
                .unwrap()
                .next()
                .is_none(),
        "nothing stored"
    );
}

#[tokio::test]
async fn limits_and_sign_in() {
    let s = common::start().await;
    let (status, problem) = upload(&s, None, "a.png", "image/png", png()).await;
    assert_eq!(
        (status, problem["code"].as_str()),
        (401, Some("UNAUTHENTICATED"))
    );
    let (_, token) = s.member("甲", false).await;
    let mut big = png();
    big.resize(5 * 1024 * 1024 + 1, 0);
    let (status, problem) = upload(&s, Some(&token), "big.png", "image/png", big).await;
    assert_eq!(status, 413);
    assert_eq!(problem["code"], "PAYLOAD_TOO_LARGE");
    let mut fits = png();
    fits.resize(4 * 1024 * 1024, 0);
    let (status, _) = upload(&s, Some(&token), "fits.png", "image/png", fits).await;
    assert_eq!(status, 200, "4 MiB is within the upload limit");

    for fid in ["0123456789abcdef0123456789abcdef", "..%2F..%2Fetc%2Fpasswd"] {
        let (status, _, problem) = common::decode(
            s.http
                .get(s.url(&format!("/api/Files/{fid}")))
                .send()
                .await
                .unwrap(),
        )
        .await;
        assert_eq!(status, 404, "{fid}");
        assert_eq!(problem["code"], "NOT_FOUND");
    }
}

#[tokio::test]
async fn the_avatar_is_an_image_the_member_uploaded() {
    let s = common::start().await;
    let (_, a) = s.member("甲", false).await;
    let (_, b) = s.member("乙", false).await;
    let (_, info) = upload(&s, Some(&a), "me.png", "image/png", png()).await;
    let fid = info["fid"].as_str().unwrap();
    let (status, _, body) = s
        .legacy(
            "Member/UpdateAvatar",
            Some(&a),
            serde_json::json!({"avatar": fid}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["avatar"], fid);
    let (_, g) = s
        .gql(
            Some(&a),
            "mutation($f: String!) { updateAvatar(input: {fileId: $f}) { member { avatar } } }",
            serde_json::json!({"f": fid}),
        )
        .await;
    assert_eq!(g["data"]["updateAvatar"]["member"]["avatar"], fid);
    // Someone else's upload is a user error naming the input field.
    let (_, g) = s
        .gql(
            Some(&b),
            "mutation($f: String!) { updateAvatar(input: {fileId: $f}) { member { avatar } userErrors { code field } } }",
            serde_json::json!({"f": fid}),
        )
        .await;
    assert_eq!(
        g["data"]["updateAvatar"]["userErrors"],
        serde_json::json!([{"code": "INVALID_ARGUMENT", "field": ["input", "fileId"]}])
    );
    // Someone else's upload, or no upload at all, is refused.
    for (token, f) in [(&b, fid), (&a, "ffffffffffffffffffffffffffffffff")] {
        let (status, _, problem) = s
            .legacy(
                "Member/UpdateAvatar",
                Some(token),
                serde_json::json!({"fid": f}),
            )
            .await;
        assert_eq!((status, problem["field"].as_str()), (400, Some("avatar")));
    }
}

/// A GraphQL multipart request (operations + map + the file part).
async fn gql_upload(
    s: &common::TestServer,
    token: &str,
    name: &str,
    bytes: Vec<u8>,
) -> (u16, serde_json::Value) {
    let operations = serde_json::json!({
        "query": "mutation($f: Upload!) { uploadImage(input: {file: $f}) { file { fid contentType size url } userErrors { code field } } }",
        "variables": {"f": null}
    });
    let form = Form::new()
        .text("operations", operations.to_string())
        .text("map", r#"{"0": ["variables.f"]}"#)
        .part(
            "0",
            Part::bytes(bytes)
                .file_name(name.to_owned())
                .mime_str("image/png")
                .unwrap(),
        );
    let resp = s
        .http
        .post(s.url("/graphql"))
        .bearer_auth(token)
        .header("apollo-require-preflight", "true")
        .multipart(form)
        .send()
        .await
        .unwrap();
    let (status, _, body) = common::decode(resp).await;
    (status, body)
}

#[tokio::test]
async fn graphql_upload_follows_the_same_rules() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (status, body) = gql_upload(&s, &token, "a.png", png()).await;
    assert_eq!(status, 200, "{body}");
    let f = &body["data"]["uploadImage"]["file"];
    assert_eq!(f["contentType"], "image/png", "{body}");
    let bytes = s
        .http
        .get(s.url(f["url"].as_str().unwrap()))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    // The same re-encoded copy as the legacy route stores: a PNG without
    // the comment.
    assert_eq!(bytes.len() as u64, f["size"].as_u64().unwrap());
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(!bytes.windows(8).any(|w| w == b"GPS home"));

    let (_, body) = gql_upload(
        &s,
        &token,
        "photo.png",
        b"<html><body>hi</body></html>".to_vec(),
    )
    .await;
    assert_eq!(
        body["data"]["uploadImage"]["userErrors"][0]["field"],
        serde_json::json!(["input", "file"]),
        "{body}"
    );

    // 4 MiB is fine in a multipart GraphQL request; over 5 MiB is not.
    let mut big = png();
    big.resize(4 * 1024 * 1024, 0);
    let (status, body) = gql_upload(&s, &token, "big.png", big).await;
    assert_eq!(status, 200, "{body}");
    let mut huge = png();
    huge.resize(6 * 1024 * 1024, 0);
    let (status, _) = gql_upload(&s, &token, "huge.png", huge).await;
    assert_eq!(status, 413);
}
