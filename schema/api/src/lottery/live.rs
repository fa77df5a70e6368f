//! The lottery subscription: each draw as staff publish it, the lottery
//! area's live stream (`domain::lottery::events::draws`) mapped to GraphQL.

use async_graphql::{Context, Subscription};
use domain::lottery::Game as DomainGame;
use domain::partner::Scope;
use futures_util::{Stream, StreamExt};

use crate::enums::Game;
use crate::lottery::objects::{Draw, DrawPrize};
use crate::money::Money;
use crate::partner_scope::partner_scope;
use crate::request::app;
use crate::Result;

#[derive(Default)]
pub struct LotterySubscription;

#[Subscription]
impl LotterySubscription {
    /// Each newly published draw (of one game, or all); a draw staff
    /// correct comes again, corrected, with the same issue (replace it).
    #[graphql(directive = partner_scope::apply(Scope::LotteryRead.into()))]
    async fn draw_published(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only draws of this game; null for every game.")] game: Option<Game>,
    ) -> Result<impl Stream<Item = Draw>> {
        let want = game.map(DomainGame::from);
        Ok(
            domain::lottery::events::draws(app(ctx)?, want).map(|(g, d)| Draw {
                game: g.into(),
                issue: d.issue,
                draw_date: d.draw_date.into(),
                main_numbers: d.main.iter().map(|n| i32::from(*n)).collect(),
                extra_numbers: d.extra.iter().map(|n| i32::from(*n)).collect(),
                prize_list: rules::lottery::prize_list::stored(&d.prize_list)
                    .into_iter()
                    .map(DrawPrize::from)
                    .collect(),
                pool: d.pool_fen.map(Money),
                replay: d.replay,
            }),
        )
    }
}
