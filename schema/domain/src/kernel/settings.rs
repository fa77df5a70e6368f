//! The settings areas keep in system config, registered by each area as
//! its jobs are (`domain::settings`): the keys it owns and the check a
//! value must pass before system config stores it. System config asks the
//! registry, so a new setting is a line in its own area, never an edit to
//! system config.
//!
//! A key no area registers is free-form configuration (the client's own
//! keys): only system config's own limits apply to it.

use rules::RuleResult;

use super::error::AppResult;

/// Whether a value may be stored under `key`: the key, the string value and
/// the integer value, `None` for a part the write leaves as it is.
pub type Check =
    fn(key: &str, string_value: Option<&str>, int_value: Option<i64>) -> RuleResult<()>;

/// A setting as the console shows it: its key, the kind of value with
/// its default, and a number's valid range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Definition {
    /// A whole number (`typeIntValue`) from `min` to `max`.
    Int {
        key: &'static str,
        default: i64,
        min: i64,
        max: i64,
    },
    /// A text (`typeStringValue`), checked by the area's check.
    Text {
        key: &'static str,
        default: &'static str,
    },
}

impl Definition {
    /// The system config type it is stored under.
    pub fn key(&self) -> &'static str {
        match self {
            Definition::Int { key, .. } | Definition::Text { key, .. } => key,
        }
    }

    /// Number settings from a `(key, default, min, max)` table, as the
    /// rules crate lists them.
    pub fn ints(table: &'static [(&'static str, i64, i64, i64)]) -> impl Iterator<Item = Self> {
        table
            .iter()
            .map(|&(key, default, min, max)| Definition::Int {
                key,
                default,
                min,
                max,
            })
    }
}

/// One area's settings.
struct Entry {
    area: &'static str,
    definitions: Vec<Definition>,
    check: Check,
}

/// Every registered setting and its check.
#[derive(Default)]
pub struct Registry {
    entries: Vec<Entry>,
}

impl Registry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `area`'s settings: what it owns (key, kind, default,
    /// range) and the check of a value.
    pub fn own(
        &mut self,
        area: &'static str,
        definitions: impl IntoIterator<Item = Definition>,
        check: Check,
    ) -> &mut Self {
        self.entries.push(Entry {
            area,
            definitions: definitions.into_iter().collect(),
            check,
        });
        self
    }

    /// Refuses a value the key's area could not use (`INVALID_ARGUMENT`
    /// naming the field); any value of a key no area registers passes.
    pub fn check(
        &self,
        key: &str,
        string_value: Option<&str>,
        int_value: Option<i64>,
    ) -> AppResult<()> {
        for entry in self
            .entries
            .iter()
            .filter(|e| e.definitions.iter().any(|d| d.key() == key))
        {
            (entry.check)(key, string_value, int_value)?;
        }
        Ok(())
    }

    /// (area, key) of every registered setting, in registration order.
    pub fn keys(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.definitions().map(|(area, d)| (area, d.key()))
    }

    /// (area, definition) of every registered setting, in registration
    /// order.
    pub fn definitions(&self) -> impl Iterator<Item = (&'static str, Definition)> + '_ {
        self.entries
            .iter()
            .flat_map(|e| e.definitions.iter().map(move |d| (e.area, *d)))
    }
}
