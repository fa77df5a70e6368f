//! The segmenter: text to search tokens, the same at index and query time.

use std::sync::LazyLock;

use jieba_rs::Jieba;
use unicode_normalization::UnicodeNormalization;

/// Words of the domain that jieba's default dictionary lacks or would cut
/// in two ("双色球" → "双色" + "球"). Each is added with the frequency jieba
/// suggests for keeping it whole, so it stays one token, and its
/// dictionary sub-words ("双色", "竞彩") are offered too by
/// `cut_for_search`. Written as they read; they are lowercased as the text
/// is ("福彩3D" matches "福彩3d"). How to add one: docs/operations.md
/// "Search".
pub const DOMAIN_WORDS: &[&str] = &[
    "双色球",
    "双色",
    "大乐透",
    "乐透",
    "竞彩",
    "竞彩足球",
    "竞彩篮球",
    "北京单场",
    "七星彩",
    "排列三",
    "排列五",
    "福彩3D",
    "福彩",
    "体彩",
    "快乐8",
    "七乐彩",
    "胆拖",
    "复式",
    "单式",
    "串关",
    "让球",
    "大小球",
    "开奖",
    "奖池",
    "红球",
    "蓝球",
    "前区",
    "后区",
    "和值",
    "跨度",
    "走势图",
];

/// Raised whenever [`DOMAIN_WORDS`] changes: documents indexed before are
/// cut the old way, and a query cut the new way may miss them, so areas key
/// their backfill jobs by it (`member::findable`) and the next start indexes
/// everything again.
pub const DICTIONARY_VERSION: u32 = 1;

/// The longest text indexed, in characters: a document's tokens must stay
/// well inside PostgreSQL's tsvector limit (1 MB) and jieba's time linear
/// in something bounded. Posts are far shorter; the rest is not searched.
pub const MAX_TEXT_CHARS: usize = 20_000;

/// Built once per process: loading the default dictionary is the costly
/// part, and every call shares it (jieba's `cut_*` take `&self`).
static JIEBA: LazyLock<Jieba> = LazyLock::new(|| {
    let mut jieba = Jieba::new();
    // Shorter words first: the frequency jieba suggests for a word is the
    // one that beats its best cut, so "双色球" must be weighed against
    // "双色" + "球", not against single characters.
    let mut words: Vec<String> = DOMAIN_WORDS.iter().map(|w| w.to_lowercase()).collect();
    words.sort_by_key(|w| w.chars().count());
    for word in &words {
        jieba.add_word(word, None, None);
    }
    jieba
});

/// The search tokens of `text`, in order, repeats kept (they count toward
/// ranking): NFKC (full-width letters and digits become ASCII), lowercase,
/// jieba's search-mode cut with HMM, each piece split on anything not
/// alphanumeric (punctuation and spaces are never tokens, and no token can
/// hold a quote or an operator of either database's query syntax).
pub fn tokens(text: &str) -> Vec<String> {
    let normal: String = text
        .nfkc()
        .take(MAX_TEXT_CHARS)
        .flat_map(char::to_lowercase)
        .collect();
    let mut out = Vec::new();
    for token in JIEBA.cut_for_search(&normal, true) {
        out.extend(
            token
                .word
                .split(|c: char| !c.is_alphanumeric())
                .filter(|part| !part.is_empty())
                .map(str::to_owned),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::tokens;

    #[test]
    fn domain_words_are_whole_and_their_parts_are_offered() {
        let t = tokens("今天的双色球开奖了");
        assert!(t.contains(&"双色球".to_owned()), "{t:?}");
        assert!(t.contains(&"双色".to_owned()), "{t:?}");
        let t = tokens("竞彩足球推荐");
        assert!(t.contains(&"竞彩足球".to_owned()), "{t:?}");
        assert!(t.contains(&"竞彩".to_owned()), "{t:?}");
    }

    #[test]
    fn full_width_and_case_fold_punctuation_goes() {
        assert_eq!(tokens("ＡＢＣ１２"), tokens("abc12"));
        assert_eq!(tokens("福彩３Ｄ"), tokens("福彩3d"));
        let t = tokens("  ，。!?  ");
        assert!(t.is_empty(), "{t:?}");
        assert!(tokens("a\"b OR c")
            .iter()
            .all(|t| t.chars().all(char::is_alphanumeric)));
    }
}
