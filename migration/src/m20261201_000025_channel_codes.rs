//! Channel codes apart from members' share codes (issue 55).
//!
//! A channel's name was free text shared by members' share codes and
//! operators' and partners' channels, so any member could mint a code
//! named after a partner's channel and have the people they registered
//! counted as that channel's: in its figures, its partner's webhooks and
//! its commission. From this migration on:
//! - `invite_code.channel_id` marks a channel's code. Existing codes of a
//!   channel's current operator are marked here (staff minted them when
//!   they assigned the operator); every other code, whoever minted it, is
//!   a share code and credits no channel.
//! - `invite.channel` is the channel credited, `invite.share_channel` the
//!   label of a share code. Existing invites that named a channel through a
//!   code that is not the channel's are moved to `share_channel`: they stop
//!   counting for the channel, and stay where staff can list them
//!   (docs/operations.md, "Channel codes"). Commission already credited
//!   stays: earnings are never taken back.
//!
//! Rolling deploy: both columns are new and nullable, and the previous
//! release reads `invite.channel` as optional; the two updates only clear a
//! value it can read as absent (allowed by name in the migrations test).

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261201_000025_channel_codes"
    }
}

#[derive(DeriveIden)]
enum InviteCode {
    Table,
    ChannelId,
}

#[derive(DeriveIden)]
enum Invite {
    Table,
    ShareChannel,
}

/// The codes of a channel's current operator are the channel's.
const MARK_OPERATORS_CODES: &str = "UPDATE invite_code SET channel_id = (\
    SELECT pc.id FROM partner_channel pc \
    WHERE pc.channel = invite_code.channel AND pc.operator_id = invite_code.member_id) \
    WHERE invite_code.channel <> ''";

/// Invites that named a channel without one of its codes: moved to the
/// share label. The inviter's code for that name is the code they used
/// (one code per member and name).
const MOVE_UNCREDITED: &str = "UPDATE invite SET share_channel = channel, channel = NULL \
    WHERE channel IS NOT NULL AND channel <> '' \
    AND NOT EXISTS (SELECT 1 FROM invite_code c \
        WHERE c.member_id = invite.inviter_id AND c.channel = invite.channel \
        AND c.channel_id IS NOT NULL)";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(InviteCode::Table)
                .add_column(ColumnDef::new(InviteCode::ChannelId).big_integer().null())
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(Invite::Table)
                .add_column(ColumnDef::new(Invite::ShareChannel).string().null())
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        db.execute_unprepared(MARK_OPERATORS_CODES).await?;
        db.execute_unprepared(MOVE_UNCREDITED).await?;
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Invite::Table)
                .drop_column(Invite::ShareChannel)
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table(InviteCode::Table)
                .drop_column(InviteCode::ChannelId)
                .to_owned(),
        )
        .await
    }
}
