//! The 竞彩篮球 schedule feed against a local fake source (wiremock), on
//! SQLite and PostgreSQL (issue 57): the basketball calculator's matches on
//! sale with their handicap and total lines, every odds change a history
//! row, a moved line applied to the match, a repeated poll nothing, and a
//! football list on the basketball feed refused.

use chrono::TimeDelta;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::feed::poll::{self, Feed, Polled};
use domain::testing::test_context;
use domain::AppContext;

fn calculator(matches: Value) -> Value {
    json!({
        "success": true, "errorCode": "0", "errorMessage": "处理成功",
        "value": {"lastUpdateTime": "2026-12-01 12:30:00",
                  "matchInfoList": [{"businessDate": "2026-12-01", "subMatchList": matches}]}
    })
}

/// A basketball match two days ahead (Beijing), its lines and the time
/// its 让分 and 大小分 odds were set.
fn listed(handicap: &str, total: &str, at: &str) -> Value {
    let day = (domain::kernel::clock::now() + TimeDelta::days(2))
        .with_timezone(&domain::sports::import::BEIJING)
        .format("%Y-%m-%d")
        .to_string();
    json!({
        "matchId": 1029472, "matchNumStr": "周二301", "matchDate": day, "matchTime": "08:30:00",
        "matchStatus": "Selling", "leagueAbbName": "美职篮",
        "homeTeamAbbName": "湖人", "awayTeamAbbName": "凯尔特人",
        "mnl": {"h": "1.42", "a": "2.11", "updateDate": "2026-12-01", "updateTime": "10:00:00"},
        "hdc": {"goalLine": handicap, "h": "1.70", "a": "1.70", "updateDate": "2026-12-01", "updateTime": at},
        "hilo": {"goalLine": total, "h": "1.75", "l": "1.65", "updateDate": "2026-12-01", "updateTime": at},
        "wnm": {},
        "poolList": [{"poolCode": "MNL", "single": 1}]
    })
}

async fn serve(server: &MockServer, body: Value) {
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/jclq"))
        .respond_with(ResponseTemplate::new(200).set_body_json(body))
        .mount(server)
        .await;
}

async fn poll_once(ctx: &AppContext, server: &MockServer) -> Polled {
    poll::poll_now(
        ctx,
        Feed::JclqSchedule,
        &format!("{}/jclq", server.uri()),
        300,
    )
    .await
    .unwrap()
}

async fn stored(ctx: &AppContext) -> (entities::sports_match::Model, Vec<(String, Value)>) {
    let m = entities::sports_match::Entity::find()
        .filter(entities::sports_match::Column::SourceId.eq("sporttery:1029472"))
        .one(&ctx.db)
        .await
        .unwrap()
        .expect("the match is stored");
    let odds = entities::sports_odds::Entity::find()
        .filter(entities::sports_odds::Column::MatchId.eq(m.id))
        .order_by_asc(entities::sports_odds::Column::Id)
        .all(&ctx.db)
        .await
        .unwrap()
        .into_iter()
        .map(|o| (o.play, o.odds))
        .collect();
    (m, odds)
}

#[tokio::test]
async fn a_basketball_schedule_puts_matches_on_sale_with_their_lines() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    serve(
        &server,
        calculator(json!([listed("-5.5", "215.5", "11:00:00")])),
    )
    .await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let (m, odds) = stored(&ctx).await;
    assert_eq!((m.game.as_str(), m.state.as_str()), ("jclq", "selling"));
    assert_eq!((m.handicap, m.total_line), (Some(-55), Some(2155)));
    assert!(!m.sample);
    let plays: Vec<&str> = odds.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(plays, ["sf", "rfsf", "dxf"]);
    assert_eq!(odds[0].1, json!([142, 211]));

    // The same list again: nothing new.
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    assert_eq!(stored(&ctx).await.1.len(), 3);

    // The lines move and the odds with them: the match takes the new
    // lines, each changed pool one more row, the old rows kept.
    serve(
        &server,
        calculator(json!([listed("-6.5", "217.5", "12:00:00")])),
    )
    .await;
    assert_eq!(poll_once(&ctx, &server).await, Polled::Taken);
    let (m, odds) = stored(&ctx).await;
    assert_eq!((m.handicap, m.total_line), (Some(-65), Some(2175)));
    let plays: Vec<&str> = odds.iter().map(|(p, _)| p.as_str()).collect();
    assert_eq!(plays, ["sf", "rfsf", "dxf", "rfsf", "dxf"]);

    // A football calculator on the basketball feed: refused, nothing
    // written, the metric's code named.
    let matches = entities::sports_match::Entity::find()
        .count(&ctx.db)
        .await
        .unwrap();
    serve(
        &server,
        calculator(json!([{
            "matchId": 2041077, "matchNumStr": "周五019", "matchDate": "2026-12-03",
            "matchTime": "20:00:00", "leagueAbbName": "法乙", "homeTeamAbbName": "雷恩",
            "awayTeamAbbName": "蒙彼利埃",
            "had": {"h": "2.20", "d": "3.05", "a": "2.88", "updateDate": "2026-12-01", "updateTime": "09:00:00"}
        }])),
    )
    .await;
    assert_eq!(
        poll_once(&ctx, &server).await,
        Polled::Refused("WRONG_GAME")
    );
    assert_eq!(
        entities::sports_match::Entity::find()
            .count(&ctx.db)
            .await
            .unwrap(),
        matches
    );
}
