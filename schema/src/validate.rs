//! Input checks shared by several services. Each names the field it checks,
//! as the caller spelled it (lowerCamelCase), in its error.

use crate::error::{AppError, AppResult};

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

/// A staff password: 8 to 128 characters (NIST SP 800-63B lengths).
pub fn password(field: &str, value: &str) -> AppResult<()> {
    let n = value.chars().count();
    if (8..=128).contains(&n) {
        Ok(())
    } else {
        Err(AppError::invalid(field, "must be 8 to 128 characters"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
