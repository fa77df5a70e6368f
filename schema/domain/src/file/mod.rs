//! Uploaded files: images only, re-encoded, sized for phones, public or
//! private by what they are attached to, swept when never used.
//!
//! # Design notes
//!
//! The rules are in `service` (at most 5 MiB, images only as told by their
//! first bytes, a random name, the objects and then the row, so a row never
//! names a missing object); where the objects live is the kernel's
//! `FileStore` (`<data-dir>/uploads`). Each row keeps its owner, so the
//! areas that attach uploads (avatars, posts, feedback, shop items and
//! certificates) accept only the caller's own, through `attach`, which
//! also records the attachment and whether it makes the file private.
//! Table `uploaded_file` (read nowhere else).
//!
//! What is stored is never the bytes sent: `images` decodes them within a
//! pixel and memory bound, turns them upright, and encodes them again
//! without any metadata (a phone photo's EXIF GPS position among it), or
//! refuses them (a bomb, a truncated file, a polyglot); `sizes` makes the
//! copies phones fetch (`?w=`). A private file (a licence photo) is read
//! only through a signed URL (`signed`). `limits` counts a member's
//! uploads an hour and MiB a day; `sweep` deletes files never attached
//! and objects left without a row; `erase` a cancelled account's uploads.

pub mod attach;
pub mod erase;
pub mod images;
pub mod limits;
pub mod service;
pub mod signed;
pub mod sizes;
pub mod sweep;

pub use attach::{attach, release, Holder, Reach};
pub use service::{open, sniff_image, store_image, FileStore, Read, MAX_UPLOAD_BYTES};
