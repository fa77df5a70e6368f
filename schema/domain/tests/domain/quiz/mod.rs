//! The 排行 tab on SQLite and PostgreSQL (issue 33), and the helpers its
//! two files share: picks, settlement
//! (once, corrections by the difference, void), records against
//! hand-worked sequences, plan unlocks and 不中退款, competitions, a
//! settlement job killed halfway, and the boards' statement counts.

use std::sync::atomic::Ordering;
use std::time::Duration;

use chrono::TimeDelta;
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use domain::kernel::jobs::Runner;
use domain::kernel::paging::Window;
use domain::kernel::Viewer;
use domain::quiz::boards::{self, Measure, Position};
use domain::quiz::competitions::{self, CompetitionInput};
use domain::quiz::legs::LegInput;
use domain::quiz::plans::{self, PlanInput};
use domain::quiz::{picks, settle, Outcome};
use domain::sports::staff::{self, MatchInput, ResultInput};
use domain::sports::{PlayType, SportsGame};
use domain::testing::{assert_points_invariants, counting_statements, test_context, TestMember};
use domain::{AppContext, ErrorCode, Permission};

pub(super) async fn staff(ctx: &AppContext) -> Viewer {
    TestMember::new("运营")
        .permission(Permission::Operations)
        .permission(Permission::Members)
        .create(ctx)
        .await
        .0
}

/// A member with a phone and `points` granted through the ledger.
pub(super) async fn member(ctx: &AppContext, nick: &str, points: i64) -> Viewer {
    let v = TestMember::new(nick)
        .phone(&format!("139{:08}", rand_suffix(nick)))
        .create(ctx)
        .await
        .0;
    if points > 0 {
        let txn = domain::kernel::db::begin(ctx).await.unwrap();
        domain::points::ledger::post(
            &txn,
            domain::points::ledger::Entry {
                member_id: v.member_id,
                points,
                reason: domain::points::ledger::Reason::AdReward,
                description: "测试积分".into(),
                key: format!("test:{}", v.member_id),
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
    }
    v
}

pub(super) fn rand_suffix(s: &str) -> u64 {
    s.bytes()
        .fold(7u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)))
        % 100_000_000
}

/// A 竞彩足球 match kicking off in `hours`, 胜平负 at 2.50 / 3.20 / 2.80.
pub(super) async fn open_match(ctx: &AppContext, staff: &Viewer, n: u32, hours: i64) -> i64 {
    let kickoff = domain::kernel::clock::now() + TimeDelta::hours(hours);
    let m = staff::save_match(
        ctx,
        staff,
        None,
        MatchInput {
            game: SportsGame::Jczq,
            match_num: format!("周三{n:03}"),
            match_date: domain::kernel::clock::shanghai_day(kickoff),
            kickoff: Some(kickoff),
            league: "示例联赛".into(),
            home: format!("主队{n}"),
            away: format!("客队{n}"),
            handicap: Some(-10),
            total_line: None,
            issue: None,
        },
    )
    .await
    .unwrap();
    staff::set_odds(
        ctx,
        staff,
        m.id,
        PlayType::Spf,
        vec![Some(250), Some(320), Some(280)],
        false,
    )
    .await
    .unwrap();
    staff::set_odds(
        ctx,
        staff,
        m.id,
        PlayType::Rqspf,
        vec![Some(400), Some(350), Some(160)],
        false,
    )
    .await
    .unwrap();
    m.id
}

/// An expert (`is_professor`) named `nick`.
pub(super) async fn expert(ctx: &AppContext, nick: &str) -> Viewer {
    TestMember::new(nick)
        .with(|m| m.is_professor = Set(true))
        .create(ctx)
        .await
        .0
}

/// The expert's 30-point 主胜 plan on `match_id`, refunded on a miss.
pub(super) async fn publish_plan(
    ctx: &AppContext,
    expert: &Viewer,
    match_id: i64,
) -> domain::quiz::plans::PlanView {
    plans::publish(
        ctx,
        expert,
        PlanInput {
            title: "主胜稳胆".into(),
            analysis:
                "主队近六场五胜，客队客场疲软，伤病名单较长，本场主队胜出的把握较大，推荐主胜。"
                    .repeat(2),
            price: 30,
            refund_on_miss: true,
            legs: vec![spf(match_id, 0)],
        },
    )
    .await
    .unwrap()
}

pub(super) fn spf(match_id: i64, choice: usize) -> LegInput {
    LegInput {
        match_id,
        play: PlayType::Spf,
        choice,
    }
}

pub(super) async fn publish(ctx: &AppContext, staff: &Viewer, id: i64, home: u16, away: u16) {
    staff::publish_result(
        ctx,
        staff,
        id,
        ResultInput::Played {
            full: (home, away),
            half: Some((0, 0)),
        },
    )
    .await
    .unwrap();
}

pub(super) async fn messages_of(ctx: &AppContext, member_id: i64) -> u64 {
    entities::message_receipt::Entity::find()
        .filter(entities::message_receipt::Column::MemberId.eq(member_id))
        .count(&ctx.db)
        .await
        .unwrap()
}

pub(super) async fn overall(ctx: &AppContext, member_id: i64) -> domain::quiz::Record {
    boards::records(ctx, member_id)
        .await
        .unwrap()
        .into_iter()
        .find(|(s, _)| s == "all")
        .map(|(_, r)| r)
        .unwrap_or_default()
}

mod closed_boards;
mod expert_board;
mod experts;
mod feed_results;
mod kept_points_page;
mod plan_withdraw;
mod settle_scale;
mod settlement;
