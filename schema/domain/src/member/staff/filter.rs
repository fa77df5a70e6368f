//! The staff list's filter: every field of the spec's QueryMemberRequest
//! and the GetMembers filter, in the domain's own types (absent = no
//! filter), turned into one SQL condition step by step (names, flags,
//! activity, member kind, VIP, registration, origin). Each transport maps
//! its wire shape onto it.

use chrono::{DateTime, Duration, Utc};
use sea_orm::sea_query::{Expr, Query};
use sea_orm::{ColumnTrait, Condition};

use crate::kernel::enums::{Gate, ProtoEnum, VipLevel};
use crate::kernel::error::{AppError, AppResult};
use entities::{member, member_group_member, member_source};

/// What kind of account a member is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberKind {
    Professor,
    Distributor,
    Robot,
    Office,
    /// None of the other four.
    Member,
}

/// Every filter of the staff member list. `None` (and a blank text, an
/// empty list) does not filter; a flag filters for `true` or for `false`.
#[derive(Debug, Clone, Default)]
pub struct MemberFilter {
    /// Part of the nickname.
    pub nick_name: Option<String>,
    /// Part of the phone number.
    pub phone: Option<String>,
    /// Part of the legal name.
    pub legal_name: Option<String>,
    pub enable: Option<bool>,
    pub is_office: Option<bool>,
    pub is_robot: Option<bool>,
    pub is_professor: Option<bool>,
    /// Active = used the product in the last 7 days.
    pub is_active: Option<bool>,
    pub kind: Option<MemberKind>,
    pub vip_levels: Vec<VipLevel>,
    /// The VIP number, exactly.
    pub vip_no: Option<String>,
    pub created_time_start: Option<DateTime<Utc>>,
    pub created_time_end: Option<DateTime<Utc>>,
    /// Matches nickname, phone or legal name.
    pub key_word: Option<String>,
    /// Registered within the last N days.
    pub days: Option<i64>,
    /// At least N continuous check-in days.
    pub continuous_days: Option<i64>,
    pub gates: Vec<Gate>,
    /// A source platform, exactly.
    pub platform_name: Option<String>,
    pub ids: Vec<i64>,
    pub member_group_id: Option<i64>,
}

fn flag(cond: Condition, col: member::Column, opt: Option<bool>) -> Condition {
    match opt {
        Some(on) => cond.add(col.eq(on)),
        None => cond,
    }
}

/// A text filter that filters: present and not blank.
fn text(t: &Option<String>) -> Option<&str> {
    t.as_deref().filter(|t| !t.trim().is_empty())
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
        let c = self.by_kind(c);
        let c = self.by_vip(c);
        let c = self.by_created_time(c);
        let c = self.by_key_word(c);
        let c = self.by_days(c)?;
        Ok(self.by_origin(c))
    }

    /// Nickname, phone and legal name, each a substring.
    fn by_names(&self, mut c: Condition) -> Condition {
        if let Some(t) = text(&self.nick_name) {
            c = c.add(member::Column::NickName.like(crate::kernel::db::contains(t)));
        }
        if let Some(t) = text(&self.phone) {
            c = c.add(member::Column::Phone.like(crate::kernel::db::contains(t)));
        }
        if let Some(t) = text(&self.legal_name) {
            c = c.add(member::Column::LegalName.like(crate::kernel::db::contains(t)));
        }
        c
    }

    /// The account flags.
    fn by_flags(&self, c: Condition) -> Condition {
        let c = flag(c, member::Column::Enable, self.enable);
        let c = flag(c, member::Column::IsOffice, self.is_office);
        let c = flag(c, member::Column::IsRobot, self.is_robot);
        flag(c, member::Column::IsProfessor, self.is_professor)
    }

    /// Active or not: used the product in the last 7 days.
    fn by_activity(&self, c: Condition) -> Condition {
        let week_ago = crate::kernel::clock::now() - Duration::days(7);
        match self.is_active {
            Some(true) => c.add(member::Column::LastActiveAt.gte(week_ago)),
            Some(false) => c.add(
                Condition::any()
                    .add(member::Column::LastActiveAt.is_null())
                    .add(member::Column::LastActiveAt.lt(week_ago)),
            ),
            None => c,
        }
    }

    /// The member kind; `Member` means none of the other four.
    fn by_kind(&self, mut c: Condition) -> Condition {
        match self.kind {
            None => {}
            Some(MemberKind::Professor) => c = c.add(member::Column::IsProfessor.eq(true)),
            Some(MemberKind::Distributor) => c = c.add(member::Column::IsDistributor.eq(true)),
            Some(MemberKind::Robot) => c = c.add(member::Column::IsRobot.eq(true)),
            Some(MemberKind::Office) => c = c.add(member::Column::IsOffice.eq(true)),
            Some(MemberKind::Member) => {
                for col in [
                    member::Column::IsProfessor,
                    member::Column::IsDistributor,
                    member::Column::IsRobot,
                    member::Column::IsOffice,
                ] {
                    c = c.add(col.eq(false));
                }
            }
        }
        c
    }

    /// VIP levels (any of them) and the exact VIP number.
    fn by_vip(&self, mut c: Condition) -> Condition {
        if !self.vip_levels.is_empty() {
            c = c.add(member::Column::VipLevel.is_in(self.vip_levels.iter().map(|v| v.name())));
        }
        if let Some(t) = text(&self.vip_no) {
            c = c.add(member::Column::VipNo.eq(t.trim()));
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
        let Some(k) = text(&self.key_word) else {
            return c;
        };
        let k = crate::kernel::db::contains(k);
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
        if let Some(p) = text(&self.platform_name) {
            c = c.add(
                member::Column::Id.in_subquery(
                    Query::select()
                        .column(member_source::Column::MemberId)
                        .from(member_source::Entity)
                        .and_where(Expr::col(member_source::Column::PlatformName).eq(p.trim()))
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
