//! GraphQL face of notifications (`domain::notify`): the member's settings
//! (categories, the games whose draws they hear of, quiet hours), the
//! WeChat subscription consents the mini-program records, and removing a
//! device on sign-out. No partner key reaches these fields (they are the
//! member's own, `partner_access::MEMBERS_ONLY`).

use async_graphql::{Context, Enum, InputObject, Object, SimpleObject};
use domain::notify::settings as service;
use domain::notify::{NotifySettings, SettingsUpdate};
use rules::notify::Category;

use crate::enums::Game;
use crate::member::DonePayload;
use crate::payload::{payload, split};
use crate::request::{app, viewer};
use crate::Result;

/// What a notification is about; each can be turned off.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
#[graphql(remote = "rules::notify::Category")]
pub enum NotificationCategory {
    /// 开奖结果 of the games chosen in `drawGames`.
    DrawResult,
    /// 竞猜结算: a pick or a competition settled.
    QuizSettled,
    /// 方案解锁与退款, and new plans of followed experts.
    Plan,
    /// 评论与回复: comments, replies, mentions and likes of one's posts.
    Reply,
    /// 提现进度 and commission credited; sent even in quiet hours.
    Withdrawal,
    /// 系统通知 from staff; sent even in quiet hours.
    System,
}

/// One category and whether the member hears of it.
#[derive(SimpleObject)]
pub struct NotificationCategoryState {
    /// The category.
    pub category: NotificationCategory,
    /// Whether its notifications are sent.
    pub enabled: bool,
}

/// A daily span of Beijing time in which notifications (other than
/// withdrawals and staff notices) wait and are sent when it ends.
#[derive(SimpleObject)]
pub struct QuietHours {
    /// Start, `HH:MM`.
    pub start: String,
    /// End, `HH:MM` (may be the next day's, e.g. 23:00–08:00).
    pub end: String,
}

/// A WeChat subscription message template the server sends a category
/// with; the mini-program asks the member to accept it.
#[derive(SimpleObject)]
pub struct SubscribeTemplate {
    /// The category it carries.
    pub category: NotificationCategory,
    /// WeChat's template id (for `wx.requestSubscribeMessage`).
    pub template_id: String,
}

/// The caller's notification settings.
#[derive(SimpleObject)]
pub struct NotificationSettings {
    /// Every category, in the settings page's order.
    #[graphql(directive = crate::list_size::list_size::apply(Category::ALL.len() as u32, None))]
    pub categories: Vec<NotificationCategoryState>,
    /// The games whose draw results the member hears of.
    pub draw_games: Vec<Game>,
    /// Quiet hours; null when off.
    pub quiet_hours: Option<QuietHours>,
    /// Notifications a day at most; the rest wait in the message centre.
    pub daily_cap: i32,
    /// The server's WeChat templates by category (empty without any).
    #[graphql(directive = crate::list_size::list_size::apply(Category::ALL.len() as u32, None))]
    pub subscribe_templates: Vec<SubscribeTemplate>,
}

impl From<NotifySettings> for NotificationSettings {
    fn from(s: NotifySettings) -> Self {
        Self {
            categories: Category::ALL
                .into_iter()
                .map(|c| NotificationCategoryState {
                    category: c.into(),
                    enabled: s.enabled(c),
                })
                .collect(),
            draw_games: s.games.iter().map(|g| (*g).into()).collect(),
            quiet_hours: s.quiet.map(|q| {
                let (start, end) = q.format();
                QuietHours { start, end }
            }),
            daily_cap: i32::try_from(s.daily_cap).unwrap_or(i32::MAX),
            subscribe_templates: s
                .templates
                .into_iter()
                .map(|(c, t)| SubscribeTemplate {
                    category: c.into(),
                    template_id: t,
                })
                .collect(),
        }
    }
}

/// Quiet hours to set.
#[derive(InputObject)]
pub struct QuietHoursInput {
    /// Start, `HH:MM` (24-hour, Beijing time).
    pub start: String,
    /// End, `HH:MM`; different from the start.
    pub end: String,
}

/// Input of `updateNotificationSettings`: what is given changes, the rest
/// stays.
#[derive(InputObject)]
pub struct UpdateNotificationSettingsInput {
    /// Exactly these categories are off (the others on).
    pub disabled_categories: Option<Vec<NotificationCategory>>,
    /// The games whose draw results to hear of (replaces the list).
    pub draw_games: Option<Vec<Game>>,
    /// Sets quiet hours.
    pub quiet_hours: Option<QuietHoursInput>,
    /// `true` turns quiet hours off.
    pub quiet_hours_off: Option<bool>,
}

/// Input of `recordSubscribeConsent`.
#[derive(InputObject)]
pub struct RecordSubscribeConsentInput {
    /// The templates the member accepted in `wx.requestSubscribeMessage`
    /// (1 to 3; each allows one message).
    pub template_ids: Vec<String>,
}

/// Input of `unregisterPushClient`.
#[derive(InputObject)]
pub struct UnregisterPushClientInput {
    /// The push client id `registerPushClient` bound.
    pub push_client_id: String,
}

payload!(
    /// The answer of `updateNotificationSettings`.
    UpdateNotificationSettingsPayload { settings: NotificationSettings, "The settings as now stored." }
);

/// The answer of `recordSubscribeConsent`.
#[derive(SimpleObject, Default)]
pub struct RecordSubscribeConsentPayload {
    /// Consents recorded (one message each).
    pub recorded: i32,
    /// Failures the caller can act on; empty on success.
    pub user_errors: Vec<crate::payload::UserError>,
}

#[derive(Default)]
pub struct NotifyQuery;

#[Object]
impl NotifyQuery {
    /// The caller's notification settings.
    async fn notification_settings(&self, ctx: &Context<'_>) -> Result<NotificationSettings> {
        Ok(service::get(app(ctx)?, viewer(ctx)?).await?.into())
    }
}

#[derive(Default)]
pub struct NotifyMutation;

#[Object]
impl NotifyMutation {
    /// Changes the caller's notification settings: categories, the games
    /// whose draws they hear of, quiet hours.
    async fn update_notification_settings(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "What changes; what is not given stays.")]
        input: UpdateNotificationSettingsInput,
    ) -> Result<UpdateNotificationSettingsPayload> {
        let change = SettingsUpdate {
            muted: input
                .disabled_categories
                .map(|cs| cs.into_iter().map(Into::into).collect()),
            games: input
                .draw_games
                .map(|gs| gs.into_iter().map(Into::into).collect()),
            quiet_hours: input.quiet_hours.map(|q| (q.start, q.end)),
            quiet_off: input.quiet_hours_off.unwrap_or(false),
        };
        let done = service::update(app(ctx)?, viewer(ctx)?, change).await;
        let (value, user_errors) = split(done)?;
        Ok(UpdateNotificationSettingsPayload {
            settings: value.map(Into::into),
            user_errors,
        })
    }

    /// Records the WeChat subscription templates the member accepted in
    /// the mini-program (WeChat allows one message per acceptance).
    async fn record_subscribe_consent(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The accepted templates.")] input: RecordSubscribeConsentInput,
    ) -> Result<RecordSubscribeConsentPayload> {
        let done = service::record_consent(app(ctx)?, viewer(ctx)?, &input.template_ids).await;
        let (value, user_errors) = split(done)?;
        Ok(RecordSubscribeConsentPayload {
            recorded: value.map_or(0, |n| i32::try_from(n).unwrap_or(i32::MAX)),
            user_errors,
        })
    }

    /// Removes the caller's device from push (on sign-out); a device not
    /// bound to the caller is left as it is.
    async fn unregister_push_client(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "The device to remove.")] input: UnregisterPushClientInput,
    ) -> Result<DonePayload> {
        let done = domain::member::service::unregister_push_client(
            app(ctx)?,
            viewer(ctx)?,
            &input.push_client_id,
        )
        .await;
        Ok(split(done)?.into())
    }
}
