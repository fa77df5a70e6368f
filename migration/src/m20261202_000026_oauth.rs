//! Acting for a member by consent (issue 55): OAuth 2.0 authorization
//! codes with PKCE (RFC 6749, RFC 7636).
//!
//! - `partner.redirect_uris`: where a partner's authorization may send a
//!   member back, space-separated, exact match (staff register them).
//! - `oauth_grant`: one per partner and member, the scopes the member
//!   approved. `generation` moves when the grant is revoked, so every
//!   code, access and refresh token issued before is refused at once;
//!   `revoked_at` says it was revoked (approving again clears it).
//! - `oauth_code`, `oauth_refresh`: single-use codes and refresh tokens,
//!   kept as SHA-256 of the text (never the text), spent by a conditional
//!   update; their expiry indexes serve the sweep.
//!
//! Rolling deploy: new tables and a new column with a default; the
//! previous release reads none of them.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, id_col, index, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261202_000026_oauth"
    }
}

#[derive(DeriveIden)]
enum Partner {
    Table,
    Id,
    RedirectUris,
}

#[derive(DeriveIden)]
enum OauthGrant {
    Table,
    Id,
    PartnerId,
    MemberId,
    Scopes,
    Generation,
    CreatedAt,
    UpdatedAt,
    LastUsedAt,
    RevokedAt,
}

#[derive(DeriveIden)]
enum OauthCode {
    Table,
    CodeHash,
    GrantId,
    Generation,
    RedirectUri,
    CodeChallenge,
    ExpiresAt,
    UsedAt,
}

#[derive(DeriveIden)]
enum OauthRefresh {
    Table,
    TokenHash,
    GrantId,
    Generation,
    CreatedAt,
    ExpiresAt,
    UsedAt,
}

fn grant_fk<T: Iden + 'static, C: Iden + 'static>(table: T, col: C) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(OauthGrant::Table, OauthGrant::Id)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Partner::Table)
                .add_column(text(Partner::RedirectUris))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table(OauthGrant::Table)
                .col(id_col(OauthGrant::Id))
                .col(
                    ColumnDef::new(OauthGrant::PartnerId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(OauthGrant::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(OauthGrant::Scopes))
                .col(counter(OauthGrant::Generation))
                .col(at(OauthGrant::CreatedAt))
                .col(at(OauthGrant::UpdatedAt))
                .col(at_opt(OauthGrant::LastUsedAt))
                .col(at_opt(OauthGrant::RevokedAt))
                .foreign_key(
                    &mut ForeignKey::create()
                        .from(OauthGrant::Table, OauthGrant::PartnerId)
                        .to(Partner::Table, Partner::Id)
                        .on_delete(ForeignKeyAction::Cascade)
                        .to_owned(),
                )
                .foreign_key(&mut member_fk(OauthGrant::Table, OauthGrant::MemberId))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            OauthGrant::Table,
            "uq_oauth_grant_partner_member",
            [OauthGrant::PartnerId, OauthGrant::MemberId],
        )
        .await?;
        // A member's apps, newest first (the list ends with its tie-breaker).
        index(
            m,
            OauthGrant::Table,
            "ix_oauth_grant_member",
            [OauthGrant::MemberId, OauthGrant::Id],
        )
        .await?;
        m.create_table(
            Table::create()
                .table(OauthCode::Table)
                .col(
                    ColumnDef::new(OauthCode::CodeHash)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(ColumnDef::new(OauthCode::GrantId).big_integer().not_null())
                .col(counter(OauthCode::Generation))
                .col(text(OauthCode::RedirectUri))
                .col(text(OauthCode::CodeChallenge))
                .col(at(OauthCode::ExpiresAt))
                .col(at_opt(OauthCode::UsedAt))
                .foreign_key(&mut grant_fk(OauthCode::Table, OauthCode::GrantId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            OauthCode::Table,
            "ix_oauth_code_expires",
            [OauthCode::ExpiresAt],
        )
        .await?;
        m.create_table(
            Table::create()
                .table(OauthRefresh::Table)
                .col(
                    ColumnDef::new(OauthRefresh::TokenHash)
                        .string()
                        .not_null()
                        .primary_key(),
                )
                .col(
                    ColumnDef::new(OauthRefresh::GrantId)
                        .big_integer()
                        .not_null(),
                )
                .col(counter(OauthRefresh::Generation))
                .col(at(OauthRefresh::CreatedAt))
                .col(at(OauthRefresh::ExpiresAt))
                .col(at_opt(OauthRefresh::UsedAt))
                .foreign_key(&mut grant_fk(OauthRefresh::Table, OauthRefresh::GrantId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            OauthRefresh::Table,
            "ix_oauth_refresh_expires",
            [OauthRefresh::ExpiresAt],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            OauthRefresh::Table.into_iden(),
            OauthCode::Table.into_iden(),
            OauthGrant::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.alter_table(
            Table::alter()
                .table(Partner::Table)
                .drop_column(Partner::RedirectUris)
                .to_owned(),
        )
        .await
    }
}
