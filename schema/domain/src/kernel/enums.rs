//! The enumerations of spec §3 / CONTRACT §6, with their numbers and names.
//!
//! The numbers (and for a few, the names) are how the database stores them;
//! that is all the domain knows of them. The transports speak of them in
//! their own way: the legacy layer's proto3 JSON (name out, name or number
//! in) is `server::legacy::wire_enum`, the GraphQL API mirrors each with an
//! enum of its own (`api::enums`).

/// The stored encoding every such enum has: its CONTRACT §6 number and name.
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

    /// The value stored as `n`; a number the enum does not have (a row
    /// written by hand, or by a newer release) is an error naming the type
    /// and the number, never a silent default (as `kernel::stored`).
    fn stored(n: i64) -> super::error::AppResult<Self> {
        Self::from_number(n).ok_or_else(|| {
            super::error::AppError::internal(format!("unknown stored {} {n}", Self::TYPE_NAME))
        })
    }

    fn from_name(s: &str) -> Option<Self> {
        Self::all().iter().copied().find(|v| v.name() == s)
    }

    /// The value stored as its name `s`; an unknown name is an error
    /// ([`ProtoEnum::stored`]).
    fn stored_name(s: &str) -> super::error::AppResult<Self> {
        Self::from_name(s).ok_or_else(|| {
            super::error::AppError::internal(format!("unknown stored {} `{s}`", Self::TYPE_NAME))
        })
    }
}

/// Defines a CONTRACT §6 enum with its numbers and names ([`ProtoEnum`]). No
/// serde here: each transport writes it its own way.
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
    fn numbers_match_the_contract() {
        assert_eq!(Gate::Manageweb.number(), 3);
        assert_eq!(Gate::Brand2Web.number(), 6);
        assert_eq!(PointsType::InCome.number(), 0);
    }

    #[test]
    fn found_by_number_or_name() {
        assert_eq!(Gate::from_number(1), Some(Gate::App));
        assert_eq!(Gate::from_number(9), None);
        assert_eq!(VipLevel::from_name("LEVEL2"), Some(VipLevel::Level2));
        assert_eq!(WorkflowState::from_name("closed"), None);
        assert_eq!(PointsType::OutGo.name(), "OUT_GO");
    }
}
