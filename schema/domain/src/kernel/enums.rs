//! The enumerations of spec §3 / CONTRACT §6, with their wire numbers.
//!
//! On the legacy wire they follow the proto3 JSON mapping: written by name,
//! read by name or by number, from the one [`proto_enum!`] definition below.
//! The GraphQL API mirrors each with an enum of its own (`api::enums`).

use std::fmt;

use serde::de::{self, Visitor};

/// Conversions every wire enum has.
pub trait ProtoEnum: Sized + Copy + 'static {
    const TYPE_NAME: &'static str;
    fn all() -> &'static [Self];
    fn number(self) -> i32;
    fn name(self) -> &'static str;

    fn from_number(n: i64) -> Option<Self> {
        Self::all()
            .iter()
            .copied()
            .find(|v| i64::from(v.number()) == n)
    }

    fn from_name(s: &str) -> Option<Self> {
        Self::all().iter().copied().find(|v| v.name() == s)
    }
}

/// Serde visitor accepting a name or a number (also a number in a string).
pub struct ProtoEnumVisitor<T>(std::marker::PhantomData<T>);

impl<T> Default for ProtoEnumVisitor<T> {
    fn default() -> Self {
        Self(std::marker::PhantomData)
    }
}

impl<T: ProtoEnum> Visitor<'_> for ProtoEnumVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let names: Vec<&str> = T::all().iter().map(|v| v.name()).collect();
        write!(f, "one of {} (by name or number)", names.join(", "))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<T, E> {
        T::from_name(v)
            .or_else(|| v.parse::<i64>().ok().and_then(T::from_number))
            .ok_or_else(|| E::invalid_value(de::Unexpected::Str(v), &self))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        T::from_number(v).ok_or_else(|| E::invalid_value(de::Unexpected::Signed(v), &self))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        i64::try_from(v)
            .ok()
            .and_then(T::from_number)
            .ok_or_else(|| E::invalid_value(de::Unexpected::Unsigned(v), &self))
    }
}

/// Defines a wire enum: its numbers and proto3 JSON serde. The GraphQL API
/// mirrors it with an enum of its own (`api::enums`), so the public names can
/// move without touching the frozen wire.
macro_rules! proto_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $num:literal => $wire:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $crate::kernel::enums::ProtoEnum for $name {
            const TYPE_NAME: &'static str = stringify!($name);
            fn all() -> &'static [Self] {
                &[$($name::$variant),+]
            }
            fn number(self) -> i32 {
                match self { $($name::$variant => $num),+ }
            }
            fn name(self) -> &'static str {
                match self { $($name::$variant => $wire),+ }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str($crate::kernel::enums::ProtoEnum::name(*self))
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                d.deserialize_any($crate::kernel::enums::ProtoEnumVisitor::<$name>::default())
            }
        }

        // The legacy layer's OpenAPI document: written by name, read by
        // name or number.
        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }
            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({
                    "oneOf": [
                        {"type": "string", "enum": [$($wire),+]},
                        {"type": "integer", "enum": [$($num),+]}
                    ]
                })
            }
        }
    };
}

proto_enum!(
    /// Where a member signs in from.
    Gate {
        Wechatprogram = 0 => "WECHATPROGRAM",
        App = 1 => "APP",
        Web = 2 => "WEB",
        Manageweb = 3 => "MANAGEWEB",
        /// The second brand's mini-program.
        Brand2Wechatprogram = 4 => "BRAND2_WECHATPROGRAM",
        Brand2App = 5 => "BRAND2_APP",
        Brand2Web = 6 => "BRAND2_WEB",
    }
);

proto_enum!(
    /// A tri-state filter: NONE/ALL mean "don't filter".
    BooleanOption {
        None = 0 => "NONE",
        True = 1 => "TRUE",
        False = 2 => "FALSE",
        All = 3 => "ALL",
    }
);

proto_enum!(
    /// The generic record workflow.
    WorkflowState {
        Prestart = 0 => "PRESTART",
        Processing = 1 => "PROCESSING",
        Closed = 2 => "CLOSED",
    }
);

proto_enum!(
    VipLevel {
        Level1 = 0 => "LEVEL1",
        Level2 = 1 => "LEVEL2",
        Level3 = 2 => "LEVEL3",
    }
);

proto_enum!(
    /// Direction of a points ledger row.
    PointsType {
        InCome = 0 => "IN_COME",
        OutGo = 1 => "OUT_GO",
    }
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_by_name() {
        assert_eq!(serde_json::to_string(&Gate::Web).unwrap(), "\"WEB\"");
        assert_eq!(
            serde_json::to_string(&PointsType::OutGo).unwrap(),
            "\"OUT_GO\""
        );
        assert_eq!(
            serde_json::to_string(&VipLevel::Level2).unwrap(),
            "\"LEVEL2\""
        );
        assert_eq!(
            serde_json::to_string(&Gate::Brand2Web).unwrap(),
            "\"BRAND2_WEB\""
        );
    }

    #[test]
    fn read_by_name_or_number() {
        assert_eq!(serde_json::from_str::<Gate>("\"APP\"").unwrap(), Gate::App);
        assert_eq!(serde_json::from_str::<Gate>("1").unwrap(), Gate::App);
        assert_eq!(serde_json::from_str::<Gate>("\"1\"").unwrap(), Gate::App);
        assert_eq!(
            serde_json::from_str::<BooleanOption>("3").unwrap(),
            BooleanOption::All
        );
        assert_eq!(
            serde_json::from_str::<WorkflowState>("\"CLOSED\"").unwrap(),
            WorkflowState::Closed
        );
    }

    #[test]
    fn unknown_values_are_rejected_with_the_choices() {
        let err = serde_json::from_str::<Gate>("9").unwrap_err().to_string();
        assert!(err.contains("WECHATPROGRAM"), "{err}");
        assert!(serde_json::from_str::<Gate>("\"web\"").is_err());
    }

    #[test]
    fn numbers_match_the_contract() {
        assert_eq!(Gate::Manageweb.number(), 3);
        assert_eq!(Gate::Brand2Web.number(), 6);
        assert_eq!(BooleanOption::False.number(), 2);
        assert_eq!(PointsType::InCome.number(), 0);
    }
}
