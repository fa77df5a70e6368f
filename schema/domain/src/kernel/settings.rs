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

/// One area's settings.
struct Entry {
    area: &'static str,
    keys: Vec<&'static str>,
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

    /// Registers `area`'s settings: the keys it owns and the check of a
    /// value.
    pub fn own(
        &mut self,
        area: &'static str,
        keys: impl IntoIterator<Item = &'static str>,
        check: Check,
    ) -> &mut Self {
        self.entries.push(Entry {
            area,
            keys: keys.into_iter().collect(),
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
        for entry in self.entries.iter().filter(|e| e.keys.contains(&key)) {
            (entry.check)(key, string_value, int_value)?;
        }
        Ok(())
    }

    /// (area, key) of every registered setting, in registration order.
    pub fn keys(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.entries
            .iter()
            .flat_map(|e| e.keys.iter().map(move |k| (e.area, *k)))
    }
}
