//! Where uploaded files are kept: whole objects by name, behind one
//! interface with two backends — the local directory (`<data-dir>/uploads`,
//! the embedded default) and S3-compatible object storage (a bucket and
//! prefix, so many instances share media without a shared disk). The rules
//! of uploads are the `file` area; this only stores, reads, lists and
//! deletes objects.
//!
//! Why the `object_store` crate: one interface over both (its local backend
//! writes each object under a temporary name and renames it, so no half
//! object is ever read), a maintained S3 client with request signing and
//! retries, and a list with each object's time for the orphan sweep.

use std::path::PathBuf;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use futures_util::TryStreamExt;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::prefix::PrefixStore;
use object_store::{ObjectStore, PutPayload};

use crate::kernel::error::{AppError, AppResult};

/// An S3-compatible bucket.
#[derive(Debug, Clone, Default)]
pub struct S3Config {
    pub bucket: String,
    /// Objects are kept under this prefix ("" for the bucket's root).
    pub prefix: String,
    /// The service's URL (MinIO, a cloud's S3 endpoint); unset: AWS.
    pub endpoint: Option<String>,
    pub region: String,
    pub access_key_id: String,
    pub secret_access_key: String,
}

/// Where uploaded files live.
#[derive(Clone)]
pub struct FileStore {
    inner: Arc<dyn ObjectStore>,
    /// What it is, for logs and the copy command ("local /srv/uploads").
    describe: String,
}

impl std::fmt::Debug for FileStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe)
    }
}

fn storage_error(e: object_store::Error) -> AppError {
    match e {
        object_store::Error::NotFound { .. } => AppError::not_found("no such file"),
        other => AppError::internal(other),
    }
}

impl FileStore {
    /// The local directory `dir` (made if missing).
    pub fn local(dir: impl Into<PathBuf>) -> AppResult<Self> {
        let dir: PathBuf = dir.into();
        std::fs::create_dir_all(&dir).map_err(AppError::internal)?;
        let store = LocalFileSystem::new_with_prefix(&dir).map_err(AppError::internal)?;
        Ok(Self {
            inner: Arc::new(store),
            describe: format!("local {}", dir.display()),
        })
    }

    /// The bucket `config` names; nothing is asked of it until first use.
    pub fn s3(config: &S3Config) -> AppResult<Self> {
        let mut b = AmazonS3Builder::new()
            .with_bucket_name(&config.bucket)
            .with_region(&config.region)
            .with_access_key_id(&config.access_key_id)
            .with_secret_access_key(&config.secret_access_key);
        if let Some(endpoint) = &config.endpoint {
            // A self-hosted service (MinIO) answers on a path, and may be
            // plain HTTP on a private network.
            b = b
                .with_endpoint(endpoint)
                .with_allow_http(endpoint.starts_with("http://"))
                .with_virtual_hosted_style_request(false);
        }
        let store = b
            .build()
            .map_err(|e| AppError::invalid("s3", e.to_string()))?;
        let prefix = config.prefix.trim_matches('/');
        let inner: Arc<dyn ObjectStore> = if prefix.is_empty() {
            Arc::new(store)
        } else {
            Arc::new(PrefixStore::new(store, prefix))
        };
        Ok(Self {
            inner,
            describe: format!(
                "s3://{}/{prefix}{}",
                config.bucket,
                config
                    .endpoint
                    .as_deref()
                    .map(|e| format!(" at {e}"))
                    .unwrap_or_default()
            ),
        })
    }

    /// What it is, for logs ("local ./data/uploads", "s3://media/prod").
    pub fn describe(&self) -> &str {
        &self.describe
    }

    /// Writes every object, or none: on an error the ones written are
    /// removed again. Each object appears whole or not at all.
    pub async fn put_all(&self, objects: Vec<(String, Vec<u8>)>) -> AppResult<()> {
        let mut written: Vec<String> = Vec::new();
        for (name, bytes) in objects {
            let put = self
                .inner
                .put(&ObjectPath::from(name.as_str()), PutPayload::from(bytes))
                .await;
            if let Err(e) = put {
                let _ = self.delete_all(&written).await;
                return Err(storage_error(e));
            }
            written.push(name);
        }
        Ok(())
    }

    /// The object `name`'s bytes; `NOT_FOUND` when there is none.
    pub async fn get(&self, name: &str) -> AppResult<Vec<u8>> {
        let got = self
            .inner
            .get(&ObjectPath::from(name))
            .await
            .map_err(storage_error)?;
        Ok(got.bytes().await.map_err(storage_error)?.to_vec())
    }

    /// Removes the objects named (those already gone are fine).
    pub async fn delete_all(&self, names: &[String]) -> AppResult<()> {
        for name in names {
            match self.inner.delete(&ObjectPath::from(name.as_str())).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(e) => return Err(storage_error(e)),
            }
        }
        Ok(())
    }

    /// Every object's name and when it was last written.
    pub async fn list(&self) -> AppResult<Vec<(String, DateTime<Utc>)>> {
        self.inner
            .list(None)
            .map_ok(|m| (m.location.to_string(), m.last_modified))
            .try_collect()
            .await
            .map_err(storage_error)
    }

    /// The names of the objects last written before `before` (the orphan
    /// sweep's candidates; a write in progress is newer).
    pub async fn older_than(&self, before: DateTime<Utc>) -> AppResult<Vec<String>> {
        Ok(self
            .list()
            .await?
            .into_iter()
            .filter(|(_, at)| *at < before)
            .map(|(name, _)| name)
            .collect())
    }
}
