//! The rules of uploads (security.md "Edges"): at most 5 MiB, images only
//! as told by their first bytes (never by name or declared type, so a
//! renamed HTML or SVG file is refused), stored under a random name, the row
//! and the file written together or not at all.

use rand::RngCore;
use sea_orm::{ActiveValue::Set, EntityTrait};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult, ErrorCode};
use crate::kernel::Viewer;
use entities::uploaded_file;

pub use crate::kernel::files::FileStore;

pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;

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

/// Stores an image uploaded by `viewer`.
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
    let content_type = sniff_image(bytes)
        .ok_or_else(|| AppError::invalid("file", "must be a PNG, JPEG, GIF or WebP image"))?;
    let mut raw = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    let fid = hex::encode(raw);

    let dir = ctx.files.dir().to_path_buf();
    let path = ctx.files.path(&fid);
    let tmp = dir.join(format!("{fid}.part"));
    let data = bytes.to_vec();
    // Write under a temporary name and rename, so a crash never leaves a
    // half file under a real id.
    let written = tokio::task::spawn_blocking({
        let (tmp, path) = (tmp.clone(), path.clone());
        move || -> std::io::Result<()> {
            std::fs::create_dir_all(&dir)?;
            std::fs::write(&tmp, &data)?;
            std::fs::rename(&tmp, &path)
        }
    })
    .await
    .map_err(AppError::internal)?;
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(AppError::internal(e));
    }
    let name: String = original_name
        .chars()
        .filter(|c| !c.is_control())
        .take(128)
        .collect();
    let row = uploaded_file::ActiveModel {
        fid: Set(fid.clone()),
        owner_member_id: Set(Some(viewer.member_id)),
        original_name: Set(name),
        content_type: Set(content_type.to_owned()),
        size: Set(bytes.len() as i64),
        created_at: Set(crate::kernel::clock::now()),
    };
    match uploaded_file::Entity::insert(row)
        .exec_without_returning(&ctx.db)
        .await
    {
        Ok(_) => {}
        Err(e) => {
            let _ = std::fs::remove_file(&path);
            return Err(e.into());
        }
    }
    uploaded_file::Entity::find_by_id(fid)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::internal("uploaded file row vanished"))
}

/// An uploaded file and its bytes.
pub async fn open(ctx: &AppContext, fid: &str) -> AppResult<(uploaded_file::Model, Vec<u8>)> {
    if !valid_fid(fid) {
        return Err(AppError::not_found("no such file"));
    }
    let row = uploaded_file::Entity::find_by_id(fid.to_owned())
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::not_found("no such file"))?;
    let bytes = tokio::fs::read(ctx.files.path(fid))
        .await
        .map_err(|_| AppError::not_found("no such file"))?;
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
    }
}
