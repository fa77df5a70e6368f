//! The console's overview (概览): the platform's daily figures from the
//! roll-up and what waits for staff now. Full schema only; everything is
//! `domain::overview`, the resolver only maps.

mod staff;

pub use staff::*;
