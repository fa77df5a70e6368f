//! Referrals and the points shop.
//!
//! - `invite`: one row per invited member (who invited them, the reward
//!   paid); the unique invitee makes "one reward per invitee" a database
//!   fact. Existing members with an inviter are carried over (reward 0: no
//!   reward was paid before this table existed).
//! - `member.invite_points`: the total invite reward a member earned, kept as
//!   a counter beside `invite_num`; an index on `invite_num` serves the rank.
//! - `shop_item` and `shop_redemption`: stock and price can never go below
//!   zero (CHECK), a redemption snapshots the item and delivery address, and
//!   a member's idempotency key is unique so a retried redeem is one redeem.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, flag, id_col, index, json, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261121_000002_invites_and_shop"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Member::Table)
                .add_column(counter(Member::InvitePoints))
                .to_owned(),
        )
        .await?;
        // The invite rank: most invites first, ties by id.
        index(
            m,
            Member::Table,
            "idx_member_invite_rank",
            [Member::InviteNum, Member::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Invite::Table)
                .col(id_col(Invite::Id))
                .col(ColumnDef::new(Invite::InviterId).big_integer().not_null())
                .col(ColumnDef::new(Invite::InviteeId).big_integer().not_null())
                .col(
                    ColumnDef::new(Invite::Points)
                        .big_integer()
                        .not_null()
                        .default(0)
                        .check(Expr::col(Invite::Points).gte(0)),
                )
                .col(at(Invite::CreatedAt))
                .check(Expr::col(Invite::InviterId).ne(Expr::col(Invite::InviteeId)))
                .foreign_key(&mut member_fk(Invite::Table, Invite::InviterId))
                .foreign_key(&mut member_fk(Invite::Table, Invite::InviteeId))
                .to_owned(),
        )
        .await?;
        unique(m, Invite::Table, "uq_invite_invitee", [Invite::InviteeId]).await?;
        // "My invites", newest first.
        index(
            m,
            Invite::Table,
            "idx_invite_inviter",
            [Invite::InviterId, Invite::Id],
        )
        .await?;
        let carry_over = Query::select()
            .columns([Member::InviteMeMemberId, Member::Id, Member::CreatedAt])
            .expr(Expr::val(0i64))
            .from(Member::Table)
            .and_where(Expr::col(Member::InviteMeMemberId).is_not_null())
            .and_where(Expr::col(Member::InviteMeMemberId).ne(Expr::col(Member::Id)))
            .to_owned();
        m.exec_stmt(
            Query::insert()
                .into_table(Invite::Table)
                .columns([
                    Invite::InviterId,
                    Invite::InviteeId,
                    Invite::CreatedAt,
                    Invite::Points,
                ])
                .select_from(carry_over)
                .map_err(|e| DbErr::Custom(e.to_string()))?
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(ShopItem::Table)
                .col(id_col(ShopItem::Id))
                .col(ColumnDef::new(ShopItem::Name).string().not_null())
                .col(text(ShopItem::Description))
                // JSON array of uploaded file ids.
                .col(json(ShopItem::Images))
                .col(
                    ColumnDef::new(ShopItem::PricePoints)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(ShopItem::PricePoints).gt(0)),
                )
                .col(
                    ColumnDef::new(ShopItem::Stock)
                        .big_integer()
                        .not_null()
                        .default(0)
                        .check(Expr::col(ShopItem::Stock).gte(0)),
                )
                .col(flag(ShopItem::Enabled))
                .col(
                    ColumnDef::new(ShopItem::SortOrder)
                        .integer()
                        .not_null()
                        .default(0),
                )
                .col(counter(ShopItem::RedeemedCount))
                .col(at(ShopItem::CreatedAt))
                .col(at(ShopItem::UpdatedAt))
                .to_owned(),
        )
        .await?;
        // The shelf: enabled items in display order.
        index(
            m,
            ShopItem::Table,
            "idx_shop_item_shelf",
            [ShopItem::Enabled, ShopItem::SortOrder, ShopItem::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(ShopRedemption::Table)
                .col(id_col(ShopRedemption::Id))
                .col(
                    ColumnDef::new(ShopRedemption::MemberId)
                        .big_integer()
                        .not_null(),
                )
                .col(
                    ColumnDef::new(ShopRedemption::ItemId)
                        .big_integer()
                        .not_null(),
                )
                .col(text(ShopRedemption::ItemName))
                .col(
                    ColumnDef::new(ShopRedemption::Quantity)
                        .integer()
                        .not_null()
                        .check(Expr::col(ShopRedemption::Quantity).gt(0)),
                )
                .col(
                    ColumnDef::new(ShopRedemption::Points)
                        .big_integer()
                        .not_null()
                        .check(Expr::col(ShopRedemption::Points).gt(0)),
                )
                .col(text(ShopRedemption::ReceiverName))
                .col(text(ShopRedemption::ReceiverMobile))
                .col(text(ShopRedemption::Province))
                .col(text(ShopRedemption::City))
                .col(text(ShopRedemption::Country))
                .col(text(ShopRedemption::Street))
                .col(text(ShopRedemption::Address))
                // 0 = PENDING, 1 = SHIPPED, 2 = CANCELLED (refunded).
                .col(
                    ColumnDef::new(ShopRedemption::Status)
                        .small_integer()
                        .not_null()
                        .default(0)
                        .check(Expr::col(ShopRedemption::Status).is_in([0, 1, 2])),
                )
                .col(text(ShopRedemption::TrackingNo))
                .col(text(ShopRedemption::Note))
                .col(
                    ColumnDef::new(ShopRedemption::IdempotencyKey)
                        .string()
                        .not_null(),
                )
                .col(at(ShopRedemption::CreatedAt))
                .col(at_opt(ShopRedemption::ShippedAt))
                .col(at_opt(ShopRedemption::CancelledAt))
                .foreign_key(&mut member_fk(
                    ShopRedemption::Table,
                    ShopRedemption::MemberId,
                ))
                .foreign_key(
                    ForeignKey::create()
                        .from(ShopRedemption::Table, ShopRedemption::ItemId)
                        .to(ShopItem::Table, ShopItem::Id)
                        .on_delete(ForeignKeyAction::Restrict),
                )
                .to_owned(),
        )
        .await?;
        unique(
            m,
            ShopRedemption::Table,
            "uq_shop_redemption_key",
            [ShopRedemption::MemberId, ShopRedemption::IdempotencyKey],
        )
        .await?;
        // "My exchange records", newest first.
        index(
            m,
            ShopRedemption::Table,
            "idx_shop_redemption_member",
            [ShopRedemption::MemberId, ShopRedemption::Id],
        )
        .await?;
        // Staff delivery queue by status.
        index(
            m,
            ShopRedemption::Table,
            "idx_shop_redemption_status",
            [ShopRedemption::Status, ShopRedemption::Id],
        )
        .await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            ShopRedemption::Table.into_iden(),
            ShopItem::Table.into_iden(),
            Invite::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.drop_index(
            Index::drop()
                .name("idx_member_invite_rank")
                .table(Member::Table)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Member::Table)
                .drop_column(Member::InvitePoints)
                .to_owned(),
        )
        .await
    }
}

#[derive(DeriveIden)]
enum Member {
    Table,
    Id,
    InviteMeMemberId,
    InviteNum,
    InvitePoints,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Invite {
    Table,
    Id,
    InviterId,
    InviteeId,
    Points,
    CreatedAt,
}

#[derive(DeriveIden)]
enum ShopItem {
    Table,
    Id,
    Name,
    Description,
    Images,
    PricePoints,
    Stock,
    Enabled,
    SortOrder,
    RedeemedCount,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ShopRedemption {
    Table,
    Id,
    MemberId,
    ItemId,
    ItemName,
    Quantity,
    Points,
    ReceiverName,
    ReceiverMobile,
    Province,
    City,
    Country,
    Street,
    Address,
    Status,
    TrackingNo,
    Note,
    IdempotencyKey,
    CreatedAt,
    ShippedAt,
    CancelledAt,
}
