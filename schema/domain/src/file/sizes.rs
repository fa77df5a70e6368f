//! Sizes for phones (issue 58): a stored photo also gets copies
//! [`WIDTHS`] wide (only those narrower than it), so a feed on a 750 px
//! phone fetches a few tens of KiB a picture, not the whole photo. The
//! client asks with `srcset` (`?w=` on the file's URL) and the server
//! answers the smallest copy at least that wide, or the stored image when
//! none is.
//!
//! Copies are made in kind (JPEG as JPEG at [`JPEG_QUALITY`], PNG as PNG)
//! in the upload's blocking task, each from the next larger one (a third
//! of the work of three resizes of the original). A GIF gets none: its
//! frames would all need resizing, and GIFs here are small stickers.
//! WebP is not offered: the pure-Rust codec encodes it only losslessly,
//! larger than these JPEGs (ARCHITECTURE.md "Uploaded images").

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::DynamicImage;

use crate::kernel::error::{AppError, AppResult};

/// The widths made: a third of a 375-point phone's width at 2× (a feed's
/// grid cell), a full 375-point width at 2×, and at 3× (1080).
pub const WIDTHS: [u32; 3] = [320, 750, 1080];
/// JPEG quality of the copies (smaller than the stored photo's 85: they are
/// seen at phone size).
pub const JPEG_QUALITY: u8 = 80;

/// A smaller copy.
#[derive(Debug)]
pub struct Size {
    pub width: u32,
    pub bytes: Vec<u8>,
}

/// The copies of `img` (to be stored as `content_type`) narrower than it,
/// largest first.
pub fn phone_sizes(img: &DynamicImage, content_type: &str) -> AppResult<Vec<Size>> {
    if content_type == "image/gif" {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    let mut source = std::borrow::Cow::Borrowed(img);
    for &width in WIDTHS.iter().rev() {
        if width >= source.width() {
            continue;
        }
        // The height from the image's own aspect (not the last copy's,
        // whose rounding would add up).
        let height = ((u64::from(img.height()) * u64::from(width) + u64::from(img.width()) / 2)
            / u64::from(img.width()))
        .max(1) as u32;
        let smaller = source.resize_exact(width, height, FilterType::CatmullRom);
        let mut bytes = Vec::new();
        if content_type == "image/png" {
            smaller
                .write_with_encoder(image::codecs::png::PngEncoder::new(&mut bytes))
                .map_err(AppError::internal)?;
        } else {
            JpegEncoder::new_with_quality(&mut bytes, JPEG_QUALITY)
                .encode_image(&smaller.to_rgb8())
                .map_err(AppError::internal)?;
        }
        out.push(Size { width, bytes });
        source = std::borrow::Cow::Owned(smaller);
    }
    Ok(out)
}

/// The `sizes` column's text for these copies ("320,750,1080").
pub fn listed(sizes: &[Size]) -> String {
    let mut widths: Vec<u32> = sizes.iter().map(|s| s.width).collect();
    widths.sort_unstable();
    widths
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The copy to answer `?w=wanted` with: the smallest listed at least that
/// wide, or `None` for the stored image (none listed is wide enough).
pub fn pick(listed: &str, wanted: u32) -> Option<u32> {
    listed
        .split(',')
        .filter_map(|w| w.parse::<u32>().ok())
        .filter(|&w| w >= wanted)
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageReader, RgbImage};

    fn photo(w: u32, h: u32) -> DynamicImage {
        DynamicImage::ImageRgb8(RgbImage::from_fn(w, h, |x, y| {
            image::Rgb([(x % 251) as u8, (y % 241) as u8, ((x * y) % 239) as u8])
        }))
    }

    #[test]
    fn copies_are_made_only_narrower_than_the_image_in_its_kind() {
        let sizes = phone_sizes(&photo(1200, 900), "image/jpeg").expect("sizes");
        let widths: Vec<u32> = sizes.iter().map(|s| s.width).collect();
        assert_eq!(widths, vec![1080, 750, 320]);
        assert_eq!(listed(&sizes), "320,750,1080");
        for s in &sizes {
            let img = ImageReader::new(std::io::Cursor::new(&s.bytes))
                .with_guessed_format()
                .expect("format")
                .decode()
                .expect("decodes");
            assert_eq!(img.width(), s.width);
            // The aspect kept (4:3, rounded).
            assert_eq!(img.height(), (s.width * 3 + 2) / 4);
            assert!(s.bytes.starts_with(&[0xFF, 0xD8]));
        }
        let png = phone_sizes(&photo(800, 100), "image/png").expect("sizes");
        assert_eq!(
            png.iter().map(|s| s.width).collect::<Vec<_>>(),
            vec![750, 320]
        );
        assert!(png[0].bytes.starts_with(b"\x89PNG"));
        assert!(phone_sizes(&photo(300, 300), "image/jpeg")
            .expect("none")
            .is_empty());
        assert!(phone_sizes(&photo(2000, 10), "image/gif")
            .expect("none")
            .is_empty());
    }

    #[test]
    fn the_smallest_copy_wide_enough_is_picked() {
        assert_eq!(pick("320,750,1080", 200), Some(320));
        assert_eq!(pick("320,750,1080", 320), Some(320));
        assert_eq!(pick("320,750,1080", 321), Some(750));
        assert_eq!(pick("320,750,1080", 1080), Some(1080));
        assert_eq!(pick("320,750,1080", 1500), None);
        assert_eq!(pick("", 320), None);
    }
}
