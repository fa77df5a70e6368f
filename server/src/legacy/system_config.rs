//! `SystemConfig/*`: frozen wire types and thin handlers.

use serde::{Deserialize, Serialize};

use super::proto_json::{int64, opt_int64};
use super::LegacyRoutes;
use domain::system_config::{self, ConfigInput, ConfigItem};

pub fn register(r: &mut LegacyRoutes) {
    r.add(
        "SystemConfig",
        "Get",
        |state, _viewer, req: GetRequest| async move {
            let mut types = req.types;
            if !req.config_type.is_empty() {
                types.insert(0, req.config_type);
            }
            let items = system_config::get(&state.ctx, &types).await?;
            Ok(GetReply {
                items: items.into_iter().map(Into::into).collect(),
            })
        },
    );
    r.add(
        "SystemConfig",
        "CreateOrUpdate",
        |state, call: super::Call, req: CreateOrUpdateRequest| async move {
            let item = system_config::create_or_update(
                &state.ctx,
                call.viewer()?,
                ConfigInput {
                    config_type: req.config_type,
                    string_value: req.type_string_value,
                    int_value: req.type_int_value,
                    description: req.description,
                },
            )
            .await?;
            Ok(ConfigItemWire::from(item))
        },
    );
}

/// `Get`: one `type` (what old clients send) and/or several `types`.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct GetRequest {
    #[serde(rename = "type")]
    pub config_type: String,
    pub types: Vec<String>,
}

/// `Get` reply; clients read `items[0].typeStringValue`.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GetReply {
    pub items: Vec<ConfigItemWire>,
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(default, rename_all = "camelCase")]
pub struct CreateOrUpdateRequest {
    #[serde(rename = "type")]
    pub config_type: String,
    pub type_string_value: Option<String>,
    #[serde(with = "opt_int64")]
    #[schemars(with = "Option<crate::legacy::proto_json::Int64>")]
    pub type_int_value: Option<i64>,
    pub description: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfigItemWire {
    #[serde(rename = "type")]
    pub config_type: String,
    pub type_string_value: String,
    #[serde(with = "int64")]
    #[schemars(with = "crate::legacy::proto_json::Int64")]
    pub type_int_value: i64,
    pub description: String,
    pub updated_at: String,
}

impl From<ConfigItem> for ConfigItemWire {
    fn from(i: ConfigItem) -> Self {
        Self {
            config_type: i.config_type,
            type_string_value: i.string_value,
            type_int_value: i.int_value,
            description: i.description,
            updated_at: i
                .updated_at
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
        }
    }
}
