//! The lottery subscription: each draw as staff publish it, read off the
//! domain's event bus.

use async_graphql::{Context, Subscription};
use domain::kernel::events::DomainEvent;
use domain::lottery::Game as DomainGame;
use futures_util::{Stream, StreamExt};

use crate::enums::Game;
use crate::lottery::objects::{Draw, DrawPrize};
use crate::money::Money;
use crate::request::app;
use crate::Result;

#[derive(Default)]
pub struct LotterySubscription;

#[Subscription]
impl LotterySubscription {
    /// Each newly published draw (of one game, or all).
    async fn draw_published(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "Only draws of this game; null for every game.")] game: Option<Game>,
    ) -> Result<impl Stream<Item = Draw>> {
        Ok(app(ctx)?.bus.subscribe().filter_map(move |event| {
            let out = match event.as_ref() {
                DomainEvent::DrawPublished {
                    game: g,
                    issue,
                    draw_date,
                    main,
                    extra,
                    prize_list,
                    pool_fen,
                } => DomainGame::from_code(g)
                    .ok()
                    .map(Game::from)
                    .filter(|g| game.is_none_or(|want| want == *g))
                    .map(|g| Draw {
                        game: g,
                        issue: issue.clone(),
                        draw_date: (*draw_date).into(),
                        main_numbers: main.iter().map(|n| i32::from(*n)).collect(),
                        extra_numbers: extra.iter().map(|n| i32::from(*n)).collect(),
                        prize_list: rules::lottery::prize_list::stored(prize_list)
                            .into_iter()
                            .map(DrawPrize::from)
                            .collect(),
                        pool: (*pool_fen).map(Money),
                    }),
                _ => None,
            };
            async move { out }
        }))
    }
}
