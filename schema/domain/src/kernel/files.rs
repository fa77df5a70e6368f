//! Where uploaded files are kept. The rules of uploads are the `file` area;
//! the context only needs to know the directory.

use std::path::{Path, PathBuf};

/// Where uploaded files live.
#[derive(Debug, Clone)]
pub struct FileStore {
    dir: PathBuf,
}

impl FileStore {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    pub(crate) fn path(&self, fid: &str) -> PathBuf {
        self.dir.join(fid)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}
