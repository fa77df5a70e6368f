// my/check-in: today's card, the reward table, this month's calendar.
import { useMutation, useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { pointsText as t } from './strings';

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
  const { data, refetch } = useQuery(CheckInPageQuery, { variables: { month } });
  const [checkIn] = useMutation(DoCheckIn);
  const s = data?.checkInStatus;
  const checked = new Set((data?.checkInCalendar ?? []).map((d) => String(d.day)));
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  return (
    <div className="page check-in">
      {s && <p>{t.continuous(s.continuousDays)}</p>}
      <button
        className="primary"
        disabled={!s || s.checkedInToday}
        onClick={async () => {
          const r = (await checkIn().catch(() => null))?.data?.checkIn;
          if (r?.checkIn && !showUserErrors(r.userErrors)) {
            toast(`+${r.checkIn.points}`, 0);
            void refetch();
          }
        }}
      >
        {s?.checkedInToday ? t.checkedIn : `${t.checkIn} +${s?.todayReward ?? ''}`}
      </button>
      <h2>{t.rewards}</h2>
      <ol className="rewards">
        {s?.rewards.map((r, i) => (
          <li key={i}>
            {t.day(i + 1)} +{r}
          </li>
        ))}
      </ol>
      <h2>{month}</h2>
      <div className="calendar">
        {t.week.map((w) => (
          <b key={w}>{w}</b>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          <span key={`pad${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const day = `${month}-${String(i + 1).padStart(2, '0')}`;
          return (
            <span key={day} className={checked.has(day) ? 'checked' : ''} data-testid={checked.has(day) ? 'checked-day' : undefined}>
              {i + 1}
            </span>
          );
        })}
      </div>
    </div>
  );
}
