//! Two members can no longer invite each other, and an invitee is
//! rewarded once per person (issue 41).
//!
//! - `pair_low` / `pair_high`: the invite's two members, lower id first,
//!   unique together. A invites B and B invites A are the same pair, so
//!   when both are written at once the database refuses the second (on
//!   PostgreSQL the second insert waits for the first to commit); the
//!   application's read-then-write check could not see the crossing write.
//!   Rows of an earlier mutual pair keep the older one's pair and leave the
//!   newer one's empty (`NULL`s never clash), so the index can be built.
//! - `invitee_key`: a keyed hash of the invitee's phone
//!   (`invite::service::invitee_key`), unique. An invitee who cancels and
//!   registers again is a new account but the same person: the second
//!   invite row is kept without the key and pays nothing. Rows written
//!   before this migration have none (the hash needs the server's secret).

use sea_orm_migration::prelude::*;

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261126_000013_invite_pairs"
    }
}

#[derive(DeriveIden)]
enum Invite {
    Table,
    Id,
    InviterId,
    InviteeId,
    PairLow,
    PairHigh,
    InviteeKey,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One column a statement: SQLite alters one at a time.
        for col in [
            ColumnDef::new(Invite::PairLow)
                .big_integer()
                .null()
                .to_owned(),
            ColumnDef::new(Invite::PairHigh)
                .big_integer()
                .null()
                .to_owned(),
            ColumnDef::new(Invite::InviteeKey)
                .string()
                .null()
                .to_owned(),
        ] {
            m.alter_table(
                Table::alter()
                    .table(Invite::Table)
                    .add_column(col.to_owned())
                    .to_owned(),
            )
            .await?;
        }
        let inviter_first = Expr::col(Invite::InviterId).lt(Expr::col(Invite::InviteeId));
        m.exec_stmt(
            Query::update()
                .table(Invite::Table)
                .value(
                    Invite::PairLow,
                    Expr::case(inviter_first.clone(), Expr::col(Invite::InviterId))
                        .finally(Expr::col(Invite::InviteeId)),
                )
                .value(
                    Invite::PairHigh,
                    Expr::case(inviter_first, Expr::col(Invite::InviteeId))
                        .finally(Expr::col(Invite::InviterId)),
                )
                .to_owned(),
        )
        .await?;
        // The newer row of a pair that already invited each other.
        let (older, newer) = (Alias::new("older"), Alias::new("newer"));
        let newer_of_pairs = Query::select()
            .column((newer.clone(), Invite::Id))
            .from_as(Invite::Table, older.clone())
            .join_as(
                JoinType::InnerJoin,
                Invite::Table,
                newer.clone(),
                Condition::all()
                    .add(
                        Expr::col((older.clone(), Invite::PairLow))
                            .equals((newer.clone(), Invite::PairLow)),
                    )
                    .add(
                        Expr::col((older.clone(), Invite::PairHigh))
                            .equals((newer.clone(), Invite::PairHigh)),
                    )
                    .add(Expr::col((older, Invite::Id)).lt(Expr::col((newer, Invite::Id)))),
            )
            .to_owned();
        m.exec_stmt(
            Query::update()
                .table(Invite::Table)
                .value(Invite::PairLow, Option::<i64>::None)
                .value(Invite::PairHigh, Option::<i64>::None)
                .and_where(Expr::col(Invite::Id).in_subquery(newer_of_pairs))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("uq_invite_pair")
                .table(Invite::Table)
                .col(Invite::PairLow)
                .col(Invite::PairHigh)
                .unique()
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("uq_invite_invitee_key")
                .table(Invite::Table)
                .col(Invite::InviteeKey)
                .unique()
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for name in ["uq_invite_invitee_key", "uq_invite_pair"] {
            m.drop_index(Index::drop().name(name).table(Invite::Table).to_owned())
                .await?;
        }
        for col in [Invite::InviteeKey, Invite::PairHigh, Invite::PairLow] {
            m.alter_table(
                Table::alter()
                    .table(Invite::Table)
                    .drop_column(col)
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}
