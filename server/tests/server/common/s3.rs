//! A real S3-compatible server for the media tests: s3s-fs (the S3 API over
//! a directory, from crates.io) on a loopback port, with signed requests
//! required — the same protocol and signing the server speaks to AWS S3 or
//! MinIO, not a mock of the client.

use hyper_util::rt::{TokioExecutor, TokioIo};
use hyper_util::server::conn::auto::Builder as ConnBuilder;
use s3s::auth::SimpleAuth;
use s3s::service::S3ServiceBuilder;

pub const ACCESS_KEY: &str = "lm-test-access";
pub const SECRET_KEY: &str = "lm-test-secret-0123456789";

pub struct S3 {
    pub endpoint: String,
    pub bucket: String,
    /// The server's directory: `<dir>/<bucket>/<object>`.
    pub dir: tempfile::TempDir,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for S3 {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Starts a server with one empty bucket.
pub async fn start(bucket: &str) -> S3 {
    let dir = tempfile::tempdir().unwrap();
    // s3s-fs keeps a bucket as a directory.
    std::fs::create_dir(dir.path().join(bucket)).unwrap();
    let fs = s3s_fs::FileSystem::new(dir.path()).unwrap();
    let mut b = S3ServiceBuilder::new(fs);
    b.set_auth(SimpleAuth::from_single(ACCESS_KEY, SECRET_KEY));
    let service = b.build();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        loop {
            let Ok((socket, _)) = listener.accept().await else {
                continue;
            };
            let service = service.clone();
            tokio::spawn(async move {
                let _ = ConnBuilder::new(TokioExecutor::new())
                    .serve_connection(TokioIo::new(socket), service)
                    .await;
            });
        }
    });
    S3 {
        endpoint: format!("http://{addr}"),
        bucket: bucket.to_owned(),
        dir,
        task,
    }
}

impl S3 {
    /// The server flags that keep uploads in this bucket under `prefix`.
    pub fn args(&self, prefix: &str) -> Vec<String> {
        [
            "--storage",
            "s3",
            "--s3-bucket",
            &self.bucket,
            "--s3-prefix",
            prefix,
            "--s3-endpoint",
            &self.endpoint,
            "--s3-access-key-id",
            ACCESS_KEY,
            "--s3-secret-access-key",
            SECRET_KEY,
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    /// The objects in the bucket under `prefix`, by name.
    pub fn objects(&self, prefix: &str) -> Vec<String> {
        let root = self.dir.path().join(&self.bucket).join(prefix);
        let mut out: Vec<String> = std::fs::read_dir(&root)
            .map(|d| {
                d.filter_map(|e| e.ok())
                    .filter(|e| e.path().is_file())
                    .filter_map(|e| e.file_name().into_string().ok())
                    .filter(|n| !n.starts_with('.'))
                    .collect()
            })
            .unwrap_or_default();
        out.sort();
        out
    }
}
