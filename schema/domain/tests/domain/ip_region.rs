//! IP属地 (`kernel::ip_region`): golden addresses on the bundled data (each
//! answer checked against the data's own region text), the addresses that
//! have no place, and files that must be refused at start instead of
//! panicking mid-request.

use std::borrow::Cow;
use std::net::Ipv4Addr;

use domain::kernel::ip_region::{IpRegionError, IpRegions};
use domain::kernel::RequestMeta;
use domain::testing::test_context;

/// (address, what the data says, what is shown)
const GOLDEN: [(&str, &str, &str); 16] = [
    ("202.106.0.20", "中国|0|北京|北京市|联通", "北京"),
    ("36.110.1.1", "中国|0|北京|北京市|电信", "北京"),
    ("202.96.128.86", "中国|0|广东省|广州市|电信", "广东"),
    ("113.108.81.189", "中国|0|广东省|深圳市|电信", "广东"),
    ("202.96.209.133", "中国|0|上海|上海市|电信", "上海"),
    ("42.120.1.1", "中国|0|浙江省|杭州市|阿里云", "浙江"),
    ("222.82.1.1", "中国|0|新疆|乌鲁木齐市|电信", "新疆"),
    ("203.198.7.66", "中国|0|香港|0|电讯盈科", "香港"),
    ("202.175.3.3", "中国|0|澳门|0|澳门电讯", "澳门"),
    ("168.95.1.1", "中国|0|台湾省|0|中华电信", "台湾"),
    ("8.128.4.0", "中国|0|0|0|阿里巴巴", "中国"),
    ("8.8.8.8", "美国|0|0|0|Level3", "美国"),
    ("13.107.21.200", "美国|0|华盛顿|雷德蒙德|微软", "美国"),
    ("61.120.1.1", "日本|0|东京都|东京|KDDI", "日本"),
    ("1.1.1.1", "澳大利亚|0|0|0|0", "澳大利亚"),
    ("103.113.166.0", "亚太地区|0|亚太地区|0|0", "亚太地区"),
];

#[test]
fn golden_addresses_on_the_bundled_data() {
    let regions = IpRegions::bundled().unwrap();
    for (ip, _, shown) in GOLDEN {
        assert_eq!(regions.region_of(ip), shown, "{ip}");
    }
    assert_eq!(
        regions.generated_at().unwrap().to_rfc3339(),
        "2024-02-28T02:32:38+00:00"
    );
}

#[test]
fn addresses_without_a_place_are_empty() {
    let regions = IpRegions::bundled().unwrap();
    for ip in [
        "127.0.0.1",
        "10.0.0.1",
        "172.16.5.4",
        "192.168.1.1",
        "100.64.0.1",
        "169.254.1.1",
        "0.0.0.0",
        "255.255.255.255",
        "",
        "garbage",
        "1.2.3",
        "999.1.1.1",
        "::1",
        "2001:db8::1",
        // A Chinese IPv6 address: the data is IPv4 only.
        "240e:3b7:3272:d8d0::1",
    ] {
        assert_eq!(regions.region_of(ip), "", "{ip:?}");
    }
}

#[test]
fn addresses_as_transports_write_them() {
    let regions = IpRegions::bundled().unwrap();
    // A dual-stack listener's IPv4-mapped peer, a forwarded address with a
    // port, stray spaces.
    assert_eq!(regions.region_of("::ffff:202.96.128.86"), "广东");
    assert_eq!(regions.region_of("202.96.128.86:443"), "广东");
    assert_eq!(regions.region_of("[::ffff:8.8.8.8]:80"), "美国");
    assert_eq!(regions.region_of(" 61.120.1.1 "), "日本");
    assert_eq!(regions.region_of_request(None), "");
    assert_eq!(regions.region_of_request(Some(&RequestMeta::default())), "");
    let meta = RequestMeta {
        ip: Some("202.96.209.133".into()),
        bearer: None,
    };
    assert_eq!(regions.region_of_request(Some(&meta)), "上海");
}

#[tokio::test]
async fn a_service_reaches_it_through_the_context() {
    let (ctx, _db) = test_context().await;
    let meta = RequestMeta {
        ip: Some("113.108.81.189".into()),
        bearer: None,
    };
    assert_eq!(ctx.ip_regions.region_of_request(Some(&meta)), "广东");
}

#[test]
fn a_missing_file_is_an_error_naming_it() {
    let dir = std::env::temp_dir().join("ip-region-missing-dir");
    let path = dir.join("nope.xdb");
    let err = IpRegions::open(&path).unwrap_err();
    assert!(matches!(err, IpRegionError::Read { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("cannot read the IP region database") && text.contains("nope.xdb"),
        "{text}"
    );
    assert!(IpRegions::load(Some(&path)).is_err());
}

#[test]
fn foreign_truncated_and_corrupt_files_are_refused() {
    let invalid = |bytes: Vec<u8>| match IpRegions::from_bytes(Cow::Owned(bytes), "test.xdb") {
        Err(IpRegionError::Invalid { reason, .. }) => reason,
        other => panic!("{other:?}"),
    };
    assert!(invalid(b"not an xdb".to_vec()).contains("shorter than"));
    let bundled = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/ip2region/ip2region.xdb"
    ))
    .unwrap();
    // Cut after the index's start: cells point past the end.
    let reason = invalid(bundled[..2_000_000].to_vec());
    assert!(reason.contains("corrupt or truncated"), "{reason}");
    // One cell pointing far outside the file.
    let mut bad = bundled.clone();
    bad[256 + 8 * 1000 + 4..256 + 8 * 1000 + 8].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(invalid(bad).contains("vector cell 1000"));
    // One region text pointing outside the file.
    let mut bad = bundled.clone();
    let first = u32::from_le_bytes(bundled[256..260].try_into().unwrap()) as usize;
    bad[first + 10..first + 14].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(invalid(bad).contains("region text"));
    // A version this reader does not know.
    let mut bad = bundled;
    bad[0..2].copy_from_slice(&9u16.to_le_bytes());
    assert!(invalid(bad).contains("xdb version 9"));
}

/// A small xdb: the header, the vector index, the region texts, then the
/// segments, each inside one /16 (as ip2region's maker splits them).
fn xdb(version: u16, ip_version: u16, segments: &[(Ipv4Addr, Ipv4Addr, &str)]) -> Vec<u8> {
    let mut data = vec![0u8; 256 + 256 * 256 * 8];
    data[0..2].copy_from_slice(&version.to_le_bytes());
    data[16..18].copy_from_slice(&ip_version.to_le_bytes());
    let mut texts = Vec::new();
    for (_, _, region) in segments {
        texts.push((data.len() as u32, region.len() as u16));
        data.extend_from_slice(region.as_bytes());
    }
    for ((start, end, _), (ptr, len)) in segments.iter().zip(texts) {
        let [a, b, ..] = start.octets();
        let cell = 256 + (usize::from(a) * 256 + usize::from(b)) * 8;
        let at = data.len() as u32;
        if data[cell + 4..cell + 8] == [0; 4] {
            data[cell..cell + 4].copy_from_slice(&at.to_le_bytes());
        }
        data[cell + 4..cell + 8].copy_from_slice(&(at + 14).to_le_bytes());
        data.extend_from_slice(&u32::from(*start).to_le_bytes());
        data.extend_from_slice(&u32::from(*end).to_le_bytes());
        data.extend_from_slice(&len.to_le_bytes());
        data.extend_from_slice(&ptr.to_le_bytes());
    }
    data
}

#[test]
fn xdb_3_puts_the_province_second_and_ipv6_files_are_refused() {
    let segments = [
        (
            Ipv4Addr::new(1, 2, 0, 0),
            Ipv4Addr::new(1, 2, 0, 255),
            "中国|广西壮族自治区|南宁市|电信|CN",
        ),
        (
            Ipv4Addr::new(1, 2, 1, 0),
            Ipv4Addr::new(1, 2, 255, 255),
            "日本|东京都|东京|KDDI|JP",
        ),
        (
            Ipv4Addr::new(1, 3, 0, 0),
            Ipv4Addr::new(1, 3, 255, 255),
            "中国|0|0|0|CN",
        ),
    ];
    let v3 = IpRegions::from_bytes(Cow::Owned(xdb(3, 4, &segments)), "v3.xdb").unwrap();
    assert_eq!(v3.region_of("1.2.0.9"), "广西");
    assert_eq!(v3.region_of("1.2.7.7"), "日本");
    assert_eq!(v3.region_of("1.3.0.1"), "中国");
    assert_eq!(v3.region_of("9.9.9.9"), "", "not in the data");
    // The same texts read as xdb 2.0 take the third field.
    let v2 = IpRegions::from_bytes(Cow::Owned(xdb(2, 0, &segments)), "v2.xdb").unwrap();
    assert_eq!(v2.region_of("1.2.0.9"), "南宁");
    let err = IpRegions::from_bytes(Cow::Owned(xdb(3, 6, &segments)), "v6.xdb").unwrap_err();
    assert!(err.to_string().contains("IPv6"), "{err}");
}
