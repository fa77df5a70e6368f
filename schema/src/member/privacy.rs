//! Masking of personal data (security.md "Personal data").

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
