//! Running the real `server` binary: a free port, the process with a clean
//! environment, waiting until it answers.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A child process killed when dropped.
pub struct Running(pub Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Polls `GET path` on the port until the server answers (10 s at most).
pub async fn wait_for(port: u16, path: &str) -> reqwest::Response {
    let http = reqwest::Client::new();
    for _ in 0..100 {
        if let Ok(r) = http
            .get(format!("http://127.0.0.1:{port}{path}"))
            .send()
            .await
        {
            return r;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("server did not come up on port {port}");
}

/// `server serve` on `127.0.0.1:port` in `dir`, output discarded unless the
/// caller sets it.
pub fn serve_on(dir: &std::path::Path, port: u16) -> Command {
    let mut cmd = server(dir);
    cmd.args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    cmd
}

pub fn server(dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_server"));
    cmd.current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("REDIS_URL")
        .env_remove("JWT_SECRET")
        .env_remove("MODE")
        .env_remove("STATIC_DIR")
        .env_remove("DEMO")
        .env_remove("LISTEN")
        .env_remove("DATA_DIR");
    cmd
}

/// Runs a one-shot command of the binary (`migrate`, `seed-demo`, …) and
/// fails the test with its stderr unless it succeeded.
pub fn succeed(cmd: &mut Command) -> std::process::Output {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{:?}: {}",
        cmd.get_args().collect::<Vec<_>>(),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}
