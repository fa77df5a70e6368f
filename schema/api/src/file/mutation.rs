//! The file area's mutations.

use super::objects::*;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::AppError;

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
