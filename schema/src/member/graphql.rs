//! The GraphQL Member type and `me`.

use async_graphql::{Context, Object, Result, ID};
use chrono::{DateTime, Utc};
use sea_orm::EntityTrait;

use super::privacy::mask_phone;
use crate::enums::VipLevel;
use crate::graphql::{app, viewer};
use entities::member;

/// A member as the caller may see them: the phone is masked unless the
/// caller is the member or staff.
pub struct MemberObject {
    pub model: member::Model,
    /// Whether the caller may see personal data (owner or staff).
    pub private: bool,
}

impl MemberObject {
    /// The member as `viewer` may see them.
    pub fn new(model: member::Model, viewer: Option<&crate::auth::Viewer>) -> Self {
        let private = super::sees_private(viewer, model.id);
        Self { model, private }
    }

    /// The member as they see themselves (sign-in replies).
    pub fn own(model: member::Model) -> Self {
        Self {
            model,
            private: true,
        }
    }
}

pub fn vip_level(s: &str) -> VipLevel {
    match s {
        "LEVEL2" => VipLevel::Level2,
        "LEVEL3" => VipLevel::Level3,
        _ => VipLevel::Level1,
    }
}

#[Object(name = "Member")]
impl MemberObject {
    async fn id(&self) -> ID {
        ID(self.model.id.to_string())
    }
    async fn nick_name(&self) -> &str {
        &self.model.nick_name
    }
    async fn avatar(&self) -> &str {
        &self.model.avatar
    }
    async fn gender(&self) -> &str {
        &self.model.gender
    }
    async fn city(&self) -> &str {
        &self.model.city
    }
    async fn province(&self) -> &str {
        &self.model.province
    }
    async fn country(&self) -> &str {
        &self.model.country
    }
    /// In full for the member and staff; `138****5678` for everyone else.
    async fn phone(&self) -> Option<String> {
        let p = self.model.phone.as_deref()?;
        Some(if self.private {
            p.to_owned()
        } else {
            mask_phone(p)
        })
    }
    async fn points(&self) -> i64 {
        self.model.points
    }
    async fn vip_level(&self) -> VipLevel {
        vip_level(&self.model.vip_level)
    }
    async fn vip_no(&self) -> &str {
        &self.model.vip_no
    }
    async fn is_office(&self) -> bool {
        self.model.is_office
    }
    async fn is_professor(&self) -> bool {
        self.model.is_professor
    }
    async fn is_distributor(&self) -> bool {
        self.model.is_distributor
    }
    async fn is_bind_wechat(&self) -> bool {
        self.model.wechat_open_id.is_some()
    }
    async fn focus_count(&self) -> i64 {
        self.model.focus_count
    }
    async fn fans_count(&self) -> i64 {
        self.model.fans_count
    }
    async fn invite_num(&self) -> i64 {
        self.model.invite_num
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.model.created_at
    }
}

#[derive(Default)]
pub struct MemberQuery;

#[Object]
impl MemberQuery {
    /// The signed-in member.
    async fn me(&self, ctx: &Context<'_>) -> Result<MemberObject> {
        let v = viewer(ctx)?;
        let m = member::Entity::find_by_id(v.member_id)
            .one(&app(ctx)?.db)
            .await
            .map_err(crate::AppError::from)?
            .ok_or_else(|| crate::AppError::unauthenticated("sign in first"))?;
        Ok(MemberObject::new(m, Some(v)))
    }
}
