//! Staff permissions, named once.
//!
//! The spec names the permission values (`PERMISSION_TYPE_1`, `…_2`) but not
//! what they gate; the mapping is ours (docs/api.md, "Staff: member management"): the first
//! manages members and reads their personal data, the second runs operations
//! (feedback, messages, the points shop, draws, tracking). A permission only
//! counts for staff (`is_office`).

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Permission {
    /// `PERMISSION_TYPE_1`: member management and members' personal data.
    Members,
    /// `PERMISSION_TYPE_2`: feedback, messages, the shop, draws, tracking.
    Operations,
}

impl Permission {
    /// Every permission; an administrator (`create-staff`) holds them all.
    pub const ALL: [Permission; 2] = [Permission::Members, Permission::Operations];

    /// The stored and wire name.
    pub fn name(self) -> &'static str {
        match self {
            Permission::Members => "PERMISSION_TYPE_1",
            Permission::Operations => "PERMISSION_TYPE_2",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }

    /// What the permission is for, as errors name it.
    pub fn role(self) -> &'static str {
        match self {
            Permission::Members => "members",
            Permission::Operations => "operations",
        }
    }

    /// The permissions of a stored JSON array of names; unknown names are
    /// ignored (they grant nothing).
    pub fn from_json(value: &serde_json::Value) -> Vec<Self> {
        value
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().and_then(Self::from_name))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The stored JSON array of `permissions`' names.
    pub fn to_json(permissions: &[Permission]) -> serde_json::Value {
        serde_json::Value::from(permissions.iter().map(|p| p.name()).collect::<Vec<_>>())
    }
}

impl fmt::Display for Permission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_ones_grant_nothing() {
        for p in Permission::ALL {
            assert_eq!(Permission::from_name(p.name()), Some(p));
        }
        let stored = serde_json::json!(["PERMISSION_TYPE_2", "ROOT", 7]);
        assert_eq!(Permission::from_json(&stored), vec![Permission::Operations]);
        assert_eq!(
            Permission::to_json(&Permission::ALL),
            serde_json::json!(["PERMISSION_TYPE_1", "PERMISSION_TYPE_2"])
        );
    }
}
