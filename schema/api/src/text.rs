//! Text the tables keep as `""` for "not given" (the legacy wire's
//! convention), said the public schema's way: `null`.

/// `None` for empty or blank text.
pub fn given(s: &str) -> Option<&str> {
    (!s.trim().is_empty()).then_some(s)
}

/// [`given`] of owned text.
pub fn given_owned(s: String) -> Option<String> {
    (!s.trim().is_empty()).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_is_none() {
        assert_eq!(given(""), None);
        assert_eq!(given("  "), None);
        assert_eq!(given("杭州"), Some("杭州"));
        assert_eq!(given_owned(String::new()), None);
    }
}
