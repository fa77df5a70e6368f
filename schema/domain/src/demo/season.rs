//! The demo's guessing season: the demo members' picks replayed over the
//! real 竞彩足球 matches (their real odds and results) and over the
//! finished sample 竞彩篮球 fixtures of the last two weeks (labelled 示例数据
//! wherever shown), then settled by the real settlement, so records,
//! streaks, expert histories and the week and month boards show settled
//! history from the first start. The experts also publish free plans on
//! some real matches. Deterministic (fixed seed).

use chrono::{Duration, NaiveTime};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter, QueryOrder,
};

use crate::kernel::{AppContext, AppResult};
use crate::quiz::legs;
use crate::sports::import::MatchState;
use crate::sports::service::MatchView;
use crate::sports::{PlayType, SportsGame};
use entities::{expert_plan, expert_plan_leg, member, quiz_pick, quiz_pick_leg, sports_match};

/// What the replay stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeasonSummary {
    pub picks: usize,
    pub plans: usize,
    pub matches: usize,
}

/// The play types a replayed pick may take on a match of `game`.
fn plays(game: SportsGame) -> &'static [PlayType] {
    match game {
        SportsGame::Jclq => &[PlayType::Sf, PlayType::Rfsf, PlayType::Dxf],
        _ => &[PlayType::Spf, PlayType::Rqspf],
    }
}

/// Replays the season (see the module notes) for the demo members (the
/// first three are experts, who pick more and better). Runs after
/// `demo::seed`; settles through `quiz::settle`.
pub async fn replay(ctx: &AppContext) -> AppResult<SeasonSummary> {
    let mut rng = StdRng::seed_from_u64(20_261_126);
    let members: Vec<member::Model> = member::Entity::find()
        .filter(member::Column::IsOffice.eq(false))
        .order_by_asc(member::Column::Id)
        .all(&ctx.db)
        .await?;
    let finished: Vec<i64> = sports_match::Entity::find()
        .filter(sports_match::Column::State.eq(MatchState::Finished.code()))
        .filter(
            sports_match::Column::Game.is_in([SportsGame::Jczq.code(), SportsGame::Jclq.code()]),
        )
        .order_by_asc(sports_match::Column::MatchDate)
        .order_by_asc(sports_match::Column::Id)
        .all(&ctx.db)
        .await?
        .into_iter()
        .map(|m| m.id)
        .collect();
    let views = crate::sports::service::views_by_id(ctx, &finished).await?;
    let mut summary = SeasonSummary {
        picks: 0,
        plans: 0,
        matches: 0,
    };
    for id in &finished {
        let Some(view) = views.get(id) else { continue };
        let Some(result) = legs::decided(view) else {
            continue;
        };
        // The real matches have no kickoff time: 20:00 Beijing (12:00 UTC) of
        // their date.
        let kickoff = view.kickoff.unwrap_or_else(|| {
            view.match_date
                .and_time(NaiveTime::from_hms_opt(12, 0, 0).unwrap_or_default())
                .and_utc()
        });
        let txn = crate::kernel::db::begin(ctx).await?;
        let mut any = false;
        for (i, m) in members.iter().enumerate() {
            let expert = m.is_professor;
            if !rng.gen_bool(if expert { 0.8 } else { 0.2 }) {
                continue;
            }
            let options: Vec<(PlayType, usize, i64)> = plays(view.game)
                .iter()
                .filter_map(|p| {
                    let odds = view.odds.iter().find(|o| o.play == *p)?;
                    let l = line(view, *p);
                    // The option the result makes right, found by trying each.
                    let truth = (0..odds.odds.len()).find(|c| {
                        legs::settle(view.game, result, *p, *c, l)
                            == Some(crate::quiz::Outcome::Red)
                    })?;
                    let accuracy = if expert {
                        0.6
                    } else {
                        0.42 + 0.01 * (i % 8) as f64
                    };
                    let choice = if rng.gen_bool(accuracy) {
                        truth
                    } else {
                        let wrong: Vec<usize> =
                            (0..odds.odds.len()).filter(|c| *c != truth).collect();
                        wrong[rng.gen_range(0..wrong.len())]
                    };
                    Some((*p, choice, odds.odds.get(choice).copied().flatten()?))
                })
                .collect();
            let Some(&(play, choice, odds)) = options.get(rng.gen_range(0..options.len().max(1)))
            else {
                continue;
            };
            let pick = quiz_pick::ActiveModel {
                member_id: Set(m.id),
                game: Set(view.game.code().to_owned()),
                play: Set(play.code().to_owned()),
                parlay: Set(false),
                first_kickoff: Set(kickoff),
                state: Set("OPEN".to_owned()),
                stake_fen: Set(rules::quiz::NOTIONAL_STAKE_FEN),
                return_fen: Set(0),
                settled_seq: Set(None),
                settled_at: Set(None),
                period: Set(
                    rules::quiz::periods(crate::kernel::clock::shanghai_day(kickoff))[0].clone(),
                ),
                created_at: Set(kickoff - Duration::hours(3)),
                ..Default::default()
            }
            .insert(&txn)
            .await?;
            quiz_pick_leg::ActiveModel {
                pick_id: Set(pick.id),
                member_id: Set(m.id),
                match_id: Set(view.id),
                play: Set(play.code().to_owned()),
                choice: Set(choice as i16),
                odds: Set(odds),
                line: Set(line(view, play)),
                outcome: Set(None),
                ..Default::default()
            }
            .insert(&txn)
            .await?;
            summary.picks += 1;
            any = true;
            // Now and then an expert turns the pick into a free plan.
            if expert && view.game == SportsGame::Jczq && rng.gen_bool(0.15) {
                plan(&txn, m.id, view, play, choice, odds, kickoff).await?;
                summary.plans += 1;
            }
        }
        txn.commit().await?;
        if any {
            crate::quiz::settle::settle_match(ctx, view.id).await?;
            summary.matches += 1;
        }
    }
    close_again(ctx).await?;
    Ok(summary)
}

/// The week and the month that ended last are closed by a job within a
/// minute of the server's start — under `serve --demo` perhaps before
/// this replay filled them. Now that their picks are settled they are
/// closed again, so the demo's past boards hold the whole replay (a real
/// server never reopens a closed board).
async fn close_again(ctx: &AppContext) -> AppResult<()> {
    use entities::{quiz_board, quiz_closed_period};
    let now = crate::kernel::clock::now();
    for period in rules::quiz::previous_periods(crate::kernel::clock::shanghai_day(now)) {
        let txn = crate::kernel::db::begin(ctx).await?;
        quiz_board::Entity::delete_many()
            .filter(quiz_board::Column::Period.eq(rules::quiz::closed_name(&period)))
            .exec(&*txn)
            .await?;
        crate::quiz::record::boards_moved(&txn);
        quiz_closed_period::Entity::delete_by_id(period.clone())
            .exec(&*txn)
            .await?;
        txn.commit().await?;
        crate::quiz::closing::close(ctx, &period, now).await?;
    }
    Ok(())
}

fn line(view: &MatchView, play: PlayType) -> Option<i32> {
    match play {
        PlayType::Rqspf | PlayType::Rfsf => view.handicap,
        PlayType::Dxf => view.total_line,
        _ => None,
    }
}

async fn plan(
    txn: &sea_orm::DatabaseTransaction,
    expert: i64,
    view: &MatchView,
    play: PlayType,
    choice: usize,
    odds: i64,
    kickoff: chrono::DateTime<chrono::Utc>,
) -> AppResult<()> {
    let p = expert_plan::ActiveModel {
        expert_id: Set(expert),
        title: Set(format!("{} vs {} {}", view.home, view.away, play.name())),
        analysis: Set(format!(
            "{}：{}对{}。综合两队近期状态、交锋记录与赔率走势，本场推荐{}（{}）。仅供参考，理性看待。",
            view.league,
            view.home,
            view.away,
            play.options().get(choice).copied().unwrap_or_default(),
            play.name()
        )),
        price: Set(0),
        refund_on_miss: Set(false),
        first_kickoff: Set(kickoff),
        state: Set("OPEN".to_owned()),
        return_fen: Set(0),
        unlocks: Set(0),
        created_at: Set(kickoff - Duration::hours(5)),
        settled_at: Set(None),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    expert_plan_leg::ActiveModel {
        plan_id: Set(p.id),
        match_id: Set(view.id),
        play: Set(play.code().to_owned()),
        choice: Set(choice as i16),
        odds: Set(odds),
        line: Set(line(view, play)),
        outcome: Set(None),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    Ok(())
}
