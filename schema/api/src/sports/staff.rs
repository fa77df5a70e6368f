//! Staff-only sports roots (operations permission), in the full schema
//! only: entering and correcting matches, setting odds, publishing results.
//! Each answers with a payload carrying user errors.

use async_graphql::{Context, InputObject, Object, ID};
use chrono::{DateTime, Utc};
use domain::sports::staff;
use domain::AppError;

use crate::ids::NodeKind;
use crate::request::app;
use crate::scalars::Date;
use crate::sports::objects::{SportsGame, SportsMatch, SportsPlayType};
use crate::Result;

/// A score as staff enter it, home first.
#[derive(InputObject)]
pub struct SportsScoreInput {
    /// The home side's goals or points.
    pub home: i32,
    /// The away side's.
    pub away: i32,
}

impl SportsScoreInput {
    fn pair(&self, field: &str) -> Result<(u16, u16), AppError> {
        let side = |v: i32| u16::try_from(v).ok();
        side(self.home)
            .zip(side(self.away))
            .ok_or_else(|| AppError::invalid(field, format!("each side 0 to {}", staff::MAX_SCORE)))
    }
}

/// A sports match as staff enter or correct it.
#[derive(InputObject)]
pub struct SaveSportsMatchInput {
    /// The match to correct; absent to enter a new one.
    pub id: Option<ID>,
    /// The game (a correction keeps it).
    pub game: SportsGame,
    /// The official number (`周三001` for 竞彩; the number in its issue
    /// for 北单 and 传统足彩).
    pub match_num: String,
    /// The Beijing date of kickoff.
    pub match_date: Date,
    /// Kickoff, when known.
    pub kickoff: Option<DateTime<Utc>>,
    /// The league's short name, 1 to 40 characters.
    pub league: String,
    /// The home team, 1 to 40 characters.
    pub home: String,
    /// The away team, 1 to 40 characters.
    pub away: String,
    /// 让球 / 让分 for the home side in tenths (football whole goals, −10;
    /// basketball x.5 points, −35).
    pub handicap: Option<i32>,
    /// 大小分's preset total in tenths (basketball, ending in .5: 1785).
    pub total_line: Option<i32>,
    /// The 期 (北单 and 传统足彩 matches need one).
    pub issue: Option<String>,
}

/// New odds for one play type of a match.
#[derive(InputObject)]
pub struct SetSportsOddsInput {
    /// The match (`SportsMatch.id`).
    pub match_id: ID,
    /// The play type.
    pub play: SportsPlayType,
    /// Each option's odds in hundredths in the order of the play type's
    /// `options` (101 to 99900), null for an option not offered.
    pub odds: Vec<Option<i32>>,
    /// Whether single-match bets (单关) are taken.
    #[graphql(default)]
    pub single: bool,
}

/// A match's result as staff publish or correct it.
#[derive(InputObject)]
pub struct PublishSportsResultInput {
    /// The match (`SportsMatch.id`).
    pub match_id: ID,
    /// The full-time score (football: 90 minutes; basketball: with
    /// overtime); absent when `void`.
    pub full_time: Option<SportsScoreInput>,
    /// The half-time score (football).
    pub half_time: Option<SportsScoreInput>,
    /// 无效场次: the match is declared void (every leg counts at 1.00).
    #[graphql(default)]
    pub void: bool,
}

crate::payload::payload!(
    /// The answer of `saveSportsMatch`.
    SaveSportsMatchPayload { sports_match: SportsMatch, "The match as stored; null on failure." }
);
crate::payload::payload!(
    /// The answer of `setSportsOdds`.
    SetSportsOddsPayload { sports_match: SportsMatch, "The match with the new odds in force; null on failure." }
);
crate::payload::payload!(
    /// The answer of `publishSportsResult`.
    PublishSportsResultPayload { sports_match: SportsMatch, "The match with its result; null on failure." }
);

/// Staff operations of the sports area (operations permission): invisible
/// to members and partners in introspection, and refused to them.
#[derive(Default)]
pub struct SportsStaffMutation;

#[Object]
impl SportsStaffMutation {
    /// Enters a sports match, or corrects a stored one (staff, operations
    /// permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn save_sports_match(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match; with `id` a correction.")] input: SaveSportsMatchInput,
    ) -> Result<SaveSportsMatchPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = input
                .id
                .as_ref()
                .map(|id| crate::ids::parse_id("id", NodeKind::SportsMatch, id))
                .transpose()?;
            staff::save_match(
                a,
                v,
                id,
                staff::MatchInput {
                    game: input.game.into(),
                    match_num: input.match_num,
                    match_date: input.match_date.0,
                    kickoff: input.kickoff,
                    league: input.league,
                    home: input.home,
                    away: input.away,
                    handicap: input.handicap,
                    total_line: input.total_line,
                    issue: input
                        .issue
                        .map(|i| i.trim().to_owned())
                        .filter(|i| !i.is_empty()),
                },
            )
            .await
        }
        .await;
        crate::payload::answer::<_, SportsMatch, _>(done)
    }

    /// Sets new odds for one play type of a match, in force from now; the
    /// old ones stay in its odds history (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn set_sports_odds(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match, play type and odds.")] input: SetSportsOddsInput,
    ) -> Result<SetSportsOddsPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = crate::ids::parse_id("matchId", NodeKind::SportsMatch, &input.match_id)?;
            let odds = input.odds.iter().map(|o| o.map(i64::from)).collect();
            staff::set_odds(a, v, id, input.play.into(), odds, input.single).await
        }
        .await;
        crate::payload::answer::<_, SportsMatch, _>(done)
    }

    /// Publishes a match's result, or corrects it by publishing again
    /// (staff, operations permission).
    #[graphql(
        visible = "crate::audience::staff",
        guard = "crate::audience::Staff::Operations"
    )]
    async fn publish_sports_result(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The match and its scores, or `void`.")] input: PublishSportsResultInput,
    ) -> Result<PublishSportsResultPayload> {
        let (a, v) = (app(ctx)?, crate::request::viewer(ctx)?);
        let done = async {
            let id = crate::ids::parse_id("matchId", NodeKind::SportsMatch, &input.match_id)?;
            let result = match (&input.full_time, input.void) {
                (_, true) => staff::ResultInput::Void,
                (Some(full), false) => staff::ResultInput::Played {
                    full: full.pair("fullTime")?,
                    half: input
                        .half_time
                        .as_ref()
                        .map(|h| h.pair("halfTime"))
                        .transpose()?,
                },
                (None, false) => {
                    return Err(AppError::invalid(
                        "fullTime",
                        "give the score, or void: true",
                    ))
                }
            };
            staff::publish_result(a, v, id, result).await
        }
        .await;
        crate::payload::answer::<_, SportsMatch, _>(done)
    }
}
