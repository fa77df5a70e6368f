//! Uploaded files: images only, stored under the data dir by random names.
//!
//! # Design notes
//!
//! The rules are in `service` (at most 5 MiB, images only as told by their
//! first bytes, a random name, the row and the file together or not at all);
//! where the files live is the kernel's `FileStore` (`<data-dir>/uploads`).
//! Each row keeps its owner, so the areas that attach uploads (avatars,
//! posts, feedback, shop items and certificates) accept only the caller's
//! own, through `owned::require_uploaded`. Table `uploaded_file` (read
//! nowhere else).

pub mod owned;
pub mod service;

pub use owned::require_uploaded;
pub use service::{open, sniff_image, store_image, FileStore, MAX_UPLOAD_BYTES};
