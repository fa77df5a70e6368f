//! The draw lotteries' event and live stream: a published draw, carried
//! whole, so subscribers read nothing.

use chrono::NaiveDate;
use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use super::Game;
use crate::kernel::context::AppContext;
use crate::kernel::events::Area;

/// A draw was published (by staff or a feed).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DrawPublished {
    /// The game's code (`ssq`, `dlt`, …).
    pub game: String,
    pub issue: String,
    pub draw_date: NaiveDate,
    pub main: Vec<u8>,
    pub extra: Vec<u8>,
    /// The prize list as stored (`rules::lottery::prize_list`).
    pub prize_list: serde_json::Value,
    pub pool_fen: Option<i64>,
    /// A recorded draw the demo's replay feed served again (回放数据); absent
    /// in events of a release before it, which never replayed.
    #[serde(default)]
    pub replay: bool,
}

impl Area for DrawPublished {
    const AREA: &'static str = "lottery";

    fn addressee(&self) -> Option<i64> {
        None
    }
}

/// Each newly published draw of `game` (every game when `None`), with its
/// game: what `drawPublished` maps.
pub fn draws(
    ctx: &AppContext,
    game: Option<Game>,
) -> impl Stream<Item = (Game, DrawPublished)> + Send + 'static {
    ctx.bus.subscribe().filter_map(move |event| {
        let out = event.get::<DrawPublished>().and_then(|d| {
            Game::from_code(&d.game)
                .ok()
                .filter(|g| game.is_none_or(|want| want == *g))
                .map(|g| (g, d.clone()))
        });
        async move { out }
    })
}
