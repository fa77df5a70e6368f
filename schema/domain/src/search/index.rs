//! Writing the index: a document put (inserted or replaced) or removed, in
//! the caller's unit of work, so a post and its document commit together
//! and the kept rankings of its kind are forgotten when they do (`kept`).

use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, QueryFilter,
    QuerySelect, Statement,
};

use super::events::SearchEvent;
use super::{segment, DocKind};
use crate::kernel::error::AppResult;
use crate::kernel::events::DomainEvent;
use crate::kernel::work::Work;
use entities::search_doc;

/// Indexes `text` as the document `(kind, ref_id)`, replacing what was
/// indexed for it before. Call it in the transaction that writes the text
/// (on SQLite the doc and its FTS row are two writes; the transaction makes
/// them one). A text with no tokens leaves no document: nothing could find
/// it.
pub async fn put(db: &Work, kind: DocKind, ref_id: i64, text: &str) -> AppResult<()> {
    let tokens = segment::tokens(text).join(" ");
    if tokens.is_empty() {
        return remove(db, kind, ref_id).await;
    }
    changed(db, kind);
    let row = search_doc::ActiveModel {
        kind: Set(kind.name().to_owned()),
        ref_id: Set(ref_id),
        tokens: Set(tokens.clone()),
        updated_at: Set(crate::kernel::clock::now()),
        ..Default::default()
    };
    // An upsert, not read-then-insert: a caught unique violation would
    // abort the caller's whole transaction on PostgreSQL.
    search_doc::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([search_doc::Column::Kind, search_doc::Column::RefId])
                .update_columns([search_doc::Column::Tokens, search_doc::Column::UpdatedAt])
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    // PostgreSQL's tsvector is a generated column: the upsert was all.
    if db.get_database_backend() == DbBackend::Sqlite {
        let Some(id) = doc_id(db, kind, ref_id).await? else {
            return Ok(());
        };
        // REPLACE: the FTS row of a document put before goes, whichever
        // tokens it had (a contentless table cannot say what it held).
        db.execute(Statement::from_sql_and_values(
            DbBackend::Sqlite,
            "INSERT OR REPLACE INTO search_fts (rowid, tokens) VALUES (?, ?)",
            [id.into(), tokens.into()],
        ))
        .await?;
    }
    Ok(())
}

/// Takes the document `(kind, ref_id)` out of the index; nothing happens
/// when there is none.
pub async fn remove(db: &Work, kind: DocKind, ref_id: i64) -> AppResult<()> {
    changed(db, kind);
    if db.get_database_backend() == DbBackend::Sqlite {
        let Some(id) = doc_id(db, kind, ref_id).await? else {
            return Ok(());
        };
        db.execute(Statement::from_sql_and_values(
            DbBackend::Sqlite,
            "DELETE FROM search_fts WHERE rowid = ?",
            [id.into()],
        ))
        .await?;
    }
    search_doc::Entity::delete_many()
        .filter(search_doc::Column::Kind.eq(kind.name()))
        .filter(search_doc::Column::RefId.eq(ref_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The kept rankings of `kind` go stale when this work commits.
fn changed(work: &Work, kind: DocKind) {
    work.announce_once(DomainEvent::area(SearchEvent::IndexChanged { doc: kind }));
}

async fn doc_id<C: ConnectionTrait>(db: &C, kind: DocKind, ref_id: i64) -> AppResult<Option<i64>> {
    Ok(search_doc::Entity::find()
        .select_only()
        .column(search_doc::Column::Id)
        .filter(search_doc::Column::Kind.eq(kind.name()))
        .filter(search_doc::Column::RefId.eq(ref_id))
        .into_tuple()
        .one(db)
        .await?)
}
