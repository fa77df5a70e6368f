//! GraphQL upload (the GraphQL multipart request spec): the same rule as
//! `POST /api/Files/upload`.

use async_graphql::{Context, Object, SimpleObject, Upload};

use crate::Result;
use chrono::{DateTime, Utc};

use crate::request::{app, viewer};
use domain::AppError;

#[derive(SimpleObject)]
pub struct UploadedFile {
    pub fid: String,
    pub name: String,
    pub size: i64,
    pub content_type: String,
    pub created_at: DateTime<Utc>,
    /// Where to fetch it.
    pub url: String,
}

#[derive(Default)]
pub struct FileMutation;

#[Object]
impl FileMutation {
    /// Uploads an image (PNG, JPEG, GIF or WebP by its bytes; ≤ 5 MiB).
    /// Send as `multipart/form-data` per the GraphQL multipart request spec.
    async fn upload_image(&self, ctx: &Context<'_>, file: Upload) -> Result<UploadedFile> {
        let value = file
            .value(ctx)
            .map_err(|_| AppError::invalid("file", "could not be read"))?;
        let saved =
            domain::file::store_image(app(ctx)?, viewer(ctx)?, &value.filename, &value.content)
                .await?;
        Ok(UploadedFile {
            url: format!("/api/Files/{}", saved.fid),
            fid: saved.fid,
            name: saved.original_name,
            size: saved.size,
            content_type: saved.content_type,
            created_at: saved.created_at,
        })
    }
}
