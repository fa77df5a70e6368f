//! A linear look at a document's text before any parser sees it.
//!
//! async-graphql's parser (pest) recurses once per nesting level of
//! selections and values: a list literal nested ~1,700 deep in 3.4 KB
//! overflowed a worker's stack and ended the process (issue 39). This scan
//! is one pass over the bytes with a counter and no recursion; it refuses
//! a document with too many tokens or too deep a nesting of `{`, `[` and
//! `(` before the parser runs, so the parser's recursion is bounded by
//! [`MAX_NESTING`] levels.
//!
//! The scan is not a full lexer: it only has to count tokens and brackets
//! the way the parser will see them. Strings (`"…"` and block strings
//! `"""…"""`) and comments are skipped whole, so a bracket inside them is
//! not counted. Anything malformed (an unterminated string, a stray byte)
//! is left for the parser to report.

use domain::{AppError, ErrorCode};

/// Tokens in one document (security.md: ≤ 2000).
pub const MAX_TOKENS: usize = 2000;
/// Nesting of `{`, `[` and `(`, values and selections together
/// (security.md: ≤ 64).
pub const MAX_NESTING: usize = 64;

/// What the scan counted in a document it let through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    pub tokens: usize,
    pub nesting: usize,
}

/// Counts `text`'s tokens and bracket nesting, stopping at the first
/// limit passed.
pub fn scan(text: &str) -> Result<Counted, AppError> {
    let bytes = text.as_bytes();
    let mut at = 0;
    let mut tokens = 0usize;
    let (mut depth, mut deepest) = (0usize, 0usize);
    while at < bytes.len() {
        let b = bytes[at];
        match b {
            // Ignored: white space, line ends and commas.
            b' ' | b'\t' | b'\n' | b'\r' | b',' => {
                at += 1;
                continue;
            }
            b'#' => {
                at = skip_comment(bytes, at);
                continue;
            }
            b'"' => at = skip_string(bytes, at),
            b'{' | b'[' | b'(' => {
                depth += 1;
                deepest = deepest.max(depth);
                if depth > MAX_NESTING {
                    return Err(AppError::new(
                        ErrorCode::QueryTooNested,
                        format!(
                            "the document nests `{{`, `[` and `(` more than {MAX_NESTING} deep \
                             (near byte {at})"
                        ),
                    ));
                }
                at += 1;
            }
            b'}' | b']' | b')' => {
                depth = depth.saturating_sub(1);
                at += 1;
            }
            b'.' if bytes.get(at..at + 3) == Some(b"...") => at += 3,
            b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                at += 1;
                while at < bytes.len() && (bytes[at] == b'_' || bytes[at].is_ascii_alphanumeric()) {
                    at += 1;
                }
            }
            b'-' | b'0'..=b'9' => {
                at += 1;
                while at < bytes.len()
                    && matches!(bytes[at], b'0'..=b'9' | b'.' | b'e' | b'E' | b'+' | b'-')
                {
                    at += 1;
                }
            }
            // Punctuators and anything else: one token each (the parser
            // refuses what is not GraphQL).
            _ => at += utf8_len(b),
        }
        tokens += 1;
        if tokens > MAX_TOKENS {
            return Err(AppError::new(
                ErrorCode::TooManyTokens,
                format!("the document has more than {MAX_TOKENS} tokens"),
            ));
        }
    }
    Ok(Counted {
        tokens,
        nesting: deepest,
    })
}

/// Past a `#` comment: the next line end.
fn skip_comment(bytes: &[u8], from: usize) -> usize {
    bytes[from..]
        .iter()
        .position(|b| *b == b'\n' || *b == b'\r')
        .map_or(bytes.len(), |n| from + n)
}

/// Past the string starting at `from` (a `"`): a block string ends at the
/// next `"""` not escaped as `\"""`, a plain one at the next unescaped `"`
/// or the line end. An unterminated string runs to the end of the text.
fn skip_string(bytes: &[u8], from: usize) -> usize {
    if bytes.get(from..from + 3) == Some(b"\"\"\"") {
        let mut at = from + 3;
        while at < bytes.len() {
            if bytes[at] == b'\\' && bytes.get(at + 1..at + 4) == Some(b"\"\"\"") {
                at += 4;
            } else if bytes.get(at..at + 3) == Some(b"\"\"\"") {
                return at + 3;
            } else {
                at += 1;
            }
        }
        return bytes.len();
    }
    let mut at = from + 1;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return at + 1,
            b'\n' | b'\r' => return at,
            _ => at += 1,
        }
    }
    bytes.len()
}

/// The length of the UTF-8 sequence that starts with `lead`, so a
/// character outside ASCII counts once.
fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0..=0xFF => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counted(text: &str) -> Counted {
        scan(text).unwrap()
    }

    fn refused(text: &str) -> ErrorCode {
        scan(text).unwrap_err().code
    }

    #[test]
    fn counts_tokens_as_the_parser_sees_them() {
        // { me { id nickname } }  →  { me { id nickname } }
        assert_eq!(counted("{ me { id nickname } }").tokens, 7);
        // query Q($n: Int = -12.5e3) { a(x: $n) ...F }
        let t = counted("query Q($n: Int = -12.5e3) { a(x: $n) ...F }");
        assert_eq!(t.tokens, 21);
        // Comments and commas are not tokens; a string is one.
        assert_eq!(counted("# { [ (\n{ a(s: \"{[(\\\"\", t: 1,) }").tokens, 11);
        assert_eq!(counted("{ a(s: \"\"\"x \\\"\"\" {{{ \"\"\") }").tokens, 8);
        assert_eq!(counted("{ a(s: \"\"\"x \\\"\"\" {{{ \"\"\") }").nesting, 2);
    }

    #[test]
    fn nesting_counts_values_and_selections_together() {
        assert_eq!(counted("{ a { b(x: [[{y: 1}]]) } }").nesting, 6);
        let ok = format!("{{ a(x: {}1{}) }}", "[".repeat(61), "]".repeat(61));
        assert_eq!(counted(&ok).nesting, 63);
        let at_limit = format!("{{ a(x: {}1{}) }}", "[".repeat(62), "]".repeat(62));
        assert_eq!(counted(&at_limit).nesting, MAX_NESTING);
        let over = format!("{{ a(x: {}1{}) }}", "[".repeat(63), "]".repeat(63));
        assert_eq!(refused(&over), ErrorCode::QueryTooNested);
    }

    #[test]
    fn a_hundred_thousand_levels_stop_at_the_limit() {
        let bomb = format!(
            "{{ __typename(x: {}1{}) }}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        );
        assert_eq!(refused(&bomb), ErrorCode::QueryTooNested);
        let objects = format!("{{ a(x: {}) }}", "{a:".repeat(100_000));
        assert_eq!(refused(&objects), ErrorCode::QueryTooNested);
    }

    #[test]
    fn tokens_at_the_limit_and_one_more() {
        // `{` + n names + `}`.
        let at = format!("{{{}}}", " a".repeat(MAX_TOKENS - 2));
        assert_eq!(counted(&at).tokens, MAX_TOKENS);
        let over = format!("{{{}}}", " a".repeat(MAX_TOKENS - 1));
        assert_eq!(refused(&over), ErrorCode::TooManyTokens);
    }

    #[test]
    fn anything_ends_without_a_panic() {
        for text in [
            "\"",
            "\"\"\"",
            "\"\\",
            "#",
            "...",
            "..",
            "-",
            "{",
            "}}}}",
            "\u{202e}",
            "a\0b",
            "\"\"\"\\\"\"\"",
        ] {
            scan(text).unwrap();
        }
    }
}
