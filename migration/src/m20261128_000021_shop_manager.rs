//! Shop managers (店主, issue 35; platform-rules.md §6).
//!
//! - `shop_application`: a member's certification request in the record
//!   workflow (0 PRESTART, 1 PROCESSING, 2 CLOSED; outcome, reason). The
//!   shop's name, address and owner, the uploaded photos of the shop front
//!   and of the sales licence (代销证) with its number and expiry.
//!   `open_member_id` is the applicant while the application is open and
//!   NULL once it closes; its unique index makes "at most one open
//!   application per member" the database's rule (NULLs are distinct on
//!   both databases).
//! - `shop_manager`: one row per certified member (the role is the row),
//!   the shop's details copied from the approved application;
//!   `family_count` moves with `family_member` rows (never negative).
//! - `family_member`: a shop's customers, unique per (shop, member), so
//!   parallel adds of one member make one row; `added_by_manager` is true
//!   when the manager added the customer by their phone (the one case the
//!   manager sees the phone in full).
//! - `family_memo`: the manager's memo about a customer and its result
//!   (memo record and result), removed with the customer.

use sea_orm_migration::prelude::*;

use crate::columns::{at, counter, flag, id_col, index, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000021_shop_manager"
    }
}

#[derive(DeriveIden)]
enum ShopApplication {
    Table,
    Id,
    MemberId,
    ShopName,
    Address,
    OwnerName,
    FrontPhoto,
    LicencePhoto,
    LicenceNo,
    LicenceValidUntil,
    State,
    Outcome,
    Reason,
    ReviewedBy,
    OpenMemberId,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ShopManager {
    Table,
    MemberId,
    ApplicationId,
    ShopName,
    Address,
    OwnerName,
    FrontPhoto,
    LicencePhoto,
    LicenceNo,
    LicenceValidUntil,
    FamilyCount,
    CertifiedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum FamilyMember {
    Table,
    Id,
    ShopManagerId,
    MemberId,
    AddedByManager,
    Note,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum FamilyMemo {
    Table,
    Id,
    ShopManagerId,
    FamilyMemberId,
    Content,
    Result,
    CreatedAt,
    UpdatedAt,
}

fn big<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).big_integer().not_null().to_owned()
}

fn big_opt<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).big_integer().null().to_owned()
}

fn day<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).date().not_null().to_owned()
}

fn shop_fk<T: Iden + 'static, C: Iden + 'static>(table: T, col: C) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(ShopManager::Table, ShopManager::MemberId)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}

async fn applications(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(ShopApplication::Table)
            .col(id_col(ShopApplication::Id))
            .col(big(ShopApplication::MemberId))
            .col(text(ShopApplication::ShopName))
            .col(text(ShopApplication::Address))
            .col(text(ShopApplication::OwnerName))
            // Uploaded file ids (the applicant's own uploads).
            .col(text(ShopApplication::FrontPhoto))
            .col(text(ShopApplication::LicencePhoto))
            .col(text(ShopApplication::LicenceNo))
            .col(day(ShopApplication::LicenceValidUntil))
            // The record workflow: 0 PRESTART, 1 PROCESSING, 2 CLOSED.
            .col(
                ColumnDef::new(ShopApplication::State)
                    .small_integer()
                    .not_null(),
            )
            .col(ColumnDef::new(ShopApplication::Outcome).string().null())
            .col(text(ShopApplication::Reason))
            .col(big_opt(ShopApplication::ReviewedBy))
            // The applicant while open, NULL once closed (unique below).
            .col(big_opt(ShopApplication::OpenMemberId))
            .col(at(ShopApplication::CreatedAt))
            .col(at(ShopApplication::UpdatedAt))
            .foreign_key(&mut member_fk(
                ShopApplication::Table,
                ShopApplication::MemberId,
            ))
            .to_owned(),
    )
    .await?;
    index(
        m,
        ShopApplication::Table,
        "ix_shop_application_member",
        [ShopApplication::MemberId, ShopApplication::Id],
    )
    .await?;
    index(
        m,
        ShopApplication::Table,
        "ix_shop_application_state",
        [ShopApplication::State, ShopApplication::Id],
    )
    .await?;
    unique(
        m,
        ShopApplication::Table,
        "uq_shop_application_open",
        [ShopApplication::OpenMemberId],
    )
    .await
}

async fn managers(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(ShopManager::Table)
            .col(
                ColumnDef::new(ShopManager::MemberId)
                    .big_integer()
                    .not_null()
                    .primary_key(),
            )
            .col(big(ShopManager::ApplicationId))
            .col(text(ShopManager::ShopName))
            .col(text(ShopManager::Address))
            .col(text(ShopManager::OwnerName))
            .col(text(ShopManager::FrontPhoto))
            .col(text(ShopManager::LicencePhoto))
            .col(text(ShopManager::LicenceNo))
            .col(day(ShopManager::LicenceValidUntil))
            .col(counter(ShopManager::FamilyCount))
            .col(at(ShopManager::CertifiedAt))
            .col(at(ShopManager::UpdatedAt))
            .check(Expr::col(ShopManager::FamilyCount).gte(0))
            .foreign_key(&mut member_fk(ShopManager::Table, ShopManager::MemberId))
            .to_owned(),
    )
    .await
}

async fn families(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    m.create_table(
        Table::create()
            .table(FamilyMember::Table)
            .col(id_col(FamilyMember::Id))
            .col(big(FamilyMember::ShopManagerId))
            .col(big(FamilyMember::MemberId))
            .col(flag(FamilyMember::AddedByManager))
            .col(text(FamilyMember::Note))
            .col(at(FamilyMember::CreatedAt))
            .col(at(FamilyMember::UpdatedAt))
            .check(Expr::col(FamilyMember::ShopManagerId).ne(Expr::col(FamilyMember::MemberId)))
            .foreign_key(&mut shop_fk(
                FamilyMember::Table,
                FamilyMember::ShopManagerId,
            ))
            .foreign_key(&mut member_fk(FamilyMember::Table, FamilyMember::MemberId))
            .to_owned(),
    )
    .await?;
    unique(
        m,
        FamilyMember::Table,
        "uq_family_member",
        [FamilyMember::ShopManagerId, FamilyMember::MemberId],
    )
    .await?;
    // The family list: a shop's customers, newest first.
    index(
        m,
        FamilyMember::Table,
        "ix_family_member_shop",
        [FamilyMember::ShopManagerId, FamilyMember::Id],
    )
    .await?;
    // The member's side (their removal cascades).
    index(
        m,
        FamilyMember::Table,
        "ix_family_member_member",
        [FamilyMember::MemberId],
    )
    .await?;

    m.create_table(
        Table::create()
            .table(FamilyMemo::Table)
            .col(id_col(FamilyMemo::Id))
            .col(big(FamilyMemo::ShopManagerId))
            .col(big(FamilyMemo::FamilyMemberId))
            .col(text(FamilyMemo::Content))
            .col(text(FamilyMemo::Result))
            .col(at(FamilyMemo::CreatedAt))
            .col(at(FamilyMemo::UpdatedAt))
            .foreign_key(&mut shop_fk(FamilyMemo::Table, FamilyMemo::ShopManagerId))
            .foreign_key(
                ForeignKey::create()
                    .from(FamilyMemo::Table, FamilyMemo::FamilyMemberId)
                    .to(FamilyMember::Table, FamilyMember::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            )
            .to_owned(),
    )
    .await?;
    index(
        m,
        FamilyMemo::Table,
        "ix_family_memo_shop",
        [FamilyMemo::ShopManagerId, FamilyMemo::Id],
    )
    .await?;
    index(
        m,
        FamilyMemo::Table,
        "ix_family_memo_member",
        [FamilyMemo::FamilyMemberId, FamilyMemo::Id],
    )
    .await
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        applications(m).await?;
        managers(m).await?;
        families(m).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            FamilyMemo::Table.into_iden(),
            FamilyMember::Table.into_iden(),
            ShopManager::Table.into_iden(),
            ShopApplication::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
