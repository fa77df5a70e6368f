//! A member's notification settings: the categories they turned off, the
//! games whose draws they hear of, quiet hours. No row means the defaults
//! (every category on, no games, quiet hours 23:00–08:00).

use std::collections::BTreeMap;

use rules::lottery::Game;
use rules::notify::{Category, QuietHours, DEFAULT_DAILY_CAP};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};

use crate::kernel::stored::known;
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::{notify_consent, notify_game, notify_setting};

/// At most this many consents recorded in one call (a page asks for at
/// most three templates at once; WeChat's own limit).
const MAX_CONSENTS: usize = 3;

/// A member's settings as the settings page shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotifySettings {
    /// Off categories.
    pub muted: Vec<Category>,
    pub games: Vec<Game>,
    /// `None`: quiet hours off.
    pub quiet: Option<QuietHours>,
    pub daily_cap: u32,
    /// The WeChat templates by category the server has.
    pub templates: Vec<(Category, String)>,
}

impl NotifySettings {
    pub fn enabled(&self, c: Category) -> bool {
        !self.muted.contains(&c)
    }
}

/// What a member changes; `None` keeps.
#[derive(Debug, Clone, Default)]
pub struct SettingsUpdate {
    pub muted: Option<Vec<Category>>,
    pub games: Option<Vec<Game>>,
    /// New quiet hours as typed, `HH:MM` each (Beijing time).
    pub quiet_hours: Option<(String, String)>,
    /// Quiet hours off (wins over `quiet_hours`).
    pub quiet_off: bool,
}

/// What the fan-out needs of a member's row (the defaults: nothing off,
/// quiet hours 23:00–08:00).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Rule {
    pub muted: u8,
    pub quiet: QuietHours,
}

impl Rule {
    pub fn wants(&self, c: Category) -> bool {
        self.muted & bit(c) == 0
    }
}

fn bit(c: Category) -> u8 {
    1 << Category::ALL.iter().position(|x| *x == c).unwrap_or(0)
}

/// The stored list of categories off; an unknown code is an error.
fn muted_of(text: &str) -> AppResult<Vec<Category>> {
    text.split(',')
        .filter(|c| !c.is_empty())
        .map(|c| known("Category", c, Category::from_code(c).ok_or(())))
        .collect()
}

fn rule_of(row: &notify_setting::Model) -> AppResult<Rule> {
    Ok(Rule {
        muted: muted_of(&row.muted)?.into_iter().fold(0, |m, c| m | bit(c)),
        quiet: QuietHours {
            start: row.quiet_start.max(0) as u32,
            end: row.quiet_end.max(0) as u32,
        },
    })
}

/// The fan-out's rules for `members` (one read; the defaults for a member
/// without a row).
pub(super) async fn rules_of<C: ConnectionTrait>(
    db: &C,
    members: &[i64],
) -> AppResult<BTreeMap<i64, Rule>> {
    let rows = notify_setting::Entity::find()
        .filter(notify_setting::Column::MemberId.is_in(members.iter().copied()))
        .all(db)
        .await?;
    rows.iter()
        .map(|r| Ok((r.member_id, rule_of(r)?)))
        .collect()
}

/// The templates configured, in the categories' order.
fn templates(ctx: &AppContext) -> Vec<(Category, String)> {
    Category::ALL
        .into_iter()
        .filter_map(|c| {
            ctx.providers
                .subscribe_templates
                .get(c.code())
                .map(|t| (c, t.clone()))
        })
        .collect()
}

/// The caller's settings.
pub async fn get(ctx: &AppContext, viewer: &Viewer) -> AppResult<NotifySettings> {
    let row = notify_setting::Entity::find_by_id(viewer.member_id)
        .one(&ctx.db)
        .await?;
    let games = notify_game::Entity::find()
        .filter(notify_game::Column::MemberId.eq(viewer.member_id))
        .order_by_asc(notify_game::Column::Game)
        .all(&ctx.db)
        .await?;
    let rule = row.as_ref().map(rule_of).transpose()?.unwrap_or_default();
    let quiet = (rule.quiet.start != rule.quiet.end).then_some(rule.quiet);
    let chosen = games
        .iter()
        .map(|g| known("Game", &g.game, Game::from_code(&g.game)))
        .collect::<AppResult<Vec<Game>>>()?;
    Ok(NotifySettings {
        muted: row
            .map(|r| muted_of(&r.muted))
            .transpose()?
            .unwrap_or_default(),
        // In the product's order, not the codes'.
        games: Game::ALL
            .into_iter()
            .filter(|g| chosen.contains(g))
            .collect(),
        quiet,
        daily_cap: DEFAULT_DAILY_CAP,
        templates: templates(ctx),
    })
}

/// Changes the caller's settings; answers them as now stored.
pub async fn update(
    ctx: &AppContext,
    viewer: &Viewer,
    change: SettingsUpdate,
) -> AppResult<NotifySettings> {
    let now = crate::kernel::clock::now();
    let member_id = viewer.member_id;
    let txn = crate::kernel::db::begin(ctx).await?;
    // The row with the defaults first, so each change is one update.
    notify_setting::Entity::insert(notify_setting::ActiveModel {
        member_id: Set(member_id),
        muted: Set(String::new()),
        quiet_start: Set(QuietHours::default().start as i32),
        quiet_end: Set(QuietHours::default().end as i32),
        sent_day: Set(String::new()),
        sent_count: Set(0),
        updated_at: Set(now),
    })
    .on_conflict(
        OnConflict::column(notify_setting::Column::MemberId)
            .do_nothing()
            .to_owned(),
    )
    .do_nothing()
    .exec_without_returning(&txn)
    .await?;
    let mut row = notify_setting::ActiveModel {
        member_id: sea_orm::ActiveValue::Unchanged(member_id),
        updated_at: Set(now),
        ..Default::default()
    };
    if let Some(muted) = &change.muted {
        let codes: Vec<&str> = Category::ALL
            .into_iter()
            .filter(|c| muted.contains(c))
            .map(Category::code)
            .collect();
        row.muted = Set(codes.join(","));
    }
    let quiet = match (&change.quiet_hours, change.quiet_off) {
        // Off is stored as equal ends (no minute is inside).
        (_, true) => Some(QuietHours { start: 0, end: 0 }),
        (Some((start, end)), false) => {
            let q = QuietHours::parse("quietHours", start, end)?;
            if q.start == q.end {
                return Err(AppError::invalid(
                    "quietHours",
                    "must start and end at different times",
                ));
            }
            Some(q)
        }
        (None, false) => None,
    };
    if let Some(q) = quiet {
        row.quiet_start = Set(q.start as i32);
        row.quiet_end = Set(q.end as i32);
    }
    notify_setting::Entity::update(row).exec(&txn).await?;
    if let Some(games) = &change.games {
        notify_game::Entity::delete_many()
            .filter(notify_game::Column::MemberId.eq(member_id))
            .exec(&txn)
            .await?;
        let mut games = games.clone();
        games.dedup();
        if !games.is_empty() {
            notify_game::Entity::insert_many(games.iter().map(|g| notify_game::ActiveModel {
                member_id: Set(member_id),
                game: Set(g.code().to_owned()),
            }))
            .on_conflict(
                OnConflict::columns([notify_game::Column::MemberId, notify_game::Column::Game])
                    .do_nothing()
                    .to_owned(),
            )
            .do_nothing()
            .exec_without_returning(&txn)
            .await?;
        }
    }
    txn.commit().await?;
    get(ctx, viewer).await
}

/// Records the templates the caller accepted in the mini-program's
/// subscription prompt (one message each, as WeChat allows); answers how
/// many were recorded. A template the server does not use is refused,
/// naming `templateIds`.
pub async fn record_consent(
    ctx: &AppContext,
    viewer: &Viewer,
    template_ids: &[String],
) -> AppResult<usize> {
    if template_ids.is_empty() || template_ids.len() > MAX_CONSENTS {
        return Err(AppError::invalid(
            "templateIds",
            format!("must list 1 to {MAX_CONSENTS} templates"),
        ));
    }
    let known: Vec<String> = templates(ctx).into_iter().map(|(_, t)| t).collect();
    if let Some(bad) = template_ids.iter().find(|t| !known.contains(t)) {
        return Err(AppError::invalid(
            "templateIds",
            format!("{bad} is not a template this server sends"),
        ));
    }
    let now = crate::kernel::clock::now();
    notify_consent::Entity::insert_many(template_ids.iter().map(|t| notify_consent::ActiveModel {
        member_id: Set(viewer.member_id),
        template_id: Set(t.clone()),
        created_at: Set(now),
        used_at: Set(None),
        notification_id: Set(None),
        ..Default::default()
    }))
    .exec_without_returning(&ctx.db)
    .await?;
    Ok(template_ids.len())
}
