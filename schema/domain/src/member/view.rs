//! A member as one caller may see them.
//!
//! The one place personal data is masked: services build a [`MemberView`]
//! for their caller, and GraphQL, the legacy layer and partner adapters
//! only rename its fields. Personal data (full phone, legal name, the masked
//! ID number, street and address, age, delivery addresses, push clients) is
//! there only for the member themselves and staff holding the members
//! permission ([`sees_private`]); everyone else gets `None` (or an empty
//! list) and the phone masked as `138****5678`.

use chrono::{DateTime, Datelike, NaiveDate, Utc};

use super::privacy::{is_real_name_auth, mask_id_number, mask_phone, sees_private};
use super::profile::MemberProfile;
use crate::kernel::clock::{now, shanghai_day};
use crate::kernel::enums::{Gate, ProtoEnum, VipLevel};
use crate::kernel::{AppResult, Viewer};
use entities::{invite_code, member, member_address, push_client};

/// What only the member and permitted staff see.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PersonalData {
    pub legal_name: String,
    /// Always masked, even for its owner: `110*************2X`.
    pub id_number: String,
    pub street: String,
    pub address: String,
    /// Whole years on the day shown (Asia/Shanghai), from the birth date in
    /// the ID number; `None` before real-name authentication.
    pub age: Option<u32>,
    pub addresses: Vec<member_address::Model>,
    pub push_clients: Vec<push_client::Model>,
}

/// Where a member signed in from, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceView {
    pub platform_name: String,
    pub gate: Gate,
    pub at: DateTime<Utc>,
}

/// A member as the caller may see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberView {
    pub id: i64,
    pub nick_name: String,
    pub avatar: String,
    pub gender: String,
    pub city: String,
    pub province: String,
    pub country: String,
    /// In full for the member and permitted staff, masked for others; `None`
    /// when the member has no phone.
    pub phone: Option<String>,
    pub points: i64,
    pub vip_level: VipLevel,
    pub vip_no: String,
    pub vip_end_time: Option<DateTime<Utc>>,
    pub is_office: bool,
    pub is_professor: bool,
    pub is_distributor: bool,
    pub is_robot: bool,
    pub enable: bool,
    /// Whether the account may sign in, as staff are told it; `None` for
    /// anyone else (a disabled member is not shown to others at all).
    pub enabled_for_staff: Option<bool>,
    pub is_bind_wechat: bool,
    pub is_real_name_auth: bool,
    pub focus_count: i64,
    pub fans_count: i64,
    pub invite_num: i64,
    pub invite_me_member_id: Option<i64>,
    pub charge_cities: Vec<String>,
    pub permissions: Vec<String>,
    pub invite_codes: Vec<invite_code::Model>,
    pub sources: Vec<SourceView>,
    pub created_at: DateTime<Utc>,
    /// `Some` only for the member and permitted staff.
    pub personal: Option<PersonalData>,
}

/// A member's public card (anyone may see it) with the caller's relation
/// to them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    pub id: i64,
    pub nick_name: String,
    pub avatar: String,
    pub city: String,
    pub province: String,
    pub country: String,
    pub vip_level: VipLevel,
    pub is_real_name_auth: bool,
    pub invite_num: i64,
    pub created_at: DateTime<Utc>,
    /// The caller follows this member.
    pub is_focus: bool,
    /// This member follows the caller.
    pub is_fans: bool,
}

impl Card {
    /// The card of a member's row. It borrows the row: a page of cards
    /// is built from the rows the bus keeps, and a whole row's clone per
    /// card (19 strings) was about 3 % of a board page's CPU (W16).
    pub fn new(m: &member::Model, is_focus: bool, is_fans: bool) -> AppResult<Self> {
        Ok(Self {
            id: m.id,
            vip_level: vip_level(&m.vip_level)?,
            is_real_name_auth: is_real_name_auth(m),
            nick_name: m.nick_name.clone(),
            avatar: m.avatar.clone(),
            city: m.city.clone(),
            province: m.province.clone(),
            country: m.country.clone(),
            invite_num: m.invite_num,
            created_at: m.created_at,
            is_focus,
            is_fans,
        })
    }

    /// The public part of a view.
    pub fn of_view(v: &MemberView, is_focus: bool, is_fans: bool) -> Self {
        Self {
            id: v.id,
            nick_name: v.nick_name.clone(),
            avatar: v.avatar.clone(),
            city: v.city.clone(),
            province: v.province.clone(),
            country: v.country.clone(),
            vip_level: v.vip_level,
            is_real_name_auth: v.is_real_name_auth,
            invite_num: v.invite_num,
            created_at: v.created_at,
            is_focus,
            is_fans,
        }
    }
}

/// The stored VIP level (written only as one of the three names; an
/// unknown one is an error, `kernel::enums::ProtoEnum::stored_name`).
pub fn vip_level(stored: &str) -> AppResult<VipLevel> {
    VipLevel::stored_name(stored)
}

/// Whole years between the birth date in an 18-character ID number and
/// `on`; `None` without a readable birth date.
pub fn age_on(id_number: &str, on: NaiveDate) -> Option<u32> {
    let birth = NaiveDate::parse_from_str(id_number.get(6..14)?, "%Y%m%d").ok()?;
    let mut years = on.year() - birth.year();
    if (on.month(), on.day()) < (birth.month(), birth.day()) {
        years -= 1;
    }
    u32::try_from(years).ok()
}

fn strings(v: &serde_json::Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

impl MemberView {
    /// `profile` as `viewer` (none: an anonymous caller) may see it.
    pub fn new(profile: MemberProfile, viewer: Option<&Viewer>) -> AppResult<Self> {
        let private = sees_private(viewer, profile.member.id);
        let mut view = Self::with_privacy(profile, private)?;
        view.enabled_for_staff = viewer.filter(|v| v.is_office).map(|_| view.enable);
        Ok(view)
    }

    /// The member as they see themselves (their own calls, sign-in replies).
    pub fn own(profile: MemberProfile) -> AppResult<Self> {
        Self::with_privacy(profile, true)
    }

    /// A member row without its lists (invite codes, sources, addresses,
    /// push clients), for lists of members where nobody shows those.
    pub fn of_row(m: member::Model, viewer: Option<&Viewer>) -> AppResult<Self> {
        Self::new(MemberProfile::without_lists(m), viewer)
    }

    fn with_privacy(p: MemberProfile, private: bool) -> AppResult<Self> {
        let m = p.member;
        let personal = private.then(|| PersonalData {
            legal_name: m.legal_name.clone(),
            id_number: mask_id_number(&m.id_number),
            street: m.street.clone(),
            address: m.address.clone(),
            age: age_on(&m.id_number, shanghai_day(now())),
            addresses: p.addresses,
            push_clients: p.push_clients,
        });
        let sources = p
            .sources
            .into_iter()
            .map(|s| {
                Ok(SourceView {
                    platform_name: s.platform_name,
                    gate: Gate::stored(i64::from(s.gate))?,
                    at: s.created_at,
                })
            })
            .collect::<AppResult<_>>()?;
        Ok(Self {
            id: m.id,
            phone: m
                .phone
                .as_deref()
                .map(|p| if private { p.to_owned() } else { mask_phone(p) }),
            vip_level: vip_level(&m.vip_level)?,
            is_real_name_auth: is_real_name_auth(&m),
            is_bind_wechat: m.wechat_open_id.is_some(),
            charge_cities: strings(&m.charge_cities),
            permissions: strings(&m.permissions),
            invite_codes: p.invite_codes,
            sources,
            nick_name: m.nick_name,
            avatar: m.avatar,
            gender: m.gender,
            city: m.city,
            province: m.province,
            country: m.country,
            points: m.points,
            vip_no: m.vip_no,
            vip_end_time: m.vip_end_time,
            is_office: m.is_office,
            is_professor: m.is_professor,
            is_distributor: m.is_distributor,
            is_robot: m.is_robot,
            enable: m.enable,
            enabled_for_staff: None,
            focus_count: m.focus_count,
            fans_count: m.fans_count,
            invite_num: m.invite_num,
            invite_me_member_id: m.invite_me_member_id,
            created_at: m.created_at,
            personal,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn age_counts_whole_years_on_the_day() {
        let id = "11010519491231002X";
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(age_on(id, day(2026, 11, 22)), Some(76));
        assert_eq!(age_on(id, day(2026, 12, 30)), Some(76));
        assert_eq!(age_on(id, day(2026, 12, 31)), Some(77));
        assert_eq!(age_on("", day(2026, 1, 1)), None);
        assert_eq!(age_on("110105xxxx1231002X", day(2026, 1, 1)), None);
    }

    #[test]
    fn unknown_vip_levels_are_an_error() {
        assert_eq!(vip_level("LEVEL3").unwrap(), VipLevel::Level3);
        assert!(vip_level("").is_err());
        assert!(vip_level("LEVEL9").is_err());
    }
}
