//! GraphQL face of staff member management: thin calls into `staff`.
//! The member list is a connection like every other; its totals are a
//! separate query (`memberStats`), counted once per filter rather than per
//! page. The legacy layer keeps its numbered pages.

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};

use crate::ids::parse_member_id;
use crate::member::profile::MemberPayload;
use crate::payload::{answer, split, UserError};
use crate::Result;
use chrono::{DateTime, Utc};

use super::profile::MemberObject;
use crate::enums::{Gate, VipLevel};
use crate::paging;
use crate::request::{app, viewer};
use domain::member::staff::{self, MemberFilter, MemberInput};
use domain::AppError;

/// What kind of account a member is, for the staff filter.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberKind {
    /// Verified experts (专家).
    Expert,
    /// Distributors (渠道).
    Distributor,
    /// Operator-run accounts.
    Robot,
    /// Staff members.
    Staff,
    /// None of the above: an ordinary member.
    Member,
}

impl From<MemberKind> for staff::MemberKind {
    fn from(k: MemberKind) -> Self {
        match k {
            MemberKind::Expert => Self::Professor,
            MemberKind::Distributor => Self::Distributor,
            MemberKind::Robot => Self::Robot,
            MemberKind::Staff => Self::Office,
            MemberKind::Member => Self::Member,
        }
    }
}

/// Every filter of the staff member list; unset fields don't filter.
#[derive(InputObject, Default)]
pub struct MemberFilterInput {
    /// Part of the display name (昵称).
    pub nickname: Option<String>,
    /// Part of the mobile number.
    pub phone: Option<String>,
    /// Part of the legal name.
    pub legal_name: Option<String>,
    /// Enabled (true) or disabled (false) members.
    pub is_enabled: Option<bool>,
    /// Staff members (true) or not (false).
    pub is_staff: Option<bool>,
    /// Operator-run accounts (true) or not (false).
    pub is_robot: Option<bool>,
    /// Verified experts (专家, true) or not (false).
    pub is_expert: Option<bool>,
    /// Used the product in the last 7 days (true) or not (false).
    pub is_active: Option<bool>,
    /// Only accounts of this kind.
    pub kind: Option<MemberKind>,
    /// Any of these VIP levels.
    pub vip_levels: Option<Vec<VipLevel>>,
    /// The membership number, exactly.
    pub vip_number: Option<String>,
    /// Registered at or after this time.
    pub created_from: Option<DateTime<Utc>>,
    /// Registered before this time.
    pub created_before: Option<DateTime<Utc>>,
    /// Part of the display name, the mobile number or the legal name.
    pub keyword: Option<String>,
    /// Registered within the last N days, at most 36500; 0 or less does
    /// not filter.
    pub registered_within_days: Option<i64>,
    /// A check-in (签到) streak of at least N days; 0 or less does not
    /// filter.
    pub min_check_in_streak: Option<i64>,
    /// Registered through any of these gates.
    pub gates: Option<Vec<Gate>>,
    /// Recorded using this platform (see `recordMemberSource`), exactly.
    pub platform_name: Option<String>,
    /// Only these members (global ids).
    pub member_ids: Option<Vec<ID>>,
    /// Members of this member group (global id).
    pub member_group_id: Option<ID>,
}

/// A filter error named after this input's field (the service names it the
/// legacy way).
fn filter_fields(e: AppError) -> AppError {
    e.in_field("filter.registeredWithinDays", "days")
}

/// A member filter sent as JSON in `MemberFilterInput`'s shape outside
/// GraphQL (the console's CSV export, `POST /export/members.csv`): parsed
/// and checked as `members(filter:)` checks it, errors naming the field.
pub fn member_filter_from_json(json: serde_json::Value) -> Result<MemberFilter, AppError> {
    let value = async_graphql::Value::from_json(json)
        .map_err(|_| AppError::invalid("filter", "must be a MemberFilterInput object"))?;
    let input =
        <MemberFilterInput as async_graphql::InputType>::parse(Some(value)).map_err(|e| {
            let message = e.into_server_error(async_graphql::Pos::default()).message;
            AppError::invalid("filter", message)
        })?;
    let filter = input.into_filter()?;
    filter.condition().map_err(filter_fields)?;
    Ok(filter)
}

impl MemberFilterInput {
    fn into_filter(self) -> Result<MemberFilter, AppError> {
        Ok(MemberFilter {
            nick_name: self.nickname,
            phone: self.phone,
            legal_name: self.legal_name,
            enable: self.is_enabled,
            is_office: self.is_staff,
            is_robot: self.is_robot,
            is_professor: self.is_expert,
            is_active: self.is_active,
            kind: self.kind.map(Into::into),
            vip_levels: self
                .vip_levels
                .unwrap_or_default()
                .into_iter()
                .map(Into::into)
                .collect(),
            vip_no: self.vip_number,
            created_time_start: self.created_from,
            created_time_end: self.created_before,
            key_word: self.keyword,
            days: self.registered_within_days,
            continuous_days: self.min_check_in_streak,
            gates: self
                .gates
                .unwrap_or_default()
                .into_iter()
                .map(Into::into)
                .collect(),
            platform_name: self.platform_name,
            ids: self
                .member_ids
                .unwrap_or_default()
                .iter()
                .map(|i| parse_member_id("filter.memberIds", i))
                .collect::<Result<_, _>>()?,
            member_group_id: self
                .member_group_id
                .as_ref()
                .map(|g| {
                    crate::ids::parse_id(
                        "filter.memberGroupId",
                        crate::ids::NodeKind::MemberGroup,
                        g,
                    )
                })
                .transpose()?,
        })
    }
}

/// A page of the staff member list, newest registration first.
#[crate::paging::connection(
    edge = MemberEdge,
    node = MemberObject,
    node_doc = "The member, as the calling staff member may see them."
)]
pub struct MemberConnection {}

/// The staff member list's numbers.
#[derive(SimpleObject)]
pub struct MemberStats {
    /// How many members match the filter.
    pub count: u64,
    /// How many members registered today (Asia/Shanghai), whatever the
    /// filter.
    pub today_add_count: u64,
    /// How many members registered yesterday (Asia/Shanghai), whatever the
    /// filter.
    pub yesterday_add_count: u64,
}

/// A row a bulk create could not take.
#[derive(SimpleObject)]
pub struct BulkFailure {
    /// 1-based row number.
    pub number: u64,
    /// Why.
    pub reason: String,
}

/// A staff permission (权限).
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaffPermission {
    /// Member management and members' personal data (`PERMISSION_TYPE_1`).
    Members,
    /// Feedback, messages, the shop, draws and tracking (`PERMISSION_TYPE_2`).
    Operations,
}

impl From<domain::Permission> for StaffPermission {
    fn from(p: domain::Permission) -> Self {
        match p {
            domain::Permission::Members => StaffPermission::Members,
            domain::Permission::Operations => StaffPermission::Operations,
        }
    }
}

impl From<StaffPermission> for domain::Permission {
    fn from(p: StaffPermission) -> Self {
        match p {
            StaffPermission::Members => domain::Permission::Members,
            StaffPermission::Operations => domain::Permission::Operations,
        }
    }
}

/// A member's profile as staff write it; absent fields stay as they are.
#[derive(InputObject, Default)]
pub struct MemberProfileInput {
    /// The display name, 1 to 20 characters.
    pub nickname: Option<String>,
    /// The mobile number (11 digits), unique.
    pub phone: Option<String>,
    /// As given (free text).
    pub gender: Option<String>,
    /// City.
    pub city: Option<String>,
    /// Province.
    pub province: Option<String>,
    /// Country.
    pub country: Option<String>,
    /// An uploaded file id or a URL.
    pub avatar: Option<String>,
    /// The VIP level.
    pub vip_level: Option<VipLevel>,
    /// The membership number on the member card.
    pub vip_number: Option<String>,
    /// A verified expert (专家).
    pub is_expert: Option<bool>,
    /// An operator-run account.
    pub is_robot: Option<bool>,
    /// A distributor (渠道).
    pub is_distributor: Option<bool>,
    /// The staff permissions (for staff members).
    pub permissions: Option<Vec<StaffPermission>>,
}

impl From<MemberProfileInput> for MemberInput {
    fn from(i: MemberProfileInput) -> Self {
        Self {
            nick_name: i.nickname,
            phone: i.phone,
            gender: i.gender,
            city: i.city,
            province: i.province,
            country: i.country,
            avatar: i.avatar,
            vip_level: i.vip_level.map(Into::into),
            vip_no: i.vip_number,
            is_professor: i.is_expert,
            is_robot: i.is_robot,
            is_distributor: i.is_distributor,
            permissions: i.permissions.map(|ps| {
                ps.into_iter()
                    .map(|p| domain::Permission::from(p).name().to_owned())
                    .collect()
            }),
        }
    }
}

/// The profile's field names as this schema spells them, for errors the
/// service names after the legacy wire.
fn profile_fields(e: AppError) -> AppError {
    e.in_field("nickname", "nickName")
        .in_field("vipNumber", "vipNo")
        .in_field("isExpert", "isProfessor")
        .nested("profile", &["id", "memberId"])
}

/// Input of `createMember`.
#[derive(InputObject)]
pub struct CreateMemberInput {
    /// The new member's profile (`phone` is required).
    pub profile: MemberProfileInput,
}

/// Input of `updateMember`.
#[derive(InputObject)]
pub struct UpdateMemberInput {
    /// The member (global id).
    pub id: ID,
    /// The fields to change.
    pub profile: MemberProfileInput,
}

/// Input of `batchCreateMembers`.
#[derive(InputObject)]
pub struct BatchCreateMembersInput {
    /// Up to 500 profiles; each row stands alone.
    pub members: Vec<MemberProfileInput>,
    /// A fresh key per attempt: a retry answers the first result and
    /// creates nothing again.
    pub idempotency_key: Option<String>,
}

/// The answer of `batchCreateMembers`.
#[derive(SimpleObject, Default)]
pub struct BatchCreateMembersPayload {
    /// Rows created.
    pub success_count: u64,
    /// Rows refused.
    pub failure_count: u64,
    /// The refused rows and why.
    pub failures: Vec<BulkFailure>,
    /// Failures of the whole request (too many rows, a reused key).
    pub user_errors: Vec<UserError>,
}

/// Input of `setMemberStaff`.
#[derive(InputObject)]
pub struct SetMemberStaffInput {
    /// The member (global id).
    pub member_id: ID,
    /// Whether they are staff.
    pub is_staff: bool,
}

/// Input of `setMemberEnabled`.
#[derive(InputObject)]
pub struct SetMemberEnabledInput {
    /// The member (global id).
    pub member_id: ID,
    /// Enabled; disabling signs the member out everywhere.
    pub enabled: bool,
    /// Why (1 to 200 characters), kept in the audit log with the change.
    pub reason: Option<String>,
}

/// Invites to add to one member's count.
#[derive(InputObject)]
pub struct InviteCountInput {
    /// The member (global id).
    pub member_id: ID,
    /// How many invites to add, 1 to 10000.
    pub count: i64,
}

/// Input of `addInviteCounts`.
#[derive(InputObject)]
pub struct AddInviteCountsInput {
    /// Up to 500 members and counts.
    pub items: Vec<InviteCountInput>,
    /// A fresh key per attempt: a retry answers the first result and adds
    /// nothing again.
    pub idempotency_key: Option<String>,
}

crate::payload::payload!(
    /// The answer of `addInviteCounts`.
    AddInviteCountsPayload { changed_count: u64, "How many members changed; null on failure." }
);

#[derive(Default)]
pub struct MemberStaffQuery;

#[paging::connection_args]
#[Object]
impl MemberStaffQuery {
    /// Staff: members, newest registration first, with every filter
    /// (members permission; personal data shown, the read audit-logged).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn members(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which members; absent: all.")] filter: Option<MemberFilterInput>,
        page: paging::ConnectionArgs,
    ) -> Result<MemberConnection> {
        let f = filter.unwrap_or_default().into_filter()?;
        let window = page.window()?.decode(paging::parse_time_cursor)?;
        let (items, more) = staff::query_window(app(ctx)?, viewer(ctx)?, &f, &window)
            .await
            .map_err(filter_fields)?;
        Ok(crate::paging::page(items, &window, more, |m| {
            (paging::time_cursor((m.created_at, m.id)), m.into())
        }))
    }

    /// Staff: how many members match a filter, and today's and yesterday's
    /// registrations (members permission). Counted on each call: ask once
    /// per filter, not per page.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn member_stats(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which members; absent: all.")] filter: Option<MemberFilterInput>,
    ) -> Result<MemberStats> {
        let f = filter.unwrap_or_default().into_filter()?;
        let s = staff::stats(app(ctx)?, viewer(ctx)?, &f)
            .await
            .map_err(filter_fields)?;
        Ok(MemberStats {
            count: s.count,
            today_add_count: s.today_add_count,
            yesterday_add_count: s.yesterday_add_count,
        })
    }
}

#[derive(Default)]
pub struct MemberStaffMutation;

#[Object]
impl MemberStaffMutation {
    /// Creates a member (staff, members permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn create_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The new member's profile.")] input: CreateMemberInput,
    ) -> Result<MemberPayload> {
        let done = staff::create(app(ctx)?, viewer(ctx)?, input.profile.into())
            .await
            .map_err(profile_fields);
        answer::<_, MemberObject, _>(done)
    }

    /// Changes a member's profile (staff, members permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn update_member(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member and the fields to change.")] input: UpdateMemberInput,
    ) -> Result<MemberPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_member_id("id", &input.id)?;
            staff::update(a, v, id, input.profile.into())
                .await
                .map_err(profile_fields)
        }
        .await;
        answer::<_, MemberObject, _>(done)
    }

    /// Creates up to 500 members; each row stands alone (staff, members
    /// permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn batch_create_members(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The profiles, up to 500, and an idempotency key.")]
        input: BatchCreateMembersInput,
    ) -> Result<BatchCreateMembersPayload> {
        let done = staff::batch_create_once(
            app(ctx)?,
            viewer(ctx)?,
            input.members.into_iter().map(Into::into).collect(),
            input.idempotency_key.as_deref(),
        )
        .await
        .map_err(|e| e.in_field("members", "items"));
        Ok(match split(done)? {
            (Some(b), user_errors) => BatchCreateMembersPayload {
                success_count: b.success_count,
                failure_count: b.failure_count,
                failures: b
                    .failures
                    .into_iter()
                    .map(|(number, reason)| BulkFailure { number, reason })
                    .collect(),
                user_errors,
            },
            (None, user_errors) => BatchCreateMembersPayload {
                user_errors,
                ..Default::default()
            },
        })
    }

    /// Makes a member staff or not (staff, members permission; not
    /// oneself).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn set_member_staff(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member and whether they are staff.")] input: SetMemberStaffInput,
    ) -> Result<MemberPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_member_id("memberId", &input.member_id)?;
            staff::change_office(a, v, id, input.is_staff)
                .await
                .map_err(|e| e.in_field("memberId", "id"))
        }
        .await;
        answer::<_, MemberObject, _>(done)
    }

    /// Enables or disables a member (staff, members permission; not
    /// oneself). Disabling signs the member out everywhere.
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn set_member_enabled(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member and whether they are enabled.")] input: SetMemberEnabledInput,
    ) -> Result<MemberPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_member_id("memberId", &input.member_id)?;
            staff::set_enabled(a, v, id, input.enabled, input.reason.as_deref())
                .await
                .map_err(|e| e.in_field("memberId", "id"))
        }
        .await;
        answer::<_, MemberObject, _>(done)
    }

    /// Adds to members' invite counts without paying rewards (staff,
    /// members permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Members"
    )]
    async fn add_invite_counts(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The members and counts, up to 500, and an idempotency key.")]
        input: AddInviteCountsInput,
    ) -> Result<AddInviteCountsPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let pairs: Vec<(i64, i64)> = input
                .items
                .iter()
                .map(|i| Ok((parse_member_id("items.memberId", &i.member_id)?, i.count)))
                .collect::<Result<_, AppError>>()?;
            staff::auto_add_invite_once(a, v, &pairs, input.idempotency_key.as_deref())
                .await
                .map_err(|e| {
                    e.in_field("items.memberId", "memberId")
                        .in_field("items.count", "nums")
                })
        }
        .await;
        Ok(split(done)?.into())
    }
}
