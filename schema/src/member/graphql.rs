//! The GraphQL Member type and `me`.

use async_graphql::{Context, InputObject, Object, Result, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sea_orm::EntityTrait;

use super::privacy::{mask_id_number, mask_phone};
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
    /// Passed real-name authentication.
    async fn is_real_name_auth(&self) -> bool {
        super::is_real_name_auth(&self.model)
    }
    /// Only for the member and permitted staff; null for everyone else.
    async fn legal_name(&self) -> Option<&str> {
        self.private.then_some(self.model.legal_name.as_str())
    }
    /// Always masked (`110*************2X`); only for the member and
    /// permitted staff.
    async fn id_number(&self) -> Option<String> {
        self.private.then(|| mask_id_number(&self.model.id_number))
    }
    /// Only for the member and permitted staff.
    async fn street(&self) -> Option<&str> {
        self.private.then_some(self.model.street.as_str())
    }
    /// Only for the member and permitted staff.
    async fn address(&self) -> Option<&str> {
        self.private.then_some(self.model.address.as_str())
    }
}

/// A delivery address (only ever shown to its member and permitted staff).
#[derive(SimpleObject)]
#[graphql(name = "MemberAddress")]
pub struct MemberAddressObject {
    pub id: ID,
    pub name: String,
    pub mobile: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub street: String,
    pub address: String,
    pub is_default: bool,
    pub created_at: DateTime<Utc>,
}

impl From<entities::member_address::Model> for MemberAddressObject {
    fn from(a: entities::member_address::Model) -> Self {
        Self {
            id: ID(a.id.to_string()),
            name: a.name,
            mobile: a.mobile,
            city: a.city,
            province: a.province,
            country: a.country,
            street: a.street,
            address: a.address,
            is_default: a.is_default,
            created_at: a.created_at,
        }
    }
}

#[derive(InputObject)]
pub struct LocationInput {
    pub city: Option<String>,
    pub province: Option<String>,
    pub country: Option<String>,
    pub street: Option<String>,
    pub address: Option<String>,
}

#[derive(InputObject)]
pub struct ExpressAddressInput {
    /// Staff with the members permission may set another member's address.
    pub member_id: Option<ID>,
    pub name: String,
    pub mobile: String,
    pub city: Option<String>,
    pub province: Option<String>,
    pub country: Option<String>,
    pub street: Option<String>,
    pub address: String,
}

fn parse_member_id(field: &str, id: &ID) -> Result<i64, crate::AppError> {
    id.parse()
        .map_err(|_| crate::AppError::invalid(field, "must be a member id"))
}

/// A member's public card with the caller's relation to them.
#[derive(SimpleObject)]
pub struct MemberCard {
    pub id: ID,
    pub nick_name: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub avatar: String,
    pub vip_level: crate::enums::VipLevel,
    pub is_real_name_auth: bool,
    /// The caller follows this member.
    pub is_focus: bool,
    /// This member follows the caller.
    pub is_fans: bool,
    pub created_at: DateTime<Utc>,
}

impl MemberCard {
    pub fn new(m: member::Model, is_focus: bool, is_fans: bool) -> Self {
        Self {
            id: ID(m.id.to_string()),
            is_real_name_auth: super::is_real_name_auth(&m),
            vip_level: vip_level(&m.vip_level),
            nick_name: m.nick_name,
            city: m.city,
            province: m.province,
            country: m.country,
            avatar: m.avatar,
            is_focus,
            is_fans,
            created_at: m.created_at,
        }
    }
}

fn parse_ids(ids: &[ID]) -> Result<Vec<i64>, crate::AppError> {
    ids.iter().map(|i| parse_member_id("ids", i)).collect()
}

#[derive(Default)]
pub struct MemberMutation;

#[Object]
impl MemberMutation {
    /// Registers the caller's device for push notifications.
    async fn bind_push_client(
        &self,
        ctx: &Context<'_>,
        push_client_id: String,
        name: Option<String>,
        model_type: Option<String>,
    ) -> Result<bool> {
        super::service::bind_push_client(
            app(ctx)?,
            viewer(ctx)?,
            &push_client_id,
            &name.unwrap_or_default(),
            &model_type.unwrap_or_default(),
        )
        .await?;
        Ok(true)
    }

    /// Records the platform and gate the caller uses.
    async fn save_member_source(
        &self,
        ctx: &Context<'_>,
        platform_name: String,
        gate: crate::enums::Gate,
    ) -> Result<bool> {
        super::service::save_member_source(
            &app(ctx)?.db,
            viewer(ctx)?.member_id,
            &platform_name,
            gate,
        )
        .await?;
        Ok(true)
    }

    /// Binds the caller to the WeChat user of a `wx.login` code.
    async fn bind_wechat(&self, ctx: &Context<'_>, code: String) -> Result<MemberObject> {
        Ok(MemberObject::own(
            super::service::bind_wechat(app(ctx)?, viewer(ctx)?, &code).await?,
        ))
    }

    async fn unbind_wechat(&self, ctx: &Context<'_>) -> Result<MemberObject> {
        Ok(MemberObject::own(
            super::service::unbind_wechat(app(ctx)?, viewer(ctx)?).await?,
        ))
    }

    async fn update_nick_name(&self, ctx: &Context<'_>, nick_name: String) -> Result<MemberObject> {
        let m = super::service::update_nick_name(app(ctx)?, viewer(ctx)?, &nick_name).await?;
        Ok(MemberObject::own(m))
    }

    /// Sets the avatar to an uploaded image (`POST /api/Files/upload` → `fid`).
    async fn update_avatar(&self, ctx: &Context<'_>, fid: String) -> Result<MemberObject> {
        let m = super::service::update_avatar(app(ctx)?, viewer(ctx)?, &fid).await?;
        Ok(MemberObject::own(m))
    }

    async fn update_location(
        &self,
        ctx: &Context<'_>,
        input: LocationInput,
    ) -> Result<MemberObject> {
        let loc = super::service::Location {
            city: input.city.unwrap_or_default(),
            province: input.province.unwrap_or_default(),
            country: input.country.unwrap_or_default(),
            street: input.street.unwrap_or_default(),
            address: input.address.unwrap_or_default(),
        };
        let m = super::service::update_location(app(ctx)?, viewer(ctx)?, loc).await?;
        Ok(MemberObject::own(m))
    }

    /// Real-name authentication (GB 11643 ID number).
    async fn id_number_auth(
        &self,
        ctx: &Context<'_>,
        legal_name: String,
        id_number: String,
    ) -> Result<MemberObject> {
        let m = super::service::id_number_auth(app(ctx)?, viewer(ctx)?, &legal_name, &id_number)
            .await?;
        Ok(MemberObject::own(m))
    }

    /// Sets the default delivery address.
    async fn update_express_address(
        &self,
        ctx: &Context<'_>,
        input: ExpressAddressInput,
    ) -> Result<MemberAddressObject> {
        let member_id = input
            .member_id
            .as_ref()
            .map(|id| parse_member_id("memberId", id))
            .transpose()?;
        let a = super::service::update_express_address(
            app(ctx)?,
            viewer(ctx)?,
            member_id,
            super::service::AddressInput {
                name: input.name,
                mobile: input.mobile,
                city: input.city.unwrap_or_default(),
                province: input.province.unwrap_or_default(),
                country: input.country.unwrap_or_default(),
                street: input.street.unwrap_or_default(),
                address: input.address,
            },
        )
        .await?;
        Ok(a.into())
    }
}

#[derive(Default)]
pub struct MemberQuery;

#[Object]
impl MemberQuery {
    /// A member as the caller may see them (sign-in required).
    async fn member(&self, ctx: &Context<'_>, id: ID) -> Result<MemberObject> {
        let v = viewer(ctx)?;
        let (profile, private) =
            super::service::find(app(ctx)?, v, parse_member_id("id", &id)?).await?;
        Ok(MemberObject {
            model: profile.member,
            private,
        })
    }

    /// Staff with the members permission: the member with this phone.
    async fn member_by_phone(&self, ctx: &Context<'_>, phone: String) -> Result<MemberObject> {
        let (p, private) = super::service::find_by_phone(app(ctx)?, viewer(ctx)?, &phone).await?;
        Ok(MemberObject {
            model: p.member,
            private,
        })
    }

    /// Several members (at most 100), as the caller may see them.
    async fn members_by_ids(&self, ctx: &Context<'_>, ids: Vec<ID>) -> Result<Vec<MemberObject>> {
        let list = super::service::get_by_ids(app(ctx)?, viewer(ctx)?, &parse_ids(&ids)?).await?;
        Ok(list
            .into_iter()
            .map(|(p, private)| MemberObject {
                model: p.member,
                private,
            })
            .collect())
    }

    /// Public cards of several members (at most 100) with follow relations.
    async fn member_cards(&self, ctx: &Context<'_>, ids: Vec<ID>) -> Result<Vec<MemberCard>> {
        let v = ctx.data_opt::<crate::auth::Viewer>();
        let list = super::service::cards(app(ctx)?, v, &parse_ids(&ids)?).await?;
        Ok(list
            .into_iter()
            .map(|(m, f, fans)| MemberCard::new(m, f, fans))
            .collect())
    }

    /// The caller's delivery addresses, default first.
    async fn my_addresses(&self, ctx: &Context<'_>) -> Result<Vec<MemberAddressObject>> {
        let list = super::service::addresses(app(ctx)?, viewer(ctx)?).await?;
        Ok(list.into_iter().map(Into::into).collect())
    }

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
