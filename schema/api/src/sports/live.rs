//! Sports subscriptions: published results and odds changes, each the
//! sports area's live stream (`domain::sports::events`) mapped to GraphQL
//! (no sign-in needed).

use async_graphql::{Context, SimpleObject, Subscription, ID};
use domain::partner::Scope;
use domain::sports::SportsGame as RuleGame;
use domain::AppError;
use futures_util::{Stream, StreamExt};

use crate::ids::NodeKind;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::sports::objects::{SportsGame, SportsMatch, SportsPlayType};
use crate::Result;

/// A play type's odds changing on a match.
#[derive(SimpleObject)]
pub struct SportsOddsChange {
    /// The match with the odds now in force.
    pub sports_match: SportsMatch,
    /// The play type whose odds changed.
    pub play: SportsPlayType,
}

#[derive(Default)]
pub struct SportsSubscription;

#[Subscription]
impl SportsSubscription {
    /// Each sports result as staff publish (or correct) it, with the match
    /// (no sign-in needed).
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn match_result_published(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only matches of this game; null for every game.")] game: Option<
            SportsGame,
        >,
    ) -> Result<impl Stream<Item = SportsMatch>> {
        let want: Option<RuleGame> = game.map(Into::into);
        Ok(domain::sports::events::results(app(ctx)?, want).map(SportsMatch::new))
    }

    /// Each odds change of the matches named (or of a game), with the odds
    /// now in force (no sign-in needed).
    #[graphql(directive = partner_scope::apply(Scope::SportsRead.into()))]
    async fn odds_changed(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only matches of this game; null for every game.")] game: Option<
            SportsGame,
        >,
        #[graphql(
            desc = "Only these matches (`SportsMatch.id`, at most 100); every match when absent."
        )]
        match_ids: Option<Vec<ID>>,
    ) -> Result<impl Stream<Item = SportsOddsChange>> {
        let ids = match &match_ids {
            Some(ids) if ids.len() > 100 => {
                return Err(AppError::invalid("matchIds", "at most 100").into())
            }
            Some(ids) => Some(crate::ids::parse_ids(
                "matchIds",
                NodeKind::SportsMatch,
                ids,
            )?),
            None => None,
        };
        let want: Option<RuleGame> = game.map(Into::into);
        Ok(
            domain::sports::events::odds_changes(app(ctx)?, want, ids).map(|(play, m)| {
                SportsOddsChange {
                    sports_match: SportsMatch::new(m),
                    play: play.into(),
                }
            }),
        )
    }
}
