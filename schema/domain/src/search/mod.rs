//! Search: Chinese full-text search for the areas built on it — the
//! community's posts and topics, and members' nicknames. An area below
//! them (it uses only the kernel): they [`put`] a document in the
//! transaction that changes its text, [`remove`] it when it must no longer
//! be found, and [`find`] ref ids by a query, most relevant first.
//!
//! # Design notes
//!
//! - **Segmentation is ours, not the database's.** Neither SQLite's FTS5
//!   tokenizers nor PostgreSQL's parsers split Chinese into words (a run of
//!   Han characters is one "word" to both), so the application segments
//!   with jieba-rs (`cut_for_search`, HMM on: the longest words and their
//!   dictionary sub-words, so "双色球" is found by "双色" too) and stores the
//!   tokens joined by spaces; each database then only splits on spaces.
//!   [`tokens`] is the one function run at index and at query time, so the
//!   two always agree. Text is NFKC-normalised first (full-width "ＡＢＣ１２"
//!   matches "abc12"), lowercased, split on non-alphanumerics.
//! - **The dictionary** is jieba's default plus [`segment::DOMAIN_WORDS`]
//!   (lottery names, 胆拖, 串关 …: words jieba would cut in two). Built once
//!   per process (`LazyLock`, on the first use). A word added later
//!   changes how new documents are cut; documents indexed before keep their
//!   old tokens until they are put again, so [`segment::DICTIONARY_VERSION`]
//!   goes up with the list and keys the areas' backfill jobs: the next
//!   start indexes everything again (docs/operations.md "Search").
//! - Table `search_doc` (migration `m20261127_000017`): one row per
//!   `(kind, ref_id)`, unique, with the tokens. The index is each
//!   database's own, the one backend-specific DDL of the migrations:
//!   - SQLite: a contentless FTS5 table `search_fts(tokens)` whose rowid is
//!     `search_doc.id` (`contentless_delete=1`, SQLite ≥ 3.43; the bundled
//!     SQLite is 3.46, a test asserts ≥ 3.43). [`put`] writes both the doc
//!     and the FTS row; [`remove`] deletes both. Ranked by `bm25`.
//!   - PostgreSQL: `search_doc.tsv`, a generated `tsvector` of the tokens
//!     under the `simple` configuration (no stemming, no stop words), with a
//!     GIN index; ranked by `ts_rank(tsv, q, 1)` (normalised by length).
//!   - A query is its tokens, deduplicated, at most 32, all required (AND);
//!     ties are broken by `ref_id` descending (newest first) on both, so the
//!     databases answer in the same order where their scores agree (more
//!     hits of the same words rank first on both; the exact scores differ).
//!   - Only the newest [`CANDIDATES`] matching documents are ranked: a
//!     word in a tenth of the posts would otherwise score and sort every
//!     one of them for a page of 20.
//! - Why not an engine beside the database (Meilisearch, Tantivy): a post
//!   and its document must commit together, in one transaction, on both
//!   backends; a second store would need an outbox and could answer a
//!   removed post. Measured in the session that chose this: at the
//!   community's scale (tens of thousands of posts) both indexes answer in
//!   milliseconds.
//! - **Rankings are kept** ([`kept`]): a query's best 100 ref ids, by
//!   kind and tokens, until the next put or remove of that kind commits
//!   ([`events::SearchEvent::IndexChanged`], announced by [`put`] and
//!   [`remove`] in their unit of work). [`find_kept`] reads through them;
//!   [`find`] always asks the database.
//! - `find` returns ref ids only: the owning area reads its rows and
//!   decides what the caller may see. Members: `member::findable` keeps
//!   active members' nicknames indexed (removed when disabled or
//!   cancelled, put back when enabled), and the `search.backfill_members`
//!   job indexes the members who existed before search did.

pub mod events;
pub mod find;
pub mod index;
pub mod kept;
pub mod segment;

pub use find::{find, find_kept, find_statement, query_tokens, CANDIDATES, MAX_LIMIT};
pub use index::{put, remove};
pub use segment::{tokens, DICTIONARY_VERSION};

/// What a document is; stored as its [`DocKind::name`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocKind {
    Post,
    Topic,
    Member,
}

impl DocKind {
    /// The stored name (`search_doc.kind`).
    pub fn name(self) -> &'static str {
        match self {
            DocKind::Post => "post",
            DocKind::Topic => "topic",
            DocKind::Member => "member",
        }
    }
}
