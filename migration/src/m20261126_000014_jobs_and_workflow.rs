//! Durable jobs and the record workflow's outcome (issue 32).
//!
//! - `job`: work to do once after a commit, written in the same transaction
//!   as the effect that asks for it (`domain::kernel::jobs`). Any instance
//!   claims a due job with a conditional update and holds it for a lease;
//!   a job whose instance died is claimed again when the lease runs out.
//!   `dedupe_key` (unique, optional) makes asking twice one job.
//!   Scheduled messages written before this migration get their job here,
//!   so none is lost in the upgrade.
//! - `feedback.outcome`: how a closed record ended (`RESOLVED`,
//!   `CANCELLED`); `NULL` while open. Closed feedback written before has
//!   `RESOLVED` (only staff could close it then).

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, id_col, index, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261126_000014_jobs_and_workflow"
    }
}

#[derive(DeriveIden)]
enum Job {
    Table,
    Id,
    Kind,
    Payload,
    State,
    DedupeKey,
    Attempts,
    MaxAttempts,
    RunAt,
    LockedBy,
    LockedUntil,
    LastError,
    CreatedAt,
    UpdatedAt,
    DoneAt,
}

#[derive(DeriveIden)]
enum Feedback {
    Table,
    State,
    Outcome,
}

#[derive(DeriveIden)]
enum Message {
    Table,
    Status,
    ScheduledAt,
    CreatedAt,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(Job::Table)
                .col(id_col(Job::Id))
                // What to run, e.g. `message.send_scheduled`.
                .col(ColumnDef::new(Job::Kind).string().not_null())
                // The handler's input as JSON text.
                .col(ColumnDef::new(Job::Payload).text().not_null())
                // PENDING, RUNNING, DONE or FAILED.
                .col(ColumnDef::new(Job::State).string().not_null())
                .col(ColumnDef::new(Job::DedupeKey).string().null())
                .col(counter(Job::Attempts))
                .col(
                    ColumnDef::new(Job::MaxAttempts)
                        .integer()
                        .not_null()
                        .default(8),
                )
                // Not before this time (scheduling, and backoff after a failure).
                .col(at(Job::RunAt))
                // The instance holding it while RUNNING, until `locked_until`.
                .col(ColumnDef::new(Job::LockedBy).string().null())
                .col(at_opt(Job::LockedUntil))
                .col(ColumnDef::new(Job::LastError).text().null())
                .col(at(Job::CreatedAt))
                .col(at(Job::UpdatedAt))
                .col(at_opt(Job::DoneAt))
                .to_owned(),
        )
        .await?;
        unique(m, Job::Table, "uq_job_dedupe_key", [Job::DedupeKey]).await?;
        // The claim reads due jobs by state and time.
        index(
            m,
            Job::Table,
            "ix_job_state_run_at",
            [Job::State, Job::RunAt],
        )
        .await?;

        m.alter_table(
            Table::alter()
                .table(Feedback::Table)
                .add_column(ColumnDef::new(Feedback::Outcome).string().null())
                .to_owned(),
        )
        .await?;
        m.exec_stmt(
            Query::update()
                .table(Feedback::Table)
                .value(Feedback::Outcome, "RESOLVED")
                .and_where(Expr::col(Feedback::State).eq(2))
                .to_owned(),
        )
        .await?;

        // Every message still waiting to be sent gets its job.
        let select = Query::select()
            .expr(Expr::val("message.send_scheduled"))
            // `||` and CAST(… AS TEXT) read the same on SQLite and PostgreSQL.
            .expr(Expr::cust(r#"'{"messageId":' || CAST(id AS TEXT) || '}'"#))
            .expr(Expr::val("PENDING"))
            .expr(Expr::cust("'message:' || CAST(id AS TEXT)"))
            .expr(Expr::col(Message::ScheduledAt))
            .expr(Expr::col(Message::CreatedAt))
            .expr(Expr::col(Message::CreatedAt))
            .from(Message::Table)
            .and_where(Expr::col(Message::Status).eq("SCHEDULED"))
            .and_where(Expr::col(Message::ScheduledAt).is_not_null())
            .to_owned();
        m.exec_stmt(
            Query::insert()
                .into_table(Job::Table)
                .columns([
                    Job::Kind,
                    Job::Payload,
                    Job::State,
                    Job::DedupeKey,
                    Job::RunAt,
                    Job::CreatedAt,
                    Job::UpdatedAt,
                ])
                .select_from(select)
                .map_err(|e| DbErr::Migration(e.to_string()))?
                .to_owned(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table(Feedback::Table)
                .drop_column(Feedback::Outcome)
                .to_owned(),
        )
        .await?;
        m.drop_table(Table::drop().table(Job::Table).to_owned())
            .await
    }
}
