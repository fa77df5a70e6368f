//! The sports area's events and live streams: odds set and results
//! published by staff, each carrying the match as members read it
//! ([`MatchView`], with the odds now in force), so subscribers read
//! nothing. The API's `oddsChanged` and `matchResultPublished` only map
//! these streams.

use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};

use super::service::MatchView;
use super::{PlayType, SportsGame};
use crate::kernel::context::AppContext;
use crate::kernel::events::Area;

/// The sports area's events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SportsEvent {
    /// Staff set new odds for play type `play` (its code) of `view`'s match.
    OddsChanged { play: String, view: MatchView },
    /// Staff published or corrected a match's result.
    ResultPublished { view: MatchView },
}

impl Area for SportsEvent {
    const AREA: &'static str = "sports";

    fn addressee(&self) -> Option<i64> {
        None
    }
}

/// Each result as staff publish (or correct) it, of `game`'s matches
/// (every game when `None`).
pub fn results(
    ctx: &AppContext,
    game: Option<SportsGame>,
) -> impl Stream<Item = MatchView> + Send + 'static {
    ctx.bus.subscribe().filter_map(move |event| {
        let out = match event.get::<SportsEvent>() {
            Some(SportsEvent::ResultPublished { view }) if game.is_none_or(|g| g == view.game) => {
                Some(view.clone())
            }
            _ => None,
        };
        async move { out }
    })
}

/// Each odds change of `game`'s matches (every game when `None`), of the
/// matches in `match_ids` (every match when `None`), with its play type.
pub fn odds_changes(
    ctx: &AppContext,
    game: Option<SportsGame>,
    match_ids: Option<Vec<i64>>,
) -> impl Stream<Item = (PlayType, MatchView)> + Send + 'static {
    ctx.bus.subscribe().filter_map(move |event| {
        let out = match event.get::<SportsEvent>() {
            Some(SportsEvent::OddsChanged { play, view })
                if game.is_none_or(|g| g == view.game)
                    && match_ids.as_ref().is_none_or(|ids| ids.contains(&view.id)) =>
            {
                PlayType::from_code(play).map(|p| (p, view.clone()))
            }
            _ => None,
        };
        async move { out }
    })
}
