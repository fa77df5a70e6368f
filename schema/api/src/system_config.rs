//! GraphQL face of system configuration: thin calls into the service.

use async_graphql::{Context, InputObject, Object, SimpleObject, Subscription};

use crate::partner_scope::partner_scope;
use crate::Result;
use chrono::{DateTime, Utc};
use futures_util::{Stream, StreamExt};

use crate::request::{app, viewer};
use domain::partner::Scope;
use domain::system_config::service::{self, ConfigInput, ConfigItem};

/// A system configuration value.
#[derive(SimpleObject)]
#[graphql(name = "SystemConfig")]
pub struct SystemConfigObject {
    /// The value's name, e.g. `CHECK_IN_REWARDS`.
    #[graphql(name = "type")]
    pub config_type: String,
    /// The text value (empty when the value is a number).
    pub string_value: String,
    /// The number value (0 when the value is text).
    pub int_value: i64,
    /// What the value is for; null when not written down.
    pub description: Option<String>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

impl From<ConfigItem> for SystemConfigObject {
    fn from(i: ConfigItem) -> Self {
        Self {
            config_type: i.config_type,
            string_value: i.string_value,
            int_value: i.int_value,
            description: crate::text::given_owned(i.description),
            updated_at: i.updated_at,
        }
    }
}

/// Input of `setSystemConfig`: omitted fields keep their stored value.
#[derive(InputObject)]
pub struct SetSystemConfigInput {
    /// The value's name, e.g. `CHECK_IN_REWARDS`.
    #[graphql(name = "type")]
    pub config_type: String,
    /// The text value.
    pub string_value: Option<String>,
    /// The number value.
    pub int_value: Option<i64>,
    /// What the value is for.
    pub description: Option<String>,
}

crate::payload::payload!(
    /// The answer of `setSystemConfig`.
    SetSystemConfigPayload { config: SystemConfigObject, "The value as stored; null on failure." }
);

#[derive(Default)]
pub struct SystemConfigQuery;

/// System configuration reads.
#[Object]
impl SystemConfigQuery {
    /// One configuration value, or null when it was never set.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn system_config(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "type", desc = "The value's name, e.g. `CHECK_IN_REWARDS`.")]
        config_type: String,
    ) -> Result<Option<SystemConfigObject>> {
        let items = service::get(app(ctx)?, &[config_type]).await?;
        Ok(items.into_iter().next().map(Into::into))
    }

    /// Several values at once (at most 50), in the order asked; unset ones
    /// are left out.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn system_configs(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The values' names, 1 to 50 (e.g. `CHECK_IN_REWARDS`).")] types: Vec<
            String,
        >,
    ) -> Result<Vec<SystemConfigObject>> {
        let items = service::get(app(ctx)?, &types).await?;
        Ok(items.into_iter().map(Into::into).collect())
    }
}

#[derive(Default)]
pub struct SystemConfigSubscription;

/// Live system configuration changes.
#[Subscription]
impl SystemConfigSubscription {
    /// Every change of a configuration value (of the listed types, or all),
    /// carrying the new value.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn system_config_changed(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only changes of these values' names; every change when absent.")]
        types: Option<Vec<String>>,
    ) -> Result<impl Stream<Item = SystemConfigObject>> {
        Ok(domain::system_config::events::changes(app(ctx)?, types).map(SystemConfigObject::from))
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct SystemConfigStaffMutation;

#[Object]
impl SystemConfigStaffMutation {
    /// Creates or changes a configuration value (staff, operations
    /// permission; rule values are validated).
    #[graphql(visible = "crate::audience::staff")]
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
