//! Documents sent by id (persisted documents): `documentId` (GraphQL over
//! HTTP's appendix; the body reader moves it into the request's
//! extensions) or Apollo's `extensions.persistedQuery.sha256Hash`.
//!
//! - A partner's ids are its registered documents; a key in
//!   trusted-documents mode runs only those, by id or by their exact text.
//! - Everyone else's ids are the web client's own operations:
//!   `client/src/gql/persisted-documents.json`, written by codegen
//!   (sha256 of each operation's exact text) and built into the server.
//!   In production, anonymous callers and members run only those (unless
//!   `--allow-unlisted-operations`); staff are not held to them.

use std::collections::HashMap;

use crate::state::AppState;
use domain::partner::documents::{self as partners, document_id};
use domain::partner::PartnerCaller;
use domain::{AppError, ErrorCode, Viewer};

/// The web client's manifest, as codegen writes it: `sha256:<hex>` (the
/// GraphQL over HTTP appendix's id; codegen before 6 wrote bare hex, still
/// read) → text.
const CLIENT_MANIFEST: &str = include_str!("../../../client/src/gql/persisted-documents.json");

/// The web client's operations by id (`sha256:<hex>`).
#[derive(Debug, Default)]
pub struct ClientDocuments {
    by_id: HashMap<String, String>,
}

impl ClientDocuments {
    /// The built-in manifest. Every id is checked against its text, so a
    /// manifest from another hash algorithm (codegen's default is sha1)
    /// stops the server at start rather than refusing every request.
    pub fn built_in() -> anyhow::Result<Self> {
        Self::parse(CLIENT_MANIFEST)
    }

    pub fn parse(json: &str) -> anyhow::Result<Self> {
        let raw: HashMap<String, String> = serde_json::from_str(json)
            .map_err(|e| anyhow::anyhow!("the client's persisted-documents.json: {e}"))?;
        let mut by_id = HashMap::with_capacity(raw.len());
        for (hash, text) in raw {
            let id = document_id(&text);
            let named = if hash.starts_with("sha256:") {
                hash.clone()
            } else {
                format!("sha256:{hash}")
            };
            if id != named {
                anyhow::bail!(
                    "the client's persisted-documents.json: `{hash}` is not the sha256 of its text \
                     (codegen.yml must set persistedDocuments.hashAlgorithm: sha256)"
                );
            }
            by_id.insert(id, text);
        }
        Ok(Self { by_id })
    }

    pub fn get(&self, id: &str) -> Option<&str> {
        self.by_id.get(id).map(String::as_str)
    }

    /// Every operation's text (the metrics' operation names come from them).
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        self.by_id.values().map(String::as_str)
    }
}

fn not_found(what: impl Into<String>) -> AppError {
    AppError::new(ErrorCode::PersistedDocumentNotFound, what.into())
}

/// The id a request names, if it was sent by id.
fn requested_id(request: &mut async_graphql::Request) -> Option<String> {
    if let Some(async_graphql::Value::String(id)) = request.extensions.remove("documentId") {
        return Some(id);
    }
    match request.extensions.get("persistedQuery") {
        Some(async_graphql::Value::Object(pq)) => match pq.get("sha256Hash") {
            Some(async_graphql::Value::String(h)) => Some(format!("sha256:{h}")),
            _ => None,
        },
        _ => None,
    }
}

/// Fills in the text of a request sent by id, and refuses what the caller
/// may not run by text.
pub async fn resolve(
    state: &AppState,
    partner: Option<&PartnerCaller>,
    viewer: Option<&Viewer>,
    request: &mut async_graphql::Request,
) -> Result<(), AppError> {
    let by_id = requested_id(request);
    if let Some(p) = partner {
        return match by_id {
            Some(id) => {
                let text = partners::document(&state.ctx, p.partner_id, &id)
                    .await?
                    .ok_or_else(|| not_found(format!("no registered document `{id}`")))?;
                if !request.query.is_empty() && document_id(&request.query) != id {
                    return Err(AppError::bad_request(
                        "the query does not match its documentId",
                    ));
                }
                request.query = text;
                Ok(())
            }
            None if p.trusted_documents_only => {
                let id = document_id(&request.query);
                match partners::document(&state.ctx, p.partner_id, &id).await? {
                    Some(_) => Ok(()),
                    None => Err(not_found(
                        "this key may run registered documents only; send a registered documentId",
                    )),
                }
            }
            None => Ok(()),
        };
    }
    match by_id {
        // The client's own operation. A text sent beside it (Apollo's
        // printing differs from codegen's) is replaced by the registered one.
        Some(id) => {
            let text = state.client_documents.get(&id).ok_or_else(|| {
                not_found(format!("`{id}` is not an operation of this web client"))
            })?;
            request.query = text.to_owned();
            Ok(())
        }
        None => {
            let held = state.settings.production()
                && !state.settings.allow_unlisted_operations
                && !viewer.is_some_and(|v| v.is_office);
            if held
                && state
                    .client_documents
                    .get(&document_id(&request.query))
                    .is_none()
            {
                return Err(not_found(
                    "this server runs the web client's own operations only; send its documentId",
                ));
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_manifest_is_sha256_of_each_text() {
        let docs = ClientDocuments::built_in().unwrap();
        assert!(docs.by_id.len() > 10, "{}", docs.by_id.len());
    }

    #[test]
    fn a_manifest_of_another_algorithm_is_refused() {
        let sha1_of_typename = "6a4f1f8b2b8f0e35b5a0bd8d0ab7f2c3f2e0c5b1";
        let json = format!(r#"{{"{sha1_of_typename}": "{{ __typename }}"}}"#);
        let err = ClientDocuments::parse(&json).unwrap_err().to_string();
        assert!(err.contains("sha256"), "{err}");
    }
}
