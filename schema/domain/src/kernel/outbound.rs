//! Calls to addresses someone outside gave us (a partner's webhook
//! endpoint): what they may reach, so the server cannot be made to call
//! into its own network (SSRF).
//!
//! A URL is checked when it is given and again before every call: its
//! scheme (`https`, or `http` outside production), no credentials in it,
//! and every address its host resolves to must be public — not loopback,
//! private (RFC 1918, `fc00::/7`), link-local, unspecified, multicast,
//! broadcast, CGNAT (`100.64.0.0/10`), documentation or benchmarking
//! ranges, nor an IPv4 address in IPv6 clothing of one of them. The call
//! then connects to the address that was checked ([`Checked::addr`]), not
//! to a second resolution of the name, so a name that answers a public
//! address to the check and `127.0.0.1` to the connect (DNS rebinding)
//! still reaches only the public one. Redirects are not followed.
//!
//! [`OutboundPolicy::allow_loopback`] lets tests (and a developer's own
//! receiver) use `http://127.0.0.1:…`: the server's `--webhook-allow-loopback`
//! flag, refused in production.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use super::error::{AppError, AppResult, ErrorCode};

/// What outside-given URLs may reach on this deployment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutboundPolicy {
    /// Only `https` (production).
    pub https_only: bool,
    /// Loopback addresses (`127.0.0.0/8`, `::1`) are allowed, over `http`
    /// too: tests and a developer's own receiver. Never in production.
    pub allow_loopback: bool,
}

impl OutboundPolicy {
    /// Production: `https` to public addresses only.
    pub const PRODUCTION: Self = Self {
        https_only: true,
        allow_loopback: false,
    };
    /// Development: `http` allowed, still public addresses only.
    pub const DEVELOPMENT: Self = Self {
        https_only: false,
        allow_loopback: false,
    };
    /// Tests: a receiver on this machine.
    pub const LOOPBACK: Self = Self {
        https_only: false,
        allow_loopback: true,
    };
}

impl Default for OutboundPolicy {
    fn default() -> Self {
        Self::DEVELOPMENT
    }
}

/// The longest URL accepted.
pub const MAX_URL_CHARS: usize = 2000;

/// A URL that passed the checks, with the address to connect to.
#[derive(Debug, Clone)]
pub struct Checked {
    pub url: reqwest::Url,
    /// The host's name when it is not an IP literal (the client must
    /// resolve it to [`Checked::addr`] and nothing else).
    pub host: Option<String>,
    /// The checked address and port.
    pub addr: SocketAddr,
}

fn unsafe_url(field: &str, why: impl std::fmt::Display) -> AppError {
    AppError::new(ErrorCode::UnsafeUrl, why.to_string()).at_field(field)
}

/// Whether `ip` is a public unicast address (anything else is refused).
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public_v4(v4);
            }
            let s = v6.segments();
            let unique_local = (s[0] & 0xfe00) == 0xfc00; // fc00::/7
            let link_local = (s[0] & 0xffc0) == 0xfe80; // fe80::/10
            let site_local = (s[0] & 0xffc0) == 0xfec0; // deprecated fec0::/10
            let documentation = s[0] == 0x2001 && s[1] == 0x0db8; // 2001:db8::/32
            let nat64 = s[0] == 0x0064 && s[1] == 0xff9b; // 64:ff9b::/96 (may reach v4 inside)
            let v4_compatible = s[..6].iter().all(|x| *x == 0); // ::a.b.c.d, ::, ::1
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || unique_local
                || link_local
                || site_local
                || documentation
                || nat64
                || v4_compatible)
        }
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let o = ip.octets();
    let cgnat = o[0] == 100 && (o[1] & 0xc0) == 64; // 100.64.0.0/10
    let this_network = o[0] == 0; // 0.0.0.0/8
    let benchmarking = o[0] == 198 && (o[1] & 0xfe) == 18; // 198.18.0.0/15
    let protocol_assignments = o[0] == 192 && o[1] == 0 && o[2] == 0; // 192.0.0.0/24
    let reserved = o[0] >= 240; // 240.0.0.0/4 and broadcast
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_multicast()
        || ip.is_broadcast()
        || ip.is_documentation()
        || cgnat
        || this_network
        || benchmarking
        || protocol_assignments
        || reserved)
}

fn is_loopback(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v| v.is_loopback()),
    }
}

/// Whether the policy lets a call reach `ip`.
pub fn allowed(policy: OutboundPolicy, ip: IpAddr) -> bool {
    is_public(ip) || (policy.allow_loopback && is_loopback(ip))
}

/// Reads `text` as a URL and checks its form (not yet its addresses):
/// the scheme, no credentials, a host, a length. `field` names the input.
pub fn parse(policy: OutboundPolicy, field: &str, text: &str) -> AppResult<reqwest::Url> {
    let text = text.trim();
    if text.is_empty() {
        return Err(AppError::invalid(field, "is required"));
    }
    if text.chars().count() > MAX_URL_CHARS {
        return Err(AppError::invalid(
            field,
            format!("at most {MAX_URL_CHARS} characters"),
        ));
    }
    let url = reqwest::Url::parse(text)
        .map_err(|_| AppError::invalid(field, "is not an absolute URL"))?;
    match url.scheme() {
        "https" => {}
        "http" if !policy.https_only => {}
        "http" => return Err(unsafe_url(field, "must be https")),
        _ => return Err(unsafe_url(field, "must be an https URL")),
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(AppError::invalid(
            field,
            "must not carry a user or password",
        ));
    }
    if url.host().is_none() {
        return Err(AppError::invalid(field, "has no host"));
    }
    Ok(url)
}

/// Checks `text` fully: its form ([`parse`]) and every address its host
/// resolves to now. Returns the URL and the address to connect to.
pub async fn check(policy: OutboundPolicy, field: &str, text: &str) -> AppResult<Checked> {
    let url = parse(policy, field, text)?;
    let port = url
        .port_or_known_default()
        .ok_or_else(|| AppError::invalid(field, "has no port"))?;
    let host_text = url
        .host_str()
        .ok_or_else(|| AppError::invalid(field, "has no host"))?;
    let literal = host_text
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<IpAddr>()
        .ok();
    let (host, addrs): (Option<String>, Vec<SocketAddr>) = match literal {
        Some(ip) => (None, vec![SocketAddr::new(ip, port)]),
        None => {
            let name = host_text.to_owned();
            let found = tokio::time::timeout(
                std::time::Duration::from_secs(5),
                tokio::net::lookup_host((name.as_str(), port)),
            )
            .await
            .map_err(|_| AppError::invalid(field, "its host did not resolve in time"))?
            .map_err(|_| AppError::invalid(field, "its host does not resolve"))?
            .collect::<Vec<_>>();
            (Some(name), found)
        }
    };
    let Some(first) = addrs.first().copied() else {
        return Err(AppError::invalid(field, "its host does not resolve"));
    };
    // Every address, not just the first: a name that also answers a
    // private address is refused, whichever the client would pick.
    if let Some(bad) = addrs.iter().find(|a| !allowed(policy, a.ip())) {
        return Err(unsafe_url(
            field,
            format!(
                "reaches {} (a loopback, private, link-local or otherwise non-public address)",
                bad.ip()
            ),
        ));
    }
    if url.scheme() == "http" && policy.https_only {
        return Err(unsafe_url(field, "must be https"));
    }
    Ok(Checked {
        url,
        host,
        addr: first,
    })
}

/// Clients kept by what they are pinned to: building one loads the TLS
/// roots and opens fresh connections (W19 in BENCHMARKS.md: a client per
/// delivery held a runner to 161 deliveries a second); a kept one reuses
/// its pool's open connections to the same receiver. Keyed by the checked
/// address too, so a name that resolves elsewhere gets a new client.
type ClientKey = (Option<String>, SocketAddr, std::time::Duration);
static CLIENTS: std::sync::LazyLock<quick_cache::sync::Cache<ClientKey, reqwest::Client>> =
    std::sync::LazyLock::new(|| quick_cache::sync::Cache::new(1024));

/// An HTTP client that reaches only `checked.addr` for the URL's host,
/// follows no redirect, uses no proxy, and gives up after `timeout`: a
/// kept one when one was built for the same host, address and time-out.
pub fn client_for(checked: &Checked, timeout: std::time::Duration) -> AppResult<reqwest::Client> {
    let key = (checked.host.clone(), checked.addr, timeout);
    if let Some(client) = CLIENTS.get(&key) {
        return Ok(client);
    }
    let client = build_client(checked, timeout)?;
    CLIENTS.insert(key, client.clone());
    Ok(client)
}

fn build_client(checked: &Checked, timeout: std::time::Duration) -> AppResult<reqwest::Client> {
    let mut builder = reqwest::Client::builder()
        .timeout(timeout)
        .connect_timeout(timeout.min(std::time::Duration::from_secs(5)))
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy();
    if let Some(host) = &checked.host {
        builder = builder.resolve(host, checked.addr);
    }
    builder.build().map_err(AppError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn only_public_addresses_are_public() {
        for bad in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "100.127.255.255",
            "224.0.0.1",
            "255.255.255.255",
            "198.18.0.1",
            "::1",
            "::",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
        ] {
            assert!(!is_public(ip(bad)), "{bad} must not be public");
        }
        for good in [
            "8.8.8.8",
            "100.63.0.1",
            "100.128.0.1",
            "172.32.0.1",
            "2606:4700::1111",
        ] {
            assert!(is_public(ip(good)), "{good} is public");
        }
    }

    #[test]
    fn loopback_only_with_the_flag() {
        assert!(!allowed(OutboundPolicy::DEVELOPMENT, ip("127.0.0.1")));
        assert!(allowed(OutboundPolicy::LOOPBACK, ip("127.0.0.1")));
        assert!(allowed(OutboundPolicy::LOOPBACK, ip("::1")));
        assert!(!allowed(OutboundPolicy::LOOPBACK, ip("10.0.0.1")));
    }

    #[test]
    fn forms() {
        let p = OutboundPolicy::PRODUCTION;
        let e = parse(p, "url", "http://example.com/x").unwrap_err();
        assert_eq!(e.code, ErrorCode::UnsafeUrl);
        assert!(parse(p, "url", "https://example.com/x").is_ok());
        let e = parse(p, "url", "https://u:p@example.com/").unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidArgument);
        let e = parse(p, "url", "ftp://example.com/").unwrap_err();
        assert_eq!(e.code, ErrorCode::UnsafeUrl);
        assert!(parse(OutboundPolicy::DEVELOPMENT, "url", "http://example.com/").is_ok());
    }

    #[tokio::test]
    async fn literal_and_resolved_private_addresses_are_refused() {
        let p = OutboundPolicy::DEVELOPMENT;
        for url in [
            "http://127.0.0.1:9/",
            "http://[::1]:9/",
            "http://10.0.0.8/",
            "http://169.254.169.254/latest/meta-data",
            "http://localhost:9/",
        ] {
            let e = check(p, "url", url).await.unwrap_err();
            assert_eq!(e.code, ErrorCode::UnsafeUrl, "{url}: {e:?}");
        }
        let ok = check(OutboundPolicy::LOOPBACK, "url", "http://localhost:9/hook")
            .await
            .unwrap();
        assert!(ok.addr.ip().is_loopback());
        assert_eq!(ok.host.as_deref(), Some("localhost"));
    }
}
