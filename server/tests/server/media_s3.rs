//! Media on S3-compatible storage (issue 58), against a real S3 server
//! (`common::s3`, s3s-fs): two instances on one bucket serve each other's
//! uploads; an object left without its row (a crash between the two) is
//! never served and the sweep removes it; `copy-uploads` moves a data
//! dir's files to the bucket, verified, and a second run copies nothing.

use crate::common;

use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};

fn photo(seed: u32) -> Vec<u8> {
    let img = RgbImage::from_fn(900, 600, |x, y| {
        Rgb([
            (x / 4) as u8 ^ seed as u8,
            (y / 3) as u8,
            ((x * y) % 251) as u8,
        ])
    });
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&img)
        .unwrap();
    out
}

async fn upload(s: &common::TestServer, token: &str, bytes: Vec<u8>) -> String {
    let (status, body) = common::upload_jpeg(s, token, bytes).await;
    assert_eq!(status, 200, "{body}");
    body["fid"].as_str().unwrap().to_owned()
}

async fn get(s: &common::TestServer, path: &str) -> (u16, Vec<u8>) {
    let resp = s.http.get(s.url(path)).send().await.unwrap();
    let status = resp.status().as_u16();
    (status, resp.bytes().await.unwrap().to_vec())
}

fn args(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[tokio::test]
async fn two_instances_on_one_bucket_serve_each_others_uploads() {
    let s3 = common::s3::start("media").await;
    let flags = s3.args("prod/uploads");
    let a = common::start_with(&args(&flags)).await;
    let b = a.twin(&args(&flags)).await;
    let (_, token) = a.member("甲", false).await;
    let fid = upload(&a, &token, photo(1)).await;
    // Kept in the bucket under the prefix, the image and its two copies
    // (900 wide: 320 and 750), and nothing on either instance's disk.
    assert_eq!(
        s3.objects("prod/uploads"),
        vec![fid.clone(), format!("{fid}.w320"), format!("{fid}.w750")]
    );
    for s in [&a, &b] {
        assert!(!s
            .state
            .settings
            .data_dir
            .join("uploads")
            .join(&fid)
            .exists());
    }
    let (status, from_a) = get(&a, &format!("/api/Files/{fid}")).await;
    assert_eq!(status, 200);
    let (status, from_b) = get(&b, &format!("/api/Files/{fid}")).await;
    assert_eq!((status, from_b.len()), (200, from_a.len()));
    assert_eq!(from_a, from_b);
    let (status, small) = get(&b, &format!("/api/Files/{fid}?w=320")).await;
    assert_eq!(status, 200);
    assert_eq!(image::load_from_memory(&small).unwrap().width(), 320);
    // Uploaded on b, read on a.
    let other = upload(&b, &token, photo(2)).await;
    assert_eq!(get(&a, &format!("/api/Files/{other}")).await.0, 200);
    drop(b);
}

#[tokio::test]
async fn an_object_without_its_row_is_never_served_and_the_sweep_removes_it() {
    let s3 = common::s3::start("media").await;
    let flags = s3.args("");
    let a = common::start_with(&args(&flags)).await;
    let (_, token) = a.member("甲", false).await;
    let kept = upload(&a, &token, photo(3)).await;
    // A crash after the objects were written and before the row: the
    // objects are there, no row names them.
    let orphan = "0123456789abcdef0123456789abcdef".to_owned();
    a.state
        .ctx
        .files
        .put_all(vec![
            (orphan.clone(), photo(4)),
            (format!("{orphan}.w320"), b"copy".to_vec()),
            // Another application's object in the same bucket.
            ("team-notes.txt".to_owned(), b"not ours".to_vec()),
        ])
        .await
        .unwrap();
    assert!(s3.objects("").contains(&orphan));
    assert_eq!(get(&a, &format!("/api/Files/{orphan}")).await.0, 404);
    assert_eq!(get(&a, &format!("/api/Files/{orphan}?w=320")).await.0, 404);
    // Within the hour (a write may still be on its way to its row): kept.
    let now = domain::kernel::clock::now();
    let swept = domain::file::sweep::sweep_now(&a.state.ctx, now)
        .await
        .unwrap();
    assert_eq!(swept.orphans, 0);
    // Later: gone; the file with its row stays (attached or not yet a day).
    let later = now + chrono::Duration::minutes(61);
    let swept = domain::file::sweep::sweep_now(&a.state.ctx, later)
        .await
        .unwrap();
    assert_eq!(swept.orphans, 2);
    assert_eq!(
        s3.objects(""),
        vec![
            kept.clone(),
            format!("{kept}.w320"),
            format!("{kept}.w750"),
            "team-notes.txt".to_owned()
        ]
    );
    assert_eq!(get(&a, &format!("/api/Files/{kept}")).await.0, 200);
}

#[tokio::test]
async fn copy_uploads_moves_the_data_dir_to_the_bucket_verified() {
    let s3 = common::s3::start("media").await;
    let local = common::start().await;
    let (_, token) = local.member("甲", false).await;
    let one = upload(&local, &token, photo(5)).await;
    let two = upload(&local, &token, photo(6)).await;
    let flags = s3.args("moved");
    let mut argv = vec!["server"];
    argv.extend(args(&flags));
    let cli = <server::config::Cli as clap::Parser>::try_parse_from(argv).unwrap();
    let data_dir = local.state.settings.data_dir.clone();
    let mut seen = Vec::new();
    let done = server::copy_uploads::run(&cli.settings.storage, &data_dir, |n, total| {
        seen.push((n, total))
    })
    .await
    .unwrap();
    assert_eq!((done.copied, done.skipped), (6, 0));
    assert_eq!(seen.last(), Some(&(6, 6)));
    assert_eq!(s3.objects("moved").len(), 6);
    // Again: every object is there with the same bytes.
    let again = server::copy_uploads::run(&cli.settings.storage, &data_dir, |_, _| {})
        .await
        .unwrap();
    assert_eq!((again.copied, again.skipped), (0, 6));
    // An instance on the bucket serves them (same database).
    let on_bucket = local.twin(&args(&flags)).await;
    for fid in [&one, &two] {
        let (status, bytes) = get(&on_bucket, &format!("/api/Files/{fid}")).await;
        let (_, original) = get(&local, &format!("/api/Files/{fid}")).await;
        assert_eq!((status, bytes), (200, original));
    }
    // Without --storage s3 it refuses, naming what to give.
    let plain = <server::config::Cli as clap::Parser>::try_parse_from(["server"]).unwrap();
    let err = server::copy_uploads::run(&plain.settings.storage, &data_dir, |_, _| {})
        .await
        .unwrap_err();
    assert!(err.to_string().contains("--storage s3"), "{err}");
    drop(on_bucket);
}
