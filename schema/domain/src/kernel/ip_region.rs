//! IP属地: the province (in China) or the country (elsewhere) of a client
//! IP, which Chinese platform rules require beside each post and on the
//! personal centre. Looked up offline, never over the network.
//!
//! # Design notes
//!
//! - **Why the kernel.** Every area that shows what a member wrote (quiz
//!   plans, messages, the member centre) needs the same answer, and the
//!   database is loaded once per process and held in the
//!   [`AppContext`](crate::kernel::AppContext) like the providers and the
//!   file store. It knows nothing of any area, so it is kernel, not an area
//!   of its own (and needs no row in ARCHITECTURE.md's table).
//! - **The data** is ip2region's IPv4 xdb, embedded in the binary from
//!   `schema/domain/data/ip2region/` (its README says where it came from,
//!   its licence and how to update it), so the default needs no file at run
//!   time and no cwd. `--ip-region-db` (`IP_REGION_DB`) replaces it with a
//!   file, read whole into memory at start: a lookup then touches no disk.
//! - **The reader** is the `xdb-parse` crate (MIT/Apache-2.0). It indexes the
//!   buffer without checking bounds, so a truncated or foreign file would
//!   panic mid-request; [`IpRegions::from_bytes`] therefore walks the whole
//!   index once at load (every vector cell's range and every segment's
//!   region text inside the buffer, valid UTF-8) and refuses the file
//!   otherwise. After that no lookup can index out of bounds.
//! - **Formats.** xdb 2.0 (region text `国家|区域|省份|城市|ISP`, the
//!   bundled file) and xdb 3.0 IPv4 (`国家|省份|城市|ISP|ISO2`). An IPv6 xdb
//!   is refused at load; IPv6 callers get `""` unless the address is an
//!   IPv4-mapped one (`::ffff:1.2.3.4`, what a dual-stack listener reports).
//! - **The answer** is what 微博 and 抖音 show: a province without
//!   省/市/自治区 ("广东", "北京", "新疆", "香港", "台湾"), "中国" when the
//!   data knows only the country, the Chinese country name abroad ("美国",
//!   "日本"), and `""` for private, loopback, unknown or unparseable
//!   addresses — the client shows 未知.
//! - **Cost** (release build on the 2-core dev machine, 2026-11; a scratch
//!   binary around this file): loading takes 47–64 ms, nearly all of it the
//!   check of the whole index, once per process; resident memory grows by
//!   10.6 MB (the embedded bytes are the binary's own pages, touched by the
//!   check, never copied; `--ip-region-db` reads the same amount onto the
//!   heap); a lookup, the parse of the address and the answer's `String`
//!   included, averages 0.42–0.52 µs over a million random addresses.

use std::borrow::Cow;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use chrono::{DateTime, Utc};

use crate::kernel::RequestMeta;

/// ip2region's IPv4 xdb (2024-02-28), embedded: the default database.
static BUNDLED: &[u8] = include_bytes!("../../data/ip2region/ip2region.xdb");

/// The xdb header block, then the vector index: 256 × 256 cells (first two
/// octets) of two little-endian u32 offsets, `[start, end)` of the cell's
/// segments.
const HEADER: usize = 256;
const VECTOR_INDEX: usize = 256 * 256 * 8;
/// An IPv4 segment: start ip u32, end ip u32, region length u16, region
/// offset u32.
const SEGMENT: usize = 14;

/// Short names of China's provincial divisions, as 微博 and 抖音 show them;
/// a province in the data is shown by the one it starts with.
const PROVINCES: [&str; 34] = [
    "北京",
    "天津",
    "上海",
    "重庆",
    "河北",
    "山西",
    "辽宁",
    "吉林",
    "黑龙江",
    "江苏",
    "浙江",
    "安徽",
    "福建",
    "江西",
    "山东",
    "河南",
    "湖北",
    "湖南",
    "广东",
    "海南",
    "四川",
    "贵州",
    "云南",
    "陕西",
    "甘肃",
    "青海",
    "台湾",
    "内蒙古",
    "广西",
    "西藏",
    "宁夏",
    "新疆",
    "香港",
    "澳门",
];

/// Why a database could not be loaded. The server names its flag around it.
#[derive(Debug, thiserror::Error)]
pub enum IpRegionError {
    #[error("cannot read the IP region database {}: {source}", .path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{origin} is not an ip2region IPv4 xdb file: {reason}")]
    Invalid { origin: String, reason: String },
}

/// Where the province sits in a region text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// xdb 2.0: `国家|区域|省份|城市|ISP`.
    V2,
    /// xdb 3.0: `国家|省份|城市|ISP|ISO2`.
    V3,
}

/// A loaded, checked IP region database. Share it as `Arc<IpRegions>`
/// (`AppContext::ip_regions`); lookups take `&self` and allocate only the
/// answer.
pub struct IpRegions {
    data: Cow<'static, [u8]>,
    layout: Layout,
    origin: String,
    generated_at: u32,
}

impl std::fmt::Debug for IpRegions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("IpRegions")
            .field("origin", &self.origin)
            .field("layout", &self.layout)
            .field("bytes", &self.data.len())
            .field("generated_at", &self.generated_at())
            .finish()
    }
}

impl IpRegions {
    /// The database embedded in the binary, checked once per process and
    /// shared (tests build many contexts; each gets the same one).
    pub fn bundled() -> Result<Arc<Self>, IpRegionError> {
        static ONCE: OnceLock<Arc<IpRegions>> = OnceLock::new();
        if let Some(loaded) = ONCE.get() {
            return Ok(loaded.clone());
        }
        let loaded = Arc::new(Self::from_bytes(
            Cow::Borrowed(BUNDLED),
            "the bundled ip2region data",
        )?);
        Ok(ONCE.get_or_init(|| loaded).clone())
    }

    /// The file at `path`, read whole into memory and checked.
    pub fn open(path: &Path) -> Result<Self, IpRegionError> {
        let data = std::fs::read(path).map_err(|source| IpRegionError::Read {
            path: path.to_owned(),
            source,
        })?;
        Self::from_bytes(Cow::Owned(data), path.display().to_string())
    }

    /// The file at `path` when one is configured, else the bundled data.
    pub fn load(path: Option<&Path>) -> Result<Arc<Self>, IpRegionError> {
        match path {
            Some(path) => Self::open(path).map(Arc::new),
            None => Self::bundled(),
        }
    }

    /// Checks `data` as an xdb (see the module notes) and keeps it;
    /// `origin` names it in errors and logs.
    pub fn from_bytes(
        data: Cow<'static, [u8]>,
        origin: impl Into<String>,
    ) -> Result<Self, IpRegionError> {
        let origin = origin.into();
        match check(&data) {
            Ok(layout) => Ok(Self {
                generated_at: u32_at(&data, 4).unwrap_or(0),
                data,
                layout,
                origin,
            }),
            Err(reason) => Err(IpRegionError::Invalid { origin, reason }),
        }
    }

    /// Where the data came from: a path, or the bundled data.
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// When the data was generated (the xdb header's time).
    pub fn generated_at(&self) -> Option<DateTime<Utc>> {
        DateTime::from_timestamp(i64::from(self.generated_at), 0)
    }

    /// The IP属地 of `ip` as written by the transport ("1.2.3.4",
    /// "::ffff:1.2.3.4", also with a port as some proxies forward it):
    /// "广东", "美国", or `""` when unknown.
    pub fn region_of(&self, ip: &str) -> String {
        let ip = ip.trim();
        match ip.parse::<IpAddr>() {
            Ok(addr) => self.region_of_addr(addr),
            Err(_) => match ip.parse::<SocketAddr>() {
                Ok(socket) => self.region_of_addr(socket.ip()),
                Err(_) => String::new(),
            },
        }
    }

    /// [`IpRegions::region_of`] for a parsed address.
    pub fn region_of_addr(&self, ip: IpAddr) -> String {
        let v4 = match ip {
            IpAddr::V4(v4) => v4,
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => v4,
                // The data is IPv4 only.
                None => return String::new(),
            },
        };
        if not_public(v4) {
            return String::new();
        }
        match xdb_parse::search_by_uint(u32::from(v4), &self.data) {
            Ok(region) => shown(region, self.layout),
            // Unreachable for a checked file (the only errors are bad
            // slices and UTF-8); "unknown" is still the honest answer.
            Err(err) => {
                tracing::warn!(%err, ip = %v4, "ip region lookup failed");
                String::new()
            }
        }
    }

    /// The IP属地 of the request a service is serving: what a post or the
    /// personal centre shows. `""` when the transport knew no IP.
    pub fn region_of_request(&self, meta: Option<&RequestMeta>) -> String {
        meta.and_then(|m| m.ip.as_deref())
            .map(|ip| self.region_of(ip))
            .unwrap_or_default()
    }
}

/// Addresses that have no place: the data calls them 内网IP; answering
/// before the lookup keeps that true whatever file is configured.
fn not_public(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    ip.is_private()
        || ip.is_loopback()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_documentation()
        // Carrier-grade NAT (100.64.0.0/10).
        || (a == 100 && (b & 0xc0) == 64)
}

/// The IP属地 of one region text (see the module notes).
fn shown(region: &str, layout: Layout) -> String {
    let mut fields = region.split('|');
    let country = fields.next().unwrap_or_default().trim();
    if unknown(country) {
        return String::new();
    }
    if country != "中国" {
        return country.to_owned();
    }
    let province = match layout {
        Layout::V2 => fields.nth(1),
        Layout::V3 => fields.next(),
    }
    .unwrap_or_default()
    .trim();
    if unknown(province) {
        return country.to_owned();
    }
    short_province(province).to_owned()
}

fn unknown(field: &str) -> bool {
    field.is_empty() || field == "0"
}

/// "广东省" → "广东", "广西壮族自治区" → "广西", "北京市" → "北京".
fn short_province(province: &str) -> &str {
    if let Some(short) = PROVINCES.iter().find(|p| province.starts_with(**p)) {
        return short;
    }
    ["特别行政区", "自治区", "省", "市"]
        .iter()
        .find_map(|suffix| province.strip_suffix(*suffix))
        .filter(|s| !s.is_empty())
        .unwrap_or(province)
}

fn u16_at(data: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(data.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(data: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(data.get(at..at + 4)?.try_into().ok()?))
}

/// The whole index in bounds, or why not (see the module notes).
fn check(data: &[u8]) -> Result<Layout, String> {
    if data.len() < HEADER + VECTOR_INDEX {
        return Err(format!(
            "{} bytes, shorter than an xdb's header and index",
            data.len()
        ));
    }
    let version = u16_at(data, 0).unwrap_or(0);
    let layout = match (version, u16_at(data, 16).unwrap_or(0)) {
        (2, _) => Layout::V2,
        (3, 4) => Layout::V3,
        (3, 6) => return Err("it is an IPv6 xdb; give the IPv4 one".into()),
        (3, other) => return Err(format!("unknown IP version {other} in its header")),
        _ => return Err(format!("xdb version {version} (this server reads 2 and 3)")),
    };
    let bad = |what: String| Err(format!("corrupt or truncated: {what}"));
    for cell in 0..256 * 256 {
        let at = HEADER + cell * 8;
        let (Some(start), Some(end)) = (u32_at(data, at), u32_at(data, at + 4)) else {
            return bad(format!("vector cell {cell}"));
        };
        let (start, end) = (start as usize, end as usize);
        if start > end || end > data.len() || (end - start) % SEGMENT != 0 {
            return bad(format!("vector cell {cell} points at [{start}, {end})"));
        }
        for segment in (start..end).step_by(SEGMENT) {
            let (Some(len), Some(ptr)) = (u16_at(data, segment + 8), u32_at(data, segment + 10))
            else {
                return bad(format!("segment at {segment}"));
            };
            let text = data.get(ptr as usize..ptr as usize + len as usize);
            if text.and_then(|t| std::str::from_utf8(t).ok()).is_none() {
                return bad(format!("the region text of the segment at {segment}"));
            }
        }
    }
    Ok(layout)
}
