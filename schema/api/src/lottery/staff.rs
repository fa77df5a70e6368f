//! Staff-only lottery roots (in the full schema only): publishing a draw
//! with its prize list, and correcting one.

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

impl PublishDrawInput {
    /// The draw, its prize list and pool as the service takes them.
    fn parts(
        &self,
    ) -> Result<(service::NewDraw, serde_json::Value, Option<i64>), domain::AppError> {
        let draw = service::NewDraw {
            issue: normalize_issue("issue", &self.issue)?,
            draw_date: self.draw_date.0,
            main: to_u8s("mainNumbers", &self.main_numbers)?,
            extra: to_u8s("extraNumbers", &self.extra_numbers)?,
        };
        let prizes = serde_json::Value::Array(
            self.prize_list
                .iter()
                .flatten()
                .map(DrawPrizeInput::to_json)
                .collect(),
        );
        Ok((draw, prizes, self.pool_fen.map(|p| p.0)))
    }
}

/// Input of `correctDraw`: the draw as it should have been published.
#[derive(InputObject)]
pub struct CorrectDrawInput {
    /// The game and issue of the published draw, and everything else as
    /// it should be (replacing what is stored).
    #[graphql(flatten)]
    pub draw: PublishDrawInput,
    /// Why (1 to 200 characters), kept in the audit log.
    pub reason: String,
}

crate::payload::payload!(
    /// The answer of `publishDraw` and `correctDraw`.
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
            let (draw, prizes, pool) = input.parts()?;
            service::publish(a, v, input.game.into(), draw, prizes, pool).await
        }
        .await;
        crate::payload::answer::<_, Draw, _>(done)
    }

    /// Corrects a published draw: its date, numbers, prize list and pool
    /// replace the stored ones, and `drawPublished` subscribers hear the
    /// corrected draw (staff, operations permission; audit-logged with the
    /// reason and what was there before).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn correct_draw(
        &self,
        ctx: &Context<'_>,
        input: CorrectDrawInput,
    ) -> Result<PublishDrawPayload> {
        let (a, v) = (app(ctx)?, viewer(ctx)?);
        let done = async {
            let (draw, prizes, pool) = input.draw.parts()?;
            let game = input.draw.game.into();
            service::correct(a, v, game, draw, prizes, pool, &input.reason).await
        }
        .await;
        crate::payload::answer::<_, Draw, _>(done)
    }
}
