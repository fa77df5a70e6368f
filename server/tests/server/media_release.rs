//! Media (issue 58), when files go: a deleted post's pictures are deleted
//! (and an edit's dropped ones), while a picture something else also shows
//! stays; feedback screenshots are private to the member and staff.

use crate::common;

use sea_orm::{ConnectionTrait, EntityTrait};
use serde_json::json;

const POST: &str = r#"mutation($i: CreatePostInput!) { createPost(input: $i) {
    post { id } userErrors { field message } } }"#;
const EDIT: &str = r#"mutation($i: EditPostInput!) { editPost(input: $i) {
    userErrors { field message } } }"#;
const DELETE: &str = r#"mutation($id: ID!) { deletePost(postId: $id) { userErrors { code } } }"#;

/// A small phone photo (wider than the smallest size, so it has copies).
fn photo(shade: u8) -> Vec<u8> {
    let img = image::RgbImage::from_fn(400, 300, |x, y| {
        image::Rgb([shade, (x % 256) as u8, (y % 256) as u8])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .unwrap();
    out
}

async fn upload(s: &common::TestServer, token: &str, shade: u8) -> String {
    let (status, info) = common::upload_jpeg(s, token, photo(shade)).await;
    assert_eq!(status, 200, "{info}");
    info["fid"].as_str().unwrap().to_owned()
}

async fn status(s: &common::TestServer, path: &str) -> u16 {
    s.http
        .get(s.url(path))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

/// Makes every upload two days old, as a post deleted days after writing it.
async fn age_uploads(s: &common::TestServer) {
    let db = &s.state.ctx.db;
    let two_days = (domain::kernel::clock::now() - chrono::Duration::days(2)).to_rfc3339();
    let sql = sea_orm::Statement::from_sql_and_values(
        db.get_database_backend(),
        match db.get_database_backend() {
            sea_orm::DatabaseBackend::Postgres => {
                "UPDATE uploaded_file SET created_at = $1::timestamptz"
            }
            _ => "UPDATE uploaded_file SET created_at = ?",
        },
        [two_days.into()],
    );
    db.execute(sql).await.unwrap();
}

async fn stored(s: &common::TestServer) -> Vec<String> {
    let mut fids: Vec<String> = entities::uploaded_file::Entity::find()
        .all(&s.state.ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.fid)
        .collect();
    fids.sort();
    fids
}

#[tokio::test]
async fn a_deleted_posts_pictures_are_deleted_unless_something_else_shows_them() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (gone, dropped, kept, avatar) = (
        upload(&s, &token, 10).await,
        upload(&s, &token, 60).await,
        upload(&s, &token, 120).await,
        upload(&s, &token, 200).await,
    );
    // One post with three pictures; the fourth is also the member's avatar.
    let (_, made) = s
        .gql(
            Some(&token),
            POST,
            json!({ "i": { "body": "今天的票", "imageFids": [gone, dropped, avatar] } }),
        )
        .await;
    let post = made["data"]["createPost"]["post"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{made}"))
        .to_owned();
    let (_, a) = s
        .gql(
            Some(&token),
            "mutation($f: String!) { updateAvatar(input: {fileId: $f}) { userErrors { field } } }",
            json!({ "f": avatar }),
        )
        .await;
    assert_eq!(a["data"]["updateAvatar"]["userErrors"], json!([]), "{a}");
    // An edit within the window drops one picture and adds another.
    let (_, e) = s
        .gql(
            Some(&token),
            EDIT,
            json!({ "i": { "postId": post, "body": "改一下", "imageFids": [gone, kept, avatar] } }),
        )
        .await;
    assert_eq!(e["data"]["editPost"]["userErrors"], json!([]), "{e}");
    age_uploads(&s).await;
    let ctx = &s.state.ctx;
    let now = domain::kernel::clock::now();
    let swept = domain::file::sweep::sweep_now(ctx, now).await.unwrap();
    assert_eq!(swept.unattached, 1, "only the picture the edit dropped");
    assert_eq!(status(&s, &format!("/api/Files/{dropped}")).await, 404);
    assert_eq!(status(&s, &format!("/api/Files/{gone}")).await, 200);

    let (_, d) = s.gql(Some(&token), DELETE, json!({ "id": post })).await;
    assert_eq!(d["data"]["deletePost"]["userErrors"], json!([]), "{d}");
    let swept = domain::file::sweep::sweep_now(ctx, now).await.unwrap();
    assert_eq!(swept.unattached, 2, "the post's own two pictures");
    for fid in [&gone, &kept, &dropped] {
        assert_eq!(status(&s, &format!("/api/Files/{fid}")).await, 404);
        assert_eq!(status(&s, &format!("/api/Files/{fid}?w=320")).await, 404);
    }
    // The avatar, which the post also showed, stays — row and sizes.
    assert_eq!(stored(&s).await, vec![avatar.clone()]);
    assert_eq!(status(&s, &format!("/api/Files/{avatar}?w=320")).await, 200);
    let left: Vec<String> = std::fs::read_dir(s.state.settings.data_dir.join("uploads"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert!(left.iter().all(|n| n.starts_with(&avatar)), "{left:?}");
}

#[tokio::test]
async fn feedback_screenshots_are_read_by_the_member_and_staff_by_signed_url_only() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (_, staff) = s
        .staff_with("客服", &[domain::Permission::Operations])
        .await;
    let shot = upload(&s, &token, 90).await;
    let (_, sent) = s
        .gql(
            Some(&token),
            r#"mutation($i: SubmitFeedbackInput!) { submitFeedback(input: $i) {
                feedback { id imageUrls } userErrors { field } } }"#,
            json!({ "i": { "content": "页面打不开", "images": [shot] } }),
        )
        .await;
    let feedback = &sent["data"]["submitFeedback"]["feedback"];
    let url = feedback["imageUrls"][0]
        .as_str()
        .unwrap_or_else(|| panic!("{sent}"))
        .to_owned();
    assert!(url.starts_with(&format!("/api/Files/{shot}?")) && url.contains("sig="));
    assert_eq!(status(&s, &url).await, 200);
    assert_eq!(status(&s, &format!("{url}&w=320")).await, 200);
    // By its id alone: 404 for anyone.
    assert_eq!(status(&s, &format!("/api/Files/{shot}")).await, 404);
    // Staff reading feedback get their own signed URL.
    let (_, read) = s
        .gql(
            Some(&staff),
            "{ feedbacks(first: 5) { nodes { imageUrls } } }",
            json!({}),
        )
        .await;
    let staff_url = read["data"]["feedbacks"]["nodes"][0]["imageUrls"][0]
        .as_str()
        .unwrap_or_else(|| panic!("{read}"));
    assert_eq!(status(&s, staff_url).await, 200);
    // A private screenshot cannot be posted publicly by its id.
    let (_, post) = s
        .gql(
            Some(&token),
            POST,
            json!({ "i": { "body": "看图", "imageFids": [shot] } }),
        )
        .await;
    assert_eq!(
        post["data"]["createPost"]["userErrors"][0]["field"],
        json!(["input", "imageFids"]),
        "{post}"
    );
}
