//! A channel's figures over a range of days, from the roll-up only
//! (`channel_daily`): the channel's row and one range read of its days —
//! two statements, whatever the channel's size — and the chart of them in
//! the spec's shape (name, categories, series of name and data). Staff
//! compare channels with one grouped read of the same table.

use chrono::NaiveDate;
use sea_orm::sea_query::{Alias, Expr, Func, SimpleExpr};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

use super::channels::{self, Channel};
use crate::kernel::{AppContext, AppError, AppResult, Viewer};
use entities::channel_daily;
use rules::channel::MAX_DETAIL_DAYS;

/// One day of a channel (or of several channels added up).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Day {
    pub day: NaiveDate,
    pub registrations: i64,
    pub active: i64,
    pub check_ins: i64,
    pub invites: i64,
    pub points_issued: i64,
    pub points_spent: i64,
    pub earnings_fen: i64,
}

impl Day {
    fn zero(day: NaiveDate) -> Self {
        Self {
            day,
            ..Self::default()
        }
    }

    fn add(&mut self, r: &channel_daily::Model) {
        self.registrations += r.registrations;
        self.active += r.active;
        self.check_ins += r.check_ins;
        self.invites += r.invites;
        self.points_issued += r.points_issued;
        self.points_spent += r.points_spent;
        self.earnings_fen += r.earnings_fen;
    }
}

/// A chart in the spec's shape (ECharts: `xAxis.data` = categories, one
/// line per series).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chart {
    pub name: String,
    /// The days, `YYYY-MM-DD`.
    pub categories: Vec<String>,
    pub series: Vec<ChartSeries>,
}

/// One line of a chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartSeries {
    pub name: String,
    pub data: Vec<i64>,
}

/// Checks a range: `to` on or after `from`, at most [`MAX_DETAIL_DAYS`].
pub fn check_range(from: NaiveDate, to: NaiveDate) -> AppResult<()> {
    if to < from || (to - from).num_days() >= MAX_DETAIL_DAYS {
        return Err(AppError::invalid(
            "to",
            format!("must be on or after `from`, at most {MAX_DETAIL_DAYS} days in all"),
        ));
    }
    Ok(())
}

/// The days `from` to `to` (both included) of `channels` added up, days
/// without a row as zeros: one statement.
pub async fn days_of<C: ConnectionTrait>(
    db: &C,
    channels: &[String],
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<Day>> {
    check_range(from, to)?;
    let mut out: Vec<Day> = from
        .iter_days()
        .take_while(|d| *d <= to)
        .map(Day::zero)
        .collect();
    if channels.is_empty() {
        return Ok(out);
    }
    let rows = channel_daily::Entity::find()
        .filter(channel_daily::Column::Channel.is_in(channels.iter().cloned()))
        .filter(channel_daily::Column::Day.gte(from))
        .filter(channel_daily::Column::Day.lte(to))
        .order_by_asc(channel_daily::Column::Day)
        .all(db)
        .await?;
    for r in &rows {
        let at = (r.day - from).num_days();
        if let Some(d) = usize::try_from(at).ok().and_then(|i| out.get_mut(i)) {
            d.add(r);
        }
    }
    Ok(out)
}

/// Channel `id`'s days for its operator or staff (anyone else:
/// `NOT_FOUND`): two statements.
pub async fn days(
    ctx: &AppContext,
    viewer: &Viewer,
    id: i64,
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<(Channel, Vec<Day>)> {
    check_range(from, to)?;
    let row = channels::load(&ctx.db, viewer, id).await?;
    let days = days_of(&ctx.db, std::slice::from_ref(&row.channel), from, to).await?;
    Ok((row.into(), days))
}

/// The chart of `days` titled `name`: one series per figure (earnings in
/// fen).
pub fn chart(name: &str, days: &[Day]) -> Chart {
    let series = |label: &str, f: fn(&Day) -> i64| ChartSeries {
        name: label.to_owned(),
        data: days.iter().map(f).collect(),
    };
    Chart {
        name: name.to_owned(),
        categories: days.iter().map(|d| d.day.to_string()).collect(),
        series: vec![
            series("注册", |d| d.registrations),
            series("活跃", |d| d.active),
            series("签到", |d| d.check_ins),
            series("邀请", |d| d.invites),
            series("积分发放", |d| d.points_issued),
            series("积分消耗", |d| d.points_spent),
            series("收益(分)", |d| d.earnings_fen),
        ],
    }
}

/// One channel's totals over a range (staff's comparison).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Totals {
    pub channel: Channel,
    pub figures: Day,
}

/// Most channels compared at once.
pub const MAX_COMPARED: usize = 50;

/// Staff: the channels `ids` (those that exist, in that order) side by
/// side from `from` to `to`; at most [`MAX_COMPARED`].
pub async fn compare_ids(
    ctx: &AppContext,
    viewer: &Viewer,
    ids: &[i64],
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<Totals>> {
    viewer.require(channels::STAFF)?;
    if ids.len() > MAX_COMPARED {
        return Err(AppError::invalid("ids", "at most 50 channels"));
    }
    let found = channels::many(ctx, viewer, ids).await?;
    let ordered = ids
        .iter()
        .filter_map(|id| found.iter().find(|c| c.id == *id).cloned())
        .collect();
    compare(ctx, viewer, ordered, from, to).await
}

/// Staff: every channel's totals from `from` to `to`, in the order of
/// `channels`: one grouped read.
pub async fn compare(
    ctx: &AppContext,
    viewer: &Viewer,
    channels: Vec<Channel>,
    from: NaiveDate,
    to: NaiveDate,
) -> AppResult<Vec<Totals>> {
    viewer.require(channels::STAFF)?;
    check_range(from, to)?;
    if channels.is_empty() {
        return Ok(Vec::new());
    }
    let total = |c: channel_daily::Column, name: &'static str| {
        (
            SimpleExpr::from(Func::cast_as(Func::sum(Expr::col(c)), Alias::new("BIGINT"))),
            name,
        )
    };
    let mut q = channel_daily::Entity::find()
        .select_only()
        .column(channel_daily::Column::Channel);
    for (expr, name) in [
        total(channel_daily::Column::Registrations, "registrations"),
        total(channel_daily::Column::Active, "active"),
        total(channel_daily::Column::CheckIns, "check_ins"),
        total(channel_daily::Column::Invites, "invites"),
        total(channel_daily::Column::PointsIssued, "points_issued"),
        total(channel_daily::Column::PointsSpent, "points_spent"),
        total(channel_daily::Column::EarningsFen, "earnings_fen"),
    ] {
        q = q.column_as(expr, name);
    }
    type Row = (String, i64, i64, i64, i64, i64, i64, i64);
    let rows: Vec<Row> = q
        .filter(channel_daily::Column::Channel.is_in(channels.iter().map(|c| c.channel.clone())))
        .filter(channel_daily::Column::Day.gte(from))
        .filter(channel_daily::Column::Day.lte(to))
        .group_by(channel_daily::Column::Channel)
        .into_tuple()
        .all(&ctx.db)
        .await?;
    Ok(channels
        .into_iter()
        .map(|channel| {
            let figures = rows
                .iter()
                .find(|r| r.0 == channel.channel)
                .map(|r| Day {
                    day: from,
                    registrations: r.1,
                    active: r.2,
                    check_ins: r.3,
                    invites: r.4,
                    points_issued: r.5,
                    points_spent: r.6,
                    earnings_fen: r.7,
                })
                .unwrap_or_else(|| Day::zero(from));
            Totals { channel, figures }
        })
        .collect())
}
