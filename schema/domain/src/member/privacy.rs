//! Masking of personal data (security.md "Personal data").

use crate::kernel::Permission;

/// Whether `viewer` may see `member_id`'s personal data (full phone, legal
/// name, addresses): the member themselves, and staff holding
/// [`Permission::Members`]. The one place this rule lives; GraphQL and the
/// legacy layer both ask it.
pub fn sees_private(viewer: Option<&crate::kernel::Viewer>, member_id: i64) -> bool {
    viewer.is_some_and(|v| v.member_id == member_id || v.is_staff_with(Permission::Members))
}

/// Whether a member passed real-name authentication (`IdNumberAuth`).
pub fn is_real_name_auth(m: &entities::member::Model) -> bool {
    !m.legal_name.is_empty() && !m.id_number.is_empty()
}

/// `13812345678` → `138****5678`; anything else is fully starred.
pub fn mask_phone(phone: &str) -> String {
    let chars: Vec<char> = phone.chars().collect();
    if chars.len() == 11 {
        format!(
            "{}****{}",
            chars[..3].iter().collect::<String>(),
            chars[7..].iter().collect::<String>()
        )
    } else {
        "*".repeat(chars.len())
    }
}

/// An ID number is never returned in full, not even to its owner: the first
/// 3 and last 2 characters stay, e.g. `110*************2X`.
pub fn mask_id_number(id: &str) -> String {
    let chars: Vec<char> = id.chars().collect();
    if chars.len() < 6 {
        return "*".repeat(chars.len());
    }
    let n = chars.len();
    format!(
        "{}{}{}",
        chars[..3].iter().collect::<String>(),
        "*".repeat(n - 5),
        chars[n - 2..].iter().collect::<String>()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn viewer(id: i64, staff: bool) -> crate::kernel::Viewer {
        crate::kernel::Viewer {
            member_id: id,
            is_office: staff,
            permissions: if staff {
                vec![Permission::Members]
            } else {
                vec![]
            },
            token_id: String::new(),
            expires_at: crate::kernel::clock::now(),
        }
    }

    #[test]
    fn only_the_member_and_staff_see_private_data() {
        assert!(sees_private(Some(&viewer(1, false)), 1));
        assert!(sees_private(Some(&viewer(2, true)), 1));
        assert!(!sees_private(Some(&viewer(2, false)), 1));
        assert!(!sees_private(None, 1));
        let mut staff_without = viewer(2, true);
        staff_without.permissions.clear();
        assert!(
            !sees_private(Some(&staff_without), 1),
            "staff need the permission"
        );
    }

    #[test]
    fn phones() {
        assert_eq!(mask_phone("13812345678"), "138****5678");
        assert_eq!(mask_phone("123"), "***");
        assert_eq!(mask_phone(""), "");
    }

    #[test]
    fn id_numbers() {
        assert_eq!(mask_id_number("11010519491231002X"), "110*************2X");
        assert_eq!(mask_id_number(""), "");
    }
}
