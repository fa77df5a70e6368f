//! An authorization code (OAuth 2.0 with PKCE): the SHA-256 of the code,
//! its grant, the redirect URI and S256 challenge it was issued for;
//! spent once (`used_at`).
use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oauth_code")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub code_hash: String,
    pub grant_id: i64,
    /// The grant's generation when the code was issued.
    pub generation: i64,
    pub redirect_uri: String,
    /// BASE64URL(SHA-256(code_verifier)), RFC 7636 §4.2.
    pub code_challenge: String,
    pub expires_at: DateTimeUtc,
    pub used_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
