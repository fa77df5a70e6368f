//! Signed webhooks for partners (Standard Webhooks; platform-rules §8,
//! issue 35).
//!
//! - `webhook_endpoint`: a partner's receiver: its URL, the event types it
//!   takes (a JSON array of names), its signing secret (`whsec_…`) and,
//!   during a rotation's overlap, the previous one with the time it stops
//!   signing; its state (`ACTIVE`, `FAILING` after a delivery exhausted its
//!   retries, `DISABLED`). Removed with its partner.
//! - `webhook_delivery`: the outbox, one row per event and endpoint, written
//!   in the event's own transaction together with its durable job.
//!   `event_id` is the `webhook-id` the receiver dedupes by: unique per
//!   endpoint, the same on every retry. Due deliveries are read by
//!   `(state, next_at)`; an endpoint's log by `(endpoint_id, id)`.

use sea_orm_migration::prelude::*;

use crate::columns::{at, at_opt, counter, id_col, index, text, unique};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m20261128_000020_webhooks"
    }
}

#[derive(DeriveIden)]
enum WebhookEndpoint {
    Table,
    Id,
    PartnerId,
    Url,
    Description,
    EventTypes,
    Secret,
    PreviousSecret,
    PreviousSecretUntil,
    State,
    FailingSince,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum WebhookDelivery {
    Table,
    Id,
    EndpointId,
    EventId,
    EventType,
    Payload,
    State,
    Attempts,
    NextAt,
    FirstAttemptAt,
    LastAttemptAt,
    LastStatus,
    LastError,
    LastResponse,
    CreatedAt,
    DeliveredAt,
}

#[derive(DeriveIden)]
enum Partner {
    Table,
    Id,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table(WebhookEndpoint::Table)
                .col(id_col(WebhookEndpoint::Id))
                .col(
                    ColumnDef::new(WebhookEndpoint::PartnerId)
                        .big_integer()
                        .not_null(),
                )
                .col(ColumnDef::new(WebhookEndpoint::Url).text().not_null())
                .col(text(WebhookEndpoint::Description))
                // A JSON array of event type names, e.g. ["member.registered"].
                .col(
                    ColumnDef::new(WebhookEndpoint::EventTypes)
                        .text()
                        .not_null(),
                )
                // `whsec_` + base64 of 32 random bytes.
                .col(ColumnDef::new(WebhookEndpoint::Secret).string().not_null())
                .col(
                    ColumnDef::new(WebhookEndpoint::PreviousSecret)
                        .string()
                        .null(),
                )
                .col(at_opt(WebhookEndpoint::PreviousSecretUntil))
                // ACTIVE, FAILING or DISABLED.
                .col(
                    ColumnDef::new(WebhookEndpoint::State)
                        .string()
                        .not_null()
                        .default("ACTIVE"),
                )
                .col(at_opt(WebhookEndpoint::FailingSince))
                .col(at(WebhookEndpoint::CreatedAt))
                .col(at(WebhookEndpoint::UpdatedAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(WebhookEndpoint::Table, WebhookEndpoint::PartnerId)
                        .to(Partner::Table, Partner::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        // A partner's endpoints, newest first (and the emit's lookup).
        index(
            m,
            WebhookEndpoint::Table,
            "ix_webhook_endpoint_partner",
            [WebhookEndpoint::PartnerId, WebhookEndpoint::Id],
        )
        .await?;

        m.create_table(
            Table::create()
                .table(WebhookDelivery::Table)
                .col(id_col(WebhookDelivery::Id))
                .col(
                    ColumnDef::new(WebhookDelivery::EndpointId)
                        .big_integer()
                        .not_null(),
                )
                // `msg_…`: the `webhook-id` header, the same on every retry.
                .col(ColumnDef::new(WebhookDelivery::EventId).string().not_null())
                .col(
                    ColumnDef::new(WebhookDelivery::EventType)
                        .string()
                        .not_null(),
                )
                // The exact JSON body sent (and signed).
                .col(ColumnDef::new(WebhookDelivery::Payload).text().not_null())
                // PENDING, DELIVERED or FAILED.
                .col(ColumnDef::new(WebhookDelivery::State).string().not_null())
                .col(counter(WebhookDelivery::Attempts))
                .col(at_opt(WebhookDelivery::NextAt))
                .col(at_opt(WebhookDelivery::FirstAttemptAt))
                .col(at_opt(WebhookDelivery::LastAttemptAt))
                .col(ColumnDef::new(WebhookDelivery::LastStatus).integer().null())
                .col(ColumnDef::new(WebhookDelivery::LastError).text().null())
                // At most a short excerpt of the receiver's answer.
                .col(ColumnDef::new(WebhookDelivery::LastResponse).text().null())
                .col(at(WebhookDelivery::CreatedAt))
                .col(at_opt(WebhookDelivery::DeliveredAt))
                .foreign_key(
                    ForeignKey::create()
                        .from(WebhookDelivery::Table, WebhookDelivery::EndpointId)
                        .to(WebhookEndpoint::Table, WebhookEndpoint::Id)
                        .on_delete(ForeignKeyAction::Cascade),
                )
                .to_owned(),
        )
        .await?;
        // One row per event and endpoint.
        unique(
            m,
            WebhookDelivery::Table,
            "uq_webhook_delivery_event",
            [WebhookDelivery::EndpointId, WebhookDelivery::EventId],
        )
        .await?;
        // Due deliveries (staff's view of the backlog, a sweep).
        index(
            m,
            WebhookDelivery::Table,
            "ix_webhook_delivery_due",
            [WebhookDelivery::State, WebhookDelivery::NextAt],
        )
        .await?;
        // An endpoint's log, newest first.
        index(
            m,
            WebhookDelivery::Table,
            "ix_webhook_delivery_endpoint",
            [WebhookDelivery::EndpointId, WebhookDelivery::Id],
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table(WebhookDelivery::Table).to_owned())
            .await?;
        m.drop_table(Table::drop().table(WebhookEndpoint::Table).to_owned())
            .await
    }
}
