//! The token secret: from `JWT_SECRET`, or generated once and kept in the
//! data dir so tokens survive restarts of the embedded default.

use std::io::Write;
use std::path::Path;

use anyhow::Context;
use rand::RngCore;

const FILE_NAME: &str = "jwt-secret";

/// Reads `<data_dir>/jwt-secret`, creating it with 256 random bits (hex) on
/// first use. The file is readable by its owner only.
pub fn load_or_generate(data_dir: &Path) -> anyhow::Result<Vec<u8>> {
    let path = data_dir.join(FILE_NAME);
    if path.exists() {
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        let secret = text.trim().as_bytes().to_vec();
        if secret.len() < domain::kernel::token::TokenService::MIN_SECRET_LEN {
            anyhow::bail!(
                "{} is shorter than 32 bytes; delete it to regenerate",
                path.display()
            );
        }
        return Ok(secret);
    }
    std::fs::create_dir_all(data_dir)
        .with_context(|| format!("creating data dir {}", data_dir.display()))?;
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let secret = hex_encode(&bytes);
    // Write to a temporary name first so a crash never leaves half a secret.
    let tmp = data_dir.join(format!("{FILE_NAME}.tmp"));
    {
        let mut opts = std::fs::OpenOptions::new();
        opts.write(true).create(true).truncate(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            opts.mode(0o600);
        }
        let mut f = opts
            .open(&tmp)
            .with_context(|| format!("creating {}", tmp.display()))?;
        f.write_all(secret.as_bytes())?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, &path).with_context(|| format!("saving {}", path.display()))?;
    tracing::info!(path = %path.display(), "generated a new token secret");
    Ok(secret.into_bytes())
}

fn hex_encode(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_once_then_reused() {
        let dir = tempfile::tempdir().unwrap();
        let a = super::load_or_generate(dir.path()).unwrap();
        let b = super::load_or_generate(dir.path()).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.len(), 64);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join("jwt-secret"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }
}
