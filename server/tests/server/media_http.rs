//! Media (issue 58) over HTTP: phone sizes by `?w=`, private certification
//! photos by signed URL only, attaching decides the reach, the per-member
//! limits, and the sweep of files never attached and orphan objects.

use crate::common;

use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};
use serde_json::json;

/// A 1600 × 1200 phone photo (a busy picture, as photos are) with an EXIF
/// segment holding a GPS position, as cameras write it.
fn photo() -> Vec<u8> {
    let img = RgbImage::from_fn(1600, 1200, |x, y| {
        let n = x.wrapping_mul(7919) ^ y.wrapping_mul(104_729);
        Rgb([
            (x / 7) as u8 ^ (n as u8 & 31),
            (y / 5) as u8,
            ((x + y) / 11) as u8,
        ])
    });
    let mut plain = Vec::new();
    JpegEncoder::new_with_quality(&mut plain, 92)
        .encode_image(&img)
        .unwrap();
    let exif = b"Exif\0\0II\x2a\0GPS 31.2234N 121.4737E";
    let mut out = plain[..2].to_vec();
    out.extend_from_slice(&[0xFF, 0xE1]);
    out.extend_from_slice(&u16::try_from(2 + exif.len()).unwrap().to_be_bytes());
    out.extend_from_slice(exif);
    out.extend_from_slice(&plain[2..]);
    out
}

async fn upload(s: &common::TestServer, token: &str, bytes: Vec<u8>) -> (u16, serde_json::Value) {
    common::upload_jpeg(s, token, bytes).await
}

async fn get(s: &common::TestServer, path: &str) -> (u16, reqwest::header::HeaderMap, Vec<u8>) {
    let resp = s.http.get(s.url(path)).send().await.unwrap();
    let status = resp.status().as_u16();
    let headers = resp.headers().clone();
    (status, headers, resp.bytes().await.unwrap().to_vec())
}

fn width_of(bytes: &[u8]) -> u32 {
    image::load_from_memory(bytes).unwrap().width()
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test]
async fn a_phone_asks_for_its_size_and_no_size_keeps_the_gps() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let sent = photo();
    let (status, info) = upload(&s, &token, sent.clone()).await;
    assert_eq!(status, 200, "{info}");
    let url = info["url"].as_str().unwrap().to_owned();
    let (status, h, whole) = get(&s, &url).await;
    assert_eq!(status, 200);
    assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(width_of(&whole), 1600);
    let mut last = whole.len();
    // Each asked width gets the smallest copy at least that wide.
    for (asked, made) in [(1000, 1080), (750, 750), (200, 320)] {
        let (status, h, bytes) = get(&s, &format!("{url}?w={asked}")).await;
        assert_eq!(status, 200, "w={asked}");
        assert_eq!(h["content-type"], "image/jpeg");
        assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(width_of(&bytes), made, "w={asked}");
        assert!(bytes.len() < last, "w={asked}: {} !< {last}", bytes.len());
        last = bytes.len();
        assert!(!contains(&bytes, b"Exif") && !contains(&bytes, b"GPS"));
    }
    assert!(!contains(&whole, b"Exif") && !contains(&whole, b"GPS"));
    // Wider than any copy, or a width that does not parse: the image.
    for q in ["?w=4000", "?w=abc", "?w=-1"] {
        let (status, _, bytes) = get(&s, &format!("{url}{q}")).await;
        assert_eq!((status, bytes.len()), (200, whole.len()), "{q}");
    }
    // The 320 copy a feed cell fetches is far smaller than the upload.
    let (_, _, small) = get(&s, &format!("{url}?w=320")).await;
    assert!(
        small.len() * 10 < sent.len(),
        "{} vs {}",
        small.len(),
        sent.len()
    );
}

const APPLY: &str = "mutation($i: ApplyShopInput!) { applyShop(input: $i) { \
    application { id licencePhoto { fid url } frontPhoto { url } } userErrors { field message } } }";

fn shop(front: &str, licence: &str) -> serde_json::Value {
    json!({ "i": {
        "shopName": "福彩 0371 店", "address": "郑州市金水路 1 号", "ownerName": "张三",
        "frontPhoto": front, "licencePhoto": licence, "licenceNo": "41010012345",
        "licenceValidUntil": "2099-12-31"
    }})
}

#[tokio::test]
async fn a_licence_photo_is_read_by_its_owner_and_staff_only_by_signed_url() {
    let s = common::start().await;
    let (_, owner) = s
        .create(domain::testing::TestMember::new("店主").phone("13800138123"))
        .await;
    let (_, other) = s.member("路人", false).await;
    let (_, staff) = s.staff_with("审核", &[domain::Permission::Members]).await;
    let (_, front) = upload(&s, &owner, photo()).await;
    let (_, licence) = upload(&s, &owner, photo()).await;
    let (front, licence) = (
        front["fid"].as_str().unwrap(),
        licence["fid"].as_str().unwrap(),
    );
    let (_, body) = s.gql(Some(&owner), APPLY, shop(front, licence)).await;
    let app = &body["data"]["applyShop"]["application"];
    assert_eq!(app["licencePhoto"]["fid"], licence, "{body}");
    let signed = app["licencePhoto"]["url"].as_str().unwrap().to_owned();
    assert!(
        signed.contains("exp=") && signed.contains("sig="),
        "{signed}"
    );

    // The owner's signed URL reads it (any size), cached privately.
    let (status, h, _) = get(&s, &signed).await;
    assert_eq!(status, 200);
    assert_eq!(h["cache-control"], "private, max-age=900");
    let (status, _, bytes) = get(&s, &format!("{signed}&w=320")).await;
    assert_eq!((status, width_of(&bytes)), (200, 320));
    // Staff with the permission get their own signed URL from the review.
    let (_, review) = s
        .gql(
            Some(&staff),
            "query($id: ID!) { node(id: $id) { ... on ShopApplication { licencePhoto { url } } } }",
            json!({ "id": app["id"] }),
        )
        .await;
    let staff_url = review["data"]["node"]["licencePhoto"]["url"]
        .as_str()
        .unwrap_or_else(|| panic!("{review}"));
    assert_eq!(get(&s, staff_url).await.0, 200);

    // By the id alone, with a forged or another file's signature, or after
    // the URL expired: 404, the same as no file at all — for anyone.
    let plain = format!("/api/Files/{licence}");
    assert_eq!(get(&s, &plain).await.0, 404);
    assert_eq!(get(&s, &format!("{plain}?w=320")).await.0, 404);
    let forged = signed.replace("sig=", "sig=0");
    assert_eq!(get(&s, &forged).await.0, 404);
    let (_, q) = signed.split_once('?').unwrap();
    assert_eq!(get(&s, &format!("/api/Files/{front}?{q}")).await.0, 404);
    let tokens = &s.state.ctx.tokens;
    let old = domain::kernel::clock::now() - chrono::Duration::hours(1);
    let expired = domain::file::signed::signed_url(tokens, licence, old);
    assert_eq!(get(&s, &expired).await.0, 404);
    // Another member cannot ask for the application to get a URL.
    let (_, theirs) = s
        .gql(
            Some(&other),
            "query($id: ID!) { node(id: $id) { ... on ShopApplication { licencePhoto { url } } } }",
            json!({ "id": app["id"] }),
        )
        .await;
    assert!(theirs["data"]["node"].is_null(), "{theirs}");

    // A private photo cannot be made an avatar (public) by its id, and a
    // photo already public cannot become a licence photo.
    let (_, avatar) = s
        .gql(
            Some(&owner),
            "mutation($f: String!) { updateAvatar(input: {fileId: $f}) { userErrors { field } } }",
            json!({ "f": licence }),
        )
        .await;
    assert_eq!(
        avatar["data"]["updateAvatar"]["userErrors"][0]["field"],
        json!(["input", "fileId"]),
        "{avatar}"
    );
    let (_, public) = upload(&s, &owner, photo()).await;
    let public = public["fid"].as_str().unwrap();
    let (_, ok) = s
        .gql(
            Some(&owner),
            "mutation($f: String!) { updateAvatar(input: {fileId: $f}) { userErrors { field } } }",
            json!({ "f": public }),
        )
        .await;
    assert_eq!(ok["data"]["updateAvatar"]["userErrors"], json!([]), "{ok}");
    assert_eq!(get(&s, &format!("/api/Files/{public}")).await.0, 200);
}

#[tokio::test]
async fn uploads_past_the_hour_limit_are_refused() {
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (_, admin) = s
        .staff_with("运营", &[domain::Permission::Operations])
        .await;
    let (_, set) = s
        .gql(
            Some(&admin),
            "mutation { setSystemConfig(input: { type: \"UPLOADS_PER_HOUR\", intValue: 2 }) { userErrors { field message } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        set["data"]["setSystemConfig"]["userErrors"],
        json!([]),
        "{set}"
    );
    for _ in 0..2 {
        assert_eq!(upload(&s, &token, photo()).await.0, 200);
    }
    let (status, body) = upload(&s, &token, photo()).await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["code"], "RATE_LIMITED", "{body}");
    // Out of range is refused by system config, naming the field.
    let (_, bad) = s
        .gql(
            Some(&admin),
            "mutation { setSystemConfig(input: { type: \"UPLOAD_MIB_PER_DAY\", intValue: 0 }) { userErrors { field message } } }",
            json!({}),
        )
        .await;
    let errors = &bad["data"]["setSystemConfig"]["userErrors"];
    assert_eq!(errors.as_array().map(Vec::len), Some(1), "{bad}");
    assert!(
        errors[0]["message"]
            .as_str()
            .unwrap()
            .contains("1 to 10000"),
        "{bad}"
    );
}

#[tokio::test]
async fn the_sweep_deletes_files_never_attached_and_orphan_objects() {
    use sea_orm::{ConnectionTrait, EntityTrait};
    let s = common::start().await;
    let (_, token) = s.member("甲", false).await;
    let (_, kept) = upload(&s, &token, photo()).await;
    let (_, left) = upload(&s, &token, photo()).await;
    let (_, fresh) = upload(&s, &token, photo()).await;
    let kept = kept["fid"].as_str().unwrap().to_owned();
    let left = left["fid"].as_str().unwrap().to_owned();
    let fresh = fresh["fid"].as_str().unwrap().to_owned();
    let (_, a) = s
        .gql(
            Some(&token),
            "mutation($f: String!) { updateAvatar(input: {fileId: $f}) { userErrors { field } } }",
            json!({ "f": kept }),
        )
        .await;
    assert_eq!(a["data"]["updateAvatar"]["userErrors"], json!([]), "{a}");
    // Two of them were uploaded two days ago.
    let db = &s.state.ctx.db;
    let two_days = (domain::kernel::clock::now() - chrono::Duration::days(2)).to_rfc3339();
    for fid in [&kept, &left] {
        let sql = sea_orm::Statement::from_sql_and_values(
            db.get_database_backend(),
            match db.get_database_backend() {
                sea_orm::DatabaseBackend::Postgres => {
                    "UPDATE uploaded_file SET created_at = $1::timestamptz WHERE fid = $2"
                }
                _ => "UPDATE uploaded_file SET created_at = ? WHERE fid = ?",
            },
            [two_days.clone().into(), fid.clone().into()],
        );
        db.execute(sql).await.unwrap();
    }
    // A crash between the object and its row, two hours ago.
    let dir = s.state.settings.data_dir.join("uploads");
    let orphan = "ffffffffffffffffffffffffffffffff";
    for name in [orphan.to_owned(), format!("{orphan}.w320")] {
        let path = dir.join(&name);
        std::fs::write(&path, b"half").unwrap();
        let f = std::fs::File::options().write(true).open(&path).unwrap();
        f.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(7200))
            .unwrap();
    }
    // Seen by no one: a row-less object is not served.
    assert_eq!(get(&s, &format!("/api/Files/{orphan}")).await.0, 404);

    let swept = domain::file::sweep::sweep_now(&s.state.ctx, domain::kernel::clock::now())
        .await
        .unwrap();
    assert_eq!(swept.unattached, 1);
    assert_eq!(swept.orphans, 2);
    let rows: Vec<String> = entities::uploaded_file::Entity::find()
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.fid)
        .collect();
    assert!(rows.contains(&kept) && rows.contains(&fresh) && !rows.contains(&left));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert!(
        names
            .iter()
            .all(|n| n.starts_with(&kept) || n.starts_with(&fresh)),
        "{names:?}"
    );
    assert_eq!(
        names.iter().filter(|n| n.starts_with(&kept)).count(),
        4,
        "{names:?}"
    );
    assert_eq!(get(&s, &format!("/api/Files/{kept}?w=320")).await.0, 200);
    assert_eq!(get(&s, &format!("/api/Files/{left}")).await.0, 404);
}
