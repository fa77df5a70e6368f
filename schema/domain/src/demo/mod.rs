//! Demo data: a small, believable community so a newcomer running the product
//! for the first time sees a living app — members with Chinese nicknames,
//! experts with many fans, follows, check-in and invite points, messages.
//!
//! The data is deterministic (fixed seed) and keeps every invariant the
//! services keep: follow counters equal the edges, every balance equals the
//! sum of its ledger, unread counters equal the unread receipts.

pub mod community;
pub mod season;
pub mod staff;

use chrono::Duration;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait, PaginatorTrait};

use crate::kernel::error::{AppError, AppResult};
use crate::member::accounts::new_member;
use entities::{
    check_in, follow, invite, member, message, message_receipt, points_ledger, shop_item,
    system_config,
};

const NICKNAMES: [&str; 40] = [
    "彩市老张",
    "双色球达人",
    "大乐透研究员",
    "福彩小王子",
    "排列三高手",
    "守号十年",
    "蓝球猎手",
    "冷号追踪者",
    "七星彩迷",
    "好运连连",
    "中奖绝缘体",
    "理性购彩",
    "老李看盘",
    "胆拖专家",
    "复式玩家",
    "走势图控",
    "遗漏分析师",
    "周末买一注",
    "三区比大师",
    "和值派",
    "小确幸",
    "彩票站店主",
    "追号不停",
    "随缘机选",
    "数字玩家",
    "幸运草",
    "红球守望",
    "快乐彩民",
    "北方彩友",
    "南方彩友",
    "每天一签",
    "积分达人",
    "新手上路",
    "老彩民王姐",
    "篮彩观察",
    "足彩分析",
    "竞彩小白",
    "奖池观察员",
    "梦想一注",
    "稳中求胜",
];

const CITIES: [(&str, &str); 10] = [
    ("北京市", "北京市"),
    ("上海市", "上海市"),
    ("广东省", "广州市"),
    ("广东省", "深圳市"),
    ("浙江省", "杭州市"),
    ("四川省", "成都市"),
    ("湖北省", "武汉市"),
    ("江苏省", "南京市"),
    ("陕西省", "西安市"),
    ("重庆市", "重庆市"),
];

/// The check-in reward table the demo configures: day 1..7 of a streak.
pub const DEMO_CHECK_IN_REWARDS: &str = "[5,5,5,5,5,5,20]";

// The shared data's real history, kept by the replay feeds that serve it
// again (the feed area sits below the demo, which may use any area).
use crate::feed::replay::RECORDED as DEMO_JCZQ_MATCHES;
use crate::feed::replay_draws::{DLT as DEMO_DLT_DRAWS, SSQ as DEMO_SSQ_DRAWS};
/// The seed of the demo's sample sports fixtures.
pub const DEMO_SAMPLE_SEED: u64 = 2026;

/// What the demo loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoSummary {
    pub members: usize,
    pub follows: usize,
    pub ledger_rows: usize,
    pub messages: usize,
}

/// Whether the database has no members yet.
pub async fn is_empty(db: &sea_orm::DatabaseConnection) -> AppResult<bool> {
    Ok(member::Entity::find().count(db).await? == 0)
}

/// Loads the demo into an empty database, all in one transaction.
pub async fn seed(db: &sea_orm::DatabaseConnection) -> AppResult<DemoSummary> {
    seed_with(db, true).await
}

/// [`seed`], with or without 竞彩足球 sample fixtures on sale: a server
/// started with `--demo` leaves them out, as its feeds (the replay of the
/// recorded real matches, or a configured source) put real ones on sale.
pub async fn seed_with(
    db: &sea_orm::DatabaseConnection,
    jczq_samples: bool,
) -> AppResult<DemoSummary> {
    if !is_empty(db).await? {
        return Err(AppError::conflict(
            "the database already has members; demo data goes only into an empty database",
        ));
    }
    let mut rng = StdRng::seed_from_u64(20_261_121);
    let now = crate::kernel::clock::now();
    let txn = crate::kernel::db::begin_on(db).await?;

    // Members, oldest first; the first three are experts.
    let mut ids = Vec::with_capacity(NICKNAMES.len());
    for (i, nick) in NICKNAMES.iter().enumerate() {
        let (province, city) = CITIES[i % CITIES.len()];
        let mut am = new_member((*nick).to_owned(), now - Duration::days(60 - i as i64));
        am.phone = Set(Some(format!("1380013{:04}", 8000 + i)));
        am.gender = Set(if i % 3 == 0 { "女" } else { "男" }.into());
        am.province = Set(province.into());
        am.city = Set(city.into());
        am.country = Set("中国".into());
        am.is_professor = Set(i < 3);
        am.vip_level = Set(match i % 10 {
            0 => "LEVEL3",
            1 | 2 => "LEVEL2",
            _ => "LEVEL1",
        }
        .into());
        am.register_gate = Set([0i16, 1, 2][i % 3]);
        am.register_platform = Set(["mp-weixin", "app", "h5"][i % 3].into());
        let saved = am.insert(&txn).await?;
        crate::member::findable::reindex(&txn, &saved).await?;
        ids.push(saved.id);
    }

    // Follows: everyone follows the experts; a few random follows each.
    let mut edges: Vec<(i64, i64)> = Vec::new();
    for &me in &ids {
        for &expert in &ids[..3] {
            if expert != me {
                edges.push((me, expert));
            }
        }
        for _ in 0..rng.gen_range(1..5) {
            let other = ids[rng.gen_range(0..ids.len())];
            if other != me && !edges.contains(&(me, other)) {
                edges.push((me, other));
            }
        }
    }
    let mut focus = vec![0i64; ids.len()];
    let mut fans = vec![0i64; ids.len()];
    let pos = |id: i64| ids.iter().position(|&x| x == id).unwrap_or(0);
    let follow_rows: Vec<follow::ActiveModel> = edges
        .iter()
        .enumerate()
        .map(|(n, &(a, b))| {
            focus[pos(a)] += 1;
            fans[pos(b)] += 1;
            follow::ActiveModel {
                member_id: Set(a),
                focus_member_id: Set(b),
                created_at: Set(now - Duration::minutes(10 * (edges.len() - n) as i64)),
            }
        })
        .collect();
    for chunk in follow_rows.chunks(200) {
        follow::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&txn)
            .await?;
    }

    // Points: a check-in streak per member (rewards from the demo table)
    // and an invite reward for some.
    let rewards = [5i64, 5, 5, 5, 5, 5, 20];
    let mut ledger = Vec::new();
    let mut check_ins = Vec::new();
    let mut invites = Vec::new();
    let mut invite_points = vec![0i64; ids.len()];
    let mut invite_num = vec![0i64; ids.len()];
    let mut balances = vec![0i64; ids.len()];
    let mut streaks = vec![0i32; ids.len()];
    let today = crate::kernel::clock::shanghai_day(now);
    for (i, &id) in ids.iter().enumerate() {
        let days = rng.gen_range(0..12);
        streaks[i] = days;
        for d in 0..days {
            let points = rewards[(d as usize).min(6)];
            balances[i] += points;
            let day = today - Duration::days((days - 1 - d) as i64);
            check_ins.push(check_in::ActiveModel {
                member_id: Set(id),
                day: Set(day),
                continuous_days: Set(d + 1),
                points: Set(points),
                created_at: Set(now - Duration::days((days - 1 - d) as i64)),
                ..Default::default()
            });
            ledger.push(points_ledger::ActiveModel {
                member_id: Set(id),
                points: Set(points),
                points_type: Set(0),
                reason: Set("CHECK_IN".into()),
                description: Set(format!("连续签到第{}天", d + 1)),
                balance_after: Set(balances[i]),
                idempotency_key: Set(Some(format!("demo:checkin:{id}:{day}"))),
                created_at: Set(now - Duration::days((days - 1 - d) as i64)),
                ..Default::default()
            });
        }
        // Every fourth member invited the member who joined right after.
        if i % 4 == 1 && i + 1 < ids.len() {
            let invitee = ids[i + 1];
            member::ActiveModel {
                id: Set(invitee),
                invite_me_member_id: Set(Some(id)),
                ..Default::default()
            }
            .update(&txn)
            .await?;
            invites.push(invite::ActiveModel {
                inviter_id: Set(id),
                invitee_id: Set(invitee),
                points: Set(50),
                created_at: Set(now - Duration::hours(3)),
                pair_low: Set(Some(id.min(invitee))),
                pair_high: Set(Some(id.max(invitee))),
                ..Default::default()
            });
            invite_num[i] += 1;
            invite_points[i] += 50;
            balances[i] += 50;
            ledger.push(points_ledger::ActiveModel {
                member_id: Set(id),
                points: Set(50),
                points_type: Set(0),
                reason: Set("INVITE".into()),
                description: Set("邀请好友奖励".into()),
                balance_after: Set(balances[i]),
                idempotency_key: Set(Some(format!("invite:{invitee}"))),
                created_at: Set(now - Duration::hours(3)),
                ..Default::default()
            });
        }
    }
    for chunk in ledger.chunks(200) {
        points_ledger::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&txn)
            .await?;
    }
    for chunk in check_ins.chunks(200) {
        check_in::Entity::insert_many(chunk.to_vec())
            .exec_without_returning(&txn)
            .await?;
    }
    if !invites.is_empty() {
        invite::Entity::insert_many(invites)
            .exec_without_returning(&txn)
            .await?;
    }

    // Messages: one welcome broadcast (no row per member) and a "new
    // follower" notice for each follow of the experts.
    message::ActiveModel {
        sender_id: Set(None),
        message_type: Set(0),
        audience: Set(2),
        group_id: Set(None),
        title: Set("欢迎来到彩友会员中心".into()),
        content: Set("每日签到领积分，关注专家看分析，理性购彩，量力而行。".into()),
        payload: Set(serde_json::json!({})),
        status: Set("SENT".into()),
        scheduled_at: Set(None),
        broadcast_seq: Set(Some(1)),
        sent_at: Set(Some(now - Duration::days(1))),
        created_at: Set(now - Duration::days(1)),
        ..Default::default()
    }
    .insert(&txn)
    .await?;
    let mut unread = vec![0i64; ids.len()];
    let mut messages = 1;
    for &(follower, followed) in edges.iter().filter(|(_, b)| ids[..3].contains(b)).take(30) {
        let fi = pos(follower);
        let msg = message::ActiveModel {
            sender_id: Set(Some(follower)),
            message_type: Set(1),
            audience: Set(0),
            group_id: Set(None),
            title: Set("新的关注".into()),
            content: Set(format!("{} 关注了你", NICKNAMES[fi])),
            payload: Set(serde_json::json!({ "followerId": follower.to_string() })),
            status: Set("SENT".into()),
            scheduled_at: Set(None),
            sent_at: Set(Some(now)),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
        message_receipt::ActiveModel {
            member_id: Set(followed),
            message_id: Set(msg.id),
            read_at: Set(None),
            created_at: Set(now),
        }
        .insert(&txn)
        .await?;
        unread[pos(followed)] += 1;
        messages += 1;
    }

    // Counters and balances, consistent with the rows above.
    for (i, &id) in ids.iter().enumerate() {
        member::ActiveModel {
            id: Set(id),
            focus_count: Set(focus[i]),
            fans_count: Set(fans[i]),
            points: Set(balances[i]),
            invite_num: Set(invite_num[i]),
            invite_points: Set(invite_points[i]),
            unread_message_count: Set(unread[i]),
            check_in_days: Set(streaks[i]),
            continuous_check_in_days: Set(streaks[i]),
            last_check_in_day: Set((streaks[i] > 0).then_some(today)),
            ..Default::default()
        }
        .update(&txn)
        .await?;
    }

    system_config::Entity::insert(system_config::ActiveModel {
        config_type: Set("CHECK_IN_REWARDS".into()),
        string_value: Set(DEMO_CHECK_IN_REWARDS.into()),
        int_value: Set(0),
        description: Set("连续签到第1-7天的积分奖励".into()),
        updated_by: Set(None),
        updated_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;
    system_config::Entity::insert(system_config::ActiveModel {
        config_type: Set("ANNOUNCEMENT".into()),
        string_value: Set("理性购彩，量力而行。未满18周岁不得购买彩票。".into()),
        int_value: Set(0),
        description: Set("首页公告".into()),
        updated_by: Set(None),
        updated_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;

    // The points shop: a few items on the shelf (no images in the demo).
    for (n, (name, description, price, stock)) in [
        (
            "彩票站定制笔记本",
            "记录选号与开奖，A5 大小。",
            300i64,
            50i64,
        ),
        ("幸运红球抱枕", "双色球红球造型，45 厘米。", 1200, 10),
        ("十元话费券", "兑换后三个工作日内充值到账。", 1000, 100),
        ("走势图会员 7 天", "解锁全部走势图与遗漏统计。", 200, 999),
    ]
    .into_iter()
    .enumerate()
    {
        shop_item::ActiveModel {
            name: Set(name.into()),
            description: Set(description.into()),
            images: Set(serde_json::json!([])),
            price_points: Set(price),
            stock: Set(stock),
            enabled: Set(true),
            sort_order: Set(n as i32),
            redeemed_count: Set(0),
            created_at: Set(now),
            updated_at: Set(now),
            ..Default::default()
        }
        .insert(&txn)
        .await?;
    }

    txn.commit().await?;

    // Real draw history for the lottery pages (the test fixtures' copy of
    // the shared data).
    for (game, text) in [
        (crate::lottery::Game::Ssq, DEMO_SSQ_DRAWS),
        (crate::lottery::Game::Dlt, DEMO_DLT_DRAWS),
    ] {
        let draws = crate::lottery::service::parse_history(game, text)?;
        crate::lottery::service::import(db, game, &draws, |_, _| {}).await?;
    }
    // Real 竞彩足球 matches with their odds and results.
    let (game, matches) = crate::sports::import::parse_matches(DEMO_JCZQ_MATCHES)?;
    crate::sports::import::import(db, game, &matches, |_, _| {}).await?;
    // Sample fixtures (flagged, and labelled on every page) for the games
    // no real data exists for: two weeks of results and three days on sale;
    // for 竞彩足球 only the three days on sale (the 排行 tab's picks).
    for game in [
        crate::sports::SportsGame::Jczq,
        crate::sports::SportsGame::Jclq,
        crate::sports::SportsGame::Bjdc,
        crate::sports::SportsGame::Ctzq,
    ]
    .into_iter()
    .filter(|g| jczq_samples || *g != crate::sports::SportsGame::Jczq)
    {
        let s = crate::sports::sample::generate(
            game,
            today - Duration::days(14),
            17,
            today,
            DEMO_SAMPLE_SEED,
        )?;
        crate::sports::import::import_with_issues(db, game, &s.matches, &s.issues, |_, _| {})
            .await?;
    }
    Ok(DemoSummary {
        members: ids.len(),
        follows: edges.len(),
        ledger_rows: ledger.len(),
        messages,
    })
}
