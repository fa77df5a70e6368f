//! Where uploads are kept (docs/deploy.md "Media storage"): the data dir
//! (the embedded default) or an S3-compatible bucket that every instance
//! shares, so no instance needs another's disk.

use std::path::Path;

use clap::{Args, ValueEnum};
use domain::kernel::files::{FileStore, S3Config};

/// The storage backends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Storage {
    /// `<data-dir>/uploads` on this machine (one instance, or a shared mount).
    Local,
    /// An S3-compatible bucket (`--s3-*`): AWS S3, MinIO, a cloud's OSS/COS
    /// S3 endpoint.
    S3,
}

#[derive(Debug, Clone, Args)]
pub struct StorageSettings {
    /// Where uploaded images are kept: `local` (the data dir) or `s3` (the
    /// bucket the `--s3-*` flags name; required for several instances
    /// without a shared disk).
    #[arg(long, env = "STORAGE", value_enum, default_value_t = Storage::Local, global = true)]
    pub storage: Storage,

    /// With `--storage s3`: the bucket.
    #[arg(long, env = "S3_BUCKET", global = true)]
    pub s3_bucket: Option<String>,

    /// With `--storage s3`: a prefix the objects are kept under (e.g.
    /// `prod/uploads`), so one bucket can hold several deployments.
    #[arg(long, env = "S3_PREFIX", default_value = "", global = true)]
    pub s3_prefix: String,

    /// With `--storage s3`: the service's URL for a non-AWS service (MinIO,
    /// a cloud's S3-compatible endpoint); path-style requests. Unset: AWS.
    #[arg(long, env = "S3_ENDPOINT", global = true)]
    pub s3_endpoint: Option<String>,

    /// With `--storage s3`: the bucket's region.
    #[arg(long, env = "S3_REGION", default_value = "us-east-1", global = true)]
    pub s3_region: String,

    /// With `--storage s3`: the access key id.
    #[arg(long, env = "S3_ACCESS_KEY_ID", global = true)]
    pub s3_access_key_id: Option<String>,

    /// With `--storage s3`: the secret access key (prefer the variable).
    #[arg(
        long,
        env = "S3_SECRET_ACCESS_KEY",
        hide_env_values = true,
        global = true
    )]
    pub s3_secret_access_key: Option<String>,
}

impl StorageSettings {
    /// The bucket's settings; an error naming the flag that is missing.
    pub fn s3_config(&self) -> anyhow::Result<S3Config> {
        let need = |v: &Option<String>, flag: &str| {
            v.clone()
                .filter(|s| !s.trim().is_empty())
                .ok_or_else(|| anyhow::anyhow!("--storage s3 needs {flag}"))
        };
        Ok(S3Config {
            bucket: need(&self.s3_bucket, "--s3-bucket (S3_BUCKET)")?,
            prefix: self.s3_prefix.clone(),
            endpoint: self.s3_endpoint.clone(),
            region: self.s3_region.clone(),
            access_key_id: need(
                &self.s3_access_key_id,
                "--s3-access-key-id (S3_ACCESS_KEY_ID)",
            )?,
            secret_access_key: need(
                &self.s3_secret_access_key,
                "--s3-secret-access-key (S3_SECRET_ACCESS_KEY)",
            )?,
        })
    }

    /// The store uploads go to.
    pub fn file_store(&self, data_dir: &Path) -> anyhow::Result<FileStore> {
        match self.storage {
            Storage::Local => Self::local(data_dir),
            Storage::S3 => FileStore::s3(&self.s3_config()?)
                .map_err(|e| anyhow::anyhow!("--storage s3: {}", e.message)),
        }
    }

    /// The data dir's store (`copy-uploads` reads it).
    pub fn local(data_dir: &Path) -> anyhow::Result<FileStore> {
        FileStore::local(data_dir.join("uploads"))
            .map_err(|e| anyhow::anyhow!("{}/uploads: {}", data_dir.display(), e.message))
    }
}
