//! The points shop (my / point shop, choose record, receive info).

pub mod redeem;
pub mod service;
