//! The re-encoding against images built here byte by byte: a phone photo
//! with GPS EXIF and an orientation, a decompression bomb's header,
//! truncated and polyglot files, PNG text chunks, an animated GIF.

use std::io::Cursor;

use image::codecs::gif::GifEncoder;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{AnimationDecoder, Delay, Frame, ImageEncoder, Rgb, RgbImage, Rgba, RgbaImage};

use super::*;

/// A little-endian TIFF (EXIF) block: orientation 6 (the phone held
/// upright: turn 90° clockwise to show) and a GPS directory with the
/// latitude 31° 13' 25.2" N.
fn exif_with_gps() -> Vec<u8> {
    let mut t = b"II\x2a\0\x08\0\0\0".to_vec();
    // IFD0 at 8: two entries, then no next IFD.
    t.extend_from_slice(&2u16.to_le_bytes());
    t.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
    t.extend_from_slice(&[0x25, 0x88, 4, 0, 1, 0, 0, 0, 38, 0, 0, 0]);
    t.extend_from_slice(&0u32.to_le_bytes());
    assert_eq!(t.len(), 38);
    // The GPS IFD at 38: the latitude's reference and value.
    t.extend_from_slice(&2u16.to_le_bytes());
    t.extend_from_slice(&[0x01, 0x00, 2, 0, 2, 0, 0, 0, b'N', 0, 0, 0]);
    t.extend_from_slice(&[0x02, 0x00, 5, 0, 3, 0, 0, 0, 68, 0, 0, 0]);
    t.extend_from_slice(&0u32.to_le_bytes());
    assert_eq!(t.len(), 68);
    for (n, d) in [(31u32, 1u32), (13, 1), (2520, 100)] {
        t.extend_from_slice(&n.to_le_bytes());
        t.extend_from_slice(&d.to_le_bytes());
    }
    t
}

/// A 64 × 32 JPEG, red on the left and blue on the right, carrying `exif`
/// in an APP1 segment right after the start of image, as cameras write it.
fn phone_photo(exif: &[u8]) -> Vec<u8> {
    let img = RgbImage::from_fn(64, 32, |x, _| {
        if x < 32 {
            Rgb([220, 20, 20])
        } else {
            Rgb([20, 20, 220])
        }
    });
    let mut plain = Vec::new();
    JpegEncoder::new_with_quality(&mut plain, 90)
        .encode_image(&img)
        .unwrap();
    let mut app1 = vec![0xFF, 0xE1];
    let len = u16::try_from(2 + 6 + exif.len()).unwrap();
    app1.extend_from_slice(&len.to_be_bytes());
    app1.extend_from_slice(b"Exif\0\0");
    app1.extend_from_slice(exif);
    let mut out = plain[..2].to_vec();
    out.extend_from_slice(&app1);
    out.extend_from_slice(&plain[2..]);
    out
}

/// The markers of a JPEG's segments up to the start of scan.
fn jpeg_markers(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut i = 2;
    while i + 4 <= bytes.len() && bytes[i] == 0xFF {
        let marker = bytes[i + 1];
        out.push(marker);
        if marker == 0xDA {
            break;
        }
        let len = usize::from(u16::from_be_bytes([bytes[i + 2], bytes[i + 3]]));
        i += 2 + len;
    }
    out
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for b in data {
        crc ^= u32::from(*b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut c = u32::try_from(data.len()).unwrap().to_be_bytes().to_vec();
    let mut body = kind.to_vec();
    body.extend_from_slice(data);
    c.extend_from_slice(&body);
    c.extend_from_slice(&crc32(&body).to_be_bytes());
    c
}

/// The chunk types of a PNG, in order.
fn png_chunks(bytes: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 8;
    while i + 8 <= bytes.len() {
        let len = usize::try_from(u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap())).unwrap();
        out.push(String::from_utf8_lossy(&bytes[i + 4..i + 8]).into_owned());
        i += 12 + len;
    }
    out
}

fn small_png() -> Vec<u8> {
    let img = RgbaImage::from_fn(8, 8, |x, y| Rgba([x as u8 * 30, y as u8 * 30, 90, 128]));
    let mut out = Vec::new();
    PngEncoder::new(&mut out)
        .write_image(&img, 8, 8, image::ExtendedColorType::Rgba8)
        .unwrap();
    out
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn a_phone_photo_loses_its_gps_and_stands_upright() {
    let photo = phone_photo(&exif_with_gps());
    assert!(contains(&photo, b"Exif\0\0"));
    assert!(jpeg_markers(&photo).contains(&0xE1));
    let out = reencode(&photo, ImageFormat::Jpeg).unwrap();
    assert_eq!(out.content_type, "image/jpeg");
    // Turned as the orientation said: 64 × 32 stored, 32 × 64 shown.
    assert_eq!((out.width, out.height), (32, 64));
    // No metadata segment of any kind (APP1–APP15: EXIF, XMP, ICC,
    // IPTC…; COM: comments), and no EXIF anywhere in the bytes.
    let markers = jpeg_markers(&out.bytes);
    assert!(
        markers
            .iter()
            .all(|m| !(0xE1..=0xEF).contains(m) && *m != 0xFE),
        "{markers:x?}"
    );
    assert!(!contains(&out.bytes, b"Exif"));
    // Upright: the photo's left (red) is now its top.
    let shown = image::load_from_memory(&out.bytes).unwrap().to_rgb8();
    let top = shown.get_pixel(16, 4);
    let bottom = shown.get_pixel(16, 60);
    assert!(top[0] > 150 && top[2] < 100, "{top:?}");
    assert!(bottom[2] > 150 && bottom[0] < 100, "{bottom:?}");
}

#[test]
fn a_decompression_bomb_is_refused_from_its_header() {
    // 50,000 × 50,000 RGBA (10 GB decoded) in a few dozen bytes.
    let mut ihdr = 50_000u32.to_be_bytes().to_vec();
    ihdr.extend_from_slice(&50_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
    let mut bomb = b"\x89PNG\r\n\x1a\n".to_vec();
    bomb.extend(chunk(b"IHDR", &ihdr));
    bomb.extend(chunk(
        b"IDAT",
        &[0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    ));
    bomb.extend(chunk(b"IEND", &[]));
    let e = reencode(&bomb, ImageFormat::Png).unwrap_err();
    assert_eq!(e.code, ErrorCode::PayloadTooLarge, "{}", e.message);
    // Within the pixel budget but too long a side.
    assert!(check_size(MAX_SIDE + 1, 1).is_err());
    assert!(check_size(5_000, 5_000).is_ok());
    assert!(check_size(5_001, 5_000).is_err());
}

#[test]
fn truncated_and_polyglot_images_are_refused() {
    let png = small_png();
    let e = reencode(&png[..png.len() / 2], ImageFormat::Png).unwrap_err();
    assert_eq!(
        (e.code, e.field.as_deref()),
        (ErrorCode::InvalidArgument, Some("file"))
    );
    let photo = phone_photo(&exif_with_gps());
    let e = reencode(&photo[..photo.len() - 200], ImageFormat::Jpeg).unwrap_err();
    assert_eq!(e.code, ErrorCode::InvalidArgument);
    // A whole image that is also a page: refused, however valid the image.
    let mut polyglot = png.clone();
    polyglot.extend_from_slice(b"<html><script>alert(document.cookie)</script></html>");
    let e = reencode(&polyglot, ImageFormat::Png).unwrap_err();
    assert_eq!(e.code, ErrorCode::InvalidArgument);
    assert!(e.message.contains("markup"), "{}", e.message);
    let mut php = photo.clone();
    php.extend_from_slice(b"<?PHP system($_GET['c']); ?>");
    assert!(reencode(&php, ImageFormat::Jpeg).is_err());
}

#[test]
fn a_png_keeps_its_transparency_and_loses_its_text() {
    let png = small_png();
    // A text chunk after the header, as editors write the author and GPS.
    let mut tagged = png[..33].to_vec();
    tagged.extend(chunk(b"tEXt", b"Comment\0GPS 31.2234N 121.4737E"));
    tagged.extend(chunk(b"eXIf", &exif_with_gps()));
    tagged.extend_from_slice(&png[33..]);
    assert!(png_chunks(&tagged).contains(&"tEXt".to_owned()));
    let out = reencode(&tagged, ImageFormat::Png).unwrap();
    assert_eq!(out.content_type, "image/png");
    let chunks = png_chunks(&out.bytes);
    assert!(
        chunks
            .iter()
            .all(|c| c == "IHDR" || c == "IDAT" || c == "IEND"),
        "{chunks:?}"
    );
    let back = image::load_from_memory(&out.bytes).unwrap();
    assert!(back.color().has_alpha());
    assert_eq!(back.to_rgba8().get_pixel(1, 2)[3], 128);
}

#[test]
fn an_animated_gif_keeps_its_frames() {
    let mut gif = Vec::new();
    {
        let mut enc = GifEncoder::new(&mut gif);
        let frames = (0..3u8).map(|i| {
            Frame::from_parts(
                RgbaImage::from_pixel(4, 4, Rgba([i * 80, 0, 0, 255])),
                0,
                0,
                Delay::from_numer_denom_ms(100, 1),
            )
        });
        enc.encode_frames(frames).unwrap();
    }
    let out = reencode(&gif, ImageFormat::Gif).unwrap();
    assert_eq!(
        (out.content_type, out.width, out.height),
        ("image/gif", 4, 4)
    );
    let frames = image::codecs::gif::GifDecoder::new(Cursor::new(out.bytes))
        .unwrap()
        .into_frames()
        .collect_frames()
        .unwrap();
    assert_eq!(frames.len(), 3);
}

#[test]
fn an_opaque_webp_becomes_a_jpeg() {
    let img = RgbImage::from_pixel(10, 6, Rgb([10, 200, 30]));
    let mut webp = Vec::new();
    image::codecs::webp::WebPEncoder::new_lossless(&mut webp)
        .write_image(&img, 10, 6, image::ExtendedColorType::Rgb8)
        .unwrap();
    let out = reencode(&webp, ImageFormat::WebP).unwrap();
    assert_eq!(
        (out.content_type, out.width, out.height),
        ("image/jpeg", 10, 6)
    );
}
