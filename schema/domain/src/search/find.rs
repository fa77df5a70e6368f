//! Reading the index: ref ids by a query, most relevant first.

use sea_orm::sea_query::{Alias, Expr, Order, Query};
use sea_orm::{ConnectionTrait, DbBackend, Statement};

use super::{segment, DocKind};
use crate::kernel::error::AppResult;
use entities::search_doc;

/// The most ref ids one [`find`] answers.
pub const MAX_LIMIT: u64 = 100;

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
/// relevant first (ties: the higher ref id first), at most `limit` (capped
/// at [`MAX_LIMIT`]). A query with no tokens finds nothing.
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

/// The statement [`find`] runs for these tokens (public so a test can
/// `EXPLAIN` exactly it). Every token is required.
///
/// - SQLite: the FTS5 table matched with each token as a quoted string
///   (`"双色" "开奖"`: quoting keeps any token from reading as an operator),
///   joined to `search_doc` by rowid for the kind, ranked by `bm25`
///   (smaller is better).
/// - PostgreSQL: `tsv @@ plainto_tsquery('simple', …)` over the tokens
///   joined by spaces (the `simple` parser splits them as they were
///   stored and ANDs them), ranked by `ts_rank(tsv, q, 1)`.
pub fn find_statement(
    backend: DbBackend,
    kind: DocKind,
    tokens: &[String],
    limit: u64,
) -> Statement {
    let doc = || Alias::new("search_doc");
    let mut q = Query::select();
    match backend {
        DbBackend::Postgres => {
            let text = tokens.join(" ");
            q.column((doc(), search_doc::Column::RefId))
                .from(doc())
                .and_where(Expr::col((doc(), search_doc::Column::Kind)).eq(kind.name()))
                .and_where(Expr::cust_with_values(
                    "\"search_doc\".\"tsv\" @@ plainto_tsquery('simple', $1)",
                    [text.clone()],
                ))
                .order_by_expr(
                    Expr::cust_with_values(
                        "ts_rank(\"search_doc\".\"tsv\", plainto_tsquery('simple', $1), 1)",
                        [text],
                    ),
                    Order::Desc,
                );
        }
        _ => {
            let fts = || Alias::new("search_fts");
            let matching = tokens
                .iter()
                .map(|t| format!("\"{}\"", t.replace('"', "\"\"")))
                .collect::<Vec<_>>()
                .join(" ");
            q.column((doc(), search_doc::Column::RefId))
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
                .order_by_expr(Expr::cust("bm25(\"search_fts\")"), Order::Asc);
        }
    }
    q.order_by((doc(), search_doc::Column::RefId), Order::Desc)
        .limit(limit.min(MAX_LIMIT));
    backend.build(&q)
}
