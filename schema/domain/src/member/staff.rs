//! Member management for staff: lists with every filter of the spec's
//! QueryMemberRequest, creating and editing members, state and office
//! changes. Every call needs `is_office` and the members permission
//! (`PERMISSION_TYPE_1`); every write is audit-logged. Disabling a member
//! also invalidates all of their tokens (`tokens_valid_after`).

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect,
};

use super::profile::{load_profile, load_profiles};
use super::view::MemberView;
use crate::kernel::context::AppContext;
use crate::kernel::enums::{BooleanOption, Gate, ProtoEnum, VipLevel};
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::paging::{time_keyset, Page, PageResult, TimeKey, Window};
use crate::kernel::validate;
use crate::kernel::Permission;
use crate::kernel::Viewer;
use entities::{member, member_group_member, member_source};

/// Rows per `BatchCreate`.
pub const MAX_BATCH: usize = 500;
/// Ids per `GetMemberIds`.
pub const MAX_MEMBER_IDS: u64 = 10_000;

pub fn require_member_admin(viewer: &Viewer) -> AppResult<()> {
    viewer.require(Permission::Members)
}

/// Every filter of QueryMemberRequest and the GetMembers filter. Unset
/// fields, and tri-states of NONE or ALL, do not filter.
#[derive(Debug, Clone, Default)]
pub struct MemberFilter {
    pub nick_name: String,
    pub phone: String,
    pub legal_name: String,
    pub enable: Option<BooleanOption>,
    pub is_office: Option<BooleanOption>,
    pub is_robot: Option<BooleanOption>,
    pub is_professor: Option<BooleanOption>,
    /// Active = used the product in the last 7 days.
    pub is_active: Option<BooleanOption>,
    /// `professor`, `distributor`, `robot`, `office` or `member` (none of those).
    pub member_type: String,
    pub vip_levels: Vec<VipLevel>,
    pub vip_no: String,
    pub created_time_start: Option<DateTime<Utc>>,
    pub created_time_end: Option<DateTime<Utc>>,
    /// Matches nickname, phone or legal name.
    pub key_word: String,
    /// Registered within the last N days.
    pub days: Option<i64>,
    /// At least N continuous check-in days.
    pub continuous_days: Option<i64>,
    pub gates: Vec<Gate>,
    pub platform_name: String,
    pub ids: Vec<i64>,
    pub member_group_id: Option<i64>,
}

fn tri(cond: Condition, col: member::Column, opt: Option<BooleanOption>) -> Condition {
    match opt {
        Some(BooleanOption::True) => cond.add(col.eq(true)),
        Some(BooleanOption::False) => cond.add(col.eq(false)),
        _ => cond,
    }
}

/// The largest "registered in the last N days" filter.
const MAX_FILTER_DAYS: i64 = 36_500;

impl MemberFilter {
    pub fn condition(&self) -> AppResult<Condition> {
        let mut c = Condition::all();
        if !self.nick_name.trim().is_empty() {
            c = c.add(member::Column::NickName.like(crate::kernel::db::contains(&self.nick_name)));
        }
        if !self.phone.trim().is_empty() {
            c = c.add(member::Column::Phone.like(crate::kernel::db::contains(&self.phone)));
        }
        if !self.legal_name.trim().is_empty() {
            c = c
                .add(member::Column::LegalName.like(crate::kernel::db::contains(&self.legal_name)));
        }
        c = tri(c, member::Column::Enable, self.enable);
        c = tri(c, member::Column::IsOffice, self.is_office);
        c = tri(c, member::Column::IsRobot, self.is_robot);
        c = tri(c, member::Column::IsProfessor, self.is_professor);
        let week_ago = crate::kernel::clock::now() - Duration::days(7);
        match self.is_active {
            Some(BooleanOption::True) => c = c.add(member::Column::LastActiveAt.gte(week_ago)),
            Some(BooleanOption::False) => {
                c = c.add(
                    Condition::any()
                        .add(member::Column::LastActiveAt.is_null())
                        .add(member::Column::LastActiveAt.lt(week_ago)),
                )
            }
            _ => {}
        }
        match self.member_type.trim() {
            "" => {}
            "professor" => c = c.add(member::Column::IsProfessor.eq(true)),
            "distributor" => c = c.add(member::Column::IsDistributor.eq(true)),
            "robot" => c = c.add(member::Column::IsRobot.eq(true)),
            "office" => c = c.add(member::Column::IsOffice.eq(true)),
            "member" => {
                for col in [
                    member::Column::IsProfessor,
                    member::Column::IsDistributor,
                    member::Column::IsRobot,
                    member::Column::IsOffice,
                ] {
                    c = c.add(col.eq(false));
                }
            }
            _ => {
                return Err(AppError::invalid(
                    "memberType",
                    "must be professor, distributor, robot, office or member",
                ))
            }
        }
        if !self.vip_levels.is_empty() {
            c = c.add(member::Column::VipLevel.is_in(self.vip_levels.iter().map(|v| v.name())));
        }
        if !self.vip_no.trim().is_empty() {
            c = c.add(member::Column::VipNo.eq(self.vip_no.trim()));
        }
        if let Some(t) = self.created_time_start {
            c = c.add(member::Column::CreatedAt.gte(t));
        }
        if let Some(t) = self.created_time_end {
            c = c.add(member::Column::CreatedAt.lt(t));
        }
        if !self.key_word.trim().is_empty() {
            let k = crate::kernel::db::contains(&self.key_word);
            c = c.add(
                Condition::any()
                    .add(member::Column::NickName.like(k.clone()))
                    .add(member::Column::Phone.like(k.clone()))
                    .add(member::Column::LegalName.like(k)),
            );
        }
        if let Some(d) = self.days.filter(|d| *d > 0) {
            // Beyond a century the date arithmetic would overflow.
            if d > MAX_FILTER_DAYS {
                return Err(AppError::invalid(
                    "days",
                    format!("must be at most {MAX_FILTER_DAYS}"),
                ));
            }
            c = c.add(
                member::Column::CreatedAt.gte(crate::kernel::clock::now() - Duration::days(d)),
            );
        }
        if let Some(d) = self.continuous_days.filter(|d| *d > 0) {
            c = c.add(member::Column::ContinuousCheckInDays.gte(d));
        }
        if !self.gates.is_empty() {
            c = c.add(
                member::Column::RegisterGate.is_in(self.gates.iter().map(|g| g.number() as i16)),
            );
        }
        if !self.platform_name.trim().is_empty() {
            c = c.add(
                member::Column::Id.in_subquery(
                    Query::select()
                        .column(member_source::Column::MemberId)
                        .from(member_source::Entity)
                        .and_where(
                            Expr::col(member_source::Column::PlatformName)
                                .eq(self.platform_name.trim()),
                        )
                        .to_owned(),
                ),
            );
        }
        if let Some(g) = self.member_group_id {
            c = c.add(
                member::Column::Id.in_subquery(
                    Query::select()
                        .column(member_group_member::Column::MemberId)
                        .from(member_group_member::Entity)
                        .and_where(Expr::col(member_group_member::Column::GroupId).eq(g))
                        .to_owned(),
                ),
            );
        }
        Ok(c)
    }
}

/// The start of today and yesterday in Asia/Shanghai (UTC+8 all year), as UTC.
fn shanghai_day_starts() -> (DateTime<Utc>, DateTime<Utc>) {
    let today = crate::kernel::clock::shanghai_day(crate::kernel::clock::now());
    (
        crate::kernel::clock::shanghai_day_start(today),
        crate::kernel::clock::shanghai_day_start(today - Duration::days(1)),
    )
}

/// The staff member list (QueryMemberReply).
#[derive(Debug, Clone)]
pub struct MemberQueryResult {
    /// As the calling staff member may see them.
    pub items: Vec<MemberView>,
    pub page: PageResult,
    pub count: u64,
    pub today_add_count: u64,
    pub yesterday_add_count: u64,
}

/// How many members match a filter, and how many registered today and
/// yesterday (Asia/Shanghai) whatever the filter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MemberStats {
    pub count: u64,
    pub today_add_count: u64,
    pub yesterday_add_count: u64,
}

/// The staff list's numbers: three counts, asked for once rather than per
/// page (a filtered count has no counter to read).
pub async fn stats(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
) -> AppResult<MemberStats> {
    require_member_admin(viewer)?;
    let count = member::Entity::find()
        .filter(filter.condition()?)
        .count(&ctx.db)
        .await?;
    let (today, yesterday) = shanghai_day_starts();
    let today_add_count = member::Entity::find()
        .filter(member::Column::CreatedAt.gte(today))
        .count(&ctx.db)
        .await?;
    let yesterday_add_count = member::Entity::find()
        .filter(member::Column::CreatedAt.gte(yesterday))
        .filter(member::Column::CreatedAt.lt(today))
        .count(&ctx.db)
        .await?;
    Ok(MemberStats {
        count,
        today_add_count,
        yesterday_add_count,
    })
}

/// Members of `ids` as the calling staff member may see them, in that
/// order; the read is audit-logged once.
async fn views_for_staff(
    ctx: &AppContext,
    viewer: &Viewer,
    ids: &[i64],
) -> AppResult<Vec<MemberView>> {
    let items: Vec<MemberView> = load_profiles(&ctx.db, ids)
        .await?
        .into_iter()
        .map(|p| MemberView::new(p, Some(viewer)))
        .collect();
    crate::kernel::audit::record(
        &ctx.db,
        Some(viewer.member_id),
        "member.query",
        "member:*",
        serde_json::json!({"rows": items.len()}),
    )
    .await?;
    Ok(items)
}

/// Newest first, by page number (legacy). Staff with the members
/// permission see personal data; the list read is audit-logged once.
pub async fn query(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
    page: Page,
) -> AppResult<MemberQueryResult> {
    let numbers = stats(ctx, viewer, filter).await?;
    let ids: Vec<i64> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(filter.condition()?)
        .order_by_desc(member::Column::CreatedAt)
        .order_by_desc(member::Column::Id)
        .limit(page.size)
        .offset(page.offset())
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let items = views_for_staff(ctx, viewer, &ids).await?;
    Ok(MemberQueryResult {
        page: PageResult::new(page, numbers.count, items.len() as u64),
        items,
        count: numbers.count,
        today_add_count: numbers.today_add_count,
        yesterday_add_count: numbers.yesterday_add_count,
    })
}

/// Newest first (by registration time, then id): the page `window` asks
/// for and whether more lie beyond it (keyset; GraphQL). Personal data and
/// the audit log as in [`query`].
pub async fn query_window(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
    window: &Window<TimeKey>,
) -> AppResult<(Vec<MemberView>, bool)> {
    require_member_admin(viewer)?;
    let mut cond = filter.condition()?;
    if let Some(beyond) = time_keyset(member::Column::CreatedAt, member::Column::Id, window) {
        cond = cond.add(beyond);
    }
    let ids: Vec<i64> = member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(cond)
        .order_by(member::Column::CreatedAt, window.order())
        .order_by(member::Column::Id, window.order())
        .limit(window.size() + 1)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    let (ids, more) = window.finish(ids);
    Ok((views_for_staff(ctx, viewer, &ids).await?, more))
}

/// A pick-list row: id, name, and whether it is among `filter.ids`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickItem {
    pub id: i64,
    pub name: String,
    pub is_choice: bool,
}

/// The pick-list of GetMembers; `ids` mark the chosen ones rather than
/// filter.
pub async fn get_members(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
    page: Page,
) -> AppResult<(Vec<PickItem>, PageResult)> {
    require_member_admin(viewer)?;
    let chosen = filter.ids.clone();
    let mut f = filter.clone();
    f.ids.clear();
    let cond = f.condition()?;
    let total = member::Entity::find()
        .filter(cond.clone())
        .count(&ctx.db)
        .await?;
    let rows = member::Entity::find()
        .filter(cond)
        .order_by_desc(member::Column::CreatedAt)
        .order_by_desc(member::Column::Id)
        .limit(page.size)
        .offset(page.offset())
        .all(&ctx.db)
        .await?;
    let items: Vec<PickItem> = rows
        .into_iter()
        .map(|m| PickItem {
            is_choice: chosen.contains(&m.id),
            id: m.id,
            name: m.nick_name,
        })
        .collect();
    let result = PageResult::new(page, total, items.len() as u64);
    Ok((items, result))
}

/// Ids of members matching the filter (newest first, at most 10 000), e.g.
/// to address a message.
pub async fn get_member_ids(
    ctx: &AppContext,
    viewer: &Viewer,
    filter: &MemberFilter,
) -> AppResult<Vec<i64>> {
    require_member_admin(viewer)?;
    let mut cond = filter.condition()?;
    if !filter.ids.is_empty() {
        cond = cond.add(member::Column::Id.is_in(filter.ids.iter().copied()));
    }
    Ok(member::Entity::find()
        .select_only()
        .column(member::Column::Id)
        .filter(cond)
        .order_by_desc(member::Column::CreatedAt)
        .order_by_desc(member::Column::Id)
        .limit(MAX_MEMBER_IDS)
        .into_tuple()
        .all(&ctx.db)
        .await?)
}

/// The profile fields staff can set.
#[derive(Debug, Clone, Default)]
pub struct MemberInput {
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
    pub permissions: Option<Vec<String>>,
}

fn apply(am: &mut member::ActiveModel, input: &MemberInput) -> AppResult<()> {
    if let Some(n) = &input.nick_name {
        let n = validate::display_name("nickName", n, 20)?;
        am.nick_name = Set(n);
    }
    if let Some(p) = &input.phone {
        validate::mobile("phone", p.trim())?;
        am.phone = Set(Some(p.trim().to_owned()));
    }
    if let Some(v) = &input.gender {
        am.gender = Set(validate::max_chars("gender", v, 8)?);
    }
    if let Some(v) = &input.city {
        am.city = Set(validate::max_chars("city", v, 32)?);
    }
    if let Some(v) = &input.province {
        am.province = Set(validate::max_chars("province", v, 32)?);
    }
    if let Some(v) = &input.country {
        am.country = Set(validate::max_chars("country", v, 32)?);
    }
    if let Some(v) = &input.avatar {
        am.avatar = Set(validate::max_chars("avatar", v, 256)?);
    }
    if let Some(v) = input.vip_level {
        am.vip_level = Set(v.name().to_owned());
    }
    if let Some(v) = &input.vip_no {
        am.vip_no = Set(validate::max_chars("vipNo", v, 32)?);
    }
    if let Some(v) = input.is_professor {
        am.is_professor = Set(v);
    }
    if let Some(v) = input.is_robot {
        am.is_robot = Set(v);
    }
    if let Some(v) = input.is_distributor {
        am.is_distributor = Set(v);
    }
    if let Some(perms) = &input.permissions {
        let mut list = perms
            .iter()
            .map(|p| {
                Permission::from_name(p).ok_or_else(|| {
                    AppError::invalid("permissions", format!("unknown permission {p}"))
                })
            })
            .collect::<AppResult<Vec<_>>>()?;
        list.sort_by_key(|p| p.name());
        list.dedup();
        am.permissions = Set(Permission::to_json(&list));
    }
    am.updated_at = Set(crate::kernel::clock::now());
    Ok(())
}

async fn create_one<C: sea_orm::ConnectionTrait>(
    db: &C,
    input: &MemberInput,
) -> AppResult<member::Model> {
    if input
        .phone
        .as_deref()
        .map(str::trim)
        .unwrap_or_default()
        .is_empty()
    {
        return Err(AppError::invalid("phone", "is required"));
    }
    let nick = input
        .nick_name
        .clone()
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(super::random_nick_name);
    let mut am = crate::member::accounts::new_member(nick, crate::kernel::clock::now());
    am.broadcast_read_before = Set(crate::message::join_point(db).await?);
    am.register_gate = Set(Gate::Manageweb.number() as i16);
    apply(&mut am, input)?;
    am.insert(db).await.map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::conflict("a member with this phone exists")
        } else {
            e.into()
        }
    })
}

/// A member as the calling staff member sees them after a change.
async fn member_view(ctx: &AppContext, viewer: &Viewer, id: i64) -> AppResult<MemberView> {
    Ok(MemberView::new(
        load_profile(&ctx.db, id).await?,
        Some(viewer),
    ))
}

/// Creates one member.
pub async fn create(
    ctx: &AppContext,
    viewer: &Viewer,
    input: MemberInput,
) -> AppResult<MemberView> {
    require_member_admin(viewer)?;
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let m = create_one(&txn, &input).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.create",
        &format!("member:{}", m.id),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    member_view(ctx, viewer, m.id).await
}

/// The spec's bulk result.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct BulkResult {
    pub success_count: u64,
    pub failure_count: u64,
    /// (1-based row number, reason)
    pub failures: Vec<(u64, String)>,
}

/// Creates many members; each row stands alone (a bad row is reported, the
/// others are kept).
pub async fn batch_create(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: Vec<MemberInput>,
) -> AppResult<BulkResult> {
    require_member_admin(viewer)?;
    if rows.len() > MAX_BATCH {
        return Err(AppError::invalid(
            "items",
            format!("at most {MAX_BATCH} rows at once"),
        ));
    }
    let mut result = BulkResult::default();
    for (i, row) in rows.iter().enumerate() {
        let txn = crate::kernel::db::begin(&ctx.db).await?;
        match create_one(&txn, row).await {
            Ok(m) => {
                crate::kernel::audit::record(
                    &txn,
                    Some(viewer.member_id),
                    "member.create",
                    &format!("member:{}", m.id),
                    serde_json::json!({"batch": true}),
                )
                .await?;
                txn.commit().await?;
                result.success_count += 1;
            }
            Err(e) => {
                let _ = txn.rollback().await;
                if e.code == crate::ErrorCode::Internal
                    || e.code == crate::ErrorCode::ServiceUnavailable
                {
                    return Err(e);
                }
                result.failure_count += 1;
                result.failures.push((i as u64 + 1, e.message));
            }
        }
    }
    Ok(result)
}

async fn load(ctx: &AppContext, id: i64) -> AppResult<member::Model> {
    member::Entity::find_by_id(id)
        .one(&ctx.db)
        .await?
        .ok_or_else(|| AppError::invalid("id", "no such member"))
}

/// Edits a member's profile, flags and permissions.
pub async fn update(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    input: MemberInput,
) -> AppResult<MemberView> {
    require_member_admin(viewer)?;
    let mut am: member::ActiveModel = load(ctx, id).await?.into();
    apply(&mut am, &input)?;
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let m = am.update(&txn).await.map_err(|e| {
        if crate::kernel::db::is_unique_violation(&e) {
            AppError::conflict("a member with this phone exists")
        } else {
            AppError::from(e)
        }
    })?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.update",
        &format!("member:{id}"),
        serde_json::json!({}),
    )
    .await?;
    txn.commit().await?;
    if input.permissions.is_some() {
        access_changed(ctx, m.id).await;
    } else {
        super::service::changed(ctx, m.id).await;
    }
    member_view(ctx, viewer, m.id).await
}

/// Announces that what `member_id` may do changed (kernel::identity).
async fn access_changed(ctx: &AppContext, member_id: i64) {
    ctx.bus
        .publish(crate::kernel::events::DomainEvent::MemberAccessChanged { member_id })
        .await;
}

/// Changes another member's flag with `set`, audit-logged as `action`.
/// Staff never change their own flags (no locking yourself out or in).
async fn change_flag(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    action: &str,
    detail: serde_json::Value,
    set: impl FnOnce(&mut member::ActiveModel),
) -> AppResult<MemberView> {
    require_member_admin(viewer)?;
    if id == viewer.member_id {
        return Err(AppError::invalid(
            "id",
            "you cannot change your own account here",
        ));
    }
    let mut am: member::ActiveModel = load(ctx, id).await?.into();
    set(&mut am);
    am.updated_at = Set(crate::kernel::clock::now());
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let m = am.update(&txn).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        action,
        &format!("member:{id}"),
        detail,
    )
    .await?;
    txn.commit().await?;
    access_changed(ctx, m.id).await;
    if let Some(before) = m.tokens_valid_after.filter(|_| !m.enable) {
        // Disabled: the member's open sockets close (4403).
        ctx.bus
            .publish(crate::kernel::events::DomainEvent::TokensRevoked {
                member_id: m.id,
                token_id: None,
                before: Some(before),
            })
            .await;
    }
    member_view(ctx, viewer, m.id).await
}

/// Makes a member staff or not.
pub async fn change_office(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    is_office: bool,
) -> AppResult<MemberView> {
    change_flag(
        ctx,
        viewer,
        id,
        "member.change_office",
        serde_json::json!({"isOffice": is_office}),
        |am| {
            am.is_office = Set(is_office);
        },
    )
    .await
}

/// Enables or disables a member. Disabling signs them out everywhere.
pub async fn change_state(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    enable: bool,
) -> AppResult<MemberView> {
    change_flag(
        ctx,
        viewer,
        id,
        "member.change_state",
        serde_json::json!({"enable": enable}),
        |am| {
            am.enable = Set(enable);
            if !enable {
                am.tokens_valid_after = Set(Some(crate::kernel::clock::now()));
            }
        },
    )
    .await
}

/// `batch_create` once per idempotency key: a retry answers the first
/// result and creates nothing again.
pub async fn batch_create_once(
    ctx: &AppContext,
    viewer: &Viewer,
    rows: Vec<MemberInput>,
    key: Option<&str>,
) -> AppResult<BulkResult> {
    let request = serde_json::json!({"rows": format!("{rows:?}")});
    crate::kernel::idempotency::once(
        ctx,
        "member.batch_create",
        viewer.member_id,
        key,
        &request,
        || batch_create(ctx, viewer, rows),
    )
    .await
}

/// `auto_add_invite` once per idempotency key: a retry answers the first
/// count and adds nothing again.
pub async fn auto_add_invite_once(
    ctx: &AppContext,
    viewer: &Viewer,
    items: &[(i64, i64)],
    key: Option<&str>,
) -> AppResult<u64> {
    let request = serde_json::json!({"items": items});
    crate::kernel::idempotency::once(
        ctx,
        "member.auto_add_invite",
        viewer.member_id,
        key,
        &request,
        || auto_add_invite(ctx, viewer, items),
    )
    .await
}

/// Adds invite counts to members (AddInviteRequest: member id and number).
pub async fn auto_add_invite(
    ctx: &AppContext,
    viewer: &Viewer,
    items: &[(i64, i64)],
) -> AppResult<u64> {
    require_member_admin(viewer)?;
    if items.len() > MAX_BATCH {
        return Err(AppError::invalid(
            "items",
            format!("at most {MAX_BATCH} at once"),
        ));
    }
    if let Some((id, _)) = items.iter().find(|(_, n)| *n <= 0 || *n > 10_000) {
        return Err(AppError::invalid(
            "nums",
            format!("member {id}: must be 1 to 10000"),
        ));
    }
    let txn = crate::kernel::db::begin(&ctx.db).await?;
    let mut changed = 0;
    for (id, n) in items {
        let res = member::Entity::update_many()
            .col_expr(
                member::Column::InviteNum,
                Expr::col(member::Column::InviteNum).add(*n),
            )
            .filter(member::Column::Id.eq(*id))
            .exec(&txn)
            .await?;
        if res.rows_affected == 0 {
            return Err(AppError::invalid("memberId", format!("no member {id}")));
        }
        changed += 1;
    }
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "member.auto_add_invite",
        "member:*",
        serde_json::json!({"items": items}),
    )
    .await?;
    txn.commit().await?;
    for (id, _) in items {
        super::service::changed(ctx, *id).await;
    }
    Ok(changed)
}
