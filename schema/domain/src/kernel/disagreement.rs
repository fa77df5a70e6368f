//! What a data feed says that the stored data does not take (issue 57): a
//! field staff locked, a draw stored with other numbers. The owning area
//! finds them while applying a feed; the feed area lists them for staff
//! (`feed_conflict`). Kept here because both sides need the shape and the
//! owning areas sit below the feed area.

/// One disagreement between a feed and what is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disagreement {
    /// `sports_match:<id>` or `draw:<game>:<issue>`.
    pub subject: String,
    /// `schedule`, `odds`, `result`, `numbers`.
    pub field: String,
    /// The feed's value and the stored one, as short text for staff.
    pub feed_value: String,
    pub stored_value: String,
}
