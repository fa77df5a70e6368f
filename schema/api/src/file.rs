//! GraphQL upload (the GraphQL multipart request spec): the same rule as
//! `POST /api/Files/upload`.

use async_graphql::{Context, InputObject, Object, SimpleObject, Upload};

use crate::Result;
use chrono::{DateTime, Utc};

use crate::request::{app, viewer};
use domain::AppError;

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

#[derive(Default)]
pub struct FileMutation;

/// File uploads.
#[Object]
impl FileMutation {
    /// Uploads an image. Send as `multipart/form-data` per the GraphQL
    /// multipart request spec.
    async fn upload_image(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The image file to store; see `UploadImageInput`.")]
        input: UploadImageInput,
    ) -> Result<UploadImagePayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let value = input
                .file
                .value(ctx)
                .map_err(|_| AppError::invalid("file", "could not be read"))?;
            domain::file::store_image(a, v, &value.filename, &value.content).await
        }
        .await;
        let (saved, user_errors) = crate::payload::split(done)?;
        Ok(UploadImagePayload {
            file: saved.map(|saved| UploadedFile {
                url: format!("/api/Files/{}", saved.fid),
                fid: saved.fid,
                name: saved.original_name,
                size: saved.size,
                content_type: saved.content_type,
                created_at: saved.created_at,
            }),
            user_errors,
        })
    }
}
