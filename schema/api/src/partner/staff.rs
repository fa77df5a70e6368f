//! The partner area's staff operations (full schema only).

use super::objects::*;
use crate::ids::{parse_id, NodeKind};
use crate::paging::{self};
use crate::payload::{answer, split};
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object, ID};
use domain::partner::service as partners;
use domain::partner::usage;

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct PartnerStaffQuery;

#[paging::connection_args]
#[Object]
impl PartnerStaffQuery {
    /// Channel partners, newest first (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn partners(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<PartnerConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = partners::list(app(ctx)?, viewer(ctx)?, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |p| {
            (p.id.to_string(), p.into())
        }))
    }

    /// One partner (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn partner(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner's global id.")] id: ID,
    ) -> Result<Option<Partner>> {
        let id = parse_id("id", NodeKind::Partner, &id)?;
        Ok(partners::get(app(ctx)?, viewer(ctx)?, id)
            .await?
            .map(Into::into))
    }

    /// A partner's requests, cost, throttled requests and errors per day
    /// (staff, operations permission). Counts reach the table within 5 s.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn partner_usage(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner's global id.")] partner_id: ID,
        #[graphql(desc = "The first day, `YYYY-MM-DD` (Asia/Shanghai).")] from: String,
        #[graphql(desc = "The last day, `YYYY-MM-DD`, at most a year after `from`.")] to: String,
    ) -> Result<Vec<PartnerUsageDay>> {
        let id = parse_id("partnerId", NodeKind::Partner, &partner_id)?;
        let (from, to) = (day("from", &from)?, day("to", &to)?);
        let days = usage::usage(&app(ctx)?.db, viewer(ctx)?, id, from, to).await?;
        Ok(usage_days(days))
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct PartnerStaffMutation;

#[Object]
impl PartnerStaffMutation {
    /// Creates a channel partner (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_partner(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner's details; see `CreatePartnerInput`.")]
        input: CreatePartnerInput,
    ) -> Result<CreatePartnerPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let new = domain::partner::NewPartner {
                name: input.name,
                contact: input.contact,
                channels: input.channels,
                bucket_size: input.bucket_size.map(i64::from),
                restore_rate: input.restore_rate.map(i64::from),
                trusted_documents_only: input.trusted_documents_only,
                redirect_uris: input.redirect_uris,
            };
            partners::create(&a.db, Some(v), new).await
        }
        .await;
        answer::<_, Partner, _>(done)
    }

    /// Changes a partner; absent fields stay (staff, operations
    /// permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn update_partner(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner and what to change; see `UpdatePartnerInput`.")]
        input: UpdatePartnerInput,
    ) -> Result<UpdatePartnerPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::Partner, &input.id)?;
            let changes = domain::partner::PartnerChanges {
                name: input.name,
                contact: input.contact,
                state: input.state.map(Into::into),
                channels: input.channels,
                bucket_size: input.bucket_size.map(i64::from),
                restore_rate: input.restore_rate.map(i64::from),
                trusted_documents_only: input.trusted_documents_only,
                redirect_uris: input.redirect_uris,
            };
            partners::update(a, v, id, changes).await
        }
        .await;
        answer::<_, Partner, _>(done)
    }

    /// Issues a key; its text is in `secret`, this once. A partner has at
    /// most two active keys: issue the new one, move over, revoke the old
    /// (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn create_partner_key(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner, the scopes and an expiry; see `CreatePartnerKeyInput`.")]
        input: CreatePartnerKeyInput,
    ) -> Result<CreatePartnerKeyPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("partnerId", NodeKind::Partner, &input.partner_id)?;
            domain::partner::keys::issue_key(&a.db, Some(v), id, &input.scopes, input.expires_at)
                .await
        }
        .await;
        let (value, user_errors) = split(done)?;
        Ok(match value {
            Some((key, secret)) => CreatePartnerKeyPayload {
                key: Some(key.into()),
                secret: Some(secret),
                user_errors,
            },
            None => CreatePartnerKeyPayload {
                user_errors,
                ..Default::default()
            },
        })
    }

    /// Revokes a key: its next request gets `API_KEY_REVOKED` (staff,
    /// operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn revoke_partner_key(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The key; see `RevokePartnerKeyInput`.")] input: RevokePartnerKeyInput,
    ) -> Result<RevokePartnerKeyPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::PartnerKey, &input.id)?;
            domain::partner::keys::revoke_key(a, v, id).await
        }
        .await;
        answer::<_, PartnerKey, _>(done)
    }

    /// Registers a partner's operations (its trusted documents); one
    /// registered again changes nothing (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn register_partner_documents(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The partner and its documents; see `RegisterPartnerDocumentsInput`.")]
        input: RegisterPartnerDocumentsInput,
    ) -> Result<RegisterPartnerDocumentsPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("partnerId", NodeKind::Partner, &input.partner_id)?;
            domain::partner::documents::register_documents(a, v, id, &input.documents).await
        }
        .await;
        let (document_ids, user_errors) = split(done)?;
        Ok(RegisterPartnerDocumentsPayload {
            document_ids,
            user_errors,
        })
    }
}
