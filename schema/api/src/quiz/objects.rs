//! Picks, legs and records as GraphQL types.

use async_graphql::{ComplexObject, Context, Enum, InputObject, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::quiz::legs::{Leg, LegInput};
use domain::quiz::picks::PickView;

use crate::ids::{global, parse_id, NodeKind};
use crate::money::Money;
use crate::scalars::{BigInt, Date};
use crate::sports::{SportsMatch, SportsPlayType};
use crate::Result;

/// How a pick, leg, plan or entry settled.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::quiz::Outcome")]
pub enum QuizOutcome {
    /// 红: it hit.
    Red,
    /// 黑: it missed.
    Black,
    /// The match was cancelled: outside the record (a 2串1 with one void
    /// leg counts as the other leg's single).
    Void,
}

/// One option of one play type of one match, as a pick, a plan's pick or
/// a competition entry takes it.
#[derive(InputObject, Debug, Clone)]
pub struct QuizLegInput {
    /// The match (a `SportsMatch` id).
    pub match_id: ID,
    /// 胜平负 or 让球胜平负 (football); 胜负, 让分胜负 or 大小分 (basketball).
    pub play: SportsPlayType,
    /// The option's index in ticket order (`sportsPlayTypes.options`).
    pub choice: i32,
}

impl QuizLegInput {
    pub fn leg(&self, field: &str) -> std::result::Result<LegInput, domain::AppError> {
        Ok(LegInput {
            match_id: parse_id(
                &format!("{field}.matchId"),
                NodeKind::SportsMatch,
                &self.match_id,
            )?,
            play: self.play.into(),
            choice: usize::try_from(self.choice)
                .map_err(|_| domain::AppError::invalid(format!("{field}.choice"), "0 or more"))?,
        })
    }
}

/// Parses a list of legs under `field`.
pub fn legs(
    field: &str,
    input: &[QuizLegInput],
) -> std::result::Result<Vec<LegInput>, domain::AppError> {
    input
        .iter()
        .enumerate()
        .map(|(i, l)| l.leg(&format!("{field}[{i}]")))
        .collect()
}

/// A leg as made: the odds and line in force then, and how it settled.
#[derive(SimpleObject, Debug, Clone)]
#[graphql(complex)]
pub struct QuizLeg {
    #[graphql(skip)]
    pub match_row: i64,
    /// The play type picked.
    pub play: SportsPlayType,
    /// The option's index in ticket order.
    pub choice: i32,
    /// The option's name (胜, 平, 负, 大, 小…).
    pub option: String,
    /// The odds in force when it was made, e.g. `2.50`.
    pub odds: String,
    /// The handicap (让球 / 让分) or total line in force, in tenths; null
    /// for a play type without one.
    pub line: Option<i32>,
    /// Null while its match is undecided.
    pub outcome: Option<QuizOutcome>,
}

impl From<Leg> for QuizLeg {
    fn from(l: Leg) -> Self {
        Self {
            match_row: l.match_id,
            play: l.play.into(),
            choice: l.choice as i32,
            option: l
                .play
                .options()
                .get(l.choice)
                .map(|s| (*s).to_owned())
                .unwrap_or_default(),
            odds: format!("{}.{:02}", l.odds / 100, l.odds % 100),
            line: l.line,
            outcome: l.outcome.map(Into::into),
        }
    }
}

#[ComplexObject]
impl QuizLeg {
    /// The match's global id.
    async fn match_id(&self) -> ID {
        global(NodeKind::SportsMatch, self.match_row)
    }

    /// The match, with its result once published (batched by the match
    /// loader).
    #[graphql(name = "match")]
    async fn match_(&self, ctx: &Context<'_>) -> Result<Option<SportsMatch>> {
        Ok(crate::sports::load_match(ctx, self.match_row)
            .await?
            .map(SportsMatch::new))
    }
}

/// A member's pick: a single, or a 2串1 of two matches.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct QuizPick {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    #[graphql(skip)]
    pub member_id: i64,
    /// A 2串1: red only when both legs hit.
    pub parlay: bool,
    /// Null while open.
    pub outcome: Option<QuizOutcome>,
    /// One leg, or two for a 2串1.
    #[graphql(directive = crate::list_size::list_size::apply(2, None))]
    pub legs: Vec<QuizLeg>,
    /// The notional stake its return rate counts on (2 yuan).
    pub stake: Money,
    /// What that stake returned (0 unless red).
    pub returned: Money,
    /// Picks close at the first leg's kickoff.
    pub first_kickoff: DateTime<Utc>,
    /// When it was made.
    pub created_at: DateTime<Utc>,
    /// When it settled; null while open.
    pub settled_at: Option<DateTime<Utc>>,
}

impl From<PickView> for QuizPick {
    fn from(p: PickView) -> Self {
        Self {
            id: global(NodeKind::QuizPick, p.id),
            legacy_id: BigInt(p.id),
            member_id: p.member_id,
            parlay: p.parlay,
            outcome: p.outcome.map(Into::into),
            legs: p.legs.into_iter().map(Into::into).collect(),
            stake: Money::from(p.stake_fen),
            returned: Money::from(p.return_fen),
            first_kickoff: p.first_kickoff,
            created_at: p.created_at,
            settled_at: p.settled_at,
        }
    }
}

#[ComplexObject]
impl QuizPick {
    /// Who picked (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.member_id).await
    }
}

/// A page of picks, newest first.
#[crate::paging::connection(edge = QuizPickEdge, node = QuizPick)]
pub struct QuizPickConnection {}

/// 近N中M: of the last `played` settled, `red` hit.
#[derive(SimpleObject, Debug, Clone, Copy)]
pub struct QuizRecent {
    /// How many settled picks that is (fewer when fewer exist).
    pub played: i32,
    /// How many of them hit.
    pub red: i32,
}

/// A guessing record. Settled = red + black (void excluded); hit rate =
/// red ÷ settled; 近N中M over the last N settled; the current streak is
/// the reds in a row up to the latest settled (0 after a black), the
/// longest counts a streak still running; return rate = Σ returns ÷ Σ
/// stakes × 100 on a notional 2 yuan per option (100 % is break-even).
#[derive(SimpleObject, Debug, Clone)]
#[graphql(complex)]
pub struct QuizRecord {
    /// `all`; `game:jczq` / `game:jclq`; `play:spf`, `play:rqspf`,
    /// `play:sf`, `play:rfsf`, `play:dxf`, `play:2x1` (2串1); `plans` (an
    /// expert's plans, the plan being the unit); or a board period
    /// (`week:2026-W48`, `month:2026-11`).
    pub scope: String,
    /// Red + black: the picks that count (void excluded).
    pub settled: i32,
    /// Picks that hit.
    pub red: i32,
    /// Picks that missed.
    pub black: i32,
    /// Picks on cancelled matches (outside the record).
    pub void: i32,
    /// Reds in a row up to the latest settled (0 after a black).
    pub current_streak: i32,
    /// The longest run of reds, a run still going included.
    pub longest_streak: i32,
    /// Hit rate in percent, rounded half up to one decimal (2 of 3 is
    /// `66.7`); null with nothing settled.
    pub hit_rate: Option<String>,
    /// Return rate in percent, rounded half up to one decimal (`187.5`);
    /// null with nothing staked.
    pub return_rate: Option<String>,
    #[graphql(skip)]
    pub record: domain::quiz::Record,
}

impl QuizRecord {
    pub fn new(scope: String, r: domain::quiz::Record) -> Self {
        let pct = |p: Option<i64>| p.map(rules::quiz::fmt_permille);
        Self {
            scope,
            settled: r.settled as i32,
            red: r.red as i32,
            black: (r.settled - r.red) as i32,
            void: r.void as i32,
            current_streak: r.current_streak as i32,
            longest_streak: r.longest_streak as i32,
            hit_rate: pct(r.hit_permille()),
            return_rate: pct(r.return_permille()),
            record: r,
        }
    }
}

#[ComplexObject]
impl QuizRecord {
    /// 近N中M over the last `n` settled (5, 10 or 20; at most 20 are kept).
    async fn recent(
        &self,
        #[graphql(desc = "How many of the latest settled, 1 to 20.", default = 10)] n: i32,
    ) -> QuizRecent {
        let (played, red) = self.record.recent(n.clamp(1, 20) as u32);
        QuizRecent {
            played: played as i32,
            red: red as i32,
        }
    }
}

/// A board's period.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuizBoardPeriod {
    /// Monday 00:00 to Sunday 24:00, Asia/Shanghai.
    Week,
    /// The calendar month, Asia/Shanghai.
    Month,
}

impl QuizBoardPeriod {
    /// The kind in period names (`week:…`, `month:…`).
    pub fn kind(self) -> &'static str {
        match self {
            QuizBoardPeriod::Week => "week",
            QuizBoardPeriod::Month => "month",
        }
    }
}

/// A board period that has ended and whose board is kept as it closed.
#[derive(SimpleObject)]
pub struct QuizClosedPeriod {
    /// `week:2026-W47` or `month:2026-10`: pass as `quizBoard`'s `name`.
    pub name: String,
    /// Its first day (Asia/Shanghai).
    pub from: Date,
    /// Its last day.
    pub to: Date,
    /// Members on its closed board (any number of settled picks).
    pub members: i32,
    /// When its board was kept (shortly after the period ended).
    pub closed_at: DateTime<Utc>,
}

/// A member's places on one past board, as it closed (the member ranking
/// list). A place is null where the member was below the board's minimum
/// of settled picks (未上榜).
#[derive(SimpleObject)]
pub struct QuizPlace {
    /// The period: `week:2026-W47` or `month:2026-10` (`quizBoard`'s `name`).
    pub period: String,
    /// Its first day (Asia/Shanghai).
    pub from: Date,
    /// Its last day.
    pub to: Date,
    /// Members on that board.
    pub members: i32,
    /// When the board was kept.
    pub closed_at: DateTime<Utc>,
    /// The place on the hit-rate board.
    pub hit_rate_place: Option<i32>,
    /// The place on the longest-streak board.
    pub streak_place: Option<i32>,
    /// The place on the return-rate board.
    pub return_rate_place: Option<i32>,
}

impl From<domain::quiz::places::ClosedPlace> for QuizPlace {
    fn from(p: domain::quiz::places::ClosedPlace) -> Self {
        let place = |n: Option<i64>| n.map(|n| i32::try_from(n).unwrap_or(i32::MAX));
        Self {
            period: p.period,
            from: p.from.into(),
            to: p.to.into(),
            members: i32::try_from(p.members).unwrap_or(i32::MAX),
            closed_at: p.closed_at,
            hit_rate_place: place(p.hit),
            streak_place: place(p.streak),
            return_rate_place: place(p.ret),
        }
    }
}

/// What a board orders by.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
#[graphql(remote = "domain::quiz::boards::Measure")]
pub enum QuizBoardMeasure {
    /// Hit rate (at least 10 settled in the week, 30 in the month).
    HitRate,
    /// The longest red streak in the period.
    Streak,
    /// Return rate (the same minimum as the hit rate).
    ReturnRate,
}

/// A place on a board.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct QuizBoardRow {
    /// 1 for the top; ties are broken by more settled picks, then the
    /// earlier last pick, so places are unique.
    pub place: i32,
    #[graphql(skip)]
    pub member_id: i64,
    /// The member's record in the period.
    pub record: QuizRecord,
}

#[ComplexObject]
impl QuizBoardRow {
    /// The member (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.member_id).await
    }
}

/// The caller on a board: their record in the period, and their place
/// when they qualify (null below the board's minimum of settled picks).
#[derive(SimpleObject)]
pub struct QuizBoardMine {
    /// The caller's place; null below the board's minimum of settled picks.
    pub place: Option<i32>,
    /// The caller's record in the period.
    pub row: QuizBoardRow,
}

/// A page of a board, best first, and the caller's own place.
#[crate::paging::connection(
    edge = QuizBoardEdge,
    node = QuizBoardRow,
    cursor_doc = "`place:key:tie:member`; pass as `after` for the next page.",
    page_info_doc = "Where this page sits in the board.",
)]
pub struct QuizBoard {
    /// `week:2026-W48` or `month:2026-11`.
    pub period: String,
    /// When this board was kept as it closed; null for live rows (the
    /// current period's, or a past one never closed).
    pub closed_at: Option<DateTime<Utc>>,
    /// What it orders by.
    pub measure: QuizBoardMeasure,
    /// The signed-in caller's row, also far outside the top; null when
    /// signed out or with nothing settled in the period.
    #[after_edges]
    pub mine: Option<QuizBoardMine>,
}

/// The caller's pick of a match: which option of which play type.
#[derive(SimpleObject)]
pub struct QuizPicked {
    /// The match's global id.
    pub match_id: ID,
    /// The play type picked.
    pub play: SportsPlayType,
    /// The option picked (its index in ticket order).
    pub choice: i32,
}
