//! Staff operations of the shop manager (full schema only): review
//! certification requests and read a shop's family (audit-logged).

use async_graphql::{Context, InputObject, Object, ID};

use super::mutation::{ShopApplicationPayload, ShopRecordInput};
use super::objects::{
    application_connection, family_connection, FamilyMemberConnection, ShopApplicationConnection,
    ShopApplicationObject,
};
use crate::enums::WorkflowState;
use crate::ids::{parse_id, parse_member_id, NodeKind};
use crate::paging;
use crate::payload::answer;
use crate::request::{app, viewer};
use crate::Result;

/// Staff queries of this area: invisible to members and partners.
#[derive(Default)]
pub struct ShopManagerStaffQuery;

#[paging::connection_args]
#[Object]
impl ShopManagerStaffQuery {
    /// Staff with the members permission: shop-manager applications,
    /// newest first, optionally in one state (`PROCESSING`: waiting for
    /// review). Each read is audit-logged.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn shop_applications(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only applications in this state; all when absent.")] state: Option<
            WorkflowState,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<ShopApplicationConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = domain::shop_manager::certification::for_review(
            app(ctx)?,
            viewer(ctx)?,
            state.map(Into::into),
            &window,
        )
        .await?;
        application_connection(rows, more, &window)
    }

    /// Staff with the members permission: a shop's family with full
    /// phones, newest first; each member shown is audit-logged.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn shop_family(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The shop manager (a `Member` id).")] shop_manager_id: ID,
        page: paging::ConnectionArgs,
    ) -> Result<FamilyMemberConnection> {
        let shop = parse_member_id("shopManagerId", &shop_manager_id)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::shop_manager::family::staff_list(app(ctx)?, viewer(ctx)?, shop, &window)
                .await?;
        family_connection(rows, more, &window)
    }
}

/// Input of `rejectShopApplication`.
#[derive(InputObject)]
pub struct RejectShopApplicationInput {
    /// The application (a `ShopApplication` id).
    pub id: ID,
    /// Why (1 to 200 characters); the member is told and may apply again.
    pub reason: String,
}

/// Staff mutations of this area: invisible to members and partners.
#[derive(Default)]
pub struct ShopManagerStaffMutation;

#[Object]
impl ShopManagerStaffMutation {
    /// Approves an application (`flags.approvable`): the member becomes a
    /// shop manager (or the shop takes the renewed details) and is told.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn approve_shop_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The application to approve.")] input: ShopRecordInput,
    ) -> Result<ShopApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopApplication, &input.id)?;
            domain::shop_manager::certification::approve(a, v, id).await
        }
        .await;
        answer::<_, ShopApplicationObject, _>(done)
    }

    /// Rejects an application with a reason (`flags.approvable`); the
    /// member is told and may apply again.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn reject_shop_application(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The application and why.")] input: RejectShopApplicationInput,
    ) -> Result<ShopApplicationPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_id("id", NodeKind::ShopApplication, &input.id)?;
            domain::shop_manager::certification::reject(a, v, id, &input.reason).await
        }
        .await;
        answer::<_, ShopApplicationObject, _>(done)
    }
}
