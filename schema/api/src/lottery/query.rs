//! The draw lotteries' public query roots: draws, history, trends, the
//! calculators and the caller's saved selections (`LotteryQuery`), and the
//! tools that work on a member's ticket or order (`LotteryToolsQuery`).

use async_graphql::{Context, Object};
use domain::lottery::bets::{self};
use domain::lottery::check::{self};
use domain::lottery::service;
use domain::lottery::split::{self};
use domain::lottery::split_records;
use domain::partner::Scope;
use domain::sports::parlay::{self};
use domain::AppError;

use crate::enums::Game;
use crate::ids::{parse_id, NodeKind};
use crate::lottery::objects::{
    multiple_of, pair, spec, to_u8s, trend_numbers, BetCount, BetCountInput, Draw, DrawConnection,
    DrawSchedule, DrawTrendShape, OrderSplit, ParlayBreakdown, ParlayHits, ParlayInput, Replay,
    SavedSelection, SavedSelectionConnection, SelectNumbersInput, Selection, SplitOrderInput,
    SplitRecordConnection, SplitRecordDetail, TicketInput, TicketResult, Trend,
};
use crate::money::Money;
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::{app, viewer};
use crate::Result;

#[derive(Default)]
pub struct LotteryQuery;

#[paging::connection_args]
#[Object]
impl LotteryQuery {
    /// The caller's saved selections, newest first.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn my_selections(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<SavedSelectionConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = domain::lottery::records::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        crate::paging::try_page(rows, &window, more, |m| -> Result<_> {
            Ok((m.id.to_string(), m.try_into()?))
        })
    }

    /// One of the caller's saved selections (the selection info page).
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn saved_selection(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The saved selection (global id).")] id: async_graphql::ID,
    ) -> Result<Option<SavedSelection>> {
        let id = parse_id("id", NodeKind::SavedSelection, &id)?;
        Ok(domain::lottery::records::get(app(ctx)?, viewer(ctx)?, id)
            .await?
            .map(TryInto::try_into)
            .transpose()?)
    }

    /// Every game's draw days and time and its next draw (no sign-in
    /// needed): the home page's countdowns.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()), directive = crate::list_size::list_size::apply(rules::lottery::games::Game::ALL.len() as u32, None))]
    async fn draw_schedules(&self) -> Vec<DrawSchedule> {
        service::schedules(domain::kernel::clock::now())
            .into_iter()
            .map(Into::into)
            .collect()
    }

    /// The newest draw of each game (no sign-in needed).
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()), directive = crate::list_size::list_size::apply(rules::lottery::games::Game::ALL.len() as u32, None))]
    async fn latest_draws(&self, ctx: &Context<'_>) -> Result<Vec<Draw>> {
        Ok(service::latest(app(ctx)?)
            .await?
            .into_iter()
            .map(TryInto::try_into)
            .collect::<Result<_, _>>()?)
    }

    /// A game's draws, newest first.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn draw_history(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        page: paging::ConnectionArgs,
    ) -> Result<DrawConnection> {
        let window = page.window()?;
        let (rows, more) = service::history(app(ctx)?, game.into(), &window).await?;
        crate::paging::try_page(rows, &window, more, |d| -> Result<_> {
            Ok((d.issue.clone(), d.try_into()?))
        })
    }

    /// One draw by issue (`2026096` or `26096`).
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn draw(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "The issue, `YYYYNNN` (`2026096`) or `YYNNN` (`26096`).")] issue: String,
    ) -> Result<Option<Draw>> {
        Ok(service::draw(app(ctx)?, game.into(), &issue)
            .await?
            .map(TryInto::try_into)
            .transpose()?)
    }

    /// Frequency, omission (遗漏), hot/cold and shapes over the last draws.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn trend(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "How many of the newest draws to cover, 1 to 500 (default 30).")]
        last: Option<i32>,
    ) -> Result<Trend> {
        let window = u64::try_from(last.unwrap_or(30)).unwrap_or(0);
        let t = service::trend(app(ctx)?, game.into(), window).await?;
        Ok(Trend {
            game,
            draws: t.draws.len() as i32,
            shapes: t
                .draws
                .iter()
                .zip(t.shapes)
                .map(|(d, s)| DrawTrendShape {
                    issue: d.issue.clone(),
                    odd: s.odd as i32,
                    even: s.even as i32,
                    big: s.big as i32,
                    small: s.small as i32,
                    sum: s.sum as i32,
                    span: s.span as i32,
                    consecutive: s.consecutive as i32,
                    replay: d.replay,
                })
                .collect(),
            main: trend_numbers(t.main),
            extra: trend_numbers(t.extra),
            hot: t.hot.into_iter().map(i32::from).collect(),
            cold: t.cold.into_iter().map(i32::from).collect(),
        })
    }

    /// Bets, cost and ticket split of a bet form (the bonus calculator).
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn bet_count(
        &self,
        #[graphql(desc = "The bet form and how many numbers were picked.")] input: BetCountInput,
    ) -> Result<BetCount> {
        let multiple = u32::try_from(input.multiple.unwrap_or(1))
            .map_err(|_| AppError::invalid("multiple", "must be positive"))?;
        let q = bets::quote(&spec(&input)?, multiple, input.additional.unwrap_or(false))?;
        Ok(BetCount {
            bets: q.bets as i64,
            cost: Money(q.cost_fen),
            tickets: q.tickets.into_iter().map(|t| t as i32).collect(),
        })
    }

    /// 双色球 number selection: the combinations of the candidates that pass
    /// the filters.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn select_numbers(
        &self,
        #[graphql(desc = "The candidate reds, the blues and the filters.")]
        input: SelectNumbersInput,
    ) -> Result<Selection> {
        let filters = domain::lottery::selection::Filters {
            sum: pair(input.sum_min, input.sum_max),
            odd: pair(input.odd_min, input.odd_max),
            big: pair(input.big_min, input.big_max),
            span: pair(input.span_min, input.span_max),
            must: to_u8s("must", input.must.as_deref().unwrap_or_default())?,
            exclude: to_u8s("exclude", input.exclude.as_deref().unwrap_or_default())?,
        };
        let s = domain::lottery::selection::select(
            &to_u8s("candidates", &input.candidates)?,
            &to_u8s("blues", &input.blues)?,
            &filters,
        )?;
        Ok(Selection {
            bets: s.bets as i64,
            cost: Money(s.cost_fen),
            // The answer lists the first 200 combinations; `bets` counts all.
            reds: s
                .reds
                .iter()
                .take(200)
                .map(|r| r.iter().map(|n| i32::from(*n)).collect())
                .collect(),
            blues: s.blues.iter().map(|b| i32::from(*b)).collect(),
        })
    }
}

#[derive(Default)]
pub struct LotteryToolsQuery;

#[paging::connection_args]
#[Object]
impl LotteryToolsQuery {
    /// The tiers a ticket won in a stored draw, with amounts: fixed by the
    /// rules of the draw's issue, floating ones from its prize list.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn check_ticket(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "The draw's issue, `YYYYNNN` (`2026096`) or `YYNNN` (`26096`).")]
        issue: String,
        #[graphql(desc = "The ticket as played.")] ticket: TicketInput,
    ) -> Result<TicketResult> {
        let c = check::check_ticket(app(ctx)?, game.into(), &issue, &ticket.ticket()?).await?;
        Ok(c.try_into()?)
    }

    /// 彩票回放: a ticket against each of the last `last` draws (default
    /// 30, at most 500).
    // Each draw is a pure check of a few numbers: counted as one more
    // child per 50 draws, so a 100-draw replay with its prize lines fits
    // the complexity limit that guards against really large answers.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()), complexity = "(1 + last.unwrap_or(30).max(1) as usize / 50) * child_complexity")]
    async fn lottery_replay(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: Game,
        #[graphql(desc = "The ticket as played.")] ticket: TicketInput,
        #[graphql(desc = "How many of the newest draws, 1 to 500 (default 30).")] last: Option<i32>,
    ) -> Result<Replay> {
        let last = u64::try_from(last.unwrap_or(30)).unwrap_or(0);
        let r = check::replay(app(ctx)?, game.into(), &ticket.ticket()?, last).await?;
        Ok(Replay {
            game,
            draws: r.checks.len() as i32,
            won_draws: r.won_draws as i32,
            cost: Money(r.cost_fen),
            won: Money(r.won_fen),
            unknown_lines: r.unknown_lines as i32,
            results: r
                .checks
                .into_iter()
                .map(TryInto::try_into)
                .collect::<Result<_, _>>()?,
        })
    }

    /// Splits an order into printable tickets (≤ 10000 bets, 99 倍 and
    /// 20000 yuan each).
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn split_order(
        &self,
        #[graphql(desc = "The order to split.")] input: SplitOrderInput,
    ) -> Result<OrderSplit> {
        Ok(OrderSplit::new(
            input.game,
            split::split_order(&input.order()?)?,
        ))
    }

    /// 竞彩 bonus detail (奖金明细): every single bet with its bonus, the
    /// cost, and the bonus range by the number of games right.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn parlay_breakdown(
        &self,
        #[graphql(desc = "The games' odds, the parlay sizes and the multiple.")] input: ParlayInput,
    ) -> Result<ParlayBreakdown> {
        let games: Vec<Vec<i64>> = input
            .games
            .iter()
            .map(|g| g.iter().map(|o| i64::from(*o)).collect())
            .collect();
        let sizes = input
            .sizes
            .iter()
            .map(|s| {
                usize::try_from(*s).map_err(|_| AppError::invalid("sizes", "must be positive"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let b = parlay::odds_breakdown(&games, &sizes, multiple_of("multiple", input.multiple)?)?;
        Ok(ParlayBreakdown {
            bets: b.bets as i32,
            cost: Money(b.cost_fen),
            min_bonus: Money(b.min_fen),
            max_bonus: Money(b.max_fen),
            hits: b
                .hits
                .into_iter()
                .map(|h| ParlayHits {
                    hits: h.hits as i32,
                    sizes: h.winning.iter().map(|(s, _)| *s as i32).collect(),
                    winning_bets: h.winning.iter().map(|(_, n)| *n as i32).collect(),
                    min_bonus: Money(h.min_fen),
                    max_bonus: Money(h.max_fen),
                })
                .collect(),
            singles: b.singles,
            odds: games,
        })
    }

    /// The caller's split records, newest first.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn my_splits(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<SplitRecordConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) = split_records::mine(app(ctx)?, viewer(ctx)?, &window).await?;
        crate::paging::try_page(rows, &window, more, |m| -> Result<_> {
            Ok((m.id.to_string(), m.try_into()?))
        })
    }

    /// One of the caller's split records with its tickets.
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn split_record(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The split record (global id).")] id: async_graphql::ID,
    ) -> Result<Option<SplitRecordDetail>> {
        let found = split_records::get(
            app(ctx)?,
            viewer(ctx)?,
            parse_id("id", NodeKind::SplitRecord, &id)?,
        )
        .await?;
        let Some((m, plan)) = found else {
            return Ok(None);
        };
        let game = Game::stored(&m.game)?;
        Ok(Some(SplitRecordDetail {
            record: m.try_into()?,
            split: OrderSplit::new(game, plan),
        }))
    }
}
