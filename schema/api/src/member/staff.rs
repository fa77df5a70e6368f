//! GraphQL face of staff member management: thin calls into `staff`.
//! Staff lists are numbered pages (filters and jumps to page N are what the
//! management screens need).

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};

use crate::ids::parse_member_id;
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
    pub nick_name: Option<String>,
    pub phone: Option<String>,
    pub legal_name: Option<String>,
    pub enable: Option<BooleanOption>,
    pub is_office: Option<BooleanOption>,
    pub is_robot: Option<BooleanOption>,
    pub is_professor: Option<BooleanOption>,
    /// Used the product in the last 7 days.
    pub is_active: Option<BooleanOption>,
    /// professor, distributor, robot, office or member.
    pub member_type: Option<String>,
    pub vip_levels: Option<Vec<VipLevel>>,
    pub vip_no: Option<String>,
    pub created_time_start: Option<DateTime<Utc>>,
    pub created_time_end: Option<DateTime<Utc>>,
    pub key_word: Option<String>,
    pub days: Option<i64>,
    pub continuous_days: Option<i64>,
    pub gates: Option<Vec<Gate>>,
    pub platform_name: Option<String>,
    /// For the pick-list: marks these as chosen; elsewhere: only these.
    pub ids: Option<Vec<ID>>,
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

#[derive(SimpleObject)]
#[graphql(name = "PageResult")]
pub struct PageResultObject {
    pub page: u64,
    pub page_size: u64,
    pub page_count: u64,
    pub row_count: u64,
    pub first_row: u64,
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

#[derive(SimpleObject)]
pub struct MemberPage {
    pub items: Vec<MemberObject>,
    pub page_result: PageResultObject,
    pub count: u64,
    pub today_add_count: u64,
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

#[derive(SimpleObject)]
pub struct MemberPickPage {
    pub items: Vec<MemberPickItem>,
    pub page_result: PageResultObject,
}

#[derive(SimpleObject)]
pub struct BulkFailure {
    /// 1-based row number.
    pub number: u64,
    pub reason: String,
}

#[derive(SimpleObject)]
pub struct BulkResultObject {
    pub success_count: u64,
    pub failure_count: u64,
    pub failures: Vec<BulkFailure>,
}

#[derive(InputObject, Default)]
pub struct MemberInputObject {
    pub nick_name: Option<String>,
    pub phone: Option<String>,
    pub gender: Option<String>,
    pub city: Option<String>,
    pub province: Option<String>,
    pub country: Option<String>,
    pub avatar: Option<String>,
    pub vip_level: Option<VipLevel>,
    pub vip_no: Option<String>,
    pub is_professor: Option<bool>,
    pub is_robot: Option<bool>,
    pub is_distributor: Option<bool>,
    /// PERMISSION_TYPE_1 (members) and/or PERMISSION_TYPE_2.
    pub permissions: Option<Vec<String>>,
}

impl From<MemberInputObject> for MemberInput {
    fn from(i: MemberInputObject) -> Self {
        Self {
            nick_name: i.nick_name,
            phone: i.phone,
            gender: i.gender,
            city: i.city,
            province: i.province,
            country: i.country,
            avatar: i.avatar,
            vip_level: i.vip_level.map(Into::into),
            vip_no: i.vip_no,
            is_professor: i.is_professor,
            is_robot: i.is_robot,
            is_distributor: i.is_distributor,
            permissions: i.permissions,
        }
    }
}

#[derive(InputObject)]
pub struct AddInviteInput {
    pub member_id: ID,
    pub nums: i64,
}

fn page(page: Option<i64>, page_size: Option<i64>) -> Result<Page, AppError> {
    Page::new(page, page_size)
}

#[derive(Default)]
pub struct MemberStaffQuery;

#[Object]
impl MemberStaffQuery {
    /// Staff: members, newest first, with every filter.
    async fn members(
        &self,
        ctx: &Context<'_>,
        filter: Option<MemberFilterInput>,
        page: Option<i64>,
        page_size: Option<i64>,
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
    async fn member_pick_list(
        &self,
        ctx: &Context<'_>,
        filter: Option<MemberFilterInput>,
        page: Option<i64>,
        page_size: Option<i64>,
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
    async fn member_ids(
        &self,
        ctx: &Context<'_>,
        filter: Option<MemberFilterInput>,
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
    async fn create_member(
        &self,
        ctx: &Context<'_>,
        input: MemberInputObject,
    ) -> Result<MemberObject> {
        Ok(staff::create(app(ctx)?, viewer(ctx)?, input.into())
            .await?
            .into())
    }

    async fn update_member(
        &self,
        ctx: &Context<'_>,
        id: ID,
        input: MemberInputObject,
    ) -> Result<MemberObject> {
        Ok(staff::update(
            app(ctx)?,
            viewer(ctx)?,
            parse_member_id("id", &id)?,
            input.into(),
        )
        .await?
        .into())
    }

    /// Creates up to 500 members; each row stands alone.
    async fn batch_create_members(
        &self,
        ctx: &Context<'_>,
        items: Vec<MemberInputObject>,
    ) -> Result<BulkResultObject> {
        let b = staff::batch_create(
            app(ctx)?,
            viewer(ctx)?,
            items.into_iter().map(Into::into).collect(),
        )
        .await?;
        Ok(BulkResultObject {
            success_count: b.success_count,
            failure_count: b.failure_count,
            failures: b
                .failures
                .into_iter()
                .map(|(number, reason)| BulkFailure { number, reason })
                .collect(),
        })
    }

    async fn change_office(
        &self,
        ctx: &Context<'_>,
        id: ID,
        is_office: bool,
    ) -> Result<MemberObject> {
        Ok(staff::change_office(
            app(ctx)?,
            viewer(ctx)?,
            parse_member_id("id", &id)?,
            is_office,
        )
        .await?
        .into())
    }

    /// Disabling signs the member out everywhere.
    async fn change_state(&self, ctx: &Context<'_>, id: ID, enable: bool) -> Result<MemberObject> {
        Ok(
            staff::change_state(app(ctx)?, viewer(ctx)?, parse_member_id("id", &id)?, enable)
                .await?
                .into(),
        )
    }

    /// Adds invite counts; returns how many members changed.
    async fn auto_add_invite(&self, ctx: &Context<'_>, items: Vec<AddInviteInput>) -> Result<u64> {
        let pairs: Vec<(i64, i64)> = items
            .iter()
            .map(|i| Ok((parse_member_id("memberId", &i.member_id)?, i.nums)))
            .collect::<Result<_, AppError>>()?;
        Ok(staff::auto_add_invite(app(ctx)?, viewer(ctx)?, &pairs).await?)
    }
}
