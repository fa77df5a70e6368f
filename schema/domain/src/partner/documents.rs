//! A partner's trusted documents: the operations a key may run when the
//! partner takes only registered documents, each named by its hash.

use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use sha2::{Digest, Sha256};

use super::service::require_operations;
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::Viewer;
use entities::{partner, partner_document};

/// Documents one manifest may register at once.
pub const MAX_DOCUMENTS: usize = 500;
/// The longest document (security.md: query text ≤ 16 KiB).
pub const MAX_DOCUMENT_BYTES: usize = 16 * 1024;

/// The id of a document: `sha256:` and 64 lowercase hex digits of its
/// exact UTF-8 text (the GraphQL-over-HTTP persisted-documents appendix).
pub fn document_id(text: &str) -> String {
    format!("sha256:{}", hex::encode(Sha256::digest(text.as_bytes())))
}

/// Registers a manifest of documents for a partner; registering one again
/// changes nothing. Returns their ids in the order given.
pub async fn register_documents(
    ctx: &AppContext,
    actor: &Viewer,
    partner_id: i64,
    documents: &[String],
) -> AppResult<Vec<String>> {
    let actor_id = require_operations(Some(actor))?;
    if documents.is_empty() || documents.len() > MAX_DOCUMENTS {
        return Err(AppError::invalid(
            "documents",
            format!("1 to {MAX_DOCUMENTS} documents"),
        ));
    }
    if let Some(i) = documents
        .iter()
        .position(|d| d.trim().is_empty() || d.len() > MAX_DOCUMENT_BYTES)
    {
        return Err(AppError::invalid(
            format!("documents[{i}]"),
            format!("must be 1 byte to {MAX_DOCUMENT_BYTES} bytes"),
        ));
    }
    let txn = crate::kernel::db::begin(ctx).await?;
    if partner::Entity::find_by_id(partner_id)
        .one(&txn)
        .await?
        .is_none()
    {
        return Err(AppError::not_found("no such partner"));
    }
    let ids: Vec<String> = documents.iter().map(|d| document_id(d)).collect();
    let known: Vec<String> = partner_document::Entity::find()
        .filter(partner_document::Column::PartnerId.eq(partner_id))
        .filter(partner_document::Column::DocumentId.is_in(ids.iter().cloned()))
        .all(&txn)
        .await?
        .into_iter()
        .map(|d| d.document_id)
        .collect();
    let now = crate::kernel::clock::now();
    let mut fresh = Vec::new();
    for (id, body) in ids.iter().zip(documents) {
        if !known.contains(id) && !fresh.iter().any(|(i, _): &(String, String)| i == id) {
            fresh.push((id.clone(), body.clone()));
        }
    }
    if !fresh.is_empty() {
        partner_document::Entity::insert_many(fresh.iter().map(|(id, body)| {
            partner_document::ActiveModel {
                partner_id: Set(partner_id),
                document_id: Set(id.clone()),
                body: Set(body.clone()),
                created_at: Set(now),
                ..Default::default()
            }
        }))
        .exec_without_returning(&txn)
        .await?;
    }
    crate::kernel::audit::record(
        &txn,
        actor_id,
        "partner.register_documents",
        &format!("partner:{partner_id}"),
        serde_json::json!({"registered": fresh.len(), "given": documents.len()}),
    )
    .await?;
    txn.commit().await?;
    Ok(ids)
}

/// The text of a partner's registered document.
pub async fn document(ctx: &AppContext, partner_id: i64, id: &str) -> AppResult<Option<String>> {
    Ok(partner_document::Entity::find()
        .filter(partner_document::Column::PartnerId.eq(partner_id))
        .filter(partner_document::Column::DocumentId.eq(id))
        .one(&ctx.db)
        .await?
        .map(|d| d.body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_id_is_the_sha256_of_the_exact_text() {
        assert_eq!(
            document_id("{ __typename }"),
            format!("sha256:{}", hex::encode(Sha256::digest(b"{ __typename }")))
        );
        assert_ne!(document_id("{ __typename }"), document_id("{__typename}"));
    }
}
