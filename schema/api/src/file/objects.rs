//! The file area's objects, inputs and payloads.

use async_graphql::{InputObject, SimpleObject, Upload};
use chrono::{DateTime, Utc};

/// An uploaded image.
#[derive(SimpleObject)]
pub struct UploadedFile {
    /// The file id (use it for avatars, feedback and shop images).
    pub fid: String,
    /// The name it was uploaded with.
    pub name: String,
    /// Bytes.
    pub size: i64,
    /// The type told by its first bytes (`image/png`, …).
    pub content_type: String,
    /// When it was uploaded.
    pub created_at: DateTime<Utc>,
    /// Where to fetch it.
    pub url: String,
}

/// Input of `uploadImage`.
#[derive(InputObject)]
pub struct UploadImageInput {
    /// The image: PNG, JPEG, GIF or WebP (told by its bytes), at most 5 MiB.
    pub file: Upload,
}

crate::payload::payload!(
    /// The answer of `uploadImage`.
    UploadImagePayload { file: UploadedFile, "The stored image; null on failure." }

);
