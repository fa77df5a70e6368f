//! Reading the index: ref ids by a query, most relevant first.

use sea_orm::sea_query::{Alias, Expr, Order, Query, SelectStatement};
use sea_orm::{ConnectionTrait, DbBackend, Statement};

use std::sync::Arc;

use super::kept::KeptRankings;
use super::{segment, DocKind};
use crate::kernel::context::AppContext;
use crate::kernel::error::AppResult;
use entities::search_doc;

/// The most ref ids one [`find`] answers.
pub const MAX_LIMIT: u64 = 100;

/// The matching documents a query ranks: its newest 500 (`window`).
/// Ranking every match made a common word cost what it matched (a word in
/// a tenth of 200k posts: 20k documents scored and sorted for 20 shown,
/// BENCHMARKS.md W17); the newest few hundred are what a member searching
/// a community looks for, and ranking them costs the same however common
/// the word.
pub const CANDIDATES: u64 = 500;

/// The most tokens a query keeps: every token is one more posting list to
/// intersect, and a pasted paragraph is not a search.
const MAX_QUERY_TOKENS: usize = 32;

/// The tokens a query searches for: [`segment::tokens`], each once, in
/// order of first appearance, at most 32.
pub fn query_tokens(query: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for token in segment::tokens(query) {
        if out.len() == MAX_QUERY_TOKENS {
            break;
        }
        if !out.contains(&token) {
            out.push(token);
        }
    }
    out
}

/// The ref ids of `kind` whose documents hold every token of `query`, most
/// relevant first (ties: the higher ref id first) among the newest
/// [`CANDIDATES`] that do, at most `limit` (capped at [`MAX_LIMIT`]). A
/// query with no tokens finds nothing.
pub async fn find<C: ConnectionTrait>(
    db: &C,
    kind: DocKind,
    query: &str,
    limit: u64,
) -> AppResult<Vec<i64>> {
    let tokens = query_tokens(query);
    let limit = limit.min(MAX_LIMIT);
    if tokens.is_empty() || limit == 0 {
        return Ok(Vec::new());
    }
    let rows = db
        .query_all(find_statement(
            db.get_database_backend(),
            kind,
            &tokens,
            limit,
        ))
        .await?;
    let mut ids = Vec::with_capacity(rows.len());
    for row in rows {
        ids.push(row.try_get::<i64>("", "ref_id")?);
    }
    Ok(ids)
}

/// [`find`] through the kept rankings (`kept`): the best `limit` (at most
/// [`MAX_LIMIT`]) ref ids of `query` in `kind`. A ranking not kept is
/// [`find`]'s best [`MAX_LIMIT`] (one statement; none for a query with no
/// tokens), kept by the query's tokens; a kept one is cut to `limit` with
/// no statement.
pub async fn find_kept(
    ctx: &AppContext,
    kind: DocKind,
    query: &str,
    limit: u64,
) -> AppResult<Vec<i64>> {
    let tokens = query_tokens(query);
    let kept = ctx.bus.keeper::<KeptRankings>();
    let ranking = match kept.ranking(kind, &tokens) {
        Some(ids) => ids,
        None => {
            let ticket = kept.ticket(kind);
            let ids: Arc<[i64]> = find(&ctx.db, kind, query, MAX_LIMIT).await?.into();
            kept.remember(kind, &tokens, ids.clone(), ticket);
            ids
        }
    };
    let limit = limit.min(MAX_LIMIT) as usize;
    Ok(ranking.iter().take(limit).copied().collect())
}

/// The statement [`find`] runs for these tokens (public so a test can
/// `EXPLAIN` exactly it): [`ranked`], its ref ids only.
pub fn find_statement(
    backend: DbBackend,
    kind: DocKind,
    tokens: &[String],
    limit: u64,
) -> Statement {
    let mut q = Query::select();
    q.column((hit(), Alias::new("ref_id")))
        .from_subquery(ranked(backend, kind, tokens, limit), hit());
    order(&mut q);
    backend.build(&q)
}

/// The alias [`ranked`] is read under, as a subquery.
fn hit() -> Alias {
    Alias::new("hit")
}

/// `ORDER BY score DESC, ref_id DESC` over [`hit`]: the order of
/// [`ranked`]'s rows, said again outside the subquery.
fn order(q: &mut SelectStatement) {
    q.order_by((hit(), Alias::new("score")), Order::Desc)
        .order_by((hit(), Alias::new("ref_id")), Order::Desc);
}

/// The best `limit` (at most [`MAX_LIMIT`]) of [`window`]'s documents:
/// `(ref_id, score)`, the higher score the more relevant, ties to the
/// higher ref id, as a subquery of [`find_statement`].
fn ranked(backend: DbBackend, kind: DocKind, tokens: &[String], limit: u64) -> SelectStatement {
    let w = Alias::new("w");
    let mut q = Query::select();
    q.column((w.clone(), Alias::new("ref_id")));
    match backend {
        DbBackend::Postgres => {
            q.expr_as(
                Expr::cust_with_values(
                    "ts_rank(\"w\".\"tsv\", plainto_tsquery('simple', $1), 1)",
                    [tokens.join(" ")],
                ),
                Alias::new("score"),
            );
        }
        _ => {
            q.column((w.clone(), Alias::new("score")));
        }
    }
    q.from_subquery(window(backend, kind, tokens), w.clone())
        .order_by(Alias::new("score"), Order::Desc)
        .order_by((w, Alias::new("ref_id")), Order::Desc)
        .limit(limit.min(MAX_LIMIT));
    q
}

/// The newest [`CANDIDATES`] documents of `kind` holding every token:
/// the set a query ranks. Newest as each index reads fastest, both
/// following creation: by ref id on PostgreSQL, by document id (the
/// order first indexed in) on SQLite.
///
/// - SQLite: the FTS5 table matched with each token as a quoted string
///   (`"双色" "开奖"`: quoting keeps any token from reading as an
///   operator), walked by rowid (= `search_doc.id`) from the newest —
///   FTS5 reads its posting lists in that order and stops at the limit —
///   joined to `search_doc` for the kind; `score` is `-bm25` (bm25 is
///   smaller for a better match), computed for the rows kept only.
/// - PostgreSQL: `tsv @@ plainto_tsquery('simple', …)` over the tokens
///   joined by spaces (the `simple` parser splits them as they were
///   stored and ANDs them), the newest by id; `tsv` is answered for
///   [`ranked`]'s `ts_rank(tsv, q, 1)` (normalised by length), computed
///   outside the limit so only the kept rows are ranked.
fn window(backend: DbBackend, kind: DocKind, tokens: &[String]) -> SelectStatement {
    let doc = || Alias::new("search_doc");
    let mut q = Query::select();
    q.column((doc(), search_doc::Column::RefId));
    match backend {
        DbBackend::Postgres => {
            q.expr_as(Expr::cust("\"search_doc\".\"tsv\""), Alias::new("tsv"))
                .from(doc())
                .and_where(Expr::col((doc(), search_doc::Column::Kind)).eq(kind.name()))
                .and_where(Expr::cust_with_values(
                    "\"search_doc\".\"tsv\" @@ plainto_tsquery('simple', $1)",
                    [tokens.join(" ")],
                ))
                // The unique `(kind, ref_id)` index read backward: for a
                // common word PostgreSQL walks it and stops at the limit;
                // for a rare one it reads the GIN index and sorts the few.
                .order_by((doc(), search_doc::Column::RefId), Order::Desc);
        }
        _ => {
            let fts = || Alias::new("search_fts");
            let matching = tokens
                .iter()
                .map(|t| format!("\"{}\"", t.replace('"', "\"\"")))
                .collect::<Vec<_>>()
                .join(" ");
            q.expr_as(Expr::cust("-bm25(\"search_fts\")"), Alias::new("score"))
                .from(fts())
                .inner_join(
                    doc(),
                    Expr::col((doc(), search_doc::Column::Id)).equals((fts(), Alias::new("rowid"))),
                )
                // `?`, not `$1`: sea-query numbers `$n` only for
                // PostgreSQL; on SQLite `$1` would stay in the text and
                // bind the statement's first value, whatever it is.
                .and_where(Expr::cust_with_values("\"search_fts\" MATCH ?", [matching]))
                .and_where(Expr::col((doc(), search_doc::Column::Kind)).eq(kind.name()))
                .order_by((fts(), Alias::new("rowid")), Order::Desc);
        }
    }
    q.limit(CANDIDATES);
    q
}
