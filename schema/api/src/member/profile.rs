//! The GraphQL Member type and `me`.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use crate::partner_scope::partner_scope;
use crate::Result;
use chrono::{DateTime, Utc};

use crate::enums::VipLevel;
use crate::ids::{global, parse_member_id, NodeKind};
use crate::payload::{answer, split};
use crate::request::{app, viewer};
use crate::scalars::BigInt;
use crate::text::{given, given_owned};
use domain::member::{Card, MemberView};
use domain::partner::Scope;

/// A member as the caller may see them: a renaming of the domain's
/// `MemberView`, which is already masked for the caller.
/// The global id is made once, so `id` can lend it (the `Node` interface
/// reads ids by reference).
pub struct MemberObject(pub MemberView, ID);

impl From<MemberView> for MemberObject {
    fn from(v: MemberView) -> Self {
        let id = global(NodeKind::Member, v.id);
        Self(v, id)
    }
}

/// A member (会员), as the caller may see them: personal data only for the
/// member themself and permitted staff.
#[Object(name = "Member")]
impl MemberObject {
    /// The global id (opaque; see `node`).
    pub async fn id(&self) -> &ID {
        &self.1
    }
    /// The member id the legacy layer (`POST /api/...`) uses.
    async fn legacy_id(&self) -> BigInt {
        BigInt(self.0.id)
    }
    /// The display name (昵称).
    async fn nickname(&self) -> &str {
        &self.0.nick_name
    }
    /// The avatar: an uploaded file id (`/api/Files/{fid}`) or a URL; null
    /// when none was set.
    async fn avatar(&self) -> Option<&str> {
        given(&self.0.avatar)
    }
    /// As the member gave it (free text, at most 8 characters); null when
    /// not given.
    async fn gender(&self) -> Option<&str> {
        given(&self.0.gender)
    }
    /// City; null when not given.
    async fn city(&self) -> Option<&str> {
        given(&self.0.city)
    }
    /// Province; null when not given.
    async fn province(&self) -> Option<&str> {
        given(&self.0.province)
    }
    /// Country; null when not given.
    async fn country(&self) -> Option<&str> {
        given(&self.0.country)
    }
    /// In full for the member and staff; `138****5678` for everyone else.
    async fn phone(&self) -> Option<&str> {
        self.0.phone.as_deref()
    }
    /// The points balance (积分).
    async fn points(&self) -> i64 {
        self.0.points
    }
    /// The VIP level.
    async fn vip_level(&self) -> VipLevel {
        self.0.vip_level.into()
    }
    /// The membership number shown on the member card; null when none was
    /// issued.
    async fn vip_number(&self) -> Option<&str> {
        given(&self.0.vip_no)
    }
    /// A staff member of the operator.
    async fn is_staff(&self) -> bool {
        self.0.is_office
    }
    /// Whether the account may sign in (`setMemberEnabled`): told to staff
    /// only, null for anyone else (a disabled member is not shown to
    /// others at all).
    async fn is_enabled(&self) -> Option<bool> {
        self.0.enabled_for_staff
    }
    /// A verified expert (专家) whose picks others follow.
    async fn is_expert(&self) -> bool {
        self.0.is_professor
    }
    /// A distributor (渠道) with an invite code of their own.
    async fn is_distributor(&self) -> bool {
        self.0.is_distributor
    }
    /// Has a WeChat account bound.
    async fn is_we_chat_bound(&self) -> bool {
        self.0.is_bind_wechat
    }
    /// How many members this member follows (from a counter).
    async fn following_count(&self) -> i64 {
        self.0.focus_count
    }
    /// How many members follow this member (from a counter).
    async fn follower_count(&self) -> i64 {
        self.0.fans_count
    }
    /// How many members this member invited.
    async fn invite_count(&self) -> i64 {
        self.0.invite_num
    }
    /// When the member registered.
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// Passed real-name authentication (实名认证).
    async fn is_real_name_auth(&self) -> bool {
        self.0.is_real_name_auth
    }
    /// The caller follows this member (false for anonymous callers and for
    /// the caller themself).
    async fn is_followed_by_me(&self, ctx: &Context<'_>) -> Result<bool> {
        follow_edge(ctx, |me| (me, self.0.id)).await
    }
    /// This member follows the caller (false for anonymous callers).
    async fn follows_me(&self, ctx: &Context<'_>) -> Result<bool> {
        follow_edge(ctx, |me| (self.0.id, me)).await
    }
    /// The legal name; only for the member and permitted staff, null for
    /// everyone else.
    async fn legal_name(&self) -> Option<&str> {
        self.0.personal.as_ref().map(|p| p.legal_name.as_str())
    }
    /// Always masked (`110*************2X`); only for the member and
    /// permitted staff.
    async fn id_number(&self) -> Option<&str> {
        self.0.personal.as_ref().map(|p| p.id_number.as_str())
    }
    /// Only for the member and permitted staff; null when not given.
    async fn street(&self) -> Option<&str> {
        self.0.personal.as_ref().and_then(|p| given(&p.street))
    }
    /// Only for the member and permitted staff; null when not given.
    async fn address(&self) -> Option<&str> {
        self.0.personal.as_ref().and_then(|p| given(&p.address))
    }
}

/// Whether the follow edge `key(caller)` exists, through the batching
/// loader; false without a caller or for the caller themself.
async fn follow_edge(ctx: &Context<'_>, key: impl Fn(i64) -> (i64, i64)) -> Result<bool> {
    let Some(me) = ctx.data_opt::<domain::Viewer>().map(|v| v.member_id) else {
        return Ok(false);
    };
    let (from, to) = key(me);
    if from == to {
        return Ok(false);
    }
    let loader = ctx
        .data::<async_graphql::dataloader::DataLoader<crate::member::FollowEdgeLoader>>()
        .map_err(|_| domain::AppError::internal("schema built without the follow loader"))?;
    Ok(loader.load_one((from, to)).await?.unwrap_or(false))
}

/// A delivery address (only ever shown to its member and permitted staff).
#[derive(SimpleObject)]
#[graphql(name = "MemberAddress")]
pub struct MemberAddressObject {
    /// The global id.
    pub id: ID,
    /// The row id the legacy layer (`POST /api/...`) uses for this object.
    pub legacy_id: BigInt,
    /// The receiver's name.
    pub name: String,
    /// The receiver's mobile number.
    pub phone: String,
    /// City; null when not given.
    pub city: Option<String>,
    /// Province; null when not given.
    pub province: Option<String>,
    /// Country; null when not given.
    pub country: Option<String>,
    /// Street; null when not given.
    pub street: Option<String>,
    /// The rest of the address.
    pub address: String,
    /// The default address (used by the shop).
    pub is_default: bool,
    /// When it was saved.
    pub created_at: DateTime<Utc>,
}

impl From<entities::member_address::Model> for MemberAddressObject {
    fn from(a: entities::member_address::Model) -> Self {
        Self {
            id: global(NodeKind::MemberAddress, a.id),
            legacy_id: BigInt(a.id),
            name: a.name,
            phone: a.mobile,
            city: given_owned(a.city),
            province: given_owned(a.province),
            country: given_owned(a.country),
            street: given_owned(a.street),
            address: a.address,
            is_default: a.is_default,
            created_at: a.created_at,
        }
    }
}

/// Where the member lives; absent fields are cleared.
#[derive(InputObject)]
pub struct UpdateLocationInput {
    /// City.
    pub city: Option<String>,
    /// Province.
    pub province: Option<String>,
    /// Country.
    pub country: Option<String>,
    /// Street.
    pub street: Option<String>,
    /// The rest of the address.
    pub address: Option<String>,
}

/// Input of `setDeliveryAddress`: the default delivery address (收货地址).
#[derive(InputObject)]
pub struct SetDeliveryAddressInput {
    /// Staff with the members permission may set another member's address
    /// (global id); absent: the caller's own.
    pub member_id: Option<ID>,
    /// The receiver's name.
    pub name: String,
    /// The receiver's mobile number.
    pub phone: String,
    /// City.
    pub city: Option<String>,
    /// Province.
    pub province: Option<String>,
    /// Country.
    pub country: Option<String>,
    /// Street.
    pub street: Option<String>,
    /// The rest of the address.
    pub address: String,
}

/// Input of `registerPushClient`.
#[derive(InputObject)]
pub struct RegisterPushClientInput {
    /// The push service's client id of this device.
    pub push_client_id: String,
    /// The device's name.
    pub name: Option<String>,
    /// The device's model.
    pub model_type: Option<String>,
}

/// Input of `recordMemberSource`.
#[derive(InputObject)]
pub struct RecordMemberSourceInput {
    /// The platform (`mp-weixin`, `h5`, `android`, …).
    pub platform_name: String,
    /// The gate the caller uses.
    pub gate: crate::enums::Gate,
}

/// Input of `bindWeChat`.
#[derive(InputObject)]
pub struct BindWeChatInput {
    /// A `wx.login` code.
    pub code: String,
}

/// Input of `updateNickname`.
#[derive(InputObject)]
pub struct UpdateNicknameInput {
    /// The new display name, 1 to 20 characters.
    pub nickname: String,
}

/// Input of `updateAvatar`.
#[derive(InputObject)]
pub struct UpdateAvatarInput {
    /// An image the caller uploaded (`POST /api/Files/upload` → `fid`).
    pub file_id: String,
}

/// Input of `verifyRealName`.
#[derive(InputObject)]
pub struct VerifyRealNameInput {
    /// The legal name on the ID card.
    pub legal_name: String,
    /// The 18-character resident ID number (GB 11643).
    pub id_number: String,
}

/// Input of mutations that need nothing (room to grow).
#[derive(InputObject, Default)]
pub struct EmptyInput {
    /// Unused; GraphQL needs an input object to have a field.
    pub client_mutation_id: Option<String>,
}

crate::payload::payload!(
    /// The answer of a mutation that changes the caller's profile.
    MemberPayload { member: MemberObject, "The member after the change; null on failure." }
);
crate::payload::payload!(
    /// The answer of `setDeliveryAddress`.
    SetDeliveryAddressPayload { address: MemberAddressObject, "The default address after the change; null on failure." }
);

/// The answer of a mutation whose only news is that it was done.
#[derive(SimpleObject, Default)]
pub struct DonePayload {
    /// The change was made.
    pub done: bool,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

impl<T> From<(Option<T>, Vec<crate::payload::UserError>)> for DonePayload {
    fn from((done, user_errors): (Option<T>, Vec<crate::payload::UserError>)) -> Self {
        Self {
            done: done.is_some(),
            user_errors,
        }
    }
}

/// A member's public card with the caller's relation to them.
#[derive(SimpleObject)]
pub struct MemberCard {
    /// The member's global id.
    pub id: ID,
    /// The member id the legacy layer (`POST /api/...`) uses.
    pub legacy_id: BigInt,
    /// The display name (昵称).
    pub nickname: String,
    /// City; null when not given.
    pub city: Option<String>,
    /// Province; null when not given.
    pub province: Option<String>,
    /// Country; null when not given.
    pub country: Option<String>,
    /// The avatar (file id or URL); null when none was set.
    pub avatar: Option<String>,
    /// The VIP level.
    pub vip_level: crate::enums::VipLevel,
    /// Passed real-name authentication (实名认证).
    pub is_real_name_auth: bool,
    /// The caller follows this member.
    pub is_followed_by_me: bool,
    /// This member follows the caller.
    pub follows_me: bool,
    /// When the member registered.
    pub created_at: DateTime<Utc>,
}

impl From<Card> for MemberCard {
    fn from(c: Card) -> Self {
        Self {
            id: global(NodeKind::Member, c.id),
            legacy_id: BigInt(c.id),
            nickname: c.nick_name,
            city: given_owned(c.city),
            province: given_owned(c.province),
            country: given_owned(c.country),
            avatar: given_owned(c.avatar),
            vip_level: c.vip_level.into(),
            is_real_name_auth: c.is_real_name_auth,
            is_followed_by_me: c.is_focus,
            follows_me: c.is_fans,
            created_at: c.created_at,
        }
    }
}

fn parse_ids(ids: &[ID]) -> Result<Vec<i64>, domain::AppError> {
    ids.iter().map(|i| parse_member_id("ids", i)).collect()
}

#[derive(Default)]
pub struct MemberMutation;

#[Object]
impl MemberMutation {
    /// Registers the caller's device for push notifications (the device
    /// moves to whoever signs in on it last).
    async fn register_push_client(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The device's push client id, name and model.")]
        input: RegisterPushClientInput,
    ) -> Result<DonePayload> {
        let done = domain::member::service::bind_push_client(
            app(ctx)?,
            viewer(ctx)?,
            &input.push_client_id,
            &input.name.unwrap_or_default(),
            &input.model_type.unwrap_or_default(),
        )
        .await;
        Ok(split(done)?.into())
    }

    /// Records the platform and gate the caller uses.
    async fn record_member_source(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The platform and the gate the caller uses.")]
        input: RecordMemberSourceInput,
    ) -> Result<DonePayload> {
        let done = domain::member::service::record_source(
            app(ctx)?,
            viewer(ctx)?,
            &input.platform_name,
            input.gate.into(),
        )
        .await;
        Ok(split(done)?.into())
    }

    /// Binds the caller to the WeChat user of a `wx.login` code.
    async fn bind_we_chat(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The `wx.login` code of the WeChat user to bind.")] input: BindWeChatInput,
    ) -> Result<MemberPayload> {
        let done = domain::member::service::bind_wechat(app(ctx)?, viewer(ctx)?, &input.code).await;
        answer::<_, MemberObject, _>(done)
    }

    /// Unbinds the caller's WeChat account.
    async fn unbind_we_chat(
        &self,
        ctx: &Context<'_>,
        #[graphql(default, desc = "Nothing is needed; may be omitted.")] input: EmptyInput,
    ) -> Result<MemberPayload> {
        let _ = input;
        let done = domain::member::service::unbind_wechat(app(ctx)?, viewer(ctx)?).await;
        answer::<_, MemberObject, _>(done)
    }

    /// Changes the caller's display name (昵称).
    async fn update_nickname(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The new display name (昵称).")] input: UpdateNicknameInput,
    ) -> Result<MemberPayload> {
        let done =
            domain::member::service::update_nick_name(app(ctx)?, viewer(ctx)?, &input.nickname)
                .await
                .map_err(|e| e.in_field("nickname", "nickName"));
        answer::<_, MemberObject, _>(done)
    }

    /// Sets the avatar to an image the caller uploaded.
    async fn update_avatar(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The file id of the uploaded image.")] input: UpdateAvatarInput,
    ) -> Result<MemberPayload> {
        let done = domain::member::service::update_avatar(app(ctx)?, viewer(ctx)?, &input.file_id)
            .await
            .map_err(|e| e.in_field("fileId", "avatar"));
        answer::<_, MemberObject, _>(done)
    }

    /// Sets where the caller lives.
    async fn update_location(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Where the caller lives; absent fields are cleared.")]
        input: UpdateLocationInput,
    ) -> Result<MemberPayload> {
        let loc = domain::member::service::Location {
            city: input.city.unwrap_or_default(),
            province: input.province.unwrap_or_default(),
            country: input.country.unwrap_or_default(),
            street: input.street.unwrap_or_default(),
            address: input.address.unwrap_or_default(),
        };
        let done = domain::member::service::update_location(app(ctx)?, viewer(ctx)?, loc).await;
        answer::<_, MemberObject, _>(done)
    }

    /// Real-name authentication (实名认证) with a GB 11643 ID number.
    async fn verify_real_name(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The legal name and the resident ID number.")] input: VerifyRealNameInput,
    ) -> Result<MemberPayload> {
        let done = domain::member::service::id_number_auth(
            app(ctx)?,
            viewer(ctx)?,
            &input.legal_name,
            &input.id_number,
        )
        .await;
        answer::<_, MemberObject, _>(done)
    }

    /// Sets the default delivery address (收货地址).
    async fn set_delivery_address(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The address; for staff, optionally another member.")]
        input: SetDeliveryAddressInput,
    ) -> Result<SetDeliveryAddressPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let member_id = input
                .member_id
                .as_ref()
                .map(|id| parse_member_id("memberId", id))
                .transpose()?;
            domain::member::service::update_express_address(
                a,
                v,
                member_id,
                domain::member::service::AddressInput {
                    name: input.name,
                    mobile: input.phone,
                    city: input.city.unwrap_or_default(),
                    province: input.province.unwrap_or_default(),
                    country: input.country.unwrap_or_default(),
                    street: input.street.unwrap_or_default(),
                    address: input.address,
                },
            )
            .await
            .map_err(|e| e.in_field("phone", "mobile"))
        }
        .await;
        answer::<_, MemberAddressObject, _>(done)
    }
}

#[derive(Default)]
pub struct MemberQuery;

#[Object]
impl MemberQuery {
    /// A member as the caller may see them (sign-in required); null when
    /// there is no such member.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member's global id.")] id: ID,
    ) -> Result<Option<MemberObject>> {
        let v = viewer(ctx)?;
        let found =
            domain::member::service::find_without_lists(app(ctx)?, v, parse_member_id("id", &id)?)
                .await;
        Ok(crate::node::none_when_hidden(found)?.map(Into::into))
    }

    /// Several members (at most 100), as the caller may see them.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()), directive = crate::list_size::list_size::apply(domain::member::service::MAX_IDS_PER_CALL as u32, Some(vec!["ids".into()])))]
    async fn members_by_ids(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Members' global ids, at most 100.")] ids: Vec<ID>,
    ) -> Result<Vec<MemberObject>> {
        let list =
            domain::member::service::get_by_ids(app(ctx)?, viewer(ctx)?, &parse_ids(&ids)?).await?;
        Ok(list.into_iter().map(MemberObject::from).collect())
    }

    /// Public cards of several members (at most 100) with follow relations.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()), directive = crate::list_size::list_size::apply(domain::member::service::MAX_IDS_PER_CALL as u32, Some(vec!["ids".into()])))]
    async fn member_cards(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Members' global ids, at most 100.")] ids: Vec<ID>,
    ) -> Result<Vec<MemberCard>> {
        let v = ctx.data_opt::<domain::Viewer>();
        let list = domain::member::service::cards(app(ctx)?, v, &parse_ids(&ids)?).await?;
        Ok(list.into_iter().map(MemberCard::from).collect())
    }

    /// The caller's delivery addresses, default first.
    #[graphql(directive = partner_scope::apply(Scope::MemberPii.into()), directive = crate::list_size::list_size::apply(1, None))]
    async fn my_addresses(&self, ctx: &Context<'_>) -> Result<Vec<MemberAddressObject>> {
        let list = domain::member::service::addresses(app(ctx)?, viewer(ctx)?).await?;
        Ok(list.into_iter().map(Into::into).collect())
    }

    /// The signed-in member.
    #[graphql(directive = partner_scope::apply(Scope::MemberRead.into()))]
    async fn me(&self, ctx: &Context<'_>) -> Result<MemberObject> {
        Ok(domain::member::service::me(app(ctx)?, viewer(ctx)?)
            .await?
            .into())
    }
}

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct ProfileStaffQuery;

#[Object]
impl ProfileStaffQuery {
    /// Staff with the members permission: the member with this phone; null
    /// when no member has it.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn member_by_phone(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The mobile number (11 digits).")] phone: String,
    ) -> Result<Option<MemberObject>> {
        let found = domain::member::service::find_by_phone(app(ctx)?, viewer(ctx)?, &phone).await;
        match found {
            Ok(m) => Ok(Some(m.into())),
            Err(e) if e.code == domain::ErrorCode::NotFound => Ok(None),
            Err(e) => Err(e.into()),
        }
    }
}
