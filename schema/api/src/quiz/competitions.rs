//! Guessing competitions as GraphQL types.

use async_graphql::{ComplexObject, Context, Enum, SimpleObject, ID};
use chrono::{DateTime, Utc};
use domain::quiz::competitions::CompetitionView;

use super::objects::QuizOutcome;
use crate::ids::{global, NodeKind};
use crate::paging::{self, PageInfo};
use crate::scalars::BigInt;
use crate::sports::{SportsMatch, SportsPlayType};
use crate::Result;

/// Where a competition is.
#[derive(Enum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompetitionState {
    /// Staff are preparing it; members don't see it.
    Draft,
    /// Released (发布): members enter until `closeAt`.
    Released,
    /// Every match settled and the prizes paid.
    Prized,
}

fn state(s: &str) -> CompetitionState {
    match s {
        "RELEASED" => CompetitionState::Released,
        "PRIZED" => CompetitionState::Prized,
        _ => CompetitionState::Draft,
    }
}

/// A match of a competition and the play types open on it.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct CompetitionMatch {
    #[graphql(skip)]
    pub match_row: i64,
    /// The play types open on it.
    pub plays: Vec<SportsPlayType>,
}

#[ComplexObject]
impl CompetitionMatch {
    /// The match (batched by the match loader).
    #[graphql(name = "match")]
    async fn match_(&self, ctx: &Context<'_>) -> Result<Option<SportsMatch>> {
        Ok(crate::sports::load_match(ctx, self.match_row)
            .await?
            .map(SportsMatch::new))
    }
}

/// A guessing competition: entries with a points stake on its matches, a
/// board by points won, and a prize table for the top places.
#[derive(SimpleObject)]
#[graphql(complex, name = "Competition")]
pub struct CompetitionObject {
    /// Its global id.
    pub id: ID,
    /// The row id the legacy layer uses for this object.
    pub legacy_id: BigInt,
    /// 1 to 40 characters.
    pub title: String,
    /// What it is about (up to 2000 characters).
    pub description: String,
    /// Entries open then.
    pub open_at: DateTime<Utc>,
    /// Entries close then (each match also closes at its own kickoff).
    pub close_at: DateTime<Utc>,
    /// The smallest stake, in points.
    pub stake_min: i32,
    /// The largest stake, in points.
    pub stake_max: i32,
    /// Points per place, first place first.
    pub prizes: Vec<i32>,
    /// Draft, released or prized.
    pub state: CompetitionState,
    /// Its matches and the play types open on each.
    #[graphql(directive = crate::list_size::list_size::apply(domain::quiz::competitions::MAX_MATCHES as u32, None))]
    pub matches: Vec<CompetitionMatch>,
    /// How many of its matches have settled.
    pub settled_matches: i32,
    /// When staff released it.
    pub released_at: Option<DateTime<Utc>>,
    /// When its prizes were paid.
    pub prized_at: Option<DateTime<Utc>>,
}

impl From<CompetitionView> for CompetitionObject {
    fn from(c: CompetitionView) -> Self {
        Self {
            id: global(NodeKind::Competition, c.row.id),
            legacy_id: BigInt(c.row.id),
            title: c.row.title,
            description: c.row.description,
            open_at: c.row.open_at,
            close_at: c.row.close_at,
            stake_min: c.row.stake_min as i32,
            stake_max: c.row.stake_max as i32,
            prizes: c.prizes.iter().map(|p| *p as i32).collect(),
            state: state(&c.row.state),
            matches: c
                .matches
                .into_iter()
                .map(|(m, plays)| CompetitionMatch {
                    match_row: m,
                    plays: plays.into_iter().map(Into::into).collect(),
                })
                .collect(),
            settled_matches: c.row.settled as i32,
            released_at: c.row.released_at,
            prized_at: c.row.prized_at,
        }
    }
}

#[paging::connection_args]
#[ComplexObject]
impl CompetitionObject {
    /// The signed-in caller's entries (empty when signed out).
    #[graphql(directive = crate::list_size::list_size::apply(domain::quiz::competitions::MAX_MATCHES as u32 * 3, None))]
    async fn my_entries(&self, ctx: &Context<'_>) -> Result<Vec<CompetitionEntry>> {
        let Some(v) = ctx.data_opt::<domain::Viewer>() else {
            return Ok(Vec::new());
        };
        let id = crate::ids::parse_id("id", NodeKind::Competition, &self.id)?;
        Ok(
            domain::quiz::competitions::my_entries(crate::request::app(ctx)?, v, id)
                .await?
                .into_iter()
                .map(TryInto::try_into)
                .collect::<Result<_, _>>()?,
        )
    }

    /// The board: points won (payouts − stakes), then the earlier first
    /// entry; with the caller's place.
    async fn board(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<CompetitionBoard> {
        let id = crate::ids::parse_id("id", NodeKind::Competition, &self.id)?;
        let window = page
            .window()?
            .decode(domain::quiz::boards::Position::parse)?;
        let p = domain::quiz::boards::competition_board(
            crate::request::app(ctx)?,
            ctx.data_opt::<domain::Viewer>(),
            id,
            &window,
        )
        .await?;
        let row = |r: domain::quiz::boards::StandingRow| CompetitionStanding {
            place: r.position.place as i32,
            member_id: r.standing.member_id,
            entries: r.standing.entries as i32,
            staked: r.standing.staked as i32,
            paid: r.standing.paid as i32,
            net_points: r.standing.won as i32,
        };
        let edges: Vec<CompetitionStandingEdge> = p
            .rows
            .into_iter()
            .map(|r| CompetitionStandingEdge {
                cursor: r.position.cursor(),
                node: row(r),
            })
            .collect();
        Ok(CompetitionBoard {
            page_info: PageInfo {
                has_next_page: p.has_next,
                has_previous_page: p.has_previous,
                start_cursor: edges.first().map(|e| e.cursor.clone()),
                end_cursor: edges.last().map(|e| e.cursor.clone()),
            },
            edges,
            mine: p.mine.map(|(_, r)| row(r)),
        })
    }
}

/// A member's entry in a competition.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct CompetitionEntry {
    /// Its global id.
    pub id: ID,
    #[graphql(skip)]
    pub match_row: i64,
    /// The play type entered.
    pub play: SportsPlayType,
    /// The option's index in ticket order.
    pub choice: i32,
    /// The option's name (胜, 平, 负…).
    pub option: String,
    /// The odds in force when entered, e.g. `2.50`.
    pub odds: String,
    /// Points staked.
    pub stake: i32,
    /// Null while its match is undecided.
    pub outcome: Option<QuizOutcome>,
    /// Points paid for it so far (stake × odds when red, the stake when void).
    pub payout: i32,
    /// When it was entered.
    pub created_at: DateTime<Utc>,
}

impl TryFrom<entities::competition_entry::Model> for CompetitionEntry {
    type Error = domain::AppError;

    fn try_from(e: entities::competition_entry::Model) -> Result<Self, domain::AppError> {
        let play = domain::kernel::stored::known(
            "play",
            &e.play,
            domain::sports::PlayType::from_code(&e.play).ok_or(()),
        )?;
        Ok(Self {
            id: global(NodeKind::CompetitionEntry, e.id),
            match_row: e.match_id,
            play: play.into(),
            option: usize::try_from(e.choice)
                .ok()
                .and_then(|c| play.options().get(c))
                .map(|o| (*o).to_owned())
                .unwrap_or_default(),
            choice: i32::from(e.choice),
            odds: format!("{}.{:02}", e.odds / 100, e.odds % 100),
            stake: e.stake as i32,
            outcome: e
                .outcome
                .as_deref()
                .and_then(domain::quiz::Outcome::from_code)
                .map(Into::into),
            payout: e.payout as i32,
            created_at: e.created_at,
        })
    }
}

#[ComplexObject]
impl CompetitionEntry {
    /// The match (batched by the match loader).
    #[graphql(name = "match")]
    async fn match_(&self, ctx: &Context<'_>) -> Result<Option<SportsMatch>> {
        Ok(crate::sports::load_match(ctx, self.match_row)
            .await?
            .map(SportsMatch::new))
    }
}

/// A member's place in a competition.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct CompetitionStanding {
    /// 1 for the top; ties go to the earlier first entry.
    pub place: i32,
    #[graphql(skip)]
    pub member_id: i64,
    /// How many entries the member made.
    pub entries: i32,
    /// Points staked in all.
    pub staked: i32,
    /// Points paid back in all.
    pub paid: i32,
    /// Points paid − points staked: the board's order.
    pub net_points: i32,
}

#[ComplexObject]
impl CompetitionStanding {
    /// The member (a public card).
    async fn member(&self, ctx: &Context<'_>) -> Result<Option<crate::member::MemberCard>> {
        crate::member::load_card(ctx, self.member_id).await
    }
}

/// A page of a competition's board and the caller's own place.
#[crate::paging::connection(
    edge = CompetitionStandingEdge,
    node = CompetitionStanding,
    cursor_doc = "`place:key:tie:member`; pass as `after` for the next page.",
    page_info_doc = "Where this page sits in the board.",
)]
pub struct CompetitionBoard {
    /// The caller's place; null when signed out or without an entry.
    #[after_edges]
    pub mine: Option<CompetitionStanding>,
}

/// A page of competitions, newest first.
#[crate::paging::connection(edge = CompetitionEdge, node = CompetitionObject)]
pub struct CompetitionConnection {}
