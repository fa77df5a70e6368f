//! `server copy-uploads` (docs/deploy.md "Media storage"): moving a
//! deployment from the data dir to a bucket. Every object under
//! `<data-dir>/uploads` is copied to the bucket the `--storage s3 --s3-*`
//! flags name and read back, and its SHA-256 compared with the local
//! file's; an object already in the bucket with the same bytes is skipped,
//! so a run stopped half-way is simply run again. Nothing local is deleted:
//! once the instances run on the bucket, the directory can go.

use sha2::{Digest, Sha256};

use crate::storage_settings::{Storage, StorageSettings};

/// What a run did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Copied {
    pub copied: usize,
    pub skipped: usize,
    pub bytes: u64,
}

fn digest(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// Copies and verifies every local upload; `progress(done, total)` after
/// each. Fails at the first object that does not read back the same.
pub async fn run(
    storage: &StorageSettings,
    data_dir: &std::path::Path,
    mut progress: impl FnMut(usize, usize),
) -> anyhow::Result<Copied> {
    if storage.storage != Storage::S3 {
        anyhow::bail!("copy-uploads copies to a bucket: give --storage s3 and the --s3-* flags");
    }
    let from = StorageSettings::local(data_dir)?;
    let to = storage.file_store(data_dir)?;
    let fail = |what: &str, name: &str, e: domain::AppError| {
        anyhow::anyhow!("{what} {name}: {}", e.message)
    };
    let names: Vec<String> = from
        .list()
        .await
        .map_err(|e| anyhow::anyhow!("listing {}: {}", from.describe(), e.message))?
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    let total = names.len();
    let mut done = Copied::default();
    for (i, name) in names.iter().enumerate() {
        let bytes = from.get(name).await.map_err(|e| fail("reading", name, e))?;
        let want = digest(&bytes);
        let there = match to.get(name).await {
            Ok(b) => Some(digest(&b)),
            Err(e) if e.code == domain::ErrorCode::NotFound => None,
            Err(e) => return Err(fail("reading the bucket's", name, e)),
        };
        if there == Some(want) {
            done.skipped += 1;
        } else {
            let len = bytes.len() as u64;
            to.put_all(vec![(name.clone(), bytes)])
                .await
                .map_err(|e| fail("writing", name, e))?;
            let back = to
                .get(name)
                .await
                .map_err(|e| fail("reading back", name, e))?;
            if digest(&back) != want {
                anyhow::bail!("{name}: the bucket's copy differs from the local file (SHA-256); nothing was deleted, run again");
            }
            done.copied += 1;
            done.bytes += len;
        }
        progress(i + 1, total);
    }
    Ok(done)
}
