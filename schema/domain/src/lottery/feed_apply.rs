//! What a data feed's draw notices do to the stored draws (issue 57): the
//! only writer of `lottery_draw` for feeds.
//!
//! - A new issue is stored with its prize list and pool, and published as
//!   staff publishing it would be (`DrawPublished` after the commit: the
//!   draw pages, trend charts and 兑奖 read the stored draw, live
//!   subscribers hear it). The unique (game, issue) makes a repeated or
//!   resumed poll store and announce nothing twice.
//! - An issue already stored with the same numbers is left alone.
//! - An issue stored with other numbers is never overwritten by a feed (a
//!   stored draw is published; staff correct one with a reason): it comes
//!   back as a disagreement for the console's conflicts list.

use std::collections::HashMap;

use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

use super::events::DrawPublished;
use super::service::NewDraw;
use super::Game;
use crate::kernel::disagreement::Disagreement;
use crate::kernel::events::DomainEvent;
use crate::kernel::{AppContext, AppResult};
use entities::lottery_draw;
use rules::lottery::prize_list::PrizeEntry;

/// A draw as a feed announces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedDraw {
    pub draw: NewDraw,
    pub prize_list: Vec<PrizeEntry>,
    pub pool_fen: Option<i64>,
}

/// What one notice list changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DrawsApplied {
    pub inserted: usize,
    pub unchanged: usize,
    pub disagreements: Vec<Disagreement>,
}

fn numbers(main: &[u8], extra: &[u8]) -> String {
    let join = |v: &[u8]| {
        v.iter()
            .map(|n| format!("{n:02}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    if extra.is_empty() {
        join(main)
    } else {
        format!("{} + {}", join(main), join(extra))
    }
}

/// Applies a validated notice list of `game` in one transaction; the
/// draws it stores are marked `replay` when the feed is the demo's replay.
pub async fn apply_draws(
    ctx: &AppContext,
    game: Game,
    draws: &[FeedDraw],
    replay: bool,
) -> AppResult<DrawsApplied> {
    let issues: Vec<String> = draws.iter().map(|d| d.draw.issue.clone()).collect();
    let stored: HashMap<String, lottery_draw::Model> = lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .filter(lottery_draw::Column::Issue.is_in(issues))
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|d| (d.issue.clone(), d))
        .collect();
    let mut applied = DrawsApplied::default();
    let txn = crate::kernel::db::begin(ctx).await?;
    for FeedDraw {
        draw,
        prize_list,
        pool_fen,
    } in draws
    {
        let NewDraw {
            issue,
            draw_date,
            main,
            extra,
        } = draw;
        if let Some(s) = stored.get(issue) {
            let (s_main, s_extra): (Vec<u8>, Vec<u8>) = (
                serde_json::from_value(s.main_numbers.clone()).unwrap_or_default(),
                serde_json::from_value(s.extra_numbers.clone()).unwrap_or_default(),
            );
            if (&s_main, &s_extra) == (main, extra) {
                applied.unchanged += 1;
            } else {
                applied.disagreements.push(Disagreement {
                    subject: format!("draw:{}:{issue}", game.code()),
                    field: "numbers".to_owned(),
                    feed_value: numbers(main, extra),
                    stored_value: numbers(&s_main, &s_extra),
                });
            }
            continue;
        }
        let prize_json = serde_json::to_value(prize_list).unwrap_or_else(|_| serde_json::json!([]));
        let added =
            lottery_draw::Entity::insert(draw.row(game, prize_json.clone(), *pool_fen, replay))
                .on_conflict(
                    OnConflict::columns([lottery_draw::Column::Game, lottery_draw::Column::Issue])
                        .do_nothing()
                        .to_owned(),
                )
                .do_nothing()
                .exec_without_returning(&txn)
                .await?;
        // Another writer (staff, a concurrent poll) stored it first: theirs
        // stands and was announced by them.
        if !matches!(added, sea_orm::TryInsertResult::Inserted(n) if n > 0) {
            applied.unchanged += 1;
            continue;
        }
        applied.inserted += 1;
        crate::kernel::audit::record(
            &txn,
            None,
            "lottery.feed_draw",
            &format!("draw:{}:{issue}", game.code()),
            serde_json::json!({}),
        )
        .await?;
        if !replay {
            super::service::ask_notice(&txn, game, draw).await?;
        }
        txn.announce(DomainEvent::area(DrawPublished {
            game: game.code().to_owned(),
            issue: issue.clone(),
            draw_date: *draw_date,
            main: main.clone(),
            extra: extra.clone(),
            prize_list: prize_json,
            pool_fen: *pool_fen,
            replay,
        }));
    }
    txn.commit().await?;
    Ok(applied)
}
