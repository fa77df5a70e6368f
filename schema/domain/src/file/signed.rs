//! Short-lived signed URLs for private files (a licence photo): the URL
//! names the file, an expiry and a MAC of both under the server's key, so
//! it works in an `<img>` (which sends no bearer token) for the viewer it
//! was given to, and stops working when it expires — a copied, leaked or
//! guessed id alone reads nothing (`service::open` answers 404).
//!
//! Only views already limited to the owner and permitted staff hand one
//! out. The expiry is rounded up to [`ROUND_SECS`], so a page shown
//! several times within minutes gets the same URL (the browser's cache
//! holds); it is valid for [`TTL_SECS`] to `TTL_SECS + ROUND_SECS`.

use chrono::{DateTime, Utc};

use crate::kernel::token::TokenService;

/// The least a signed URL is valid for.
pub const TTL_SECS: i64 = 15 * 60;
/// Expiries fall on multiples of this.
pub const ROUND_SECS: i64 = 5 * 60;
const PURPOSE: &str = "file-url";

fn data(fid: &str, exp: i64) -> String {
    format!("{fid}.{exp}")
}

/// The URL reading private file `fid` until a while after `now`.
pub fn signed_url(tokens: &TokenService, fid: &str, now: DateTime<Utc>) -> String {
    let exp = (now.timestamp() + TTL_SECS).div_euclid(ROUND_SECS) * ROUND_SECS + ROUND_SECS;
    let sig = tokens.mac(PURPOSE, &data(fid, exp));
    format!("/api/Files/{fid}?exp={exp}&sig={sig}")
}

/// Whether `exp` and `sig` (from a URL) let `fid` be read at `now`: the MAC
/// under the current or a previous key, not expired, and not further off
/// than a URL this server makes (a signature is no lifetime pass).
pub fn verify(tokens: &TokenService, fid: &str, exp: i64, sig: &str, now: DateTime<Utc>) -> bool {
    let now = now.timestamp();
    exp >= now
        && exp <= now + TTL_SECS + ROUND_SECS
        && tokens.verify_mac(PURPOSE, &data(fid, exp), sig)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn tokens() -> TokenService {
        TokenService::new(b"a test secret of at least thirty-two bytes", &[]).expect("key")
    }

    fn parts(url: &str) -> (i64, String) {
        let q = url.split_once('?').expect("query").1;
        let mut exp = 0;
        let mut sig = String::new();
        for kv in q.split('&') {
            match kv.split_once('=') {
                Some(("exp", v)) => exp = v.parse().expect("exp"),
                Some(("sig", v)) => sig = v.to_owned(),
                _ => {}
            }
        }
        (exp, sig)
    }

    #[test]
    fn a_signed_url_reads_its_file_until_it_expires() {
        let t = tokens();
        let now = crate::kernel::clock::now();
        let fid = "0123456789abcdef0123456789abcdef";
        let url = signed_url(&t, fid, now);
        let (exp, sig) = parts(&url);
        assert!(exp - now.timestamp() >= TTL_SECS);
        assert!(verify(&t, fid, exp, &sig, now));
        assert!(verify(
            &t,
            fid,
            exp,
            &sig,
            now + Duration::seconds(TTL_SECS)
        ));
        // Expired, another file, a changed expiry, another key: no.
        assert!(!verify(
            &t,
            fid,
            exp,
            &sig,
            now + Duration::seconds(TTL_SECS + ROUND_SECS + 1)
        ));
        assert!(!verify(
            &t,
            "ffffffffffffffffffffffffffffffff",
            exp,
            &sig,
            now
        ));
        assert!(!verify(&t, fid, exp + 300, &sig, now));
        let other =
            TokenService::new(b"another secret of at least thirty-two bytes", &[]).expect("key");
        assert!(!verify(&other, fid, exp, &sig, now));
        // An expiry far ahead is refused even if signed.
        let far = now.timestamp() + 86_400;
        let far_sig = t.mac(PURPOSE, &data(fid, far));
        assert!(!verify(&t, fid, far, &far_sig, now));
        // Within one rounding window the URL is the same (browser cache).
        let later = signed_url(&t, fid, now + Duration::seconds(1));
        let (e2, _) = parts(&later);
        assert!(e2 == exp || e2 == exp + ROUND_SECS);
    }
}
