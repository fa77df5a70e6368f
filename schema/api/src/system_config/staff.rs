//! The system config area's staff operations (full schema only).

use super::objects::*;
use crate::request::{app, viewer};
use crate::Result;
use async_graphql::{Context, Object};
use domain::system_config::service::{self, ConfigInput};

/// The settings the areas register, for the console's 系统设置.
#[derive(Default)]
pub struct SystemConfigStaffQuery;

#[Object]
impl SystemConfigStaffQuery {
    /// Every setting an area of the platform reads, with its kind, default,
    /// valid range and stored value (staff, operations permission).
    /// `setSystemConfig` refuses a value outside the range.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn settings(&self, ctx: &Context<'_>) -> Result<Vec<SettingObject>> {
        let all = service::settings(app(ctx)?, viewer(ctx)?).await?;
        Ok(all.into_iter().map(SettingObject::from).collect())
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct SystemConfigStaffMutation;

#[Object]
impl SystemConfigStaffMutation {
    /// Creates or changes a configuration value (any staff session, with
    /// or without a permission; rule values are validated).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Any"
    )]
    async fn set_system_config(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The value's name and what to store; see `SetSystemConfigInput`.")]
        input: SetSystemConfigInput,
    ) -> Result<SetSystemConfigPayload> {
        let done = service::create_or_update(
            app(ctx)?,
            viewer(ctx)?,
            ConfigInput {
                config_type: input.config_type,
                string_value: input.string_value,
                int_value: input.int_value,
                description: input.description,
            },
        )
        .await
        .map_err(|e| {
            e.in_field("stringValue", "typeStringValue")
                .in_field("intValue", "typeIntValue")
        });
        crate::payload::answer::<_, SystemConfigObject, _>(done)
    }
}
