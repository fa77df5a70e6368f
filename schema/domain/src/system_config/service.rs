//! The rules of system configuration.

use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder};

use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::events::DomainEvent;
use crate::kernel::Viewer;
use entities::system_config::{ActiveModel, Column, Entity, Model};

use super::events::ConfigChanged;
pub use super::events::ConfigItem;

const MAX_TYPE_LEN: usize = 64;
const MAX_VALUE_BYTES: usize = 64 * 1024;
const MAX_DESCRIPTION_CHARS: usize = 200;
/// How many types one `get` may ask for.
pub const MAX_TYPES_PER_GET: usize = 50;

impl From<Model> for ConfigItem {
    fn from(m: Model) -> Self {
        Self {
            config_type: m.config_type,
            string_value: m.string_value,
            int_value: m.int_value,
            description: m.description,
            updated_at: m.updated_at,
        }
    }
}

/// A create-or-update request; `None` leaves a stored value as it is (and
/// empty/zero for a new one).
#[derive(Debug, Clone, Default)]
pub struct ConfigInput {
    pub config_type: String,
    pub string_value: Option<String>,
    pub int_value: Option<i64>,
    pub description: Option<String>,
}

fn validate_type(field: &str, t: &str) -> AppResult<()> {
    if t.is_empty() {
        return Err(AppError::invalid(field, "is required"));
    }
    if t.len() > MAX_TYPE_LEN {
        return Err(AppError::invalid(
            field,
            format!("must be at most {MAX_TYPE_LEN} characters"),
        ));
    }
    if !t
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
    {
        return Err(AppError::invalid(
            field,
            "may contain only letters, digits, '_', '-' and '.'",
        ));
    }
    Ok(())
}

/// The values of the given types that exist, in the order asked for.
/// Anyone may read configuration (the client reads it before sign-in).
pub async fn get(ctx: &AppContext, types: &[String]) -> AppResult<Vec<ConfigItem>> {
    if types.is_empty() {
        return Err(AppError::invalid("type", "is required"));
    }
    if types.len() > MAX_TYPES_PER_GET {
        return Err(AppError::invalid(
            "types",
            format!("at most {MAX_TYPES_PER_GET} at once"),
        ));
    }
    for t in types {
        validate_type("type", t)?;
    }
    let rows = Entity::find()
        .filter(Column::ConfigType.is_in(types.iter().cloned()))
        .order_by_asc(Column::ConfigType)
        .all(&ctx.db)
        .await?;
    let mut items: Vec<ConfigItem> = Vec::with_capacity(rows.len());
    for t in types {
        if let Some(row) = rows.iter().find(|r| &r.config_type == t) {
            if !items.iter().any(|i| &i.config_type == t) {
                items.push(row.clone().into());
            }
        }
    }
    Ok(items)
}

/// Creates or updates one value. Staff only; audit-logged; announced on the
/// event bus so open clients can pick the new value up.
pub async fn create_or_update(
    ctx: &AppContext,
    viewer: &Viewer,
    input: ConfigInput,
) -> AppResult<ConfigItem> {
    viewer.require_staff()?;
    validate_type("type", &input.config_type)?;
    if let Some(v) = &input.string_value {
        if v.len() > MAX_VALUE_BYTES {
            return Err(AppError::invalid(
                "typeStringValue",
                format!("must be at most {} KiB", MAX_VALUE_BYTES / 1024),
            ));
        }
    }
    if let Some(d) = &input.description {
        if d.chars().count() > MAX_DESCRIPTION_CHARS {
            return Err(AppError::invalid(
                "description",
                format!("must be at most {MAX_DESCRIPTION_CHARS} characters"),
            ));
        }
    }

    // An area's setting (points, quiz, channel, …): refuse a value the area
    // could not use. The areas register their keys (`crate::settings`).
    crate::settings().check(
        &input.config_type,
        input.string_value.as_deref(),
        input.int_value,
    )?;

    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin(ctx).await?;
    // One statement, so two staff saving at once cannot both "create".
    let mut update_cols = vec![Column::UpdatedBy, Column::UpdatedAt];
    if input.string_value.is_some() {
        update_cols.push(Column::StringValue);
    }
    if input.int_value.is_some() {
        update_cols.push(Column::IntValue);
    }
    if input.description.is_some() {
        update_cols.push(Column::Description);
    }
    Entity::insert(ActiveModel {
        config_type: Set(input.config_type.clone()),
        string_value: Set(input.string_value.clone().unwrap_or_default()),
        int_value: Set(input.int_value.unwrap_or_default()),
        description: Set(input.description.clone().unwrap_or_default()),
        updated_by: Set(Some(viewer.member_id)),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(Column::ConfigType)
            .update_columns(update_cols)
            .to_owned(),
    )
    .exec_without_returning(&txn)
    .await?;
    let saved: ConfigItem = Entity::find_by_id(input.config_type.clone())
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::internal("config row vanished inside its transaction"))?
        .into();
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "system_config.update",
        &format!("system_config:{}", saved.config_type),
        serde_json::json!({
            "stringValue": input.string_value,
            "intValue": input.int_value,
            "description": input.description,
        }),
    )
    .await?;
    txn.announce(DomainEvent::area(ConfigChanged {
        item: saved.clone(),
    }));
    txn.commit().await?;
    Ok(saved)
}

/// A registered setting with the value stored for it, if any.
#[derive(Debug, Clone)]
pub struct Setting {
    /// The area that reads it (`points`, `quiz`, `channel`).
    pub area: &'static str,
    pub definition: crate::kernel::settings::Definition,
    /// The stored value; `None` while the default is in force.
    pub stored: Option<ConfigItem>,
}

/// Every setting the areas register (`crate::settings`), with its kind,
/// default, range and stored value: the console's 系统设置. One read of
/// the stored values. Staff with the operations permission.
pub async fn settings(ctx: &AppContext, viewer: &Viewer) -> AppResult<Vec<Setting>> {
    viewer.require(crate::kernel::Permission::Operations)?;
    let defs: Vec<_> = crate::settings().definitions().collect();
    let rows = Entity::find()
        .filter(Column::ConfigType.is_in(defs.iter().map(|(_, d)| d.key())))
        .all(&ctx.db)
        .await?;
    Ok(defs
        .into_iter()
        .map(|(area, definition)| Setting {
            area,
            definition,
            stored: rows
                .iter()
                .find(|r| r.config_type == definition.key())
                .cloned()
                .map(ConfigItem::from),
        })
        .collect())
}
