//! Redirect URIs (RFC 6749 §3.1.2): registered by staff for a partner,
//! compared to a request's by exact string (no prefix or pattern match:
//! the OAuth security BCP, RFC 9700 §4.1.3, for the open-redirect and
//! code-theft attacks a looser match allows).

use crate::kernel::error::{AppError, AppResult};

/// URIs one partner may register.
pub const MAX_URIS: usize = 10;
/// The longest URI kept.
const MAX_LEN: usize = 512;

/// Checks and deduplicates a partner's URIs: absolute `https`, or `http`
/// on a loopback host (a native app or a developer's machine, RFC 8252
/// §7.3); no fragment (§3.1.2); no credentials.
pub fn check(uris: &[String]) -> AppResult<Vec<String>> {
    let invalid = |why: String| AppError::invalid("redirectUris", why);
    if uris.len() > MAX_URIS {
        return Err(invalid(format!("at most {MAX_URIS} URIs")));
    }
    let mut out: Vec<String> = Vec::new();
    for text in uris {
        let text = text.trim();
        if text.is_empty() || text.len() > MAX_LEN {
            return Err(invalid(format!("each URI has 1 to {MAX_LEN} characters")));
        }
        let url = reqwest::Url::parse(text)
            .map_err(|_| invalid(format!("`{text}` is not an absolute URI")))?;
        let loopback = matches!(url.host_str(), Some("127.0.0.1" | "[::1]" | "localhost"));
        match url.scheme() {
            "https" => {}
            "http" if loopback => {}
            _ => {
                return Err(invalid(format!(
                    "`{text}` must be https (http only on 127.0.0.1 or localhost)"
                )))
            }
        }
        if url.fragment().is_some() || text.contains('#') {
            return Err(invalid(format!("`{text}` must not have a fragment")));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(invalid(format!("`{text}` must not carry credentials")));
        }
        if !out.iter().any(|u| u == text) {
            out.push(text.to_owned());
        }
    }
    Ok(out)
}

/// The stored form: space-separated (a URI has no space).
pub fn to_stored(uris: &[String]) -> String {
    uris.join(" ")
}

/// The stored form back into a list.
pub fn from_stored(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// Whether `given` is one of the `registered` URIs, exactly.
pub fn is_registered(registered: &str, given: &str) -> bool {
    registered.split_whitespace().any(|u| u == given)
}

/// `uri` with the answer's parameters added to its query (§4.1.2: its own
/// query kept), percent-encoded.
pub fn with_params(uri: &str, params: &[(&str, &str)]) -> String {
    let Ok(mut url) = reqwest::Url::parse(uri) else {
        return uri.to_owned();
    };
    {
        let mut query = url.query_pairs_mut();
        for (k, v) in params {
            query.append_pair(k, v);
        }
    }
    url.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(uris: &[&str]) -> AppResult<Vec<String>> {
        check(&uris.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn https_or_loopback_only_and_no_fragment() {
        assert_eq!(
            ok(&[
                "https://app.example.com/cb",
                "http://127.0.0.1:8123/cb",
                "https://app.example.com/cb"
            ])
            .unwrap(),
            ["https://app.example.com/cb", "http://127.0.0.1:8123/cb"]
        );
        for bad in [
            "http://app.example.com/cb",
            "https://app.example.com/cb#x",
            "/cb",
            "javascript:alert(1)",
            "https://u:p@app.example.com/",
        ] {
            let err = ok(&[bad]).unwrap_err();
            assert_eq!(err.field.as_deref(), Some("redirectUris"), "{bad}");
        }
    }

    #[test]
    fn matching_is_exact() {
        let stored = to_stored(&[
            "https://a.example/cb".into(),
            "http://127.0.0.1:9/cb".into(),
        ]);
        assert!(is_registered(&stored, "https://a.example/cb"));
        assert!(!is_registered(&stored, "https://a.example/cb/"));
        assert!(!is_registered(&stored, "https://a.example/cb?x=1"));
        assert!(!is_registered(&stored, "https://a.example"));
        assert_eq!(from_stored(&stored).len(), 2);
    }

    #[test]
    fn parameters_join_the_uris_own_query() {
        assert_eq!(
            with_params(
                "https://a.example/cb?x=1",
                &[("code", "a b"), ("state", "s&t")]
            ),
            "https://a.example/cb?x=1&code=a+b&state=s%26t"
        );
    }
}
