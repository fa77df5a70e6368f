// my/check-in: today's card, the reward table, this month's calendar.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button, QueryState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { pointsText as t } from './strings';
import './points.css';

const CheckInPageQuery = graphql(`
  query CheckInPage($month: String!) {
    checkInStatus {
      today
      checkedInToday
      continuousDays
      todayReward
      rewards
    }
    checkInCalendar(month: $month) {
      day
      points
    }
  }
`);

const DoCheckIn = graphql(`
  mutation CheckInNow {
    checkIn(input: {}) {
      checkIn {
        points
        continuousDays
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The Asia/Shanghai month of now, as `YYYY-MM`. */
function shanghaiMonth(now = new Date()): string {
  const sh = new Date(now.getTime() + 8 * 3600_000);
  return sh.toISOString().slice(0, 7);
}

export function CheckInPage() {
  const month = shanghaiMonth();
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(CheckInPageQuery, { variables: { month }, context: { silent: true } });
  const [checkIn] = useMutation(DoCheckIn);
  const s = data?.checkInStatus;
  const checked = new Set((data?.checkInCalendar ?? []).map((d) => String(d.day)));
  const today = s ? String(s.today).slice(0, 10) : '';
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  return (
    <div className="points-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {s && (
          <>
            <section className="points-checkin">
              <p className="points-streak">{t.continuous(s.continuousDays)}</p>
              <p className="points-hint">{s.checkedInToday ? t.checkedInReward : t.todayReward(s.todayReward)}</p>
              <Button
                className="points-checkin-button"
                data-testid="check-in-now"
                block
                color="primary"
                shape="rounded"
                disabled={s.checkedInToday}
                onClick={async () => {
                  const r = (await checkIn().catch(() => null))?.data?.checkIn;
                  if (r?.checkIn && !showUserErrors(r.userErrors)) {
                    toast(`+${r.checkIn.points}`, 0);
                    await refetch().catch(() => null);
                  }
                }}
              >
                {s.checkedInToday ? t.checkedIn : `${t.checkIn} +${s.todayReward}`}
              </Button>
            </section>
            <h2 className="points-section">{t.rewards}</h2>
            <ol className="points-rewards">
              {s.rewards.map((r, i) => (
                <li key={i}>
                  <span>{t.day(i + 1)}</span>
                  <b>+{r}</b>
                </li>
              ))}
            </ol>
            <h2 className="points-section">{t.month(month)}</h2>
            <div className="points-calendar">
              {t.week.map((w) => (
                <b key={w} className="points-weekday">
                  {w}
                </b>
              ))}
              {Array.from({ length: firstWeekday }, (_, i) => (
                <span key={`pad${i}`} aria-hidden />
              ))}
              {Array.from({ length: days }, (_, i) => {
                const day = `${month}-${String(i + 1).padStart(2, '0')}`;
                const done = checked.has(day);
                const classes = ['points-day', done ? 'points-day-checked' : '', day === today ? 'points-day-today' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <span key={day} className={classes} data-testid={done ? 'checked-day' : undefined}>
                    {i + 1}
                    {done && <span className="points-sr">{t.dayChecked}</span>}
                  </span>
                );
              })}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
