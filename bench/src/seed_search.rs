//! W17's index: the search document of every seeded post, as creating the
//! post writes it (`community::search::index_post` → `search::put`): the
//! post's body cut by the domain's own [`domain::search::tokens`] (jieba,
//! the one function run at index and at query time), in `search_doc` and,
//! on SQLite, in the FTS5 table `search_fts` whose rowid is the document's
//! id. PostgreSQL's `tsv` is a generated column: the row is all.
//!
//! `put` is one upsert (and on SQLite a read and an FTS write) per post;
//! the same rows go in here as multi-row inserts, so 200k posts take
//! seconds, not minutes.

use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement, Value};

use crate::seed::Loader;
use domain::search::DocKind;

/// Posts read back per statement (their ids and bodies).
const PAGE: i64 = 5_000;

/// Indexes every post in the database (the seed's, all visible).
pub async fn posts(db: &DatabaseConnection) -> anyhow::Result<()> {
    let backend = db.get_database_backend();
    // Read and cut first, then write: one loader at a time (SQLite takes
    // one writing transaction).
    let mut found: Vec<(i64, String)> = Vec::new();
    let mut last = 0i64;
    loop {
        let rows = db
            .query_all(Statement::from_sql_and_values(
                backend,
                format!(
                    "SELECT id, body FROM post WHERE id > {} ORDER BY id LIMIT {PAGE}",
                    crate::seed::ph(backend, 1)
                ),
                [Value::from(last)],
            ))
            .await?;
        if rows.is_empty() {
            break;
        }
        for row in &rows {
            let id: i64 = row.try_get("", "id")?;
            let body: String = row.try_get("", "body")?;
            last = id;
            let tokens = domain::search::tokens(&body).join(" ");
            // `put` leaves no document for a text without tokens.
            if !tokens.is_empty() {
                found.push((id, tokens));
            }
        }
    }
    let now = crate::seed::base_time();
    let total = found.len() as u64;
    let mut docs = Loader::new(
        db,
        "search_doc",
        &["id", "kind", "ref_id", "tokens", "updated_at"],
        total,
    );
    // Document ids are 1.. in post order: the FTS rows' rowids.
    for (i, (post, tokens)) in found.iter().enumerate() {
        docs.push(vec![
            Value::from(i as i64 + 1),
            Value::from(DocKind::Post.name()),
            Value::from(*post),
            Value::from(tokens.clone()),
            Value::from(now),
        ])
        .await?;
    }
    docs.finish().await?;
    if backend == DatabaseBackend::Sqlite {
        let mut fts = Loader::new(db, "search_fts", &["rowid", "tokens"], total);
        for (i, (_, tokens)) in found.into_iter().enumerate() {
            fts.push(vec![Value::from(i as i64 + 1), Value::from(tokens)])
                .await?;
        }
        fts.finish().await?;
    }
    if backend == DatabaseBackend::Postgres {
        // Explicit ids leave the sequence behind: new documents follow them.
        db.execute_unprepared(
            "SELECT setval(pg_get_serial_sequence('search_doc', 'id'), GREATEST((SELECT MAX(id) FROM search_doc), 1))",
        )
        .await?;
        // What autovacuum does in production: the GIN index's pending
        // list merged (while it is long the planner rightly shuns the
        // index) and the statistics read.
        db.execute_unprepared("VACUUM ANALYZE search_doc").await?;
    }
    Ok(())
}
