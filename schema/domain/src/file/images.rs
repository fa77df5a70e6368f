//! Images re-encoded on upload (issue 58): what is stored and served is
//! never the bytes a member sent, but the pixels decoded and encoded
//! again, so nothing of the original's metadata survives — EXIF (a phone
//! photo's GPS position, often the member's home), XMP, IPTC, ICC
//! profiles, comments, and anything hidden after the image.
//!
//! - **Decoded within bounds**: the size is read from the header first and
//!   an image over [`MAX_PIXELS`] or [`MAX_SIDE`] is refused before a pixel
//!   is decoded (a 50,000 × 50,000 PNG of a few hundred bytes costs
//!   nothing); the decoder's own allocation is capped at
//!   [`MAX_DECODE_BYTES`]; the service runs at most [`DECODES`] at once in
//!   blocking tasks, so the memory the decodes take together is bounded.
//! - **Upright**: the EXIF orientation is applied to the pixels (the tag
//!   goes with the rest of the metadata, so the pixels must carry it).
//! - **Re-encoded in kind**: JPEG as JPEG (quality [`JPEG_QUALITY`]), PNG as
//!   PNG, GIF as GIF (every frame, within the same pixel budget), WebP as
//!   PNG when it has transparency and as JPEG when not (the codec library
//!   encodes WebP only losslessly, larger than the upload).
//! - **Sized for phones**: copies 320, 750 and 1080 wide (`sizes`).
//! - **Refused**: bytes that do not decode whole (truncated or corrupt), and
//!   polyglots — an image that is also an HTML page, a script or PHP,
//!   which a browser or a misconfigured server could run.
//!
//! Why the `image` crate: the maintained pure-Rust codecs (no C library to
//! patch for the next libpng or libwebp hole), with limits and
//! orientation built in.

use std::io::Cursor;

use image::codecs::gif::{GifDecoder, GifEncoder, Repeat};
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::{AnimationDecoder, DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};

use crate::kernel::error::{AppError, ErrorCode};

/// The most pixels an image may have (a 24-megapixel photo; phones save
/// 12 by default).
pub const MAX_PIXELS: u64 = 25_000_000;
/// The longest side an image may have.
pub const MAX_SIDE: u32 = 12_000;
/// What the decoder may allocate for one image.
pub const MAX_DECODE_BYTES: u64 = 256 * 1024 * 1024;
/// How many images are decoded at once (per instance).
pub const DECODES: usize = 2;
/// JPEG quality of the re-encoded photos.
pub const JPEG_QUALITY: u8 = 85;

/// An image as stored: re-encoded, without metadata, upright.
#[derive(Debug)]
pub struct Reencoded {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub width: u32,
    pub height: u32,
    /// The smaller copies for phones (`sizes`), largest first.
    pub sizes: Vec<super::sizes::Size>,
}

/// Text that makes an upload a polyglot: markup or code a browser or a
/// server could run. A photo's XMP (`<x:xmpmeta`, `<rdf:RDF`) is none of
/// these.
const POLYGLOT_MARKS: [&[u8]; 7] = [
    b"<script",
    b"<html",
    b"<!doctype",
    b"<svg",
    b"<?php",
    b"<iframe",
    b"javascript:",
];

fn is_polyglot(bytes: &[u8]) -> bool {
    let lower = bytes.to_ascii_lowercase();
    POLYGLOT_MARKS
        .iter()
        .any(|m| lower.windows(m.len()).any(|w| w == *m))
}

fn unreadable() -> AppError {
    AppError::invalid("file", "is not a whole, readable image")
}

fn too_large(width: u32, height: u32) -> AppError {
    AppError::new(
        ErrorCode::PayloadTooLarge,
        format!(
            "an image may have at most {MAX_PIXELS} pixels and {MAX_SIDE} on a side; this one is {width} × {height}"
        ),
    )
}

fn limits() -> Limits {
    let mut l = Limits::default();
    l.max_image_width = Some(MAX_SIDE);
    l.max_image_height = Some(MAX_SIDE);
    l.max_alloc = Some(MAX_DECODE_BYTES);
    l
}

fn check_size(width: u32, height: u32) -> Result<(), AppError> {
    if width == 0
        || height == 0
        || width > MAX_SIDE
        || height > MAX_SIDE
        || u64::from(width) * u64::from(height) > MAX_PIXELS
    {
        return Err(too_large(width, height));
    }
    Ok(())
}

/// Decodes `bytes` (already sniffed as `format`) and encodes them again;
/// blocking (CPU) work, for a blocking task.
pub fn reencode(bytes: &[u8], format: ImageFormat) -> Result<Reencoded, AppError> {
    if is_polyglot(bytes) {
        return Err(AppError::invalid(
            "file",
            "holds markup or code besides the image",
        ));
    }
    if format == ImageFormat::Gif {
        return reencode_gif(bytes);
    }
    // The JPEG decoder fills a cut-off scan with grey rather than fail: a
    // truncated upload is caught by its missing end.
    if format == ImageFormat::Jpeg && !jpeg_complete(bytes) {
        return Err(unreadable());
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits());
    let mut decoder = reader.into_decoder().map_err(|e| refusal(&e))?;
    let (width, height) = decoder.dimensions();
    check_size(width, height)?;
    let orientation = decoder.orientation().map_err(|_| unreadable())?;
    let mut img = DynamicImage::from_decoder(decoder).map_err(|e| refusal(&e))?;
    img.apply_orientation(orientation);
    let alpha = img.color().has_alpha();
    let mut out = Vec::new();
    let content_type = match format {
        ImageFormat::Png => {
            encode_png(&img, alpha, &mut out)?;
            "image/png"
        }
        ImageFormat::WebP if alpha => {
            encode_png(&img, alpha, &mut out)?;
            "image/png"
        }
        _ => {
            let rgb = img.to_rgb8();
            JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
                .encode_image(&rgb)
                .map_err(AppError::internal)?;
            "image/jpeg"
        }
    };
    let sizes = super::sizes::phone_sizes(&img, content_type)?;
    Ok(Reencoded {
        bytes: out,
        content_type,
        width: img.width(),
        height: img.height(),
        sizes,
    })
}

fn encode_png(img: &DynamicImage, alpha: bool, out: &mut Vec<u8>) -> Result<(), AppError> {
    // 8 bits a channel: 16-bit PNGs are photos' working copies, twice the
    // bytes for nothing a phone shows.
    let img = if alpha {
        DynamicImage::ImageRgba8(img.to_rgba8())
    } else {
        DynamicImage::ImageRgb8(img.to_rgb8())
    };
    img.write_with_encoder(PngEncoder::new(out))
        .map_err(AppError::internal)
}

/// Every frame within one pixel budget, encoded as a GIF again (the
/// extensions a GIF may carry — comments, XMP — are not written).
fn reencode_gif(bytes: &[u8]) -> Result<Reencoded, AppError> {
    let mut decoder = GifDecoder::new(Cursor::new(bytes)).map_err(|e| refusal(&e))?;
    decoder.set_limits(limits()).map_err(|e| refusal(&e))?;
    let (width, height) = decoder.dimensions();
    check_size(width, height)?;
    let mut budget = MAX_PIXELS;
    let mut frames = Vec::new();
    for frame in decoder.into_frames() {
        let frame = frame.map_err(|e| refusal(&e))?;
        let px = u64::from(width) * u64::from(height);
        budget = budget
            .checked_sub(px)
            .ok_or_else(|| too_large(width, height))?;
        frames.push(frame);
    }
    if frames.is_empty() {
        return Err(unreadable());
    }
    let mut out = Vec::new();
    {
        let mut enc = GifEncoder::new(&mut out);
        // An animation loops (as browsers play one without the loop
        // extension only once); a still image needs no extension.
        if frames.len() > 1 {
            enc.set_repeat(Repeat::Infinite)
                .map_err(AppError::internal)?;
        }
        enc.encode_frames(frames).map_err(AppError::internal)?;
    }
    Ok(Reencoded {
        bytes: out,
        content_type: "image/gif",
        width,
        height,
        sizes: Vec::new(),
    })
}

/// Whether a JPEG's segments and scans run to an end-of-image marker.
/// Segments are skipped by their length (an EXIF thumbnail's own end does
/// not count), scans byte by byte to the next marker (a scan's 0xFF is
/// always followed by 0x00 or a restart marker, so no end is found inside
/// one).
fn jpeg_complete(b: &[u8]) -> bool {
    let mut i = 2;
    loop {
        while i < b.len() && b[i] != 0xFF {
            i += 1;
        }
        while i < b.len() && b[i] == 0xFF {
            i += 1;
        }
        let Some(&marker) = b.get(i) else {
            return false;
        };
        i += 1;
        match marker {
            0xD9 => return true,
            // A stuffed byte, a restart or TEM: no length follows.
            0x00 | 0x01 | 0xD0..=0xD7 => {}
            _ => {
                let (Some(&hi), Some(&lo)) = (b.get(i), b.get(i + 1)) else {
                    return false;
                };
                i += usize::from(u16::from_be_bytes([hi, lo]));
            }
        }
    }
}

/// A decode error as the member's: too large, or not a readable image.
fn refusal(e: &image::ImageError) -> AppError {
    match e {
        image::ImageError::Limits(_) => AppError::new(
            ErrorCode::PayloadTooLarge,
            format!("an image may have at most {MAX_PIXELS} pixels and {MAX_SIDE} on a side"),
        ),
        _ => unreadable(),
    }
}

/// The format [`super::service::sniff_image`] named.
pub fn format_of(content_type: &str) -> Option<ImageFormat> {
    match content_type {
        "image/png" => Some(ImageFormat::Png),
        "image/jpeg" => Some(ImageFormat::Jpeg),
        "image/gif" => Some(ImageFormat::Gif),
        "image/webp" => Some(ImageFormat::WebP),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
