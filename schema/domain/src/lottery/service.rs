//! Draws: importing the shared JSON history, staff entry of a new draw,
//! the latest results, history pages, and trend statistics.

use std::collections::HashMap;

use chrono::NaiveDate;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::Deserialize;

use super::games::{normalize_issue, Game};
use super::stats::{self, DrawShape, NumberStat};
use crate::kernel::context::AppContext;
use crate::kernel::error::{AppError, AppResult};
use crate::kernel::events::DomainEvent;
use crate::kernel::paging::Window;
use crate::kernel::Permission;
use crate::kernel::Viewer;
use entities::lottery_draw;

/// A draw to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDraw {
    pub issue: String,
    pub draw_date: NaiveDate,
    pub main: Vec<u8>,
    pub extra: Vec<u8>,
}

impl NewDraw {
    /// The draw's row as import, staff publishing and the feeds store it
    /// (one place, so the three never spell a draw differently).
    pub(crate) fn row(
        &self,
        game: Game,
        prize_list: serde_json::Value,
        pool_fen: Option<i64>,
        replay: bool,
    ) -> lottery_draw::ActiveModel {
        lottery_draw::ActiveModel {
            game: Set(game.code().to_owned()),
            issue: Set(self.issue.clone()),
            draw_date: Set(self.draw_date),
            main_numbers: Set(serde_json::json!(self.main)),
            extra_numbers: Set(serde_json::json!(self.extra)),
            prize_list: Set(prize_list),
            pool_fen: Set(pool_fen),
            replay: Set(replay),
            created_at: Set(crate::kernel::clock::now()),
            ..Default::default()
        }
    }
}

/// One entry of `shared/data/draws/*.json`: 双色球 has `redBalls` and
/// `blueBall`, 大乐透 `frontBalls` and `backBalls`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SharedEntry {
    issue_number: String,
    draw_date: String,
    #[serde(default)]
    red_balls: Option<Vec<u8>>,
    #[serde(default)]
    blue_ball: Option<u8>,
    #[serde(default)]
    front_balls: Option<Vec<u8>>,
    #[serde(default)]
    back_balls: Option<Vec<u8>>,
}

/// Parses and checks every draw of a history file; errors name the entry.
pub fn parse_history(game: Game, text: &str) -> AppResult<Vec<NewDraw>> {
    let entries: Vec<SharedEntry> = serde_json::from_str(text)
        .map_err(|e| AppError::invalid("file", format!("is not a draw list: {e}")))?;
    let mut out = Vec::with_capacity(entries.len());
    for (i, e) in entries.into_iter().enumerate() {
        let field = format!("draws[{i}]");
        let (main, extra) = match game {
            Game::Ssq => (
                e.red_balls.unwrap_or_default(),
                e.blue_ball.map(|b| vec![b]).unwrap_or_default(),
            ),
            Game::Dlt => (
                e.front_balls.unwrap_or_default(),
                e.back_balls.unwrap_or_default(),
            ),
            other => {
                return Err(AppError::invalid(
                    "game",
                    format!("no history format for {}", other.code()),
                ))
            }
        };
        game.check_numbers(&field, &main, &extra)?;
        let draw_date = NaiveDate::parse_from_str(&e.draw_date, "%Y-%m-%d")
            .map_err(|_| AppError::invalid(format!("{field}.drawDate"), "must be YYYY-MM-DD"))?;
        out.push(NewDraw {
            issue: normalize_issue(&format!("{field}.issueNumber"), &e.issue_number)?,
            draw_date,
            main,
            extra,
        });
    }
    Ok(out)
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportSummary {
    pub inserted: usize,
    pub unchanged: usize,
}

fn as_numbers(v: &serde_json::Value) -> Vec<u8> {
    serde_json::from_value(v.clone()).unwrap_or_default()
}

/// Stores draws: new issues are inserted, identical ones left alone, and an
/// issue already stored with other numbers stops the import with nothing
/// written. `progress(done, total)` is called as it goes.
pub async fn import(
    db: &sea_orm::DatabaseConnection,
    game: Game,
    draws: &[NewDraw],
    mut progress: impl FnMut(usize, usize),
) -> AppResult<ImportSummary> {
    let stored: HashMap<String, lottery_draw::Model> = lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .all(db)
        .await?
        .into_iter()
        .map(|d| (d.issue.clone(), d))
        .collect();
    let mut fresh = Vec::new();
    let mut unchanged = 0;
    for d in draws {
        match stored.get(&d.issue) {
            Some(s)
                if as_numbers(&s.main_numbers) == d.main
                    && as_numbers(&s.extra_numbers) == d.extra =>
            {
                unchanged += 1
            }
            Some(_) => {
                return Err(AppError::conflict(format!(
                    "issue {} is stored with other numbers; nothing was imported",
                    d.issue
                )))
            }
            None => fresh.push(d),
        }
    }
    let total = fresh.len();
    let txn = crate::kernel::db::begin_on(db).await?;
    for (n, chunk) in fresh.chunks(200).enumerate() {
        lottery_draw::Entity::insert_many(
            chunk
                .iter()
                .map(|d| d.row(game, serde_json::json!([]), None, false)),
        )
        .on_conflict(
            OnConflict::columns([lottery_draw::Column::Game, lottery_draw::Column::Issue])
                .do_nothing()
                .to_owned(),
        )
        .exec_without_returning(&txn)
        .await?;
        progress(((n + 1) * 200).min(total), total);
    }
    txn.commit().await?;
    Ok(ImportSummary {
        inserted: total,
        unchanged,
    })
}

/// Staff enter a new draw (operations permission); subscribers of
/// `drawPublished` hear of it.
pub async fn publish(
    ctx: &AppContext,
    viewer: &Viewer,
    game: Game,
    draw: NewDraw,
    prize_list: serde_json::Value,
    pool_fen: Option<i64>,
) -> AppResult<lottery_draw::Model> {
    viewer.require(Permission::Operations)?;
    let prize_list = checked(game, &draw, &prize_list, pool_fen)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let saved = lottery_draw::Entity::insert(draw.row(game, prize_list, pool_fen, false))
        .exec_with_returning(&txn)
        .await
        .map_err(|e| {
            if crate::kernel::db::is_unique_violation(&e) {
                AppError::conflict(format!("issue {} is already published", draw.issue))
            } else {
                e.into()
            }
        })?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "lottery.publish_draw",
        &format!("draw:{}:{}", game.code(), draw.issue),
        serde_json::json!({}),
    )
    .await?;
    announce(&txn, game, &draw, &saved);
    ask_notice(&txn, game, &draw).await?;
    txn.commit().await?;
    Ok(saved)
}

/// What staff typed, checked against the game's rules: the prize list as
/// stored.
fn checked(
    game: Game,
    draw: &NewDraw,
    prize_list: &serde_json::Value,
    pool_fen: Option<i64>,
) -> AppResult<serde_json::Value> {
    game.check_numbers("numbers", &draw.main, &draw.extra)?;
    if pool_fen.is_some_and(|p| p < 0) {
        return Err(AppError::invalid("poolFen", "must not be negative"));
    }
    serde_json::to_value(super::prize_list::parse(prize_list)?).map_err(AppError::internal)
}

/// Members following `game` hear of the new draw while the app is closed
/// (the `notify` area's job, asked in the draw's transaction). Replayed
/// demo draws are not news and ask for nothing.
pub(super) async fn ask_notice<C: sea_orm::ConnectionTrait>(
    db: &C,
    game: Game,
    draw: &NewDraw,
) -> AppResult<()> {
    let (title, body) = rules::notify::draw_words(game, &draw.issue, &draw.main, &draw.extra);
    let notice = crate::kernel::notice::DrawPublished {
        game: game.code().to_owned(),
        issue: draw.issue.clone(),
        title,
        body,
        after_member: 0,
    };
    crate::kernel::notice::ask(db, &notice, crate::kernel::clock::now()).await
}

/// `drawPublished` subscribers hear the draw (whole: they read nothing).
fn announce(
    txn: &crate::kernel::work::Work,
    game: Game,
    draw: &NewDraw,
    saved: &lottery_draw::Model,
) {
    txn.announce(DomainEvent::area(super::events::DrawPublished {
        game: game.code().to_owned(),
        issue: saved.issue.clone(),
        draw_date: saved.draw_date,
        main: draw.main.clone(),
        extra: draw.extra.clone(),
        prize_list: saved.prize_list.clone(),
        pool_fen: saved.pool_fen,
        replay: saved.replay,
    }));
}

/// Staff correct a published draw (operations permission): its date,
/// numbers, prize list and pool replace the stored ones, `reason` (1 to
/// 200 characters) goes to the audit log with what was there before, and
/// subscribers of `drawPublished` hear the corrected draw (the same issue:
/// clients replace what they show). Nothing else keeps a draw: prize
/// checks and trend charts read the stored one, so they follow at once.
/// `NOT_FOUND` when the issue was never published.
pub async fn correct(
    ctx: &AppContext,
    viewer: &Viewer,
    game: Game,
    draw: NewDraw,
    prize_list: serde_json::Value,
    pool_fen: Option<i64>,
    reason: &str,
) -> AppResult<lottery_draw::Model> {
    use sea_orm::ActiveModelTrait;
    viewer.require(Permission::Operations)?;
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(AppError::invalid("reason", "say why the draw is corrected"));
    }
    crate::kernel::validate::max_chars("reason", reason, 200)?;
    let prize_list = checked(game, &draw, &prize_list, pool_fen)?;
    let txn = crate::kernel::db::begin(ctx).await?;
    let before = lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .filter(lottery_draw::Column::Issue.eq(&draw.issue))
        .one(&txn)
        .await?
        .ok_or_else(|| AppError::not_found(format!("issue {} was never published", draw.issue)))?;
    let mut row: lottery_draw::ActiveModel = before.clone().into();
    row.draw_date = Set(draw.draw_date);
    row.main_numbers = Set(serde_json::json!(draw.main));
    row.extra_numbers = Set(serde_json::json!(draw.extra));
    row.prize_list = Set(prize_list);
    row.pool_fen = Set(pool_fen);
    let saved = row.update(&txn).await?;
    crate::kernel::audit::record(
        &txn,
        Some(viewer.member_id),
        "lottery.correct_draw",
        &format!("draw:{}:{}", game.code(), draw.issue),
        serde_json::json!({
            "reason": reason,
            "before": {
                "drawDate": before.draw_date,
                "main": before.main_numbers,
                "extra": before.extra_numbers,
                "poolFen": before.pool_fen,
            },
        }),
    )
    .await?;
    announce(&txn, game, &draw, &saved);
    txn.commit().await?;
    Ok(saved)
}

/// A game's draw days and time, and its next draw after a moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSchedule {
    pub game: Game,
    /// 1 = Monday … 7 = Sunday.
    pub weekdays: Vec<u8>,
    /// `HH:MM`, Beijing time.
    pub time: String,
    pub next_draw_at: chrono::DateTime<chrono::Utc>,
}

/// Every game's schedule and next draw after `now` (the home page's
/// countdowns). Pure: the schedule is the rulebook's, no row is read.
pub fn schedules(now: chrono::DateTime<chrono::Utc>) -> Vec<GameSchedule> {
    Game::ALL
        .into_iter()
        .map(|game| {
            let s = super::schedule::schedule(game);
            let next = super::schedule::next_draw_after(game, now.timestamp());
            GameSchedule {
                game,
                weekdays: s.weekdays.to_vec(),
                time: format!("{:02}:{:02}", s.minute_of_day / 60, s.minute_of_day % 60),
                // A time within a week of now is always representable.
                next_draw_at: chrono::DateTime::from_timestamp(next, 0).unwrap_or(now),
            }
        })
        .collect()
}

/// The newest draw of each game that has one.
pub async fn latest(ctx: &AppContext) -> AppResult<Vec<lottery_draw::Model>> {
    let mut out = Vec::new();
    for game in Game::ALL {
        if let Some(d) = lottery_draw::Entity::find()
            .filter(lottery_draw::Column::Game.eq(game.code()))
            .order_by_desc(lottery_draw::Column::Issue)
            .one(&ctx.db)
            .await?
        {
            out.push(d);
        }
    }
    Ok(out)
}

/// Draws of a game, newest first: the page `window` asks for (its cursor an
/// issue, keyset) and whether more lie beyond it.
pub async fn history(
    ctx: &AppContext,
    game: Game,
    window: &Window<String>,
) -> AppResult<(Vec<lottery_draw::Model>, bool)> {
    let mut q = lottery_draw::Entity::find().filter(lottery_draw::Column::Game.eq(game.code()));
    q = match window {
        Window::Forward { after: Some(a), .. } => {
            q.filter(lottery_draw::Column::Issue.lt(normalize_issue("after", a)?))
        }
        Window::Backward {
            before: Some(b), ..
        } => q.filter(lottery_draw::Column::Issue.gt(normalize_issue("before", b)?)),
        _ => q,
    };
    let rows = q
        .order_by(lottery_draw::Column::Issue, window.order())
        .limit(window.size() + 1)
        .all(&ctx.db)
        .await?;
    Ok(window.finish(rows))
}

/// One draw.
pub async fn draw(
    ctx: &AppContext,
    game: Game,
    issue: &str,
) -> AppResult<Option<lottery_draw::Model>> {
    Ok(lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .filter(lottery_draw::Column::Issue.eq(normalize_issue("issue", issue)?))
        .one(&ctx.db)
        .await?)
}

/// Trend statistics of the last `window` draws.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trend {
    pub draws: Vec<lottery_draw::Model>,
    pub main: Vec<NumberStat>,
    pub extra: Vec<NumberStat>,
    pub hot: Vec<u8>,
    pub cold: Vec<u8>,
    /// The shape of each draw's main numbers, newest first.
    pub shapes: Vec<DrawShape>,
}

pub const MAX_TREND_WINDOW: u64 = 500;

pub async fn trend(ctx: &AppContext, game: Game, window: u64) -> AppResult<Trend> {
    if !(1..=MAX_TREND_WINDOW).contains(&window) {
        return Err(AppError::invalid(
            "last",
            format!("must be 1 to {MAX_TREND_WINDOW}"),
        ));
    }
    let draws = lottery_draw::Entity::find()
        .filter(lottery_draw::Column::Game.eq(game.code()))
        .order_by_desc(lottery_draw::Column::Issue)
        .limit(window)
        .all(&ctx.db)
        .await?;
    let main: Vec<Vec<u8>> = draws.iter().map(|d| as_numbers(&d.main_numbers)).collect();
    let extra: Vec<Vec<u8>> = draws.iter().map(|d| as_numbers(&d.extra_numbers)).collect();
    let (zm, ze) = game.zones();
    let main_stats = stats::number_stats(&main, zm.min, zm.max);
    let extra_stats = ze
        .map(|z| stats::number_stats(&extra, z.min, z.max))
        .unwrap_or_default();
    let (hot, cold) = stats::hot_and_cold(&main_stats, 5);
    let shapes = main
        .iter()
        .map(|m| stats::shape(m, zm.min, zm.max))
        .collect();
    Ok(Trend {
        draws,
        main: main_stats,
        extra: extra_stats,
        hot,
        cold,
        shapes,
    })
}
