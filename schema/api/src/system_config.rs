//! GraphQL face of system configuration: thin calls into the service.

use async_graphql::{Context, InputObject, Object, SimpleObject, Subscription};

use crate::Result;
use chrono::{DateTime, Utc};
use futures_util::{Stream, StreamExt};

use crate::request::{app, viewer};
use domain::kernel::events::DomainEvent;
use domain::system_config::service::{self, ConfigInput, ConfigItem};

/// A system configuration value.
#[derive(SimpleObject)]
#[graphql(name = "SystemConfig")]
pub struct SystemConfigObject {
    /// The value's name, e.g. `CHECK_IN_REWARDS`.
    #[graphql(name = "type")]
    pub config_type: String,
    pub type_string_value: String,
    pub type_int_value: i64,
    pub description: String,
    pub updated_at: DateTime<Utc>,
}

impl From<ConfigItem> for SystemConfigObject {
    fn from(i: ConfigItem) -> Self {
        Self {
            config_type: i.config_type,
            type_string_value: i.string_value,
            type_int_value: i.int_value,
            description: i.description,
            updated_at: i.updated_at,
        }
    }
}

/// Create or update a value. Omitted fields keep their stored value.
#[derive(InputObject)]
pub struct SystemConfigInput {
    #[graphql(name = "type")]
    pub config_type: String,
    pub type_string_value: Option<String>,
    pub type_int_value: Option<i64>,
    pub description: Option<String>,
}

#[derive(Default)]
pub struct SystemConfigQuery;

#[Object]
impl SystemConfigQuery {
    /// One configuration value, or null when it was never set.
    async fn system_config(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "type")] config_type: String,
    ) -> Result<Option<SystemConfigObject>> {
        let items = service::get(app(ctx)?, &[config_type]).await?;
        Ok(items.into_iter().next().map(Into::into))
    }

    /// Several values at once (at most 50), in the order asked; unset ones
    /// are left out.
    async fn system_configs(
        &self,
        ctx: &Context<'_>,
        types: Vec<String>,
    ) -> Result<Vec<SystemConfigObject>> {
        let items = service::get(app(ctx)?, &types).await?;
        Ok(items.into_iter().map(Into::into).collect())
    }
}

#[derive(Default)]
pub struct SystemConfigMutation;

#[Object]
impl SystemConfigMutation {
    /// Staff only.
    async fn create_or_update_system_config(
        &self,
        ctx: &Context<'_>,
        input: SystemConfigInput,
    ) -> Result<SystemConfigObject> {
        let item = service::create_or_update(
            app(ctx)?,
            viewer(ctx)?,
            ConfigInput {
                config_type: input.config_type,
                string_value: input.type_string_value,
                int_value: input.type_int_value,
                description: input.description,
            },
        )
        .await?;
        Ok(item.into())
    }
}

#[derive(Default)]
pub struct SystemConfigSubscription;

#[Subscription]
impl SystemConfigSubscription {
    /// Every change of a configuration value (of the listed types, or all),
    /// carrying the new value.
    async fn system_config_changed(
        &self,
        ctx: &Context<'_>,
        types: Option<Vec<String>>,
    ) -> Result<impl Stream<Item = SystemConfigObject>> {
        let stream = app(ctx)?.bus.subscribe();
        Ok(stream.filter_map(move |event| {
            let wanted = match event.as_ref() {
                DomainEvent::SystemConfigChanged { item } => match &types {
                    Some(ts) if !ts.contains(&item.config_type) => None,
                    _ => Some(SystemConfigObject::from(item.clone())),
                },
                _ => None,
            };
            async move { wanted }
        }))
    }
}
