//! What a post may carry: a saved number selection, a saved sports
//! selection or an expert plan, copied into the post as a public snapshot
//! when it is written (saved selections stay owner-only; the snapshot
//! shows what was picked then, whatever happens to the original).

use sea_orm::{ConnectionTrait, EntityTrait};

use super::view::Attachment;
use crate::kernel::{AppError, AppResult};
use entities::{expert_plan, saved_selection, sports_selection};

/// Which of the caller's things to attach.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum Attach {
    Numbers(i64),
    Sports(i64),
    Plan(i64),
}

fn numbers(v: &serde_json::Value, key: &str) -> String {
    v.get(key)
        .and_then(|a| a.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|n| n.as_u64())
                .map(|n| format!("{n:02}"))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default()
}

/// The snapshot of `what` as JSON text; `INVALID_ARGUMENT` naming the
/// input field when it is not the caller's (or not a published plan).
pub(crate) async fn snapshot<C: ConnectionTrait>(
    db: &C,
    me: i64,
    what: &Attach,
) -> AppResult<String> {
    let a = match *what {
        Attach::Numbers(id) => {
            let s = saved_selection::Entity::find_by_id(id)
                .one(db)
                .await?
                .filter(|s| s.member_id == me)
                .ok_or_else(|| AppError::invalid("savedSelectionId", "not a selection of yours"))?;
            let game = crate::kernel::stored::known(
                "game",
                &s.game,
                rules::lottery::games::Game::from_code(&s.game),
            )?
            .name();
            let main = numbers(&s.numbers, "main");
            let extra = numbers(&s.numbers, "extra");
            let line = if extra.is_empty() {
                main
            } else {
                format!("{main} + {extra}")
            };
            Attachment {
                kind: "NUMBERS".into(),
                title: format!("{game} {}注 {}倍", s.bets, s.multiple),
                lines: vec![line],
                plan_id: None,
            }
        }
        Attach::Sports(id) => {
            let s = sports_selection::Entity::find_by_id(id)
                .one(db)
                .await?
                .filter(|s| s.member_id == me)
                .ok_or_else(|| {
                    AppError::invalid("sportsSelectionId", "not a selection of yours")
                })?;
            let game = crate::kernel::stored::known(
                "sports game",
                &s.game,
                rules::sports::SportsGame::from_code(&s.game).ok_or(()),
            )?
            .name();
            let passes: Vec<String> =
                serde_json::from_value(s.pass_types.clone()).unwrap_or_default();
            let matches = s.matches.as_array().map(|m| m.len()).unwrap_or(0);
            Attachment {
                kind: "SPORTS".into(),
                title: format!("{game} {}", passes.join(" ")),
                lines: vec![format!("{matches}场 · {}注 · {}倍", s.bets, s.multiple)],
                plan_id: None,
            }
        }
        Attach::Plan(id) => {
            let p = expert_plan::Entity::find_by_id(id)
                .one(db)
                .await?
                .filter(|p| p.expert_id == me)
                .ok_or_else(|| AppError::invalid("expertPlanId", "not a plan of yours"))?;
            // Only the title: the analysis stays behind the plan's unlock.
            Attachment {
                kind: "PLAN".into(),
                title: p.title,
                lines: Vec::new(),
                plan_id: Some(p.id),
            }
        }
    };
    serde_json::to_string(&a).map_err(AppError::internal)
}
