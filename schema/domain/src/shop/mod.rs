//! The points shop (my / point shop, choose record, receive info).
//!
//! # Design notes
//!
//! - **A redemption takes stock and points together** (`redeem`): the stock
//!   take is a conditional update (CHECK `stock >= 0`), the points move
//!   through `points::ledger::post` (`redeem:…`), in one transaction; the
//!   unique (member, idempotency key) row is written first, so a retry finds
//!   the first outcome (`kernel::idempotency`) and 50 parallel redemptions
//!   leave stock and ledgers exact (tests on both databases).
//! - A redemption copies the item's name and the delivery address, so later
//!   edits change no order. Cancelling refunds the points (`refund:…`) and
//!   restocks.
//! - Staff calls need `Permission::Operations`; item names go through
//!   `kernel::validate::display_name`.
//! - Tables `shop_item` (CHECK `stock >= 0`, `price_points > 0`) and
//!   `shop_redemption`.

pub mod redeem;
pub mod service;
