//! Channels, their daily roll-up, member activity, the earnings ledger,
//! payee accounts and withdrawals (issue 35; platform-rules.md §6).
//!
//! - `partner_channel` becomes the channel table (no second one):
//!   `partner_id` may be empty (a channel without a partner), `operator_id`
//!   is the member who runs it (a distributor; `SET NULL` when the member
//!   goes) and `title` its shown name. SQLite cannot drop a `NOT NULL`, so
//!   there the table is rebuilt (same ids, the sequence follows them);
//!   PostgreSQL alters the column in place.
//! - `channel_daily`: per channel and Asia/Shanghai day, the figures the
//!   roll-up job recomputes (registrations, active members, check-ins,
//!   invites, points issued and spent, earnings in fen). Primary key
//!   (channel, day): a detail range is one index range.
//! - `member_activity`: one row per member and day the member signed in or
//!   made a signed-in request (primary key: written at most once).
//! - `earnings_ledger`: postings in fen (never zero), a unique `key` per
//!   posting (`commission:<member>`, `withdrawal:<id>`, …), the balance
//!   after it (never negative). `member_earnings` is the balance and the
//!   amount held by open withdrawals, both never negative (CHECKs): the sum
//!   of a member's postings is always `balance_fen`.
//! - `payee_account`: one per member (receive info).
//! - `withdrawal`: the record workflow's columns (state 0–2, outcome,
//!   reason), the payee as it was when asked, the Shanghai `day` it was
//!   asked on (the daily limits read it by `(member_id, day)`).
//! - Indexes the roll-up's range reads need: `invite.created_at`,
//!   `check_in.day`, `points_ledger.created_at`.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::{ConnectionTrait, DatabaseBackend};

use crate::columns::{at, at_opt, counter, id_col, index, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000019_channels"
    }
}

#[derive(DeriveIden)]
enum PartnerChannel {
    Table,
    Id,
    PartnerId,
    Channel,
    CreatedAt,
    OperatorId,
    Title,
}

#[derive(DeriveIden)]
enum PartnerChannelNew {
    Table,
}

#[derive(DeriveIden)]
enum Partner {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum Member {
    Table,
    Id,
}

#[derive(DeriveIden)]
enum ChannelDaily {
    Table,
    Channel,
    Day,
    Registrations,
    Active,
    CheckIns,
    Invites,
    PointsIssued,
    PointsSpent,
    EarningsFen,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum MemberActivity {
    Table,
    MemberId,
    Day,
}

#[derive(DeriveIden)]
enum EarningsLedger {
    Table,
    Id,
    MemberId,
    AmountFen,
    Kind,
    Key,
    BalanceAfter,
    Channel,
    Description,
    CreatedAt,
}

#[derive(DeriveIden)]
enum MemberEarnings {
    Table,
    MemberId,
    BalanceFen,
    HeldFen,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum PayeeAccount {
    Table,
    MemberId,
    LegalName,
    Kind,
    AccountNo,
    BankName,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum Withdrawal {
    Table,
    Id,
    MemberId,
    AmountFen,
    Day,
    State,
    Outcome,
    Reason,
    PayeeName,
    PayeeKind,
    PayeeAccount,
    PayeeBank,
    ReviewedBy,
    CreatedAt,
    UpdatedAt,
    PaidAt,
}

#[derive(DeriveIden)]
enum Invite {
    Table,
    CreatedAt,
}

#[derive(DeriveIden)]
enum CheckIn {
    Table,
    Day,
}

#[derive(DeriveIden)]
enum PointsLedger {
    Table,
    CreatedAt,
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

/// The channel table as it is after this migration, under `name`.
fn channel_table<T: Iden + 'static>(name: T) -> TableCreateStatement {
    Table::create()
        .table(name)
        .col(id_col(PartnerChannel::Id))
        .col(big_opt(PartnerChannel::PartnerId))
        .col(ColumnDef::new(PartnerChannel::Channel).string().not_null())
        .col(at(PartnerChannel::CreatedAt))
        .col(big_opt(PartnerChannel::OperatorId))
        .col(text(PartnerChannel::Title))
        .foreign_key(
            ForeignKey::create()
                .from_col(PartnerChannel::PartnerId)
                .to(Partner::Table, Partner::Id)
                .on_delete(ForeignKeyAction::Cascade),
        )
        .foreign_key(
            ForeignKey::create()
                .from_col(PartnerChannel::OperatorId)
                .to(Member::Table, Member::Id)
                .on_delete(ForeignKeyAction::SetNull),
        )
        .to_owned()
}

async fn channels_up(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    match m.get_database_backend() {
        DatabaseBackend::Sqlite => {
            // Rebuild: SQLite alters no column's nullability. One batch on
            // one connection: another pooled connection's cached schema
            // could still hold the dropped table when the new one takes
            // its name (SQLite checks a new name against its cache).
            let copied = Query::insert()
                .into_table(PartnerChannelNew::Table)
                .columns([
                    PartnerChannel::Id,
                    PartnerChannel::PartnerId,
                    PartnerChannel::Channel,
                    PartnerChannel::CreatedAt,
                ])
                .select_from(
                    Query::select()
                        .columns([
                            PartnerChannel::Id,
                            PartnerChannel::PartnerId,
                            PartnerChannel::Channel,
                            PartnerChannel::CreatedAt,
                        ])
                        .from(PartnerChannel::Table)
                        .to_owned(),
                )
                .map_err(|e| DbErr::Migration(e.to_string()))?
                .to_owned();
            let batch = [
                channel_table(PartnerChannelNew::Table).to_string(SqliteQueryBuilder),
                copied.to_string(SqliteQueryBuilder),
                Table::drop()
                    .table(PartnerChannel::Table)
                    .to_string(SqliteQueryBuilder),
                Table::rename()
                    .table(PartnerChannelNew::Table, PartnerChannel::Table)
                    .to_string(SqliteQueryBuilder),
                // The old table's index went with it.
                Index::create()
                    .name("uq_partner_channel")
                    .table(PartnerChannel::Table)
                    .col(PartnerChannel::Channel)
                    .unique()
                    .to_string(SqliteQueryBuilder),
                Index::create()
                    .name("ix_partner_channel_operator")
                    .table(PartnerChannel::Table)
                    .col(PartnerChannel::OperatorId)
                    .to_string(SqliteQueryBuilder),
            ];
            m.get_connection()
                .execute_unprepared(&batch.join(";\n"))
                .await?;
            Ok(())
        }
        _ => {
            m.alter_table(
                Table::alter()
                    .table(PartnerChannel::Table)
                    .modify_column(
                        ColumnDef::new(PartnerChannel::PartnerId)
                            .big_integer()
                            .null(),
                    )
                    .to_owned(),
            )
            .await?;
            m.alter_table(
                Table::alter()
                    .table(PartnerChannel::Table)
                    .add_column(big_opt(PartnerChannel::OperatorId))
                    .to_owned(),
            )
            .await?;
            m.alter_table(
                Table::alter()
                    .table(PartnerChannel::Table)
                    .add_column(text(PartnerChannel::Title))
                    .to_owned(),
            )
            .await?;
            m.create_foreign_key(
                ForeignKey::create()
                    .name("fk_partner_channel_operator")
                    .from(PartnerChannel::Table, PartnerChannel::OperatorId)
                    .to(Member::Table, Member::Id)
                    .on_delete(ForeignKeyAction::SetNull)
                    .to_owned(),
            )
            .await?;
            // An operator's channels.
            index(
                m,
                PartnerChannel::Table,
                "ix_partner_channel_operator",
                [PartnerChannel::OperatorId],
            )
            .await
        }
    }
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        channels_up(m).await?;

        m.create_table(
            Table::create()
                .table(ChannelDaily::Table)
                .col(ColumnDef::new(ChannelDaily::Channel).string().not_null())
                .col(day(ChannelDaily::Day))
                .col(counter(ChannelDaily::Registrations))
                .col(counter(ChannelDaily::Active))
                .col(counter(ChannelDaily::CheckIns))
                .col(counter(ChannelDaily::Invites))
                .col(counter(ChannelDaily::PointsIssued))
                .col(counter(ChannelDaily::PointsSpent))
                .col(counter(ChannelDaily::EarningsFen))
                .col(at(ChannelDaily::UpdatedAt))
                .primary_key(
                    Index::create()
                        .col(ChannelDaily::Channel)
                        .col(ChannelDaily::Day),
                )
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(MemberActivity::Table)
                .col(big(MemberActivity::MemberId))
                .col(day(MemberActivity::Day))
                .primary_key(
                    Index::create()
                        .col(MemberActivity::MemberId)
                        .col(MemberActivity::Day),
                )
                .foreign_key(&mut member_fk(
                    MemberActivity::Table,
                    MemberActivity::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            MemberActivity::Table,
            "ix_member_activity_day",
            [MemberActivity::Day, MemberActivity::MemberId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(MemberEarnings::Table)
                .col(
                    ColumnDef::new(MemberEarnings::MemberId)
                        .big_integer()
                        .not_null()
                        .primary_key(),
                )
                .col(
                    counter(MemberEarnings::BalanceFen)
                        .check(Expr::col(MemberEarnings::BalanceFen).gte(0)),
                )
                .col(
                    counter(MemberEarnings::HeldFen)
                        .check(Expr::col(MemberEarnings::HeldFen).gte(0)),
                )
                .col(at(MemberEarnings::UpdatedAt))
                .foreign_key(&mut member_fk(
                    MemberEarnings::Table,
                    MemberEarnings::MemberId,
                ))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(EarningsLedger::Table)
                .col(id_col(EarningsLedger::Id))
                .col(big(EarningsLedger::MemberId))
                .col(
                    big(EarningsLedger::AmountFen)
                        .check(Expr::col(EarningsLedger::AmountFen).ne(0)),
                )
                // COMMISSION, WITHDRAWAL (the hold), WITHDRAWAL_RETURN.
                .col(ColumnDef::new(EarningsLedger::Kind).string().not_null())
                .col(ColumnDef::new(EarningsLedger::Key).string().not_null())
                .col(
                    big(EarningsLedger::BalanceAfter)
                        .check(Expr::col(EarningsLedger::BalanceAfter).gte(0)),
                )
                // The channel a commission was earned through (the roll-up's
                // earnings figure); `NULL` for withdrawals.
                .col(ColumnDef::new(EarningsLedger::Channel).string().null())
                .col(text(EarningsLedger::Description))
                .col(at(EarningsLedger::CreatedAt))
                .foreign_key(&mut member_fk(
                    EarningsLedger::Table,
                    EarningsLedger::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            EarningsLedger::Table,
            "uq_earnings_ledger_key",
            [EarningsLedger::Key],
        )
        .await?;
        index(
            m,
            EarningsLedger::Table,
            "ix_earnings_ledger_member",
            [EarningsLedger::MemberId, EarningsLedger::Id],
        )
        .await?;
        index(
            m,
            EarningsLedger::Table,
            "ix_earnings_ledger_created",
            [EarningsLedger::CreatedAt],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PayeeAccount::Table)
                .col(
                    ColumnDef::new(PayeeAccount::MemberId)
                        .big_integer()
                        .not_null()
                        .primary_key(),
                )
                .col(text(PayeeAccount::LegalName))
                // BANK or ALIPAY.
                .col(ColumnDef::new(PayeeAccount::Kind).string().not_null())
                .col(text(PayeeAccount::AccountNo))
                .col(text(PayeeAccount::BankName))
                .col(at(PayeeAccount::UpdatedAt))
                .foreign_key(&mut member_fk(PayeeAccount::Table, PayeeAccount::MemberId))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Withdrawal::Table)
                .col(id_col(Withdrawal::Id))
                .col(big(Withdrawal::MemberId))
                .col(big(Withdrawal::AmountFen).check(Expr::col(Withdrawal::AmountFen).gt(0)))
                .col(day(Withdrawal::Day))
                .col(
                    ColumnDef::new(Withdrawal::State)
                        .small_integer()
                        .not_null()
                        .check(Expr::col(Withdrawal::State).is_in([0, 1, 2])),
                )
                .col(ColumnDef::new(Withdrawal::Outcome).string().null())
                .col(text(Withdrawal::Reason))
                .col(text(Withdrawal::PayeeName))
                .col(text(Withdrawal::PayeeKind))
                .col(text(Withdrawal::PayeeAccount))
                .col(text(Withdrawal::PayeeBank))
                .col(big_opt(Withdrawal::ReviewedBy))
                .col(at(Withdrawal::CreatedAt))
                .col(at(Withdrawal::UpdatedAt))
                .col(at_opt(Withdrawal::PaidAt))
                .foreign_key(&mut member_fk(Withdrawal::Table, Withdrawal::MemberId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            Withdrawal::Table,
            "ix_withdrawal_member_day",
            [Withdrawal::MemberId, Withdrawal::Day],
        )
        .await?;
        index(
            m,
            Withdrawal::Table,
            "ix_withdrawal_member",
            [Withdrawal::MemberId, Withdrawal::Id],
        )
        .await?;
        index(
            m,
            Withdrawal::Table,
            "ix_withdrawal_state",
            [Withdrawal::State, Withdrawal::Id],
        )
        .await?;

        index(m, Invite::Table, "ix_invite_created", [Invite::CreatedAt]).await?;
        index(m, CheckIn::Table, "ix_check_in_day", [CheckIn::Day]).await?;
        index(
            m,
            PointsLedger::Table,
            "ix_points_ledger_created",
            [PointsLedger::CreatedAt],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            ("ix_points_ledger_created", PointsLedger::Table.into_iden()),
            ("ix_check_in_day", CheckIn::Table.into_iden()),
            ("ix_invite_created", Invite::Table.into_iden()),
        ] {
            m.drop_index(Index::drop().name(name).table(table).to_owned())
                .await?;
        }
        for table in [
            Withdrawal::Table.into_iden(),
            PayeeAccount::Table.into_iden(),
            EarningsLedger::Table.into_iden(),
            MemberEarnings::Table.into_iden(),
            MemberActivity::Table.into_iden(),
            ChannelDaily::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        m.drop_index(
            Index::drop()
                .name("ix_partner_channel_operator")
                .table(PartnerChannel::Table)
                .to_owned(),
        )
        .await?;
        // Channels without a partner cannot go back under `NOT NULL`.
        m.exec_stmt(
            Query::delete()
                .from_table(PartnerChannel::Table)
                .and_where(Expr::col(PartnerChannel::PartnerId).is_null())
                .to_owned(),
        )
        .await?;
        // SQLite keeps the rebuilt table's extra columns (it drops a column
        // only when nothing references it); PostgreSQL drops them, the
        // operator's foreign key with its column.
        if m.get_database_backend() == DatabaseBackend::Postgres {
            for col in [PartnerChannel::Title, PartnerChannel::OperatorId] {
                m.alter_table(
                    Table::alter()
                        .table(PartnerChannel::Table)
                        .drop_column(col)
                        .to_owned(),
                )
                .await?;
            }
        }
        Ok(())
    }
}
