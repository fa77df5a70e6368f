// pages/ranking/detail/index, 往期榜单: each past week's and month's board
// as it was when the period ended (?period=WEEK|MONTH, &name=week:2026-W47
// a closed period, the newest by default, &measure=HIT_RATE|STREAK|
// RETURN_RATE). The choices live in the address, so a link names a period.
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { QuizBoardMeasure, QuizBoardPeriod } from '../../gql/graphql';
import { EmptyState, QueryState, Tabs } from '../../ui';
import { BoardList, MEASURES, MeasureTabs, PERIODS, PeriodTabs } from './BoardList';
import { periodLabel } from './format';
import { quizText as t } from './strings';
import './quiz.css';

const ClosedPeriods = graphql(`
  query QuizClosedPeriods($period: QuizBoardPeriod!) {
    quizClosedPeriods(period: $period) {
      name
      from
      to
    }
  }
`);

/** The page's choices, read from the address (unknown values: the defaults). */
function readChoices(params: URLSearchParams) {
  const period = PERIODS.find((p) => p.key === params.get('period'))?.key ?? 'WEEK';
  const measure = MEASURES.find((m) => m.key === params.get('measure'))?.key ?? 'HIT_RATE';
  return { period, measure, name: params.get('name') ?? undefined };
}

type Choices = ReturnType<typeof readChoices>;

export function RankingDetailPage() {
  const [params, setParams] = useSearchParams();
  const choices = readChoices(params);
  const choose = (next: Partial<Choices>) => {
    const c = { ...choices, ...next };
    setParams({ period: c.period, ...(c.name ? { name: c.name } : {}), measure: c.measure }, { replace: true });
  };
  return (
    <div className="lm-quiz lm-quiz-ranking" data-testid="ranking-detail">
      {/* Another kind of period: its newest closed one. */}
      <PeriodTabs past period={choices.period} onChange={(period) => choose({ period, name: undefined })} />
      <ClosedBoards {...choices} onName={(name) => choose({ name })} onMeasure={(measure) => choose({ measure })} />
    </div>
  );
}

function ClosedBoards({
  period,
  measure,
  name,
  onName,
  onMeasure,
}: {
  period: QuizBoardPeriod;
  measure: QuizBoardMeasure;
  name?: string;
  onName: (name: string) => void;
  onMeasure: (measure: QuizBoardMeasure) => void;
}) {
  const { data, loading, error, refetch } = useQuery(ClosedPeriods, { variables: { period }, context: { silent: true } });
  const periods = data?.quizClosedPeriods;
  // The named period when it is listed, else the newest.
  const chosen = periods?.find((p) => p.name === name) ?? periods?.[0];
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {periods && !chosen && (
        <EmptyState title={t.noClosedPeriods}>
          <p className="lm-quiz-muted">{t.noClosedPeriodsWhy(period === 'WEEK' ? t.weekUnit : t.monthUnit)}</p>
        </EmptyState>
      )}
      {periods && chosen && (
        <>
          <nav aria-label={t.closedPeriods}>
            <Tabs className="lm-quiz-tabs lm-quiz-closed" activeKey={chosen.name} onChange={onName} data-testid="closed-periods">
              {periods.map((p) => (
                <Tabs.Tab key={p.name} title={periodLabel(period, p.from, p.to)} />
              ))}
            </Tabs>
          </nav>
          <MeasureTabs measure={measure} onChange={onMeasure} />
          <BoardList period={period} measure={measure} closed={{ name: chosen.name, label: periodLabel(period, chosen.from, chosen.to) }} />
        </>
      )}
    </QueryState>
  );
}
