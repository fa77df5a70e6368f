//! GraphQL face of staff member management: thin calls into `staff`.
//! Staff lists are numbered pages (filters and jumps to page N are what the
//! management screens need).

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};

use crate::ids::parse_member_id;
use crate::member::profile::MemberPayload;
use crate::payload::{answer, split, UserError};
use crate::Result;
use chrono::{DateTime, Utc};

use super::profile::MemberObject;
use crate::enums::{BooleanOption, Gate, VipLevel};
use crate::paging::{Page, PageResult};
use crate::request::{app, viewer};
use domain::member::staff::{self, MemberFilter, MemberInput};
use domain::AppError;

/// Every filter of the staff member lists; unset fields don't filter.
#[derive(InputObject, Default)]
pub struct MemberFilterInput {
    /// Part of the display name (昵称).
    pub nick_name: Option<String>,
    /// Part of the mobile number.
    pub phone: Option<String>,
    /// Part of the legal name.
    pub legal_name: Option<String>,
    /// Enabled (`TRUE`) or disabled (`FALSE`) members.
    pub enable: Option<BooleanOption>,
    /// Staff members (`TRUE`) or not (`FALSE`).
    pub is_office: Option<BooleanOption>,
    /// Operator-run accounts (`TRUE`) or not (`FALSE`).
    pub is_robot: Option<BooleanOption>,
    /// Verified experts (专家, `TRUE`) or not (`FALSE`).
    pub is_professor: Option<BooleanOption>,
    /// Used the product in the last 7 days.
    pub is_active: Option<BooleanOption>,
    /// professor, distributor, robot, office or member.
    pub member_type: Option<String>,
    /// Any of these VIP levels.
    pub vip_levels: Option<Vec<VipLevel>>,
    /// The membership number, exactly.
    pub vip_no: Option<String>,
    /// Registered at or after this time.
    pub created_time_start: Option<DateTime<Utc>>,
    /// Registered before this time.
    pub created_time_end: Option<DateTime<Utc>>,
    /// Part of the display name, the mobile number or the legal name.
    pub key_word: Option<String>,
    /// Registered within the last N days, at most 36500; 0 or less does
    /// not filter.
    pub days: Option<i64>,
    /// A check-in (签到) streak of at least N days; 0 or less does not
    /// filter.
    pub continuous_days: Option<i64>,
    /// Registered through any of these gates.
    pub gates: Option<Vec<Gate>>,
    /// Recorded using this platform (see `recordMemberSource`), exactly.
    pub platform_name: Option<String>,
    /// For the pick-list: marks these as chosen; elsewhere: only these.
    pub ids: Option<Vec<ID>>,
    /// Members of this member group (global id).
    pub member_group_id: Option<ID>,
}

impl MemberFilterInput {
    fn into_filter(self) -> Result<MemberFilter, AppError> {
        Ok(MemberFilter {
            nick_name: self.nick_name.unwrap_or_default(),
            phone: self.phone.unwrap_or_default(),
            legal_name: self.legal_name.unwrap_or_default(),
            enable: self.enable.map(Into::into),
            is_office: self.is_office.map(Into::into),
            is_robot: self.is_robot.map(Into::into),
            is_professor: self.is_professor.map(Into::into),
            is_active: self.is_active.map(Into::into),
            member_type: self.member_type.unwrap_or_default(),
            vip_levels: self
                .vip_levels
                .unwrap_or_default()
                .into_iter()
                .map(Into::into)
                .collect(),
            vip_no: self.vip_no.unwrap_or_default(),
            created_time_start: self.created_time_start,
            created_time_end: self.created_time_end,
            key_word: self.key_word.unwrap_or_default(),
            days: self.days,
            continuous_days: self.continuous_days,
            gates: self
                .gates
                .unwrap_or_default()
                .into_iter()
                .map(Into::into)
                .collect(),
            platform_name: self.platform_name.unwrap_or_default(),
            ids: self
                .ids
                .unwrap_or_default()
                .iter()
                .map(|i| parse_member_id("ids", i))
                .collect::<Result<_, _>>()?,
            member_group_id: self
                .member_group_id
                .as_ref()
                .map(|g| {
                    crate::ids::parse_id("memberGroupId", crate::ids::NodeKind::MemberGroup, g)
                })
                .transpose()?,
        })
    }
}

/// Where a numbered page sits in the whole list.
#[derive(SimpleObject)]
#[graphql(name = "PageResult")]
pub struct PageResultObject {
    /// The page number, 1-based.
    pub page: u64,
    /// Rows per page.
    pub page_size: u64,
    /// How many pages the whole list has.
    pub page_count: u64,
    /// How many rows the whole list has.
    pub row_count: u64,
    /// The 1-based number of this page's first row; 0 when the page is
    /// empty.
    pub first_row: u64,
    /// The 1-based number of this page's last row; 0 when the page is
    /// empty.
    pub last_row: u64,
}

impl From<PageResult> for PageResultObject {
    fn from(r: PageResult) -> Self {
        Self {
            page: r.page,
            page_size: r.page_size,
            page_count: r.page_count,
            row_count: r.row_count,
            first_row: r.first_row,
            last_row: r.last_row,
        }
    }
}

/// A numbered page of members for staff, newest first.
#[derive(SimpleObject)]
pub struct MemberPage {
    /// The members of this page.
    pub items: Vec<MemberObject>,
    /// Where this page sits in the whole list.
    pub page_result: PageResultObject,
    /// How many members match the filter.
    pub count: u64,
    /// How many members registered today (Asia/Shanghai), whatever the
    /// filter.
    pub today_add_count: u64,
    /// How many members registered yesterday (Asia/Shanghai), whatever the
    /// filter.
    pub yesterday_add_count: u64,
}

/// A member in the staff pick-list.
#[derive(SimpleObject)]
pub struct MemberPickItem {
    /// The member's global id.
    pub id: ID,
    /// The member id the legacy layer uses.
    pub legacy_id: crate::scalars::BigInt,
    /// The display name.
    pub name: String,
    /// Listed in the filter's `ids`.
    pub is_choice: bool,
}

/// A numbered page of the staff pick-list, newest first.
#[derive(SimpleObject)]
pub struct MemberPickPage {
    /// The members of this page.
    pub items: Vec<MemberPickItem>,
    /// Where this page sits in the whole list.
    pub page_result: PageResultObject,
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

fn page(page: Option<i64>, page_size: Option<i64>) -> Result<Page, AppError> {
    Page::new(page, page_size)
}

#[derive(Default)]
pub struct MemberStaffQuery;

#[Object]
impl MemberStaffQuery {
    /// Staff: members, newest first, with every filter.
    #[graphql(visible = "crate::audience::staff")]
    async fn members(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which members; absent: all.")] filter: Option<MemberFilterInput>,
        #[graphql(desc = "The page number, 1-based (default 1).")] page: Option<i64>,
        #[graphql(desc = "Rows per page, 1 to 100 (default 20).")] page_size: Option<i64>,
    ) -> Result<MemberPage> {
        let f = filter.unwrap_or_default().into_filter()?;
        let q = staff::query(app(ctx)?, viewer(ctx)?, &f, self::page(page, page_size)?).await?;
        Ok(MemberPage {
            items: q.items.into_iter().map(MemberObject::from).collect(),
            page_result: q.page.into(),
            count: q.count,
            today_add_count: q.today_add_count,
            yesterday_add_count: q.yesterday_add_count,
        })
    }

    /// Staff: a pick-list of members; `filter.ids` are marked `isChoice`.
    #[graphql(visible = "crate::audience::staff")]
    async fn member_pick_list(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which members (absent: all); its `ids` mark members as chosen.")]
        filter: Option<MemberFilterInput>,
        #[graphql(desc = "The page number, 1-based (default 1).")] page: Option<i64>,
        #[graphql(desc = "Rows per page, 1 to 100 (default 20).")] page_size: Option<i64>,
    ) -> Result<MemberPickPage> {
        let f = filter.unwrap_or_default().into_filter()?;
        let (items, result) =
            staff::get_members(app(ctx)?, viewer(ctx)?, &f, self::page(page, page_size)?).await?;
        Ok(MemberPickPage {
            items: items
                .into_iter()
                .map(|i| MemberPickItem {
                    id: crate::ids::global(crate::ids::NodeKind::Member, i.id),
                    legacy_id: crate::scalars::BigInt(i.id),
                    name: i.name,
                    is_choice: i.is_choice,
                })
                .collect(),
            page_result: result.into(),
        })
    }

    /// Staff: ids of the members matching the filter (at most 10 000).
    #[graphql(visible = "crate::audience::staff")]
    async fn member_ids(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Which members; absent: all.")] filter: Option<MemberFilterInput>,
    ) -> Result<Vec<ID>> {
        let f = filter.unwrap_or_default().into_filter()?;
        let ids = staff::get_member_ids(app(ctx)?, viewer(ctx)?, &f).await?;
        Ok(ids
            .into_iter()
            .map(|i| crate::ids::global(crate::ids::NodeKind::Member, i))
            .collect())
    }
}

#[derive(Default)]
pub struct MemberStaffMutation;

#[Object]
impl MemberStaffMutation {
    /// Creates a member (staff, members permission).
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
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
    #[graphql(visible = "crate::audience::staff")]
    async fn set_member_enabled(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member and whether they are enabled.")] input: SetMemberEnabledInput,
    ) -> Result<MemberPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let id = parse_member_id("memberId", &input.member_id)?;
            staff::change_state(a, v, id, input.enabled)
                .await
                .map_err(|e| e.in_field("memberId", "id"))
        }
        .await;
        answer::<_, MemberObject, _>(done)
    }

    /// Adds to members' invite counts without paying rewards (staff,
    /// members permission).
    #[graphql(visible = "crate::audience::staff")]
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
