//! Documents admitted before, by their text. Admission depends on the text
//! alone (its size, tokens, nesting, syntax and shape: constants, no
//! setting), so a text admitted once is admitted again; clients send the
//! same few documents over and over (the web client's persisted ones,
//! partners' and tools' texts), and parsing was the largest single part of
//! a board page's time (BENCHMARKS.md, W16: the parser 14 % of the
//! server's CPU). Refused texts are never kept, so a hostile document costs
//! its full check every time; variables are checked per request.

use std::sync::{Arc, LazyLock};

use async_graphql::parser::types::ExecutableDocument;
use quick_cache::sync::Cache;
use quick_cache::Weighter;

/// The texts kept, weighed by their length: at most this many bytes of
/// text (a parsed document is some ten to twenty times its text, so a few
/// tens of megabytes at worst; the web client's whole set of documents is
/// well under a tenth of it).
const TEXT_BYTES: u64 = 2 * 1024 * 1024;
/// How many documents the cache is shaped for (its memory is by weight).
const ESTIMATED_DOCUMENTS: usize = 4096;

#[derive(Clone)]
struct ByLength;

impl Weighter<String, Arc<ExecutableDocument>> for ByLength {
    fn weight(&self, text: &String, _: &Arc<ExecutableDocument>) -> u64 {
        // At least 1: an item of weight 0 would never be evicted.
        text.len().max(1) as u64
    }
}

static KNOWN: LazyLock<Cache<String, Arc<ExecutableDocument>, ByLength>> =
    LazyLock::new(|| Cache::with_weighter(ESTIMATED_DOCUMENTS, TEXT_BYTES, ByLength));

/// The document of `text` when it was admitted before.
pub(super) fn get(text: &str) -> Option<Arc<ExecutableDocument>> {
    KNOWN.get(text)
}

/// Keeps `doc`, which `text` was just admitted as, and answers it shared.
pub(super) fn keep(text: &str, doc: ExecutableDocument) -> Arc<ExecutableDocument> {
    let doc = Arc::new(doc);
    KNOWN.insert(text.to_owned(), doc.clone());
    doc
}
