//! Today and yesterday (Asia/Shanghai) as SQL buckets, for the daily
//! roll-ups (`channel_daily`, `platform_daily`): a statement reads from
//! yesterday's start and groups by "today or not" (`CASE`, grouped by
//! output position, which both databases take), so no database's date
//! functions are needed; day columns are compared as they are.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::sea_query::{Alias, Asterisk, Expr, Func, IntoIden, SelectStatement, SimpleExpr};

/// Timestamp sources: from yesterday's start to tomorrow's.
pub(crate) struct Timed {
    pub from: DateTime<Utc>,
    pub split: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

impl Timed {
    pub(crate) fn bucket<T: IntoIden + 'static>(&self, col: (Alias, T)) -> SimpleExpr {
        Expr::case(Expr::col(col).gte(self.split), Expr::cust("1"))
            .finally(Expr::cust("0"))
            .into()
    }

    pub(crate) fn range<T: IntoIden + Clone + 'static>(
        &self,
        mut q: SelectStatement,
        col: (Alias, T),
    ) -> SelectStatement {
        q.and_where(Expr::col(col.clone()).gte(self.from))
            .and_where(Expr::col(col).lt(self.end));
        q
    }
}

/// Day sources: yesterday and today.
pub(crate) struct Dated {
    pub yesterday: NaiveDate,
    pub today: NaiveDate,
}

impl Dated {
    pub(crate) fn bucket<T: IntoIden + 'static>(&self, col: (Alias, T)) -> SimpleExpr {
        Expr::case(Expr::col(col).eq(self.today), Expr::cust("1"))
            .finally(Expr::cust("0"))
            .into()
    }

    pub(crate) fn range<T: IntoIden + 'static>(
        &self,
        mut q: SelectStatement,
        col: (Alias, T),
    ) -> SelectStatement {
        q.and_where(Expr::col(col).is_in([self.yesterday, self.today]));
        q
    }
}

pub(crate) fn count() -> SimpleExpr {
    Func::count(Expr::col(Asterisk)).into()
}

/// `CAST(SUM(x) AS BIGINT)`: PostgreSQL's sum of bigints is numeric.
pub(crate) fn sum(x: SimpleExpr) -> SimpleExpr {
    Func::cast_as(
        Func::coalesce([Func::sum(x).into(), Expr::cust("0")]),
        Alias::new("BIGINT"),
    )
    .into()
}

pub(crate) fn zero() -> SimpleExpr {
    Func::cast_as(Expr::cust("0"), Alias::new("BIGINT")).into()
}

/// Yesterday and today as of `now`, with the buckets of both kinds of
/// source: `(yesterday, today, timed, dated)`.
pub(crate) fn around(now: DateTime<Utc>) -> (NaiveDate, NaiveDate, Timed, Dated) {
    use super::clock::{shanghai_day, shanghai_day_start};
    let today = shanghai_day(now);
    let yesterday = today.pred_opt().unwrap_or(today);
    let timed = Timed {
        from: shanghai_day_start(yesterday),
        split: shanghai_day_start(today),
        end: shanghai_day_start(today.succ_opt().unwrap_or(today)),
    };
    (yesterday, today, timed, Dated { yesterday, today })
}

/// The condition of a roll-up's upsert: a day's row is replaced only by
/// figures computed as of the same instant or later (`updated_at` holds
/// the instant the figures were read as of). The roll-up reads outside
/// its write, so a run that read before a later run's and wrote after it
/// would otherwise put older figures back until the next run.
pub(crate) fn not_older<T, C>(table: T, updated_at: C) -> SimpleExpr
where
    T: IntoIden + 'static,
    C: IntoIden + Copy + 'static,
{
    Expr::col((table, updated_at)).lte(Expr::col((Alias::new("excluded"), updated_at)))
}
