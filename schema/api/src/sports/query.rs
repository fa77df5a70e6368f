//! The sports area's public query roots: the calculators (pure arithmetic,
//! no database), stored matches, issues and the prize checks against them,
//! and the caller's saved selections.

use async_graphql::{Context, Object};
use domain::partner::Scope;
use domain::sports::optimize;
use domain::sports::parlay::{self};
use domain::sports::pass::PassTable;
use domain::sports::service::{self};
use domain::sports::tickets::{self};
use domain::sports::SportsGame as RuleGame;
use domain::AppError;

use crate::money::Money;
use crate::paging;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::scalars::Date;
use crate::sports::objects::index;
use crate::sports::objects::{
    BonusRounding, BonusStrategy, CtzqCheck, CtzqQuote, CtzqTicketInput, CtzqTierWin,
    SportsBreakdown, SportsGame, SportsIssue, SportsIssueSummary, SportsMatch, SportsOptimized,
    SportsPassType, SportsPlayInfo, SportsPrizeCheck, SportsSelection, SportsSelectionConnection,
    SportsSelectionInput, SportsSplit,
};
use crate::Result;

#[derive(Default)]
pub struct SportsQuery;

#[Object]
impl SportsQuery {
    /// The play types of a sports game with their options and limits.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()), directive = crate::list_size::list_size::apply(6, None))]
    async fn sports_play_types(
        &self,
        #[graphql(desc = "The game.")] game: SportsGame,
    ) -> Vec<SportsPlayInfo> {
        RuleGame::from(game)
            .plays()
            .into_iter()
            .map(|p| SportsPlayInfo {
                play: p.into(),
                name: p.name().to_owned(),
                options: p.options().iter().map(|o| (*o).to_owned()).collect(),
                max_games: p.max_games() as i32,
                min_games: p.min_games() as i32,
            })
            .collect()
    }

    /// The 过关方式 of a sports game with their sizes (none for 传统足彩).
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()), directive = crate::list_size::list_size::apply(40, None))]
    async fn sports_pass_types(
        &self,
        #[graphql(desc = "The game.")] game: SportsGame,
    ) -> Vec<SportsPassType> {
        let table = match game {
            SportsGame::Ctzq => return Vec::new(),
            SportsGame::Bjdc => PassTable::Beidan,
            _ => PassTable::Jingcai,
        };
        table
            .rows()
            .into_iter()
            .map(|(p, sizes)| SportsPassType {
                name: p.to_string(),
                games: p.games as i32,
                bets: p.bets as i32,
                sizes: sizes.iter().map(|s| *s as i32).collect(),
            })
            .collect()
    }

    /// A selection's bets, cost and bonus detail (奖金明细): refused with the
    /// field named when it breaks a rule (a play type's game limit, a
    /// 过关方式 the match count does not fit, too many 胆).
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn sports_breakdown(
        &self,
        #[graphql(desc = "The selection.")] input: SportsSelectionInput,
        #[graphql(default, desc = "How bonuses round to the fen (default `HALF_UP`).")]
        rounding: BonusRounding,
    ) -> Result<SportsBreakdown> {
        let selection = input.selection()?;
        let b = parlay::breakdown(&selection, rounding.into())?;
        Ok(SportsBreakdown::new(b, selection.games))
    }

    /// A sports order split into printable tickets.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn sports_split(
        &self,
        #[graphql(desc = "The order.")] input: SportsSelectionInput,
    ) -> Result<SportsSplit> {
        let selection = input.selection()?;
        let bets = selection.bet_count()?;
        let tickets = tickets::split(&selection)?;
        Ok(SportsSplit {
            bets: bets as i64,
            cost: Money(tickets.iter().map(|t| t.cost_fen).sum()),
            ticket_count: tickets.len() as i32,
            tickets,
            games: selection.games,
        })
    }

    /// 奖金优化: the selection's stake (bets × 2 yuan × multiple) spread
    /// over its single bets by `strategy`.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn sports_optimize(
        &self,
        #[graphql(desc = "The selection; its stake is bets × 2 yuan × multiple.")]
        input: SportsSelectionInput,
        #[graphql(desc = "How to spread the stake.")] strategy: BonusStrategy,
        #[graphql(default, desc = "How bonuses round to the fen (default `HALF_UP`).")]
        rounding: BonusRounding,
    ) -> Result<SportsOptimized> {
        let o =
            optimize::optimize_selection(&input.selection()?, strategy.into(), rounding.into())?;
        Ok(SportsOptimized {
            returns: o.returns_fen.into_iter().map(Money).collect(),
            multiples: o.multiples.iter().map(|m| *m as i32).collect(),
            cost: Money(o.stake_fen),
        })
    }

    /// A 传统足彩 ticket's bets and cost.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn ctzq_quote(
        &self,
        #[graphql(desc = "The ticket.")] input: CtzqTicketInput,
        #[graphql(desc = "1 to 99 (default 1).")] multiple: Option<i32>,
    ) -> Result<CtzqQuote> {
        let multiple = u32::try_from(multiple.unwrap_or(1))
            .map_err(|_| AppError::invalid("multiple", "must be 1 to 99"))?;
        let (bets, cost) = input.ticket()?.quote(multiple)?;
        Ok(CtzqQuote {
            bets: bets as i64,
            cost: Money(cost),
        })
    }

    /// A 传统足彩 ticket's winning bets per tier (一等奖 first) for the
    /// results (each result's option index; null for a cancelled match,
    /// which makes every option right).
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn ctzq_winning_bets(
        &self,
        #[graphql(desc = "The ticket.")] input: CtzqTicketInput,
        #[graphql(
            desc = "One per result, in the ticket's order: the option that came in, or null for a cancelled match."
        )]
        results: Vec<Option<i32>>,
    ) -> Result<Vec<i64>> {
        let results = results
            .iter()
            .map(|r| r.map(|o| index("results", o)).transpose())
            .collect::<Result<Vec<_>, _>>()?;
        Ok(input
            .ticket()?
            .winning_bets(&results)?
            .into_iter()
            .map(|n| n as i64)
            .collect())
    }
}

#[derive(Default)]
pub struct SportsMatchQuery;

#[Object]
impl SportsMatchQuery {
    /// The issues of a game sold by issue (传统足彩, 北京单场), newest first.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()), directive = crate::list_size::list_size::apply(100, Some(vec!["first".into()])))]
    async fn sports_issues(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "Only issues closing before this day (the next page).")] before: Option<
            Date,
        >,
        #[graphql(desc = "How many: 1 to 100 (default 20).")] first: Option<i32>,
    ) -> Result<Vec<SportsIssueSummary>> {
        let n = first.unwrap_or(20);
        if !(1..=100).contains(&n) {
            return Err(AppError::invalid("first", "must be 1 to 100").into());
        }
        Ok(
            service::issues(app(ctx)?, game.into(), before.map(|d| d.0), n as u64)
                .await?
                .into_iter()
                .map(|(issue, close, sample)| SportsIssueSummary {
                    issue,
                    close_date: Date::from(close),
                    sample,
                })
                .collect(),
        )
    }

    /// One issue with its matches, results and prize tiers.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn sports_issue(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "The issue number (`26134`).")] issue: String,
    ) -> Result<SportsIssue> {
        Ok(SportsIssue {
            i: service::issue(app(ctx)?, game.into(), issue.trim()).await?,
        })
    }

    /// 兑奖: a 竞彩 or 北单 selection (every match with its `matchId`)
    /// checked against the stored results.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn sports_prize_check(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The selection, each match with its `matchId`.")]
        input: SportsSelectionInput,
        #[graphql(default, desc = "How bonuses round to the fen (default `HALF_UP`).")]
        rounding: BonusRounding,
    ) -> Result<SportsPrizeCheck> {
        let ids = input.match_ids()?;
        let selection = input.selection()?;
        let s = service::prize_check(app(ctx)?, &selection, &ids, rounding.into()).await?;
        Ok(SportsPrizeCheck {
            winning_bets: s.winning_bets as i64,
            won: Money(s.won_fen),
            pending_bets: s.pending_bets as i64,
        })
    }

    /// 兑奖 for 传统足彩: a ticket checked against an issue's results and
    /// announced prizes; null while the issue's results are not all in.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn ctzq_check(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The issue number.")] issue: String,
        #[graphql(desc = "The ticket.")] input: CtzqTicketInput,
        #[graphql(desc = "1 to 99 (default 1).")] multiple: Option<i32>,
    ) -> Result<Option<CtzqCheck>> {
        let multiple = u32::try_from(multiple.unwrap_or(1))
            .map_err(|_| AppError::invalid("multiple", "must be 1 to 99"))?;
        let checked =
            service::check_ctzq(app(ctx)?, issue.trim(), &input.ticket()?, multiple).await?;
        Ok(checked.map(|c| CtzqCheck {
            tiers: c
                .tiers
                .into_iter()
                .enumerate()
                .map(|(n, (bets, prize))| CtzqTierWin {
                    tier: n as i32 + 1,
                    bets: bets as i64,
                    prize: Money(prize),
                })
                .collect(),
            won: Money(c.won_fen),
            announced: c.announced,
        }))
    }

    /// The matches of a game on a day (Beijing), in sales order, with their
    /// results and the odds in force (no sign-in needed).
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()), directive = crate::list_size::list_size::apply(100, None))]
    async fn sports_matches(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "The Beijing date of kickoff.")] date: Date,
    ) -> Result<Vec<SportsMatch>> {
        Ok(service::matches_on(app(ctx)?, game.into(), date.0)
            .await?
            .into_iter()
            .map(SportsMatch::new)
            .collect())
    }

    /// The days that have matches of a game, newest first.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn sports_match_days(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The game.")] game: SportsGame,
        #[graphql(desc = "Only days before this one (the next page).")] before: Option<Date>,
        #[graphql(desc = "How many: 1 to 100 (default 30).")] first: Option<i32>,
    ) -> Result<Vec<Date>> {
        let n = first.unwrap_or(30);
        if !(1..=100).contains(&n) {
            return Err(AppError::invalid("first", "must be 1 to 100").into());
        }
        Ok(
            service::match_days(app(ctx)?, game.into(), before.map(|d| d.0), n as u64)
                .await?
                .into_iter()
                .map(Date::from)
                .collect(),
        )
    }
}

#[derive(Default)]
pub struct SportsRecordQuery;

#[paging::connection_args]
#[Object]
impl SportsRecordQuery {
    /// The caller's saved sports selections, newest first.
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn my_sports_selections(
        &self,
        ctx: &Context<'_>,
        page: paging::ConnectionArgs,
    ) -> Result<SportsSelectionConnection> {
        let window = page.window()?.decode(paging::parse_id_cursor)?;
        let (rows, more) =
            domain::sports::records::mine(app(ctx)?, crate::request::viewer(ctx)?, &window).await?;
        Ok(crate::paging::page(rows, &window, more, |s| {
            (s.id.to_string(), SportsSelection::new(s))
        }))
    }
}
