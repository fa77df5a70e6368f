//! The 排行 tab's public query roots: boards, records, picks, experts and
//! their plans, competitions and the rules' numbers.

use async_graphql::{Context, Object, SimpleObject, ID};
use domain::partner::Scope;
use domain::quiz::boards::{self, Position};
use domain::quiz::{competitions, experts, picks, plans};

use super::competitions::{CompetitionConnection, CompetitionObject};
use super::objects::{
    QuizBoard, QuizBoardEdge, QuizBoardMeasure, QuizBoardMine, QuizBoardPeriod, QuizBoardRow,
    QuizClosedPeriod, QuizPick, QuizPickConnection, QuizPicked, QuizPlace, QuizRecord,
};
use super::plans::{
    Expert, ExpertApplication, ExpertApplicationConnection, ExpertConnection, ExpertEdge,
    ExpertPlanConnection, ExpertPlanObject,
};
use crate::ids::{global, parse_id, NodeKind};
use crate::paging::{self, PageInfo};
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::sports::SportsGame;
use crate::Result;

/// The numbers of the rules and recruitment pages (settings in system
/// config; `rules::quiz`). Every rate shown (hit rate, return rate, on
/// records, boards and expert pages) is a percentage rounded half up to
/// one decimal: 2 of 3 is `66.7`, 5 of 8 `62.5`; boards order by the
/// exact rate, then by more settled picks.
#[derive(SimpleObject)]
pub struct QuizRules {
    /// Settled picks in the week to enter the hit-rate and return-rate boards.
    pub board_min_week: i32,
    /// The same for the month.
    pub board_min_month: i32,
    /// Settled picks in the window to apply as an expert.
    pub expert_min_settled: i32,
    /// The recruitment window, in days.
    pub expert_window_days: i32,
    /// The hit rate needed, in percent with one decimal (`55.0`); an
    /// applicant's exact rate is compared, not the rounded one.
    pub expert_min_hit_rate: String,
    /// Days after a rejection before applying again.
    pub expert_reapply_days: i32,
    /// Days an applicant must have gone without a moderation strike (a
    /// post or comment rejected by staff in review); 0: not checked.
    pub expert_strike_days: i32,
    /// The most points a plan may cost to unlock.
    pub plan_max_price: i32,
    /// The fewest characters of a plan's analysis.
    pub plan_min_analysis: i32,
}

pub(super) fn pick_connection(
    rows: Vec<domain::quiz::picks::PickView>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<QuizPickConnection> {
    Ok(crate::paging::page(rows, window, more, |p| {
        (p.id.to_string(), QuizPick::from(p))
    }))
}

pub(super) fn application_connection(
    rows: Vec<entities::expert_application::Model>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<ExpertApplicationConnection> {
    crate::paging::try_page(rows, window, more, |a| -> Result<_> {
        Ok((a.id.to_string(), ExpertApplication::try_from(a)?))
    })
}

pub(super) fn competition_connection(
    rows: Vec<competitions::CompetitionView>,
    more: bool,
    window: &paging::Window<i64>,
) -> Result<CompetitionConnection> {
    Ok(crate::paging::page(rows, window, more, |c| {
        (c.row.id.to_string(), CompetitionObject::from(c))
    }))
}

fn board_row(r: boards::BoardRow, period: &str) -> QuizBoardRow {
    QuizBoardRow {
        place: r.position.place as i32,
        member_id: r.position.member_id,
        record: QuizRecord::new(period.to_owned(), r.record),
    }
}

#[derive(Default)]
pub struct QuizQuery;

#[paging::connection_args]
#[Object]
impl QuizQuery {
    /// This week's or month's board (Asia/Shanghai), best first, with the
    /// signed-in caller's own place; with `name`, a past period's board as
    /// it closed. Cursors are `place:key:tie:member`.
    // The three board choices and the four connection arguments.
    #[allow(clippy::too_many_arguments)]
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn quiz_board(
        &self,
        ctx: &Context<'_>,
        #[graphql(
            desc = "The period (default this week).",
            default_with = "QuizBoardPeriod::Week"
        )]
        period: QuizBoardPeriod,
        #[graphql(
            desc = "What the board orders by (default hit rate).",
            default_with = "QuizBoardMeasure::HitRate"
        )]
        measure: QuizBoardMeasure,
        #[graphql(
            desc = "A period of `period`'s kind by name (`week:2026-W47`, from `quizClosedPeriods`): its board as it closed (live rows when it never closed). Omitted: the current period's."
        )]
        name: Option<String>,
        page: paging::ConnectionArgs,
    ) -> Result<QuizBoard> {
        let window = page.window()?.decode(Position::parse)?;
        let [week, month] = boards::current_periods();
        let name = match (name, period) {
            (Some(n), _) => boards::check_period_name(&n, period.kind())?,
            (None, QuizBoardPeriod::Week) => week,
            (None, QuizBoardPeriod::Month) => month,
        };
        let app = app(ctx)?;
        let (rows_name, closed_at) =
            domain::quiz::closing::board_name(app, &name, domain::kernel::clock::now()).await?;
        let p = boards::period_board(
            app,
            ctx.data_opt::<domain::Viewer>(),
            &rows_name,
            measure.into(),
            &window,
        )
        .await?;
        Ok(board_page(p, name, closed_at, measure))
    }

    /// The experts ranked by their record over the recruitment window
    /// (`quizRules.expertWindowDays`), with the caller's place; rebuilt
    /// every ten minutes. `period` is `experts`. Cursors as `quizBoard`'s.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn expert_board(
        &self,
        ctx: &Context<'_>,
        #[graphql(
            desc = "What the board orders by (default hit rate).",
            default_with = "QuizBoardMeasure::HitRate"
        )]
        measure: QuizBoardMeasure,
        page: paging::ConnectionArgs,
    ) -> Result<QuizBoard> {
        let window = page.window()?.decode(Position::parse)?;
        let name = domain::quiz::expert_board::NAME;
        let p = boards::period_board(
            app(ctx)?,
            ctx.data_opt::<domain::Viewer>(),
            name,
            measure.into(),
            &window,
        )
        .await?;
        Ok(board_page(p, name.to_owned(), None, measure))
    }

    /// The periods of a kind whose boards are kept as they closed, newest
    /// first (at most 60: a year of weeks, five of months).
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()), directive = crate::list_size::list_size::apply(domain::quiz::closing::MAX_LISTED as u32, None))]
    async fn quiz_closed_periods(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Weeks or months.")] period: QuizBoardPeriod,
    ) -> Result<Vec<QuizClosedPeriod>> {
        let rows = domain::quiz::closing::closed_periods(app(ctx)?, period.kind()).await?;
        Ok(rows
            .into_iter()
            .map(|c| QuizClosedPeriod {
                name: c.period,
                from: c.from.into(),
                to: c.to.into(),
                members: i32::try_from(c.members).unwrap_or(i32::MAX),
                closed_at: c.closed_at,
            })
            .collect())
    }

    /// A member's places on the past boards of a kind, newest first (at
    /// most 60), as each board closed: the member ranking list.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()), directive = crate::list_size::list_size::apply(domain::quiz::closing::MAX_LISTED as u32, None))]
    async fn quiz_places(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member (a `Member` id).")] member_id: ID,
        #[graphql(
            desc = "Weeks or months (default weeks).",
            default_with = "QuizBoardPeriod::Week"
        )]
        period: QuizBoardPeriod,
    ) -> Result<Vec<QuizPlace>> {
        let id = parse_id("memberId", NodeKind::Member, &member_id)?;
        let rows = domain::quiz::places::of_member(app(ctx)?, id, period.kind()).await?;
        Ok(rows.into_iter().map(Into::into).collect())
    }

    /// A member's guessing records in every scope (overall, per game, per
    /// play type, and an expert's plans): counters, read in one query.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()), directive = crate::list_size::list_size::apply(10, None))]
    async fn quiz_records(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member (a `Member` id).")] member_id: ID,
    ) -> Result<Vec<QuizRecord>> {
        let id = parse_id("memberId", NodeKind::Member, &member_id)?;
        Ok(boards::records(app(ctx)?, id)
            .await?
            .into_iter()
            .map(|(s, r)| QuizRecord::new(s, r))
            .collect())
    }

    /// A member's picks, newest first, of one game when `game` is given.
    /// Others see a pick once its first match has kicked off.
    // The member, the game and the four connection arguments.
    #[allow(clippy::too_many_arguments)]
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn quiz_picks(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The member (a `Member` id).")] member_id: ID,
        #[graphql(desc = "Only this game's picks (竞彩足球 or 竞彩篮球).")] game: Option<
            SportsGame,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<QuizPickConnection> {
        let id = parse_id("memberId", NodeKind::Member, &member_id)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let viewer = ctx.data_opt::<domain::Viewer>();
        let game = game.map(Into::into);
        let (rows, more) = picks::of_member(app(ctx)?, viewer, id, game, &window).await?;
        pick_connection(rows, more, &window)
    }

    /// The caller's picks, newest first (我的竞猜), of one game when
    /// `game` is given.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn my_quiz_picks(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only this game's picks (竞彩足球 or 竞彩篮球).")] game: Option<
            SportsGame,
        >,
        page: paging::ConnectionArgs,
    ) -> Result<QuizPickConnection> {
        let v = viewer(ctx)?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let game = game.map(Into::into);
        let (rows, more) = picks::of_member(app(ctx)?, Some(v), v.member_id, game, &window).await?;
        pick_connection(rows, more, &window)
    }

    /// What the caller picked on these matches (at most 100), so the pick
    /// page marks them.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()), directive = crate::list_size::list_size::apply(300, None))]
    async fn my_quiz_picked(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Match ids (`SportsMatch`), at most 100.")] match_ids: Vec<ID>,
    ) -> Result<Vec<QuizPicked>> {
        if match_ids.len() > 100 {
            return Err(domain::AppError::invalid("matchIds", "at most 100").into());
        }
        let ids = match_ids
            .iter()
            .map(|m| parse_id("matchIds", NodeKind::SportsMatch, m))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(picks::mine_on(app(ctx)?, viewer(ctx)?, &ids)
            .await?
            .into_iter()
            .map(|(m, play, choice)| QuizPicked {
                match_id: global(NodeKind::SportsMatch, m),
                play: play.into(),
                choice: choice as i32,
            })
            .collect())
    }

    /// Experts, the newest members first.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn experts(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<ExpertConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (ids, more) = experts::experts(app(ctx)?, &window).await?;
        let mut records = boards::records_of(app(ctx)?, &ids, &["all", "plans"]).await?;
        let edges: Vec<ExpertEdge> = ids
            .into_iter()
            .map(|id| ExpertEdge {
                cursor: id.to_string(),
                node: Expert {
                    member_id: global(NodeKind::Member, id),
                    records: records
                        .remove(&id)
                        .unwrap_or_default()
                        .into_iter()
                        .map(|(s, r)| QuizRecord::new(s, r))
                        .collect(),
                    row: id,
                },
            })
            .collect();
        Ok(ExpertConnection {
            page_info: PageInfo::of(&edges, &window, more),
            edges,
        })
    }

    /// Plans newest first: one expert's, or every expert's.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn expert_plans(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only this expert's (a `Member` id).")] expert_id: Option<ID>,
        page: paging::ConnectionArgs,
    ) -> Result<ExpertPlanConnection> {
        let expert = expert_id
            .map(|e| parse_id("expertId", NodeKind::Member, &e))
            .transpose()?;
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            plans::list(app(ctx)?, ctx.data_opt::<domain::Viewer>(), expert, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |p| {
            (p.id.to_string(), ExpertPlanObject::from(p))
        }))
    }

    /// The caller's expert applications, newest first.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn my_expert_applications(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<ExpertApplicationConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = experts::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        application_connection(rows, more, &window)
    }

    /// Released competitions, newest first.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn competitions(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<CompetitionConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            competitions::list(app(ctx)?, ctx.data_opt::<domain::Viewer>(), false, &window).await?;
        competition_connection(rows, more, &window)
    }

    /// The numbers of the rules and recruitment pages.
    #[graphql(directive = partner_scope::apply(Scope::QuizRead.into()))]
    async fn quiz_rules(&self, ctx: &Context<'_>) -> Result<QuizRules> {
        let r = domain::quiz::settings::load(app(ctx)?).await?;
        Ok(QuizRules {
            board_min_week: r.board_min_week as i32,
            board_min_month: r.board_min_month as i32,
            expert_min_settled: r.expert_min_settled as i32,
            expert_window_days: r.expert_window_days as i32,
            expert_min_hit_rate: rules::quiz::fmt_permille(r.expert_min_hit_permille),
            expert_reapply_days: r.expert_reapply_days as i32,
            expert_strike_days: r.expert_strike_days as i32,
            plan_max_price: r.plan_max_price as i32,
            plan_min_analysis: r.plan_min_analysis as i32,
        })
    }
}

/// A board's page as the schema shows it (`quizBoard`, `expertBoard`).
fn board_page(
    p: boards::Page<boards::BoardRow>,
    name: String,
    closed_at: Option<chrono::DateTime<chrono::Utc>>,
    measure: QuizBoardMeasure,
) -> QuizBoard {
    let edges: Vec<QuizBoardEdge> = p
        .rows
        .into_iter()
        .map(|r| QuizBoardEdge {
            cursor: r.position.cursor(),
            node: board_row(r, &name),
        })
        .collect();
    QuizBoard {
        page_info: PageInfo {
            has_next_page: p.has_next,
            has_previous_page: p.has_previous,
            start_cursor: edges.first().map(|e| e.cursor.clone()),
            end_cursor: edges.last().map(|e| e.cursor.clone()),
        },
        edges,
        mine: p.mine.map(|(place, r)| QuizBoardMine {
            place: place.map(|p| p as i32),
            row: board_row(r, &name),
        }),
        period: name,
        closed_at,
        measure,
    }
}
