//! Uploaded files: images only, stored under the data dir by random names.

mod graphql;
mod service;

pub use graphql::FileMutation;
pub use service::{open, sniff_image, store_image, FileStore, MAX_UPLOAD_BYTES};
