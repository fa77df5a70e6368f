//! The proto3 JSON conventions of the legacy layer (CONTRACT §5):
//! - input field names in lowerCamelCase or snake_case ([`normalize_keys`]);
//! - output in lowerCamelCase (wire types use `rename_all = "camelCase"`);
//! - int64 written as strings, read from strings or numbers ([`int64`],
//!   [`opt_int64`], [`vec_int64`]);
//! - enums by name out, name or number in ([`super::wire_enum`]);
//! - unknown fields ignored, an empty body is an empty request.

use serde_json::{Map, Value};

/// `type_string_value` → `typeStringValue`; names without `_` are unchanged.
pub fn snake_to_lower_camel(name: &str) -> String {
    if !name.contains('_') {
        return name.to_owned();
    }
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = !out.is_empty();
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Rewrites every object key of a request to lowerCamelCase, recursively,
/// so wire types only ever see one spelling. When both spellings of one field
/// are sent, the later one in the document wins, as in protobuf's parser.
pub fn normalize_keys(value: Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut out = Map::with_capacity(map.len());
            for (k, v) in map {
                out.insert(snake_to_lower_camel(&k), normalize_keys(v));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(normalize_keys).collect()),
        other => other,
    }
}

/// The schema of an int64 on the wire (for the OpenAPI document): written
/// as a decimal string, read from a string or a number. Fields with
/// `#[serde(with = "int64")]` say `#[schemars(with = "Int64")]`.
pub struct Int64;

impl schemars::JsonSchema for Int64 {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Int64".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "oneOf": [
                {"type": "string", "pattern": "^-?[0-9]{1,19}$"},
                {"type": "integer"}
            ],
            "description": "int64: written as a decimal string, read from a string or a number"
        })
    }
}

/// int64 as a JSON string; read from a string or a number.
pub mod int64 {
    use serde::{de, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &i64, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&v.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
        match StrOrNum::deserialize(d)? {
            StrOrNum::Num(n) => Ok(n),
            StrOrNum::Str(s) => s
                .trim()
                .parse()
                .map_err(|_| de::Error::custom(format!("invalid int64 \"{s}\""))),
        }
    }

    #[derive(Deserialize)]
    #[serde(untagged)]
    pub(super) enum StrOrNum {
        Num(i64),
        Str(String),
    }
}

/// `Option<i64>` as [`int64`]; `null` or absent is `None`.
pub mod opt_int64 {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Option<i64>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(n) => s.serialize_str(&n.to_string()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
        #[derive(Deserialize)]
        struct Wrap(#[serde(with = "super::int64")] i64);
        Ok(Option::<Wrap>::deserialize(d)?.map(|w| w.0))
    }
}

/// `Vec<i64>` with each element as [`int64`].
pub mod vec_int64 {
    use serde::ser::SerializeSeq;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &[i64], s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(v.len()))?;
        for n in v {
            seq.serialize_element(&n.to_string())?;
        }
        seq.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<i64>, D::Error> {
        #[derive(Deserialize)]
        struct Wrap(#[serde(with = "super::int64")] i64);
        Ok(Option::<Vec<Wrap>>::deserialize(d)?
            .unwrap_or_default()
            .into_iter()
            .map(|w| w.0)
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};
    use serde_json::json;

    #[test]
    fn snake_case_becomes_lower_camel() {
        assert_eq!(snake_to_lower_camel("type_string_value"), "typeStringValue");
        assert_eq!(snake_to_lower_camel("typeStringValue"), "typeStringValue");
        assert_eq!(snake_to_lower_camel("id"), "id");
        assert_eq!(snake_to_lower_camel("_private"), "private");
        assert_eq!(snake_to_lower_camel("page_request"), "pageRequest");
    }

    #[test]
    fn keys_are_normalized_recursively() {
        let v =
            normalize_keys(json!({"page_request": {"page_size": 5}, "items": [{"member_id": 1}]}));
        assert_eq!(
            v,
            json!({"pageRequest": {"pageSize": 5}, "items": [{"memberId": 1}]})
        );
    }

    #[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
    #[serde(default, rename_all = "camelCase")]
    struct Wire {
        #[serde(with = "int64")]
        member_id: i64,
        #[serde(with = "opt_int64", skip_serializing_if = "Option::is_none")]
        invite_me_member_id: Option<i64>,
        #[serde(with = "vec_int64")]
        ids: Vec<i64>,
    }

    #[test]
    fn int64_written_as_string_read_from_either() {
        let w = Wire {
            member_id: 9_007_199_254_740_993,
            invite_me_member_id: Some(7),
            ids: vec![1, 2],
        };
        let out = serde_json::to_value(&w).unwrap();
        assert_eq!(
            out,
            json!({"memberId": "9007199254740993", "inviteMeMemberId": "7", "ids": ["1", "2"]})
        );
        let back: Wire = serde_json::from_value(
            json!({"memberId": 9007199254740993i64, "inviteMeMemberId": "7", "ids": [1, "2"]}),
        )
        .unwrap();
        assert_eq!(back, w);
        assert!(serde_json::from_value::<Wire>(json!({"memberId": "x"})).is_err());
    }

    #[test]
    fn absent_and_unknown_fields() {
        let w: Wire = serde_json::from_value(json!({"somethingElse": true})).unwrap();
        assert_eq!(w, Wire::default());
        let w: Wire = serde_json::from_value(json!({"inviteMeMemberId": null})).unwrap();
        assert_eq!(w.invite_me_member_id, None);
    }
}
