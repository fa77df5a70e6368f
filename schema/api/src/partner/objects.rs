//! The partner area's objects, inputs and payloads.

use crate::ids::{global, NodeKind};
use crate::paging::{self, PageInfo};
use crate::payload::UserError;
use crate::request::app;
use crate::scalars::BigInt;
use crate::Result;
use async_graphql::{Context, Enum, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, NaiveDate, Utc};
use domain::partner::usage;
use domain::AppError;

/// Whether a partner's keys are accepted.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
#[graphql(rename_items = "SCREAMING_SNAKE_CASE")]
pub enum PartnerState {
    /// Its keys work.
    Active,
    /// Every key of it is refused (`PARTNER_SUSPENDED`).
    Suspended,
}

impl From<domain::partner::PartnerState> for PartnerState {
    fn from(s: domain::partner::PartnerState) -> Self {
        match s {
            domain::partner::PartnerState::Active => PartnerState::Active,
            domain::partner::PartnerState::Suspended => PartnerState::Suspended,
        }
    }
}

impl From<PartnerState> for domain::partner::PartnerState {
    fn from(s: PartnerState) -> Self {
        match s {
            PartnerState::Active => domain::partner::PartnerState::Active,
            PartnerState::Suspended => domain::partner::PartnerState::Suspended,
        }
    }
}

/// A channel partner: an outside company integrating through this API.
pub struct Partner(domain::partner::Partner);

impl From<domain::partner::Partner> for Partner {
    fn from(p: domain::partner::Partner) -> Self {
        Self(p)
    }
}

/// A channel partner: an outside company integrating through this API.
#[Object]
impl Partner {
    /// The partner's global id.
    async fn id(&self) -> ID {
        global(NodeKind::Partner, self.0.id)
    }
    /// Its name, unique.
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// How to reach the partner; null when not given.
    async fn contact(&self) -> Option<&str> {
        self.0.contact.as_deref()
    }
    /// Whether its keys are accepted.
    async fn state(&self) -> PartnerState {
        self.0.state.into()
    }
    /// The invite channels it owns: members who registered with a code of
    /// one are its members.
    async fn channels(&self) -> &[String] {
        &self.0.channels
    }
    /// Cost points each key's bucket holds.
    async fn bucket_size(&self) -> BigInt {
        BigInt(self.0.bucket.capacity as i64)
    }
    /// Cost points restored a second.
    async fn restore_rate(&self) -> BigInt {
        BigInt(self.0.bucket.per_second as i64)
    }
    /// Its keys may run only documents registered for it.
    async fn trusted_documents_only(&self) -> bool {
        self.0.trusted_documents_only
    }
    /// Where its OAuth authorizations may send a member back (exact
    /// match); its OAuth `client_id` is its `id`.
    async fn redirect_uris(&self) -> &[String] {
        &self.0.redirect_uris
    }
    /// Its keys, newest first (never their secrets); read with the page of
    /// partners, one query for all of them.
    async fn keys(&self) -> Vec<PartnerKey> {
        self.0.keys.iter().cloned().map(PartnerKey).collect()
    }
    /// When it was created.
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// When it last changed.
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
}

/// A partner's API key, named by its public prefix.
pub struct PartnerKey(domain::partner::PartnerKey);

impl From<domain::partner::PartnerKey> for PartnerKey {
    fn from(k: domain::partner::PartnerKey) -> Self {
        Self(k)
    }
}

/// A partner's API key, named by its public prefix (never its secret).
#[Object]
impl PartnerKey {
    /// The key's global id.
    async fn id(&self) -> ID {
        global(NodeKind::PartnerKey, self.0.id)
    }
    /// The key starts `lmk_<prefix>_`.
    async fn prefix(&self) -> &str {
        &self.0.prefix
    }
    /// What it may reach (`member:read`, `unread:subscribe`, …).
    async fn scopes(&self) -> Vec<&'static str> {
        self.0.scopes.iter().map(|s| s.as_str()).collect()
    }
    /// When it was issued.
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// Within a minute; null when never used.
    async fn last_used_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_used_at
    }
    /// When it stops working; null for never.
    async fn expires_at(&self) -> Option<DateTime<Utc>> {
        self.0.expires_at
    }
    /// Null while the key works.
    async fn revoked_at(&self) -> Option<DateTime<Utc>> {
        self.0.revoked_at
    }
}

/// A partner's use of the API on one Asia/Shanghai day.
#[derive(SimpleObject)]
pub struct PartnerUsageDay {
    /// `YYYY-MM-DD`.
    pub day: String,
    /// Requests made with its keys.
    pub requests: BigInt,
    /// Cost points spent (actual cost).
    pub cost: BigInt,
    /// Requests refused as `THROTTLED`.
    pub throttled: BigInt,
    /// Requests that answered an error.
    pub errors: BigInt,
}

/// A page of partners, newest first.
#[crate::paging::connection(edge = PartnerEdge, node = Partner)]
pub struct PartnerConnection {}

pub(super) fn usage_days(days: Vec<usage::UsageDay>) -> Vec<PartnerUsageDay> {
    days.into_iter()
        .map(|d| PartnerUsageDay {
            day: d.day.format("%Y-%m-%d").to_string(),
            requests: BigInt(d.counts.requests),
            cost: BigInt(d.counts.cost),
            throttled: BigInt(d.counts.throttled),
            errors: BigInt(d.counts.errors),
        })
        .collect()
}

pub(super) fn day(field: &str, text: &str) -> std::result::Result<NaiveDate, AppError> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|_| AppError::invalid(field, "must be a date, YYYY-MM-DD"))
}

/// Input of `createPartner`.
#[derive(InputObject)]
pub struct CreatePartnerInput {
    /// Unique, 1 to 60 characters.
    pub name: String,
    /// Person, phone or e-mail; at most 200 characters.
    pub contact: Option<String>,
    /// Invite channels it owns (at most 20, each owned by one partner).
    #[graphql(default)]
    pub channels: Vec<String>,
    /// Cost points each key's bucket holds (default 1000).
    pub bucket_size: Option<i32>,
    /// Cost points restored a second (default 50).
    pub restore_rate: Option<i32>,
    /// Its keys may run only registered documents.
    #[graphql(default)]
    pub trusted_documents_only: bool,
    /// Where its OAuth authorizations may send a member back: absolute
    /// `https` URIs (`http` only on 127.0.0.1 or localhost), no fragment,
    /// at most 10, matched exactly.
    #[graphql(default)]
    pub redirect_uris: Vec<String>,
}

/// Input of `updatePartner`: absent fields stay as they are.
#[derive(InputObject)]
pub struct UpdatePartnerInput {
    /// The partner's global id.
    pub id: ID,
    /// A new unique name.
    pub name: Option<String>,
    /// How to reach the partner.
    pub contact: Option<String>,
    /// `SUSPENDED` refuses every key of the partner at once.
    pub state: Option<PartnerState>,
    /// Replaces the channels.
    pub channels: Option<Vec<String>>,
    /// Cost points each key's bucket holds.
    pub bucket_size: Option<i32>,
    /// Cost points restored a second.
    pub restore_rate: Option<i32>,
    /// Its keys may run only registered documents.
    pub trusted_documents_only: Option<bool>,
    /// Replaces the OAuth redirect URIs (rules as `createPartner`'s).
    pub redirect_uris: Option<Vec<String>>,
}

/// Input of `createPartnerKey`.
#[derive(InputObject)]
pub struct CreatePartnerKeyInput {
    /// The partner's global id.
    pub partner_id: ID,
    /// At least one of: member:read, focus:read, points:read,
    /// messages:read, unread:subscribe, lottery:read, sports:read,
    /// quiz:read, community:read, channel:stats, member:pii,
    /// webhooks:write.
    pub scopes: Vec<String>,
    /// When the key stops working; never when absent.
    pub expires_at: Option<DateTime<Utc>>,
}

/// Input of `revokePartnerKey`.
#[derive(InputObject)]
pub struct RevokePartnerKeyInput {
    /// The key's global id.
    pub id: ID,
}

/// Input of `registerPartnerDocuments`.
#[derive(InputObject)]
pub struct RegisterPartnerDocumentsInput {
    /// The partner's global id.
    pub partner_id: ID,
    /// The exact texts of its operations (1 to 500, each at most 16 KiB).
    pub documents: Vec<String>,
}

crate::payload::payload!(
    /// The answer of `createPartner`.
    CreatePartnerPayload { partner: Partner, "The new partner." }

);

crate::payload::payload!(
    /// The answer of `updatePartner`.
    UpdatePartnerPayload { partner: Partner, "The partner as it is now." }

);

crate::payload::payload!(
    /// The answer of `revokePartnerKey`.
    RevokePartnerKeyPayload { key: PartnerKey, "The key, revoked." }

);

/// The answer of `createPartnerKey`.
#[derive(SimpleObject, Default)]
pub struct CreatePartnerKeyPayload {
    /// The new key.
    pub key: Option<PartnerKey>,
    /// The key itself, `lmk_…`: shown this once, never stored.
    pub secret: Option<String>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

/// The answer of `registerPartnerDocuments`.
#[derive(SimpleObject, Default)]
pub struct RegisterPartnerDocumentsPayload {
    /// Each document's id (`sha256:<hex>`), in the order given.
    pub document_ids: Option<Vec<String>>,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<UserError>,
}

/// A member of a partner's channels, as the partner sees them: the public
/// card, never personal data.
#[derive(SimpleObject)]
pub struct PartnerMember {
    /// The member's global id.
    pub id: ID,
    /// The member's nickname.
    pub nickname: String,
    /// The avatar URL; null when none.
    pub avatar: Option<String>,
    /// The channel they registered through.
    pub channel: String,
    /// When they registered.
    pub joined_at: DateTime<Utc>,
}

/// A page of a partner's members, newest registration first.
#[crate::paging::connection(edge = PartnerMemberEdge, node = PartnerMember)]
pub struct PartnerMemberConnection {}

/// One Asia/Shanghai day of a partner's channels.
#[derive(SimpleObject)]
pub struct PartnerChannelDay {
    /// `YYYY-MM-DD`.
    pub day: String,
    /// Members who registered through the channels.
    pub registrations: i32,
    /// The channels' members who checked in.
    pub checked_in: i32,
}

/// A partner's own channels (a key with `channel:stats`).
pub struct PartnerChannelStats(pub(super) domain::partner::PartnerCaller);

/// A partner's own channels (a key with `channel:stats`).
#[paging::connection_args]
#[Object]
impl PartnerChannelStats {
    /// The calling partner's name.
    async fn partner_name(&self) -> &str {
        &self.0.partner_name
    }
    /// The invite channels the partner owns.
    async fn channels(&self) -> &[String] {
        &self.0.channels
    }
    /// Members who registered through the channels, newest first.
    async fn members(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<PartnerMemberConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = domain::partner::stats::members(app(ctx)?, &self.0, &window).await?;
        let edges: Vec<PartnerMemberEdge> = rows
            .into_iter()
            .map(|m| PartnerMemberEdge {
                cursor: m.invite_id.to_string(),
                node: PartnerMember {
                    id: global(NodeKind::Member, m.card.id),
                    nickname: m.card.nick_name,
                    avatar: crate::text::given_owned(m.card.avatar),
                    channel: m.channel,
                    joined_at: m.joined_at,
                },
            })
            .collect();
        Ok(PartnerMemberConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }
    /// The partner's own use of the API per day: requests, cost, throttled
    /// requests, errors (counts reach it within 5 s).
    #[graphql(directive = crate::list_size::list_size::apply(367, Some(vec!["from".into(), "to".into()])))]
    async fn usage(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first day, `YYYY-MM-DD` (Asia/Shanghai).")] from: String,
        #[graphql(desc = "The last day, `YYYY-MM-DD`, at most a year after `from`.")] to: String,
    ) -> Result<Vec<PartnerUsageDay>> {
        let (from, to) = (day("from", &from)?, day("to", &to)?);
        let days = usage::own_usage(&app(ctx)?.db, &self.0, from, to).await?;
        Ok(usage_days(days))
    }
    /// Registrations and check-ins per day, `from` to `to` (at most 92
    /// days; days with neither are listed with zeros).
    #[graphql(directive = crate::list_size::list_size::apply(domain::partner::stats::MAX_DAYS as u32, Some(vec!["from".into(), "to".into()])))]
    async fn days(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first day, `YYYY-MM-DD` (Asia/Shanghai).")] from: String,
        #[graphql(desc = "The last day, `YYYY-MM-DD`.")] to: String,
    ) -> Result<Vec<PartnerChannelDay>> {
        let (from, to) = (day("from", &from)?, day("to", &to)?);
        let days = domain::partner::stats::days(app(ctx)?, &self.0, from, to).await?;
        Ok(days
            .into_iter()
            .map(|d| PartnerChannelDay {
                day: d.day.format("%Y-%m-%d").to_string(),
                registrations: d.registrations.min(i32::MAX as i64) as i32,
                checked_in: d.checked_in.min(i32::MAX as i64) as i32,
            })
            .collect())
    }
}
