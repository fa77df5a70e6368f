// pages/ranking/member/index?id= (排名记录): a member's places on the past
// boards, week by week or month by month (周榜 / 月榜), newest first, as
// each board closed — 命中率 / 连红 / 回报率 第N名, or 未上榜 below that
// board's minimum. A row leads to that past board on 往期榜单. The kind of
// period lives in the address (&period=MONTH), so coming back from a
// board keeps it.
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { QuizBoardPeriod } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { EmptyState, MissingState, QueryState } from '../../ui';
import { PERIODS, PeriodTabs } from './BoardList';
import { periodLabel } from './format';
import { quizText as t } from './strings';
import './quiz.css';

const Places = graphql(`
  query QuizMemberPlaces($id: ID!, $period: QuizBoardPeriod!) {
    member(id: $id) {
      id
      nickname
    }
    quizPlaces(memberId: $id, period: $period) {
      period
      from
      to
      members
      hitRatePlace
      streakPlace
      returnRatePlace
    }
  }
`);

export function MemberRankingPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (!id) return <MissingState what={t.memberId} />;
  const period = PERIODS.find((p) => p.key === params.get('period'))?.key ?? 'WEEK';
  const choose = (next: QuizBoardPeriod) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'WEEK') q.delete('period');
        else q.set('period', next);
        return q;
      },
      { replace: true },
    );
  return <MemberPlaces id={id} period={period} onPeriod={choose} />;
}

function MemberPlaces({ id, period, onPeriod }: { id: string; period: QuizBoardPeriod; onPeriod: (period: QuizBoardPeriod) => void }) {
  const { data, previousData, loading, error, refetch } = useQuery(Places, { variables: { id, period }, context: { silent: true } });
  // The name stays while the other kind of period loads.
  const member = (data ?? previousData)?.member;
  const places = data?.quizPlaces;
  const place = (n: number | null | undefined) => (n != null ? t.placeOf(n) : t.unranked);
  return (
    <div className="lm-quiz" data-testid="member-ranking">
      {member && <h2 className="lm-quiz-heading lm-quiz-name">{member.nickname}</h2>}
      <PeriodTabs past period={period} onChange={onPeriod} />
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !data.member}
        emptyText={t.noMember}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {places &&
          (places.length === 0 ? (
            <EmptyState title={t.noPlaces} />
          ) : (
            <ol className="lm-quiz-board lm-quiz-places" data-testid="member-places">
              {places.map((p) => (
                <li key={p.period} data-testid="member-place">
                  <Link className="lm-quiz-place-row" to={linkTo.rankingDetail(period, p.period, 'HIT_RATE')}>
                    <span className="lm-quiz-row-main">
                      <b>{periodLabel(period, p.from, p.to)}</b>
                      <span className="lm-quiz-muted">{t.onBoard(p.members)}</span>
                    </span>
                    <span className="lm-quiz-place-list">
                      <span>
                        {t.byHitRate} {place(p.hitRatePlace)}
                      </span>
                      <span>
                        {t.byStreak} {place(p.streakPlace)}
                      </span>
                      <span>
                        {t.byReturnRate} {place(p.returnRatePlace)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          ))}
      </QueryState>
    </div>
  );
}
