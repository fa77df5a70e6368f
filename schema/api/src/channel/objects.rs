//! The channel area's objects.

use async_graphql::{ComplexObject, Context, Enum, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::channel::{self, detail};

use crate::enums::WorkflowState;
use crate::ids::{global, NodeKind};
use crate::money::Money;
use crate::request::{app, viewer};
use crate::scalars::{BigInt, Date};
use crate::workflow::{WorkflowFlags, WorkflowOutcome};
use crate::Result;

/// A channel (渠道): members who registered with its invite codes belong
/// to it; its operator earns its commission.
#[derive(SimpleObject)]
#[graphql(complex, name = "Channel")]
pub struct ChannelObject {
    /// Its global id.
    pub id: ID,
    /// The row id.
    pub legacy_id: BigInt,
    /// The invite codes' channel name.
    pub name: String,
    /// The shown name.
    pub title: String,
    /// Whether a partner owns it (its figures reach the partner).
    pub partnered: bool,
    /// When it was created.
    pub created_at: DateTime<Utc>,
    #[graphql(skip)]
    pub row: channel::Channel,
}

impl From<channel::Channel> for ChannelObject {
    fn from(c: channel::Channel) -> Self {
        Self {
            id: global(NodeKind::Channel, c.id),
            legacy_id: BigInt(c.id),
            name: c.channel.clone(),
            title: c.title.clone(),
            partnered: c.partner_id.is_some(),
            created_at: c.created_at,
            row: c,
        }
    }
}

/// One Asia/Shanghai day of a channel, from the daily roll-up (updated
/// every 5 minutes).
#[derive(SimpleObject)]
pub struct ChannelDay {
    /// The day.
    pub day: Date,
    /// Members who registered through the channel.
    pub registrations: BigInt,
    /// The channel's members who signed in or used the app.
    pub active: BigInt,
    /// The channel's members who checked in.
    pub check_ins: BigInt,
    /// Members the channel's members invited.
    pub invites: BigInt,
    /// Points the channel's members received.
    pub points_issued: BigInt,
    /// Points the channel's members spent.
    pub points_spent: BigInt,
    /// Commission credited for the channel's members.
    pub earnings: Money,
}

impl From<detail::Day> for ChannelDay {
    fn from(d: detail::Day) -> Self {
        Self {
            day: d.day.into(),
            registrations: BigInt(d.registrations),
            active: BigInt(d.active),
            check_ins: BigInt(d.check_ins),
            invites: BigInt(d.invites),
            points_issued: BigInt(d.points_issued),
            points_spent: BigInt(d.points_spent),
            earnings: Money(d.earnings_fen),
        }
    }
}

/// A chart in the shape ECharts draws: `categories` on the x axis, one
/// line per series.
#[derive(SimpleObject)]
pub struct Chart {
    /// The chart's title.
    pub name: String,
    /// The x axis: the days, `YYYY-MM-DD`.
    pub categories: Vec<String>,
    /// One line per figure.
    #[graphql(directive = crate::list_size::list_size::apply(7, None))]
    pub series: Vec<ChartSeries>,
}

/// One line of a [`Chart`].
#[derive(SimpleObject)]
pub struct ChartSeries {
    /// The figure's name.
    pub name: String,
    /// A value per category (earnings in fen).
    pub data: Vec<BigInt>,
}

impl From<detail::Chart> for Chart {
    fn from(c: detail::Chart) -> Self {
        Self {
            name: c.name,
            categories: c.categories,
            series: c
                .series
                .into_iter()
                .map(|s| ChartSeries {
                    name: s.name,
                    data: s.data.into_iter().map(BigInt).collect(),
                })
                .collect(),
        }
    }
}

#[ComplexObject]
impl ChannelObject {
    /// The member running it (a public card); null when nobody does.
    async fn operator(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        match self.row.operator_id {
            Some(id) => crate::member::load_card(ctx, id).await,
            None => Ok(None),
        }
    }

    /// Its days `from` to `to` (both included, at most 92), from the
    /// daily roll-up; days without figures are zeros.
    #[graphql(directive = crate::list_size::list_size::apply(rules::channel::MAX_DETAIL_DAYS as u32, Some(vec!["from".into(), "to".into()])))]
    async fn days(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first day (Asia/Shanghai).")] from: Date,
        #[graphql(desc = "The last day, at most 91 days after `from`.")] to: Date,
    ) -> Result<Vec<ChannelDay>> {
        let days = detail::days_of(
            &app(ctx)?.db,
            std::slice::from_ref(&self.row.channel),
            from.0,
            to.0,
        )
        .await?;
        Ok(days.into_iter().map(Into::into).collect())
    }

    /// The same days as a chart (one series per figure).
    async fn chart(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The first day (Asia/Shanghai).")] from: Date,
        #[graphql(desc = "The last day, at most 91 days after `from`.")] to: Date,
    ) -> Result<Chart> {
        let days = detail::days_of(
            &app(ctx)?.db,
            std::slice::from_ref(&self.row.channel),
            from.0,
            to.0,
        )
        .await?;
        Ok(detail::chart(&self.row.title, &days).into())
    }

    /// The invite codes that credit it, newest first (at most 50): the
    /// operator shares its invite link, QR code and poster from their own
    /// (`mine`; made by `createInviteCodes` with the channel's `name`).
    /// Its operator and staff only.
    #[graphql(directive = crate::list_size::list_size::apply(channel::codes::MAX_SHOWN as u32, None))]
    async fn invite_codes(&self, ctx: &Context<'_>) -> Result<Vec<ChannelInviteCode>> {
        let me = viewer(ctx)?;
        let codes = channel::codes::of(app(ctx)?, me, &self.row).await?;
        Ok(codes
            .into_iter()
            .map(|c| ChannelInviteCode {
                mine: c.member_id == me.member_id,
                code: c.code,
                created_at: c.created_at,
                member_id: c.member_id,
            })
            .collect())
    }
}

/// An invite code that credits a channel: who registers with it becomes
/// the holder's invitee and the channel's member.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct ChannelInviteCode {
    /// The code (8 characters, no 0/O or 1/I).
    pub code: String,
    /// Whether it is the caller's own.
    pub mine: bool,
    /// When it was made.
    pub created_at: DateTime<Utc>,
    #[graphql(skip)]
    pub member_id: i64,
}

#[ComplexObject]
impl ChannelInviteCode {
    /// Whose code it is (a public card).
    async fn holder(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.member_id).await
    }
}

/// How a payee is paid.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::channel::PayeeKind")]
pub enum PayeeKind {
    /// A bank card.
    Bank,
    /// An Alipay account.
    Alipay,
}

/// Receive info (收款信息): where withdrawals are paid. Masked for
/// everyone but its member and staff with the members permission.
#[derive(SimpleObject)]
pub struct Payee {
    /// The legal name (equal to the real-name authentication's).
    pub legal_name: String,
    /// Bank or Alipay.
    pub kind: PayeeKind,
    /// The account number (masked: the last 4 characters).
    pub account_no: String,
    /// The bank's name; null for Alipay.
    pub bank_name: Option<String>,
    /// Whether `legalName` and `accountNo` are masked here.
    pub masked: bool,
    /// When it was last set.
    pub updated_at: DateTime<Utc>,
}

impl From<channel::Payee> for Payee {
    fn from(p: channel::Payee) -> Self {
        Self {
            legal_name: p.legal_name,
            kind: p.kind.into(),
            account_no: p.account_no,
            bank_name: crate::text::given_owned(p.bank_name),
            masked: p.masked,
            updated_at: p.updated_at,
        }
    }
}

/// A withdrawal of earned commission (the record workflow).
#[derive(SimpleObject)]
#[graphql(complex, name = "Withdrawal")]
pub struct WithdrawalObject {
    /// Its global id.
    pub id: ID,
    /// The row id.
    pub legacy_id: BigInt,
    /// The amount asked (held until paid, or returned).
    pub amount: Money,
    /// `PROCESSING` until paid, rejected or cancelled, then `CLOSED`.
    pub state: WorkflowState,
    /// `APPROVED` (still processing: to be paid), then `PAID`,
    /// `REJECTED` or `CANCELLED`.
    pub outcome: Option<WorkflowOutcome>,
    /// Why staff rejected it; null otherwise.
    pub reason: Option<String>,
    /// The payee's legal name as it was when asked.
    pub payee_name: String,
    /// `BANK` or `ALIPAY`.
    pub payee_kind: String,
    /// The payee's account (masked but for its member and staff).
    pub payee_account: String,
    /// The bank's name; null for Alipay.
    pub payee_bank: Option<String>,
    /// What the caller may do to it now.
    pub flags: WorkflowFlags,
    /// When it was asked.
    pub created_at: DateTime<Utc>,
    /// Its last step.
    pub updated_at: DateTime<Utc>,
    /// When staff marked it paid.
    pub paid_at: Option<DateTime<Utc>>,
    #[graphql(skip)]
    pub member_id: i64,
}

impl From<channel::Withdrawal> for WithdrawalObject {
    fn from(w: channel::Withdrawal) -> Self {
        Self {
            id: global(NodeKind::Withdrawal, w.id),
            legacy_id: BigInt(w.id),
            amount: Money(w.amount_fen),
            state: w.state.into(),
            outcome: w.outcome.map(Into::into),
            reason: crate::text::given_owned(w.reason),
            payee_name: w.payee_name,
            payee_kind: w.payee_kind,
            payee_account: w.payee_account,
            payee_bank: crate::text::given_owned(w.payee_bank),
            flags: w.flags.into(),
            created_at: w.created_at,
            updated_at: w.updated_at,
            paid_at: w.paid_at,
            member_id: w.member_id,
        }
    }
}

#[ComplexObject]
impl WithdrawalObject {
    /// The member who asked (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.member_id).await
    }
}

/// A page of withdrawals, newest first.
#[crate::paging::connection(edge = WithdrawalEdge, node = WithdrawalObject)]
pub struct WithdrawalConnection {}

/// A page of channels, newest first.
#[crate::paging::connection(edge = ChannelEdge, node = ChannelObject)]
pub struct ChannelConnection {}

/// A posting of the earnings ledger.
#[derive(SimpleObject)]
pub struct EarningsEntry {
    /// The row id (the page's cursor).
    pub legacy_id: BigInt,
    /// Signed: a credit is positive, a withdrawal's hold negative.
    pub amount: Money,
    /// `COMMISSION`, `WITHDRAWAL`, `WITHDRAWAL_RETURN` or `STAFF_CREDIT`.
    pub kind: String,
    /// The balance right after it.
    pub balance_after: Money,
    /// The channel a commission came through.
    pub channel: Option<String>,
    /// What it was for (Chinese UI text).
    pub description: String,
    /// When it was posted.
    pub created_at: DateTime<Utc>,
}

impl From<channel::LedgerEntry> for EarningsEntry {
    fn from(e: channel::LedgerEntry) -> Self {
        Self {
            legacy_id: BigInt(e.id),
            amount: Money(e.amount_fen),
            kind: e.kind,
            balance_after: Money(e.balance_after),
            channel: e.channel,
            description: e.description,
            created_at: e.created_at,
        }
    }
}

/// A page of the earnings ledger, newest first.
#[crate::paging::connection(edge = EarningsEntryEdge, node = EarningsEntry)]
pub struct EarningsLedgerConnection {}

/// The caller's earnings (收益): commission earned through their channels,
/// apart from points.
pub struct Earnings(pub channel::Balance);

/// The caller's earnings (收益): commission earned through their channels,
/// apart from points.
#[crate::paging::connection_args]
#[Object]
impl Earnings {
    /// What can be withdrawn.
    async fn balance(&self) -> Money {
        Money(self.0.balance_fen)
    }

    /// What open withdrawals hold.
    async fn held(&self) -> Money {
        Money(self.0.held_fen)
    }

    /// The ledger, newest first: always sums to `balance`.
    async fn ledger(
        &self,
        ctx: &Context<'_>,
        page: crate::paging::ConnectionArgs,
    ) -> Result<EarningsLedgerConnection> {
        let window = page.window()?.decode(crate::paging::parse_id_cursor)?;
        let (rows, more) = channel::earnings::ledger(app(ctx)?, viewer(ctx)?, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |e| {
            (e.id.to_string(), e.into())
        }))
    }
}

/// One channel's totals over a range (staff's comparison).
#[derive(SimpleObject)]
pub struct ChannelTotals {
    /// The channel.
    pub channel: ChannelObject,
    /// Its figures added up over the range (`day` is the range's first).
    pub totals: ChannelDay,
}

/// Withdrawals as a connection.
pub fn withdrawal_page(
    rows: Vec<channel::Withdrawal>,
    window: &crate::paging::Window<i64>,
    more: bool,
) -> WithdrawalConnection {
    crate::paging::page(rows, window, more, |w| (w.id.to_string(), w.into()))
}
