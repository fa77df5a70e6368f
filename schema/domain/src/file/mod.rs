//! Uploaded files: images only, stored under the data dir by random names.

pub mod service;

pub use service::{open, sniff_image, store_image, FileStore, MAX_UPLOAD_BYTES};
