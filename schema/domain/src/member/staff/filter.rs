//! The staff list's filter: every field of the spec's QueryMemberRequest
//! and the GetMembers filter, turned into one SQL condition step by step
//! (names, flags, activity, member type, VIP, registration, origin).

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ColumnTrait, Condition};

use crate::kernel::enums::{BooleanOption, Gate, ProtoEnum, VipLevel};
use crate::kernel::error::{AppError, AppResult};
use entities::{member, member_group_member, member_source};

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
    /// The whole filter as one condition, built in the steps below; each
    /// step adds what its fields ask for and leaves the rest alone.
    pub fn condition(&self) -> AppResult<Condition> {
        let c = self.by_names(Condition::all());
        let c = self.by_flags(c);
        let c = self.by_activity(c);
        let c = self.by_member_type(c)?;
        let c = self.by_vip(c);
        let c = self.by_created_time(c);
        let c = self.by_key_word(c);
        let c = self.by_days(c)?;
        Ok(self.by_origin(c))
    }

    /// Nickname, phone and legal name, each a substring.
    fn by_names(&self, mut c: Condition) -> Condition {
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
        c
    }

    /// The tri-state account flags.
    fn by_flags(&self, c: Condition) -> Condition {
        let c = tri(c, member::Column::Enable, self.enable);
        let c = tri(c, member::Column::IsOffice, self.is_office);
        let c = tri(c, member::Column::IsRobot, self.is_robot);
        tri(c, member::Column::IsProfessor, self.is_professor)
    }

    /// Active or not: used the product in the last 7 days.
    fn by_activity(&self, c: Condition) -> Condition {
        let week_ago = crate::kernel::clock::now() - Duration::days(7);
        match self.is_active {
            Some(BooleanOption::True) => c.add(member::Column::LastActiveAt.gte(week_ago)),
            Some(BooleanOption::False) => c.add(
                Condition::any()
                    .add(member::Column::LastActiveAt.is_null())
                    .add(member::Column::LastActiveAt.lt(week_ago)),
            ),
            _ => c,
        }
    }

    /// The member type; `member` means none of the other four.
    fn by_member_type(&self, mut c: Condition) -> AppResult<Condition> {
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
        Ok(c)
    }

    /// VIP levels (any of them) and the exact VIP number.
    fn by_vip(&self, mut c: Condition) -> Condition {
        if !self.vip_levels.is_empty() {
            c = c.add(member::Column::VipLevel.is_in(self.vip_levels.iter().map(|v| v.name())));
        }
        if !self.vip_no.trim().is_empty() {
            c = c.add(member::Column::VipNo.eq(self.vip_no.trim()));
        }
        c
    }

    /// Registered in `[created_time_start, created_time_end)`.
    fn by_created_time(&self, mut c: Condition) -> Condition {
        if let Some(t) = self.created_time_start {
            c = c.add(member::Column::CreatedAt.gte(t));
        }
        if let Some(t) = self.created_time_end {
            c = c.add(member::Column::CreatedAt.lt(t));
        }
        c
    }

    /// The key word in the nickname, phone or legal name.
    fn by_key_word(&self, c: Condition) -> Condition {
        if self.key_word.trim().is_empty() {
            return c;
        }
        let k = crate::kernel::db::contains(&self.key_word);
        c.add(
            Condition::any()
                .add(member::Column::NickName.like(k.clone()))
                .add(member::Column::Phone.like(k.clone()))
                .add(member::Column::LegalName.like(k)),
        )
    }

    /// Registered within the last N days, and at least N continuous
    /// check-in days.
    fn by_days(&self, mut c: Condition) -> AppResult<Condition> {
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
        Ok(c)
    }

    /// Where members came from: the gate they registered through, a source
    /// platform, a member group.
    fn by_origin(&self, mut c: Condition) -> Condition {
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
        c
    }
}
