//! Draw notices through the feeds against a local fake source (wiremock),
//! on SQLite and PostgreSQL (issue 57): a notice list stores each new
//! issue once with its prize list (a repeated poll nothing), a bad number
//! refuses the whole list, and an issue stored with other numbers is kept
//! and listed as a conflict.

use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{json, Value};
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use domain::feed::poll::{self, Feed, Polled};
use domain::lottery::Game;
use domain::testing::{test_context, TestMember};
use domain::{AppContext, Permission};

fn notice(code: &str, red: &str, blue: &str) -> Value {
    json!({"name": "双色球", "code": code, "date": "2026-08-18(二)", "week": "二",
           "red": red, "blue": blue, "sales": "380000000", "poolmoney": "2000000000",
           "prizegrades": [{"type": 1, "typenum": "5", "typemoney": "6000000"},
                           {"type": 2, "typenum": "100", "typemoney": "200000"}]})
}

async fn serve(server: &MockServer, list: Value) {
    server.reset().await;
    Mock::given(method("GET"))
        .and(path("/ssq"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(
                json!({"state": 0, "message": "查询成功", "total": 2, "result": list}),
            ),
        )
        .mount(server)
        .await;
}

async fn poll_draws(ctx: &AppContext, server: &MockServer) -> Polled {
    poll::poll_now(
        ctx,
        Feed::Draws(Game::Ssq),
        &format!("{}/ssq", server.uri()),
        300,
    )
    .await
    .unwrap()
}

async fn draws(ctx: &AppContext) -> u64 {
    entities::lottery_draw::Entity::find()
        .filter(entities::lottery_draw::Column::Game.eq("ssq"))
        .count(&ctx.db)
        .await
        .unwrap()
}

#[tokio::test]
async fn notices_store_each_draw_once_and_never_overwrite_a_stored_one() {
    let (ctx, _db) = test_context().await;
    let server = MockServer::start().await;
    let mut bad = notice("2026095", "02,05,11,19,27,33", "09");
    bad["blue"] = "17".into();
    serve(
        &server,
        json!([notice("2026094", "02,05,11,19,27,33", "09"), bad]),
    )
    .await;
    assert_eq!(
        poll_draws(&ctx, &server).await,
        Polled::Refused("INVALID_DRAW")
    );
    assert_eq!(draws(&ctx).await, 0, "one bad draw: nothing stored");

    let two = json!([
        notice("2026095", "01,08,12,20,26,31", "04"),
        notice("2026094", "02,05,11,19,27,33", "09")
    ]);
    serve(&server, two.clone()).await;
    let st = poll::state(&ctx, Feed::Draws(Game::Ssq)).await.unwrap();
    let mut row: entities::feed_state::ActiveModel = st.into();
    row.next_attempt_at = sea_orm::ActiveValue::Set(None);
    sea_orm::ActiveModelTrait::update(row, &ctx.db)
        .await
        .unwrap();
    for _ in 0..3 {
        assert_eq!(poll_draws(&ctx, &server).await, Polled::Taken);
    }
    assert_eq!(draws(&ctx).await, 2, "each issue once");
    let d = entities::lottery_draw::Entity::find()
        .filter(entities::lottery_draw::Column::Issue.eq("2026094"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(d.main_numbers, json!([2, 5, 11, 19, 27, 33]));
    assert_eq!(d.pool_fen, Some(200_000_000_000));
    assert_eq!(d.prize_list[0]["amountFen"], json!(600_000_000));

    // The source now lists 2026095 with other numbers: ours stands, and
    // staff see the disagreement.
    serve(
        &server,
        json!([notice("2026095", "03,08,12,20,26,31", "04")]),
    )
    .await;
    assert_eq!(poll_draws(&ctx, &server).await, Polled::Taken);
    let kept = entities::lottery_draw::Entity::find()
        .filter(entities::lottery_draw::Column::Issue.eq("2026095"))
        .one(&ctx.db)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.main_numbers, json!([1, 8, 12, 20, 26, 31]));
    let ops = TestMember::new("运营")
        .permission(Permission::Operations)
        .create(&ctx)
        .await
        .0;
    let listed = domain::feed::conflicts::list(&ctx, &ops).await.unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].subject, "draw:ssq:2026095");
    assert_eq!(listed[0].feed_value, "03 08 12 20 26 31 + 04");
}
