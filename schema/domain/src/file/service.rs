//! The rules of uploads (security.md "Edges"): at most 5 MiB, images only
//! as told by their first bytes (never by name or declared type, so a
//! renamed HTML or SVG file is refused), re-encoded without metadata
//! (`images.rs`), stored under a random name, the row and the file written
//! together or not at all.

use rand::RngCore;
use sea_orm::EntityTrait;

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::Viewer;
use entities::uploaded_file;

pub use crate::kernel::files::FileStore;

pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;

/// The decodes running at once (`images::DECODES`).
static DECODES: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(super::images::DECODES);

/// The image type of `bytes` by its signature: PNG, JPEG, GIF or WebP.
pub fn sniff_image(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some("image/gif")
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

fn valid_fid(fid: &str) -> bool {
    fid.len() == 32
        && fid
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
}

/// The stored object of `fid` at `width` (a phone size) or whole.
fn object_name(fid: &str, width: Option<u32>) -> String {
    match width {
        Some(w) => format!("{fid}.w{w}"),
        None => fid.to_owned(),
    }
}

/// Every object a file row has: the image and its phone sizes.
pub fn object_names(row: &uploaded_file::Model) -> Vec<String> {
    let mut names = vec![object_name(&row.fid, None)];
    names.extend(
        row.sizes
            .split(',')
            .filter_map(|w| w.parse::<u32>().ok())
            .map(|w| object_name(&row.fid, Some(w))),
    );
    names
}

/// The file id an object's name belongs to, when it is one of ours (a
/// file id, or a file id and a size: `<fid>.w320`); `None` for any other
/// name, which the sweep never touches (a bucket may hold other things).
pub fn fid_of(name: &str) -> Option<&str> {
    let (fid, size) = match name.split_once('.') {
        Some((fid, size)) => (fid, Some(size)),
        None => (name, None),
    };
    let size_ok = size.is_none_or(|s| {
        s.strip_prefix('w')
            .is_some_and(|w| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()))
    });
    (valid_fid(fid) && size_ok).then_some(fid)
}

/// Stores an image uploaded by `viewer`: within the member's limits,
/// re-encoded (`images`) with its phone sizes (`sizes`), the objects first
/// and then the row, so a crash between leaves only an orphan object no
/// one can read (the sweep deletes it); a row never names a missing object.
pub async fn store_image(
    ctx: &AppContext,
    viewer: &Viewer,
    original_name: &str,
    bytes: &[u8],
) -> AppResult<uploaded_file::Model> {
    if bytes.is_empty() {
        return Err(AppError::invalid("file", "is empty"));
    }
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(AppError::new(
            ErrorCode::PayloadTooLarge,
            "a file may be at most 5 MiB",
        ));
    }
    let sniffed = sniff_image(bytes)
        .ok_or_else(|| AppError::invalid("file", "must be a PNG, JPEG, GIF or WebP image"))?;
    let format = super::images::format_of(sniffed)
        .ok_or_else(|| AppError::internal("a sniffed image type without a format"))?;
    super::limits::take(ctx, viewer, bytes.len()).await?;
    let image = {
        // At most `DECODES` at once: each may take up to the decoder's
        // memory bound.
        let _permit = DECODES.acquire().await.map_err(AppError::internal)?;
        let sent = bytes.to_vec();
        tokio::task::spawn_blocking(move || super::images::reencode(&sent, format))
            .await
            .map_err(|e| {
                // A codec that panics on some input: that input is refused,
                // and the panic logged for us to look at.
                tracing::warn!(error = %e, "an image decode panicked");
                AppError::invalid("file", "is not a whole, readable image")
            })??
    };
    let mut raw = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    let fid = hex::encode(raw);

    let listed = super::sizes::listed(&image.sizes);
    let row = uploaded_file::Model {
        fid: fid.clone(),
        owner_member_id: Some(viewer.member_id),
        original_name: original_name
            .chars()
            .filter(|c| !c.is_control())
            .take(128)
            .collect(),
        content_type: image.content_type.to_owned(),
        size: image.bytes.len() as i64,
        created_at: crate::kernel::clock::now(),
        private: false,
        attached_at: None,
        width: i64::from(image.width),
        height: i64::from(image.height),
        sizes: listed,
        held_by: None,
    };
    let mut objects = vec![(object_name(&fid, None), image.bytes)];
    objects.extend(
        image
            .sizes
            .into_iter()
            .map(|s| (object_name(&fid, Some(s.width)), s.bytes)),
    );
    ctx.files.put_all(objects).await?;
    let am: uploaded_file::ActiveModel = row.clone().into();
    if let Err(e) = uploaded_file::Entity::insert(am)
        .exec_without_returning(&ctx.db)
        .await
    {
        let _ = ctx.files.delete_all(&object_names(&row)).await;
        return Err(e.into());
    }
    Ok(row)
}

/// How a download asks: a phone size, and for a private file the signed
/// URL's expiry and MAC.
#[derive(Debug, Default, Clone)]
pub struct Read {
    /// `?w=`: the width the page shows it at (in device pixels).
    pub width: Option<u32>,
    /// `?exp=` and `?sig=` of a signed URL (`signed`).
    pub exp: Option<i64>,
    pub sig: Option<String>,
}

/// An uploaded file and the bytes asked for: the smallest phone size at
/// least `read.width` wide, or the image itself. A private file only with
/// a valid signature; without one it is `NOT_FOUND`, the same as no file,
/// so a guessed or leaked id tells nothing.
pub async fn open(
    ctx: &AppContext,
    fid: &str,
    read: &Read,
) -> AppResult<(uploaded_file::Model, Vec<u8>)> {
    let missing = || AppError::not_found("no such file");
    if !valid_fid(fid) {
        return Err(missing());
    }
    let row = uploaded_file::Entity::find_by_id(fid.to_owned())
        .one(&ctx.db)
        .await?
        .ok_or_else(missing)?;
    if row.private {
        let (Some(exp), Some(sig)) = (read.exp, read.sig.as_deref()) else {
            return Err(missing());
        };
        if !super::signed::verify(&ctx.tokens, fid, exp, sig, crate::kernel::clock::now()) {
            return Err(missing());
        }
    }
    let width = read.width.and_then(|w| super::sizes::pick(&row.sizes, w));
    // A missing object is NOT_FOUND; storage failing is an internal error.
    let bytes = ctx.files.get(&object_name(fid, width)).await?;
    Ok((row, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_images_and_refuses_the_rest() {
        assert_eq!(sniff_image(b"\x89PNG\r\n\x1a\n...."), Some("image/png"));
        assert_eq!(sniff_image(&[0xFF, 0xD8, 0xFF, 0xE0]), Some("image/jpeg"));
        assert_eq!(sniff_image(b"GIF89a..."), Some("image/gif"));
        assert_eq!(sniff_image(b"RIFF\0\0\0\0WEBPVP8 "), Some("image/webp"));
        assert_eq!(sniff_image(b"<!DOCTYPE html><html>"), None);
        assert_eq!(
            sniff_image(b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
            None
        );
        assert!(valid_fid("0123456789abcdef0123456789abcdef"));
        assert!(!valid_fid("../../etc/passwd"));
        let fid = "0123456789abcdef0123456789abcdef";
        assert_eq!(fid_of(fid), Some(fid));
        assert_eq!(fid_of(&format!("{fid}.w320")), Some(fid));
        for other in [
            "backup.tar".to_owned(),
            format!("{fid}.w"),
            format!("{fid}.part"),
            format!("{fid}.w32x"),
            "0123456789ABCDEF0123456789ABCDEF".to_owned(),
        ] {
            assert_eq!(fid_of(&other), None, "{other}");
        }
    }
}
