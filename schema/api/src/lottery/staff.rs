//! Staff-only lottery roots (in the full schema only): publishing a draw
//! with its prize list.

use async_graphql::{Context, InputObject, Object};
use domain::lottery::games::normalize_issue;
use domain::lottery::service;

use crate::enums::Game;
use crate::lottery::objects::{to_u8s, Draw};
use crate::request::{app, viewer};
use crate::Result;

/// A tier of a prize list as staff enter it.
#[derive(InputObject)]
pub struct DrawPrizeInput {
    /// 1 = 一等奖 … 10; one row per tier.
    pub tier: i32,
    /// The tier's name as published.
    pub name: Option<String>,
    /// Per winning bet, in fen.
    pub amount_fen: crate::scalars::BigInt,
    /// 大乐透: what a 追加 bet adds per winning bet, in fen.
    pub additional_fen: Option<crate::scalars::BigInt>,
    /// Winning bets nationwide.
    pub winners: Option<i64>,
}

impl DrawPrizeInput {
    /// The row as the prize-list rules read it.
    fn to_json(&self) -> serde_json::Value {
        let mut row = serde_json::json!({"tier": self.tier, "amountFen": self.amount_fen.0});
        if let Some(name) = &self.name {
            row["name"] = name.clone().into();
        }
        if let Some(a) = self.additional_fen {
            row["additionalFen"] = a.0.into();
        }
        if let Some(w) = self.winners {
            row["winners"] = w.into();
        }
        row
    }
}

#[derive(InputObject)]
pub struct PublishDrawInput {
    pub game: Game,
    pub issue: String,
    pub draw_date: crate::scalars::Date,
    pub main_numbers: Vec<i32>,
    pub extra_numbers: Vec<i32>,
    /// The published prize list, one row per tier.
    pub prize_list: Option<Vec<DrawPrizeInput>>,
    /// The jackpot pool after the draw, in fen.
    pub pool_fen: Option<crate::scalars::BigInt>,
}

crate::payload::payload!(
    /// The answer of `publishDraw`.
    PublishDrawPayload { draw: Draw, "The published draw; null on failure." }
);

/// Staff operations of this area: invisible to members and partners in
/// introspection, and refused to them (ARCHITECTURE.md "Three audiences").
#[derive(Default)]
pub struct LotteryStaffMutation;

#[Object]
impl LotteryStaffMutation {
    /// Publishes a draw with its prize list (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn publish_draw(
        &self,
        ctx: &Context<'_>,
        input: PublishDrawInput,
    ) -> Result<PublishDrawPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let draw = service::NewDraw {
                issue: normalize_issue("issue", &input.issue)?,
                draw_date: input.draw_date.0,
                main: to_u8s("mainNumbers", &input.main_numbers)?,
                extra: to_u8s("extraNumbers", &input.extra_numbers)?,
            };
            let prizes = serde_json::Value::Array(
                input
                    .prize_list
                    .iter()
                    .flatten()
                    .map(DrawPrizeInput::to_json)
                    .collect(),
            );
            service::publish(
                a,
                v,
                input.game.into(),
                draw,
                prizes,
                input.pool_fen.map(|p| p.0),
            )
            .await
        }
        .await;
        crate::payload::answer::<_, Draw, _>(done)
    }
}
