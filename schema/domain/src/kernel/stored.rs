//! Enums kept in a text column as their code: one convention for all.
//!
//! Each is declared with [`stored_enum!`], which gives it [`StoredEnum`]:
//! `code()` to write, `from_code()` to read. A code the enum does not know
//! (a row written by hand, or by a newer release) is an error naming the
//! type and the value — `INTERNAL`, logged — never a silent default that
//! would show a hidden post or treat a disabled endpoint as active.
//! `tests/domain/stored_enums.rs` holds every stored enum to this and
//! refuses a hand-written `from_code` elsewhere.
//!
//! (The enums of CONTRACT §6, stored as numbers, are `kernel::enums`'s
//! `ProtoEnum`.)

use super::error::{AppError, AppResult};

/// An enum stored as its code.
pub trait StoredEnum: Sized + Copy + PartialEq + std::fmt::Debug + 'static {
    /// The type's name, for the error.
    const TYPE_NAME: &'static str;
    /// Every value, in declaration order.
    const ALL: &'static [Self];

    /// The code stored for it.
    fn code(self) -> &'static str;

    /// The value stored as `code`; an unknown code is an error.
    fn from_code(code: &str) -> AppResult<Self> {
        Self::ALL
            .iter()
            .copied()
            .find(|v| v.code() == code)
            .ok_or_else(|| {
                AppError::internal(format!("unknown stored {} `{code}`", Self::TYPE_NAME))
            })
    }
}

/// A stored code of a type the pure rules decode (`rules` knows nothing
/// of `AppError`, so its `from_code` gives an `Option` or a rule error):
/// `decoded`, or an error naming the type and the code.
pub fn known<T, E>(type_name: &str, code: &str, decoded: Result<T, E>) -> AppResult<T> {
    decoded.map_err(|_| AppError::internal(format!("unknown stored {type_name} `{code}`")))
}

/// Declares an enum stored as its code ([`StoredEnum`]):
///
/// ```ignore
/// stored_enum!(
///     /// A post's state.
///     pub PostState { Visible => "VISIBLE", Held => "HELD" }
/// );
/// ```
#[macro_export]
macro_rules! stored_enum {
    ($(#[$meta:meta])* $vis:vis $name:ident { $($(#[$vmeta:meta])* $variant:ident => $code:expr),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// The code stored for it.
            pub fn code(self) -> &'static str {
                match self { $($name::$variant => $code),+ }
            }

            /// The value stored as `code`; an unknown code is an error
            /// (`kernel::stored`).
            pub fn from_code(code: &str) -> $crate::kernel::error::AppResult<Self> {
                <Self as $crate::kernel::stored::StoredEnum>::from_code(code)
            }
        }

        impl $crate::kernel::stored::StoredEnum for $name {
            const TYPE_NAME: &'static str = stringify!($name);
            const ALL: &'static [Self] = &[$($name::$variant),+];
            fn code(self) -> &'static str {
                $name::code(self)
            }
        }
    };
}
