//! The 排行 tab (issue 33): picks and their statistics, the period boards,
//! expert applications and plans, and guessing competitions.
//!
//! - `quiz_pick` / `quiz_pick_leg`: a member's pick (a single or a 2串1)
//!   and its legs. The unique (member, match, play) on the legs is "one pick
//!   per member, match and play type", whatever the number of instances.
//!   Each leg keeps the odds and line in force when it was made.
//! - `quiz_stat`: a member's counters per scope (`all`, `game:jczq`,
//!   `play:spf`, `plans`), moved at settlement; a profile reads one row.
//! - `quiz_board`: one row per member and period (`week:2026-W48`,
//!   `month:2026-11`) with each board's sort key precomputed, so a board
//!   page is one indexed range scan in one direction.
//! - `expert_application`: the record workflow's states and outcome.
//! - `expert_plan` / `expert_plan_leg` / `plan_unlock`: an expert's plan,
//!   its picks, and who unlocked it (unique per plan and member: one charge).
//! - `competition`, `competition_match`, `competition_entry`,
//!   `competition_standing`: a guessing competition, its matches, members'
//!   entries (unique per competition, member, match and play) and each
//!   member's running total (its board, one indexed query).

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, flag, id_col, index, json, member_fk, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261126_000015_quiz"
    }
}

#[derive(DeriveIden)]
enum QuizPick {
    Table,
    Id,
    MemberId,
    Game,
    Play,
    Parlay,
    FirstKickoff,
    State,
    StakeFen,
    ReturnFen,
    SettledSeq,
    SettledAt,
    Period,
    CreatedAt,
}

#[derive(DeriveIden)]
enum QuizPickLeg {
    Table,
    Id,
    PickId,
    MemberId,
    MatchId,
    Play,
    Choice,
    Odds,
    Line,
    Outcome,
}

#[derive(DeriveIden)]
enum QuizStat {
    Table,
    MemberId,
    Scope,
    Settled,
    Red,
    Void,
    StakeFen,
    ReturnFen,
    CurrentStreak,
    LongestStreak,
    RecentBits,
    RecentLen,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum QuizBoard {
    Table,
    Period,
    MemberId,
    Settled,
    Red,
    StakeFen,
    ReturnFen,
    CurrentStreak,
    LongestStreak,
    RecentBits,
    RecentLen,
    HitKey,
    StreakKey,
    ReturnKey,
    Tie,
}

#[derive(DeriveIden)]
enum ExpertApplication {
    Table,
    Id,
    MemberId,
    Statement,
    State,
    Outcome,
    Reason,
    Settled,
    Red,
    ReviewedBy,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum ExpertPlan {
    Table,
    Id,
    ExpertId,
    Title,
    Analysis,
    Price,
    RefundOnMiss,
    FirstKickoff,
    State,
    ReturnFen,
    Unlocks,
    CreatedAt,
    SettledAt,
}

#[derive(DeriveIden)]
enum ExpertPlanLeg {
    Table,
    Id,
    PlanId,
    MatchId,
    Play,
    Choice,
    Odds,
    Line,
    Outcome,
}

#[derive(DeriveIden)]
enum PlanUnlock {
    Table,
    Id,
    PlanId,
    MemberId,
    Points,
    Refunded,
    CreatedAt,
}

#[derive(DeriveIden)]
enum Competition {
    Table,
    Id,
    Title,
    Description,
    OpenAt,
    CloseAt,
    StakeMin,
    StakeMax,
    Prizes,
    State,
    Matches,
    Settled,
    CreatedBy,
    CreatedAt,
    ReleasedAt,
    PrizedAt,
}

#[derive(DeriveIden)]
enum CompetitionMatch {
    Table,
    CompetitionId,
    MatchId,
    Plays,
    Settled,
}

#[derive(DeriveIden)]
enum CompetitionEntry {
    Table,
    Id,
    CompetitionId,
    MemberId,
    MatchId,
    Play,
    Choice,
    Odds,
    Line,
    Stake,
    Outcome,
    Payout,
    Version,
    CreatedAt,
}

#[derive(DeriveIden)]
enum CompetitionStanding {
    Table,
    CompetitionId,
    MemberId,
    Entries,
    Staked,
    Paid,
    Won,
    FirstEntryAt,
    Tie,
}

#[derive(DeriveIden)]
enum SportsMatch {
    Table,
    Id,
}

fn big<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).big_integer().not_null().to_owned()
}

fn small<T: Iden + 'static>(col: T) -> ColumnDef {
    ColumnDef::new(col).small_integer().not_null().to_owned()
}

fn match_fk<T: Iden + 'static, C: Iden + 'static>(table: T, col: C) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(table, col)
        .to(SportsMatch::Table, SportsMatch::Id)
        .to_owned()
}

/// A leg's columns (a pick's, a plan's): the match, play type, option
/// chosen, odds in hundredths and line in tenths in force, and the outcome
/// it settled with (`RED`, `BLACK`, `VOID`; NULL while open).
fn leg_columns<C: Iden + 'static>(
    t: &mut TableCreateStatement,
    match_id: C,
    play: C,
    choice: C,
    odds: C,
    line: C,
    outcome: C,
) {
    t.col(big(match_id))
        .col(ColumnDef::new(play).string().not_null())
        .col(small(choice))
        .col(big(odds))
        .col(ColumnDef::new(line).integer().null())
        .col(ColumnDef::new(outcome).string().null());
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(QuizPick::Table)
                .col(id_col(QuizPick::Id))
                .col(big(QuizPick::MemberId))
                .col(ColumnDef::new(QuizPick::Game).string().not_null())
                // The first leg's play type (a 2串1's legs may differ).
                .col(ColumnDef::new(QuizPick::Play).string().not_null())
                .col(flag(QuizPick::Parlay))
                .col(at(QuizPick::FirstKickoff))
                // OPEN, RED, BLACK, VOID.
                .col(ColumnDef::new(QuizPick::State).string().not_null())
                // The notional 2 yuan per option, and what it returned.
                .col(big(QuizPick::StakeFen))
                .col(counter(QuizPick::ReturnFen))
                // The member's settled count when this pick settled (its
                // place in their record: streaks and 近N中M).
                .col(ColumnDef::new(QuizPick::SettledSeq).big_integer().null())
                .col(at_opt(QuizPick::SettledAt))
                // The Shanghai week of the first kickoff (`2026-W48`): the
                // month follows from the kickoff too.
                .col(text(QuizPick::Period))
                .col(at(QuizPick::CreatedAt))
                .foreign_key(&mut member_fk(QuizPick::Table, QuizPick::MemberId))
                .to_owned(),
        )
        .await?;
        // My picks, newest first; a member's record in settled order.
        index(
            m,
            QuizPick::Table,
            "ix_quiz_pick_member",
            [QuizPick::MemberId, QuizPick::Id],
        )
        .await?;
        index(
            m,
            QuizPick::Table,
            "ix_quiz_pick_member_seq",
            [QuizPick::MemberId, QuizPick::SettledSeq],
        )
        .await?;

        let mut legs = Table::create();
        legs.table(QuizPickLeg::Table)
            .col(id_col(QuizPickLeg::Id))
            .col(big(QuizPickLeg::PickId))
            .col(big(QuizPickLeg::MemberId));
        leg_columns(
            &mut legs,
            QuizPickLeg::MatchId,
            QuizPickLeg::Play,
            QuizPickLeg::Choice,
            QuizPickLeg::Odds,
            QuizPickLeg::Line,
            QuizPickLeg::Outcome,
        );
        legs.foreign_key(
            ForeignKey::create()
                .from(QuizPickLeg::Table, QuizPickLeg::PickId)
                .to(QuizPick::Table, QuizPick::Id)
                .on_delete(ForeignKeyAction::Cascade),
        )
        .foreign_key(&mut match_fk(QuizPickLeg::Table, QuizPickLeg::MatchId));
        m.create_table(legs.to_owned()).await?;
        unique(
            m,
            QuizPickLeg::Table,
            "uq_quiz_pick_leg_member_match_play",
            [
                QuizPickLeg::MemberId,
                QuizPickLeg::MatchId,
                QuizPickLeg::Play,
            ],
        )
        .await?;
        index(
            m,
            QuizPickLeg::Table,
            "ix_quiz_pick_leg_match",
            [QuizPickLeg::MatchId],
        )
        .await?;
        index(
            m,
            QuizPickLeg::Table,
            "ix_quiz_pick_leg_pick",
            [QuizPickLeg::PickId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(QuizStat::Table)
                .col(big(QuizStat::MemberId))
                .col(ColumnDef::new(QuizStat::Scope).string().not_null())
                .col(counter(QuizStat::Settled))
                .col(counter(QuizStat::Red))
                .col(counter(QuizStat::Void))
                .col(counter(QuizStat::StakeFen))
                .col(counter(QuizStat::ReturnFen))
                .col(counter(QuizStat::CurrentStreak))
                .col(counter(QuizStat::LongestStreak))
                // The last 20 settled, newest in bit 0 (1 = red).
                .col(counter(QuizStat::RecentBits))
                .col(counter(QuizStat::RecentLen))
                .col(at(QuizStat::UpdatedAt))
                .primary_key(Index::create().col(QuizStat::MemberId).col(QuizStat::Scope))
                .foreign_key(&mut member_fk(QuizStat::Table, QuizStat::MemberId))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table(QuizBoard::Table)
                .col(ColumnDef::new(QuizBoard::Period).string().not_null())
                .col(big(QuizBoard::MemberId))
                .col(counter(QuizBoard::Settled))
                .col(counter(QuizBoard::Red))
                .col(counter(QuizBoard::StakeFen))
                .col(counter(QuizBoard::ReturnFen))
                .col(counter(QuizBoard::CurrentStreak))
                .col(counter(QuizBoard::LongestStreak))
                // 近N中M within the period, as in `quiz_stat`.
                .col(counter(QuizBoard::RecentBits))
                .col(counter(QuizBoard::RecentLen))
                // Each board's order as one number (`rules::quiz::board`),
                // then `tie` (minus the last pick's time: earlier first),
                // all descending, so a page is one backward index scan.
                .col(counter(QuizBoard::HitKey))
                .col(counter(QuizBoard::StreakKey))
                .col(counter(QuizBoard::ReturnKey))
                .col(counter(QuizBoard::Tie))
                .primary_key(
                    Index::create()
                        .col(QuizBoard::Period)
                        .col(QuizBoard::MemberId),
                )
                .foreign_key(&mut member_fk(QuizBoard::Table, QuizBoard::MemberId))
                .to_owned(),
        )
        .await?;
        for (name, key) in [
            ("ix_quiz_board_hit", QuizBoard::HitKey),
            ("ix_quiz_board_streak", QuizBoard::StreakKey),
            ("ix_quiz_board_return", QuizBoard::ReturnKey),
        ] {
            index(
                m,
                QuizBoard::Table,
                name,
                [QuizBoard::Period, key, QuizBoard::Tie, QuizBoard::MemberId],
            )
            .await?;
        }

        m.create_table(
            Table::create()
                .table(ExpertApplication::Table)
                .col(id_col(ExpertApplication::Id))
                .col(big(ExpertApplication::MemberId))
                .col(text(ExpertApplication::Statement))
                // The record workflow: 0 PRESTART, 1 PROCESSING, 2 CLOSED.
                .col(small(ExpertApplication::State))
                .col(ColumnDef::new(ExpertApplication::Outcome).string().null())
                .col(text(ExpertApplication::Reason))
                // The record when applying (what staff judge).
                .col(counter(ExpertApplication::Settled))
                .col(counter(ExpertApplication::Red))
                .col(
                    ColumnDef::new(ExpertApplication::ReviewedBy)
                        .big_integer()
                        .null(),
                )
                .col(at(ExpertApplication::CreatedAt))
                .col(at(ExpertApplication::UpdatedAt))
                .foreign_key(&mut member_fk(
                    ExpertApplication::Table,
                    ExpertApplication::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            ExpertApplication::Table,
            "ix_expert_application_member",
            [ExpertApplication::MemberId, ExpertApplication::Id],
        )
        .await?;
        index(
            m,
            ExpertApplication::Table,
            "ix_expert_application_state",
            [ExpertApplication::State, ExpertApplication::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(ExpertPlan::Table)
                .col(id_col(ExpertPlan::Id))
                .col(big(ExpertPlan::ExpertId))
                .col(text(ExpertPlan::Title))
                .col(ColumnDef::new(ExpertPlan::Analysis).text().not_null())
                // Points to unlock (0: free).
                .col(counter(ExpertPlan::Price))
                .col(flag(ExpertPlan::RefundOnMiss))
                .col(at(ExpertPlan::FirstKickoff))
                // OPEN, RED, BLACK, VOID.
                .col(ColumnDef::new(ExpertPlan::State).string().not_null())
                // What the plan returned on a notional 2 yuan (its record).
                .col(counter(ExpertPlan::ReturnFen))
                .col(counter(ExpertPlan::Unlocks))
                .col(at(ExpertPlan::CreatedAt))
                .col(at_opt(ExpertPlan::SettledAt))
                .foreign_key(&mut member_fk(ExpertPlan::Table, ExpertPlan::ExpertId))
                .to_owned(),
        )
        .await?;
        index(
            m,
            ExpertPlan::Table,
            "ix_expert_plan_expert",
            [ExpertPlan::ExpertId, ExpertPlan::Id],
        )
        .await?;

        let mut plan_legs = Table::create();
        plan_legs
            .table(ExpertPlanLeg::Table)
            .col(id_col(ExpertPlanLeg::Id))
            .col(big(ExpertPlanLeg::PlanId));
        leg_columns(
            &mut plan_legs,
            ExpertPlanLeg::MatchId,
            ExpertPlanLeg::Play,
            ExpertPlanLeg::Choice,
            ExpertPlanLeg::Odds,
            ExpertPlanLeg::Line,
            ExpertPlanLeg::Outcome,
        );
        plan_legs
            .foreign_key(
                ForeignKey::create()
                    .from(ExpertPlanLeg::Table, ExpertPlanLeg::PlanId)
                    .to(ExpertPlan::Table, ExpertPlan::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            )
            .foreign_key(&mut match_fk(ExpertPlanLeg::Table, ExpertPlanLeg::MatchId));
        m.create_table(plan_legs.to_owned()).await?;
        index(
            m,
            ExpertPlanLeg::Table,
            "ix_expert_plan_leg_match",
            [ExpertPlanLeg::MatchId],
        )
        .await?;
        index(
            m,
            ExpertPlanLeg::Table,
            "ix_expert_plan_leg_plan",
            [ExpertPlanLeg::PlanId],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(PlanUnlock::Table)
                .col(id_col(PlanUnlock::Id))
                .col(big(PlanUnlock::PlanId))
                .col(big(PlanUnlock::MemberId))
                .col(counter(PlanUnlock::Points))
                .col(flag(PlanUnlock::Refunded))
                .col(at(PlanUnlock::CreatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(PlanUnlock::Table, PlanUnlock::PlanId)
                        .to(ExpertPlan::Table, ExpertPlan::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(&mut member_fk(PlanUnlock::Table, PlanUnlock::MemberId))
                .to_owned(),
        )
        .await?;
        unique(
            m,
            PlanUnlock::Table,
            "uq_plan_unlock",
            [PlanUnlock::PlanId, PlanUnlock::MemberId],
        )
        .await?;
        index(
            m,
            PlanUnlock::Table,
            "ix_plan_unlock_member",
            [PlanUnlock::MemberId, PlanUnlock::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(Competition::Table)
                .col(id_col(Competition::Id))
                .col(text(Competition::Title))
                .col(ColumnDef::new(Competition::Description).text().not_null())
                .col(at(Competition::OpenAt))
                .col(at(Competition::CloseAt))
                .col(big(Competition::StakeMin))
                .col(big(Competition::StakeMax))
                // Points per place, first place first (a JSON array).
                .col(json(Competition::Prizes))
                // DRAFT, RELEASED, PRIZED.
                .col(ColumnDef::new(Competition::State).string().not_null())
                // Its matches, and how many of them have settled.
                .col(counter(Competition::Matches))
                .col(counter(Competition::Settled))
                .col(big(Competition::CreatedBy))
                .col(at(Competition::CreatedAt))
                .col(at_opt(Competition::ReleasedAt))
                .col(at_opt(Competition::PrizedAt))
                .to_owned(),
        )
        .await?;
        index(
            m,
            Competition::Table,
            "ix_competition_state",
            [Competition::State, Competition::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(CompetitionMatch::Table)
                .col(big(CompetitionMatch::CompetitionId))
                .col(big(CompetitionMatch::MatchId))
                // The play types open on it (a JSON array of codes).
                .col(json(CompetitionMatch::Plays))
                // Whether its entries have settled once (the competition's
                // `settled` counts these).
                .col(flag(CompetitionMatch::Settled))
                .primary_key(
                    Index::create()
                        .col(CompetitionMatch::CompetitionId)
                        .col(CompetitionMatch::MatchId),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from(CompetitionMatch::Table, CompetitionMatch::CompetitionId)
                        .to(Competition::Table, Competition::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(&mut match_fk(
                    CompetitionMatch::Table,
                    CompetitionMatch::MatchId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            CompetitionMatch::Table,
            "ix_competition_match_match",
            [CompetitionMatch::MatchId],
        )
        .await?;

        let mut entries = Table::create();
        entries
            .table(CompetitionEntry::Table)
            .col(id_col(CompetitionEntry::Id))
            .col(big(CompetitionEntry::CompetitionId))
            .col(big(CompetitionEntry::MemberId));
        leg_columns(
            &mut entries,
            CompetitionEntry::MatchId,
            CompetitionEntry::Play,
            CompetitionEntry::Choice,
            CompetitionEntry::Odds,
            CompetitionEntry::Line,
            CompetitionEntry::Outcome,
        );
        entries
            .col(big(CompetitionEntry::Stake))
            // What the ledger paid for it so far (a correction pays the difference).
            .col(counter(CompetitionEntry::Payout))
            // Moved by each settlement: the ledger key of each posting.
            .col(counter(CompetitionEntry::Version))
            .col(at(CompetitionEntry::CreatedAt))
            .foreign_key(
                ForeignKey::create()
                    .from(CompetitionEntry::Table, CompetitionEntry::CompetitionId)
                    .to(Competition::Table, Competition::Id)
                    .on_delete(ForeignKeyAction::Cascade),
            )
            .foreign_key(&mut member_fk(
                CompetitionEntry::Table,
                CompetitionEntry::MemberId,
            ))
            .foreign_key(&mut match_fk(
                CompetitionEntry::Table,
                CompetitionEntry::MatchId,
            ));
        m.create_table(entries.to_owned()).await?;
        unique(
            m,
            CompetitionEntry::Table,
            "uq_competition_entry",
            [
                CompetitionEntry::CompetitionId,
                CompetitionEntry::MemberId,
                CompetitionEntry::MatchId,
                CompetitionEntry::Play,
            ],
        )
        .await?;
        index(
            m,
            CompetitionEntry::Table,
            "ix_competition_entry_match",
            [CompetitionEntry::MatchId],
        )
        .await?;
        index(
            m,
            CompetitionEntry::Table,
            "ix_competition_entry_member",
            [CompetitionEntry::MemberId, CompetitionEntry::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(CompetitionStanding::Table)
                .col(big(CompetitionStanding::CompetitionId))
                .col(big(CompetitionStanding::MemberId))
                .col(counter(CompetitionStanding::Entries))
                .col(counter(CompetitionStanding::Staked))
                .col(counter(CompetitionStanding::Paid))
                // Paid − staked: the board's order.
                .col(counter(CompetitionStanding::Won))
                .col(at(CompetitionStanding::FirstEntryAt))
                // Minus the first entry's time: earlier first, descending.
                .col(counter(CompetitionStanding::Tie))
                .primary_key(
                    Index::create()
                        .col(CompetitionStanding::CompetitionId)
                        .col(CompetitionStanding::MemberId),
                )
                .foreign_key(
                    ForeignKey::create()
                        .from(
                            CompetitionStanding::Table,
                            CompetitionStanding::CompetitionId,
                        )
                        .to(Competition::Table, Competition::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .foreign_key(&mut member_fk(
                    CompetitionStanding::Table,
                    CompetitionStanding::MemberId,
                ))
                .to_owned(),
        )
        .await?;
        index(
            m,
            CompetitionStanding::Table,
            "ix_competition_standing_board",
            [
                CompetitionStanding::CompetitionId,
                CompetitionStanding::Won,
                CompetitionStanding::Tie,
                CompetitionStanding::MemberId,
            ],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in [
            CompetitionStanding::Table.into_iden(),
            CompetitionEntry::Table.into_iden(),
            CompetitionMatch::Table.into_iden(),
            Competition::Table.into_iden(),
            PlanUnlock::Table.into_iden(),
            ExpertPlanLeg::Table.into_iden(),
            ExpertPlan::Table.into_iden(),
            ExpertApplication::Table.into_iden(),
            QuizBoard::Table.into_iden(),
            QuizStat::Table.into_iden(),
            QuizPickLeg::Table.into_iden(),
            QuizPick::Table.into_iden(),
        ] {
            m.drop_table(Table::drop().table(table).to_owned()).await?;
        }
        Ok(())
    }
}
