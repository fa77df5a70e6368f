//! Moderation: the sensitive-word list staff keep, and the one check of a
//! text against it. An area below member, quiz (and the community to
//! come): they call [`check`] on what others will read (nicknames, plan
//! titles and analyses, application statements).
//!
//! # Design notes
//!
//! - Table `sensitive_word` (migration `m20261127_000016`): each word
//!   unique, lowercased (ASCII) and trimmed, with its action: `BLOCK`
//!   refuses the text (`SENSITIVE_CONTENT`, naming the field); `HOLD` marks
//!   it for review where a review queue exists (the community's posts) and
//!   refuses it elsewhere.
//! - The matcher is aho-corasick (leftmost-longest, ASCII case-insensitive):
//!   one pass over the text whatever the number of words, not a loop of
//!   `contains`. It is built once from the table and kept by a bus
//!   [`Keeper`](crate::kernel::events::Keeper) (`words::Cached`): staff
//!   changes publish `ModerationEvent::WordsChanged`, every instance drops
//!   its copy and the next check reads the table once; a read that raced a
//!   change is not kept, and nothing is kept while the bus may be missing
//!   events (Redis down).

pub mod events;
pub mod words;

pub use words::{check, Action, Verdict};
