//! Input checks shared by several services. Each names the field it checks,
//! as the caller spelled it (lowerCamelCase), in its error.

use crate::kernel::error::{AppError, AppResult};

/// A mainland China mobile number: 11 digits starting with 1[3-9].
pub fn mobile(field: &str, value: &str) -> AppResult<()> {
    let b = value.as_bytes();
    let ok = b.len() == 11
        && b[0] == b'1'
        && (b'3'..=b'9').contains(&b[1])
        && b.iter().all(u8::is_ascii_digit);
    if ok {
        Ok(())
    } else {
        Err(AppError::invalid(
            field,
            "must be an 11-digit mobile number starting with 13-19",
        ))
    }
}

/// `value` trimmed, at most `max` characters (not bytes: names are Chinese),
/// and no NUL (PostgreSQL cannot store it in text).
pub fn max_chars(field: &str, value: &str, max: usize) -> AppResult<String> {
    no_nul(field, value)?;
    let v = value.trim();
    if v.chars().count() > max {
        return Err(AppError::invalid(
            field,
            format!("must be at most {max} characters"),
        ));
    }
    Ok(v.to_owned())
}

/// Refuses a NUL character: every text a caller sends passes here (or the
/// transport's same check) before a database sees it.
pub fn no_nul(field: &str, value: &str) -> AppResult<()> {
    if value.contains('\0') {
        return Err(AppError::invalid(field, "must not contain a NUL character"));
    }
    Ok(())
}

/// Characters a name shown to others may not hold (security.md): they
/// can make one name look like another or reverse what follows it.
///
/// - control characters (Unicode `Cc`: U+0000–001F, U+007F–009F), line
///   breaks included;
/// - bidirectional embeddings, overrides and isolates (U+202A–202E,
///   U+2066–2069);
/// - zero-width and direction marks (U+200B–200F, U+2060 word joiner,
///   U+FEFF byte-order mark). U+200D, the joiner inside emoji sequences, is
///   among them: a name shows such emoji as their parts.
pub fn is_hidden_or_control(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}' | '\u{FEFF}')
}

/// A name shown to others (a nickname, a shop item's name, later post and
/// plan titles): trimmed, 1 to `max` characters, none of
/// [`is_hidden_or_control`]. The one check every area uses for such text.
pub fn display_name(field: &str, value: &str, max: usize) -> AppResult<String> {
    no_nul(field, value)?;
    let v = value.trim();
    if v.is_empty() {
        return Err(AppError::invalid(field, "is required"));
    }
    if let Some(c) = v.chars().find(|c| is_hidden_or_control(*c)) {
        return Err(AppError::invalid(
            field,
            format!(
                "must not contain control, direction or zero-width characters (U+{:04X})",
                u32::from(c)
            ),
        ));
    }
    if v.chars().count() > max {
        return Err(AppError::invalid(
            field,
            format!("must be at most {max} characters"),
        ));
    }
    Ok(v.to_owned())
}

/// Longest idempotency key a caller may send (a UUID is 36).
pub const MAX_IDEMPOTENCY_KEY: usize = 64;

/// A caller's idempotency key: 1 to 64 printable characters, trimmed.
pub fn idempotency_key(field: &str, key: &str) -> AppResult<String> {
    let key = key.trim();
    if key.is_empty() || key.len() > MAX_IDEMPOTENCY_KEY || key.chars().any(char::is_control) {
        return Err(AppError::invalid(
            field,
            format!("must be 1 to {MAX_IDEMPOTENCY_KEY} printable characters"),
        ));
    }
    Ok(key.to_owned())
}

/// A staff password: 8 to 128 characters (NIST SP 800-63B lengths).
pub fn password(field: &str, value: &str) -> AppResult<()> {
    let n = value.chars().count();
    if (8..=128).contains(&n) {
        Ok(())
    } else {
        Err(AppError::invalid(field, "must be 8 to 128 characters"))
    }
}

/// A resident ID number (GB 11643-1999): 18 characters, 17 digits and a
/// MOD 11-2 check character, with a real birth date in positions 7–14.
/// Returns it normalised (a lower-case `x` becomes `X`).
pub fn id_number(field: &str, raw: &str) -> AppResult<String> {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const CHECK: &[u8; 11] = b"10X98765432";
    let s = raw.trim().to_ascii_uppercase();
    let b = s.as_bytes();
    if b.len() != 18 {
        return Err(AppError::invalid(field, "must be 18 characters"));
    }
    if !b[..17].iter().all(u8::is_ascii_digit) || !(b[17].is_ascii_digit() || b[17] == b'X') {
        return Err(AppError::invalid(
            field,
            "must be 17 digits and a digit or X",
        ));
    }
    let birth = chrono::NaiveDate::parse_from_str(&s[6..14], "%Y%m%d")
        .ok()
        .filter(|d| *d >= chrono::NaiveDate::from_ymd_opt(1900, 1, 1).unwrap_or_default())
        .filter(|d| *d <= crate::kernel::clock::now().date_naive());
    if birth.is_none() {
        return Err(AppError::invalid(field, "has an impossible birth date"));
    }
    let sum: u32 = b[..17]
        .iter()
        .zip(WEIGHTS)
        .map(|(d, w)| u32::from(d - b'0') * w)
        .sum();
    if CHECK[(sum % 11) as usize] != b[17] {
        return Err(AppError::invalid(field, "check digit does not match"));
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_refuse_hidden_and_control_characters() {
        assert_eq!(display_name("nickName", " 彩友🎰 ", 20).unwrap(), "彩友🎰");
        for bad in [
            "\u{202e}\u{200b}🎰管理员\u{feff}",
            "管理\u{2066}员",
            "a\u{200d}b",
            "a\u{2060}b",
            "a\nb",
            "a\u{7f}b",
            "a\u{85}b",
        ] {
            let err = display_name("nickName", bad, 20).unwrap_err();
            assert_eq!(err.field.as_deref(), Some("nickName"), "{bad:?}");
            assert!(err.message.contains("U+"), "{}", err.message);
        }
        let nul = display_name("nickName", "a\0b", 20).unwrap_err();
        assert!(nul.message.contains("NUL"), "{}", nul.message);
        assert!(display_name("nickName", "   ", 20).is_err());
        assert!(display_name("nickName", &"字".repeat(21), 20).is_err());
        assert!(max_chars("note", "a\0", 20).is_err());
        assert_eq!(
            max_chars("note", "第一行\n第二行", 20).unwrap(),
            "第一行\n第二行"
        );
    }

    #[test]
    fn id_numbers_per_gb_11643() {
        assert_eq!(
            id_number("idNumber", "11010519491231002X").unwrap(),
            "11010519491231002X"
        );
        assert_eq!(
            id_number("idNumber", "11010519491231002x").unwrap(),
            "11010519491231002X"
        );
        // Each bad input fails for its own reason (the date cases carry a
        // correct check digit).
        for (bad, why) in [
            ("110105194912310021", "check digit"),
            ("11010519491231002", "18 characters"),
            ("110105194902310026", "birth date"), // 31 February
            ("110105294912310028", "birth date"), // born in 2949
            ("11010519491231002Y", "digit or X"),
        ] {
            let err = id_number("idNumber", bad).unwrap_err();
            assert_eq!(err.field.as_deref(), Some("idNumber"), "{bad}");
            assert!(err.message.contains(why), "{bad}: {}", err.message);
        }
    }

    #[test]
    fn mobiles() {
        assert!(mobile("mobile", "13800138000").is_ok());
        assert!(mobile("mobile", "19912345678").is_ok());
        for bad in [
            "",
            "1380013800",
            "138001380000",
            "12800138000",
            "2380013800a",
            "1380013800x",
        ] {
            let err = mobile("mobile", bad).unwrap_err();
            assert_eq!(err.field.as_deref(), Some("mobile"), "{bad}");
        }
    }

    #[test]
    fn passwords() {
        assert!(password("password", "correct horse").is_ok());
        assert!(password("password", "short").is_err());
    }

    // Property tests: any text is answered without a panic, and an ID
    // number built by the rules (any area, any real birth date, any
    // sequence) passes exactly when its check character is the computed one.
    mod properties {
        use super::super::id_number;
        use proptest::prelude::*;

        const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
        const CHECK: &[u8; 11] = b"10X98765432";

        fn check_char(first17: &str) -> char {
            let sum: u32 = first17
                .bytes()
                .zip(WEIGHTS)
                .map(|(d, w)| u32::from(d - b'0') * w)
                .sum();
            CHECK[(sum % 11) as usize] as char
        }

        fn body() -> impl Strategy<Value = String> {
            (100_000u32..=999_999, 0i64..(365 * 100), 0u32..=999).prop_map(|(area, days, seq)| {
                let born = chrono::NaiveDate::from_ymd_opt(1920, 1, 1).unwrap()
                    + chrono::Duration::days(days);
                format!("{area}{}{seq:03}", born.format("%Y%m%d"))
            })
        }

        proptest! {
            #[test]
            fn any_text_is_answered_without_a_panic(raw in "\\PC{0,30}") {
                if let Ok(s) = id_number("idNumber", &raw) {
                    prop_assert_eq!(s.len(), 18);
                    prop_assert_eq!(s.to_ascii_uppercase(), s);
                }
            }

            #[test]
            fn a_number_passes_exactly_with_its_own_check_character(first17 in body(), other in 0usize..11) {
                let good = check_char(&first17);
                let id = format!("{first17}{good}");
                prop_assert_eq!(id_number("idNumber", &id).unwrap(), id.clone());
                prop_assert_eq!(id_number("idNumber", &id.to_ascii_lowercase()).unwrap(), id);
                let wrong = CHECK[other] as char;
                if wrong != good {
                    let err = id_number("idNumber", &format!("{first17}{wrong}")).unwrap_err();
                    prop_assert_eq!(err.field.as_deref(), Some("idNumber"));
                }
            }
        }
    }
}
