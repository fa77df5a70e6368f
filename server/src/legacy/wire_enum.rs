//! Enums on the legacy wire (CONTRACT §5/§6): the proto3 JSON mapping,
//! written by name, read by name or by number (also a number in a string).
//!
//! The domain's enums know only their stored encoding ([`ProtoEnum`]: the
//! numbers and names of CONTRACT §6). Their serde and their JSON Schema for
//! the OpenAPI document live here, on one generic newtype [`Wire`], because
//! neither serde's nor schemars' traits may be implemented in this crate for
//! the domain's types (orphan rule). One generic wrapper instead of a mirror
//! enum per domain enum keeps a single list of variants (the domain's) and
//! costs each wire field only its type.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use domain::kernel::enums::ProtoEnum;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A domain enum as the legacy wire writes and reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wire<E>(pub E);

impl<E> Wire<E> {
    pub fn into_inner(self) -> E {
        self.0
    }
}

impl<E: ProtoEnum> From<E> for Wire<E> {
    fn from(e: E) -> Self {
        Self(e)
    }
}

impl<E: ProtoEnum> Serialize for Wire<E> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name())
    }
}

impl<'de, E: ProtoEnum> Deserialize<'de> for Wire<E> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NameOrNumber::<E>(PhantomData)).map(Wire)
    }
}

// The OpenAPI document: written by name, read by name or number.
impl<E: ProtoEnum> schemars::JsonSchema for Wire<E> {
    fn schema_name() -> Cow<'static, str> {
        E::TYPE_NAME.into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let names: Vec<&str> = E::all().iter().map(|v| v.name()).collect();
        let numbers: Vec<i32> = E::all().iter().map(|v| v.number()).collect();
        schemars::json_schema!({
            "oneOf": [
                {"type": "string", "enum": names},
                {"type": "integer", "enum": numbers}
            ]
        })
    }
}

/// The legacy wire's tri-state filter (CONTRACT §6): NONE and ALL mean
/// "don't filter". Only the wire has it; the services take `Option<bool>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BooleanOption {
    None,
    True,
    False,
    All,
}

impl BooleanOption {
    /// The filter it asks for: `Some(true)`, `Some(false)` or none.
    pub fn filter(self) -> Option<bool> {
        match self {
            Self::True => Some(true),
            Self::False => Some(false),
            Self::None | Self::All => None,
        }
    }
}

impl ProtoEnum for BooleanOption {
    const TYPE_NAME: &'static str = "BooleanOption";
    fn all() -> &'static [Self] {
        &[Self::None, Self::True, Self::False, Self::All]
    }
    fn number(self) -> i32 {
        match self {
            Self::None => 0,
            Self::True => 1,
            Self::False => 2,
            Self::All => 3,
        }
    }
    fn name(self) -> &'static str {
        match self {
            Self::None => "NONE",
            Self::True => "TRUE",
            Self::False => "FALSE",
            Self::All => "ALL",
        }
    }
}

/// An optional tri-state as the filter it asks for.
pub fn flag(w: Option<Wire<BooleanOption>>) -> Option<bool> {
    w.and_then(|w| w.0.filter())
}

/// Serde visitor accepting a name or a number (also a number in a string).
struct NameOrNumber<E>(PhantomData<E>);

impl<E: ProtoEnum> Visitor<'_> for NameOrNumber<E> {
    type Value = E;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let names: Vec<&str> = E::all().iter().map(|v| v.name()).collect();
        write!(f, "one of {} (by name or number)", names.join(", "))
    }

    fn visit_str<Er: de::Error>(self, v: &str) -> Result<E, Er> {
        E::from_name(v)
            .or_else(|| v.parse::<i64>().ok().and_then(E::from_number))
            .ok_or_else(|| Er::invalid_value(de::Unexpected::Str(v), &self))
    }

    fn visit_i64<Er: de::Error>(self, v: i64) -> Result<E, Er> {
        E::from_number(v).ok_or_else(|| Er::invalid_value(de::Unexpected::Signed(v), &self))
    }

    fn visit_u64<Er: de::Error>(self, v: u64) -> Result<E, Er> {
        i64::try_from(v)
            .ok()
            .and_then(E::from_number)
            .ok_or_else(|| Er::invalid_value(de::Unexpected::Unsigned(v), &self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::kernel::enums::{Gate, PointsType, VipLevel, WorkflowState};

    fn out<E: ProtoEnum>(e: E) -> String {
        serde_json::to_string(&Wire(e)).unwrap()
    }

    fn read<E: ProtoEnum>(json: &str) -> Result<E, serde_json::Error> {
        serde_json::from_str::<Wire<E>>(json).map(Wire::into_inner)
    }

    #[test]
    fn written_by_name() {
        assert_eq!(out(Gate::Web), "\"WEB\"");
        assert_eq!(out(PointsType::OutGo), "\"OUT_GO\"");
        assert_eq!(out(VipLevel::Level2), "\"LEVEL2\"");
        assert_eq!(out(Gate::Brand2Web), "\"BRAND2_WEB\"");
    }

    #[test]
    fn read_by_name_or_number() {
        assert_eq!(read::<Gate>("\"APP\"").unwrap(), Gate::App);
        assert_eq!(read::<Gate>("1").unwrap(), Gate::App);
        assert_eq!(read::<Gate>("\"1\"").unwrap(), Gate::App);
        assert_eq!(read::<VipLevel>("2").unwrap(), VipLevel::Level3);
        assert_eq!(read::<BooleanOption>("3").unwrap(), BooleanOption::All);
        assert_eq!(
            read::<WorkflowState>("\"CLOSED\"").unwrap(),
            WorkflowState::Closed
        );
    }

    #[test]
    fn unknown_values_are_rejected_with_the_choices() {
        let err = read::<Gate>("9").unwrap_err().to_string();
        assert!(err.contains("WECHATPROGRAM"), "{err}");
        assert!(read::<Gate>("\"web\"").is_err());
    }

    #[test]
    fn tri_states_as_filters() {
        assert_eq!(BooleanOption::False.number(), 2);
        assert_eq!(flag(Some(Wire(BooleanOption::True))), Some(true));
        assert_eq!(flag(Some(Wire(BooleanOption::False))), Some(false));
        assert_eq!(flag(Some(Wire(BooleanOption::All))), None);
        assert_eq!(flag(Some(Wire(BooleanOption::None))), None);
        assert_eq!(flag(None), None);
    }

    #[test]
    fn the_schema_lists_names_and_numbers() {
        let s = schemars::SchemaGenerator::default().into_root_schema_for::<Wire<PointsType>>();
        let v = serde_json::to_value(&s).unwrap();
        assert_eq!(
            v["oneOf"][0]["enum"],
            serde_json::json!(["IN_COME", "OUT_GO"])
        );
        assert_eq!(v["oneOf"][1]["enum"], serde_json::json!([0, 1]));
    }
}
