// pages/quiz/index, the 排行 tab: the week and month boards by hit rate,
// longest streak and return rate (best first, a page at a time), the
// caller's own place pinned under them (未上榜 below the board's minimum),
// and the ways to the tab's other pages.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { QuizBoardMeasure, QuizBoardPeriod } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { EmptyState, Grid, LoadMore, QueryState, Tabs } from '../../ui';
import { BoardRow, BoardRow_row, type BoardRowRef } from './BoardRow';
import { quizText as t } from './strings';
import './quiz.css';

const Board = graphql(`
  query QuizBoardPage($period: QuizBoardPeriod!, $measure: QuizBoardMeasure!, $after: String) {
    quizBoard(period: $period, measure: $measure, first: 10, after: $after) {
      period
      measure
      edges {
        cursor
        node {
          ...BoardRow_row
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      mine {
        place
        row {
          ...BoardRow_row
        }
      }
    }
    quizRules {
      boardMinWeek
      boardMinMonth
    }
  }
`);

const ENTRIES: { to: string; label: string; glyph: string }[] = [
  { to: paths.quizPick, label: t.entries.pick, glyph: '猜' },
  { to: paths.quizMine, label: t.entries.mine, glyph: '我' },
  { to: paths.quizExperts, label: t.entries.experts, glyph: '专' },
  { to: paths.competitions, label: t.entries.competitions, glyph: '赛' },
  { to: paths.quizRecruit, label: t.entries.recruit, glyph: '招' },
  { to: paths.quizRules, label: t.entries.rules, glyph: '规' },
];

const PERIODS: { key: QuizBoardPeriod; name: string }[] = [
  { key: 'WEEK', name: t.week },
  { key: 'MONTH', name: t.month },
];

const MEASURES: { key: QuizBoardMeasure; name: string }[] = [
  { key: 'HIT_RATE', name: t.byHitRate },
  { key: 'STREAK', name: t.byStreak },
  { key: 'RETURN_RATE', name: t.byReturnRate },
];

export function QuizTabPage() {
  const [period, setPeriod] = useState<QuizBoardPeriod>('WEEK');
  const [measure, setMeasure] = useState<QuizBoardMeasure>('HIT_RATE');
  return (
    <div className="lm-quiz lm-quiz-tab" data-testid="quiz-tab">
      <nav aria-label={t.tab}>
        <Grid columns={3} gap={8} className="lm-quiz-entries">
          {ENTRIES.map((e) => (
            <Grid.Item key={e.to}>
              <Link className="lm-quiz-entry" to={e.to} data-testid="quiz-entry">
                <span className="lm-quiz-entry-glyph" aria-hidden>
                  {e.glyph}
                </span>
                {e.label}
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </nav>
      <Tabs className="lm-quiz-tabs" activeKey={period} onChange={(k) => setPeriod(k as QuizBoardPeriod)} data-testid="period-tabs">
        {PERIODS.map((p) => (
          <Tabs.Tab key={p.key} title={p.name} />
        ))}
      </Tabs>
      <Tabs className="lm-quiz-tabs lm-quiz-measures" activeKey={measure} onChange={(k) => setMeasure(k as QuizBoardMeasure)} data-testid="measure-tabs">
        {MEASURES.map((m) => (
          <Tabs.Tab key={m.key} title={m.name} />
        ))}
      </Tabs>
      <BoardList period={period} measure={measure} />
    </div>
  );
}

function BoardList({ period, measure }: { period: QuizBoardPeriod; measure: QuizBoardMeasure }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(Board, {
    variables: { period, measure },
    context: { silent: true },
    notifyOnNetworkStatusChange: true,
  });
  const b = data?.quizBoard;
  const periodName = period === 'WEEK' ? t.week : t.month;
  const min = period === 'WEEK' ? data?.quizRules.boardMinWeek : data?.quizRules.boardMinMonth;
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {b && (
        <>
          <h2 className="lm-quiz-heading">{t.boardTitle(periodName, MEASURES.find((m) => m.key === measure)?.name ?? '')}</h2>
          {b.edges.length === 0 ? (
            <EmptyState title={t.boardEmpty(periodName)}>
              <Link to={paths.quizPick}>{t.goPick}</Link>
            </EmptyState>
          ) : (
            <ol className="lm-quiz-board" data-testid="board">
              {b.edges.map((e) => (
                <BoardRow key={e.cursor} row={e.node} measure={measure} periodName={periodName} />
              ))}
            </ol>
          )}
          <LoadMore pageInfo={b.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          <section className="lm-quiz-mine" aria-label={t.myPlace} data-testid="my-place">
            <MyPlace mine={b.mine} measure={measure} period={period} periodName={periodName} min={min ?? 0} />
          </section>
        </>
      )}
    </QueryState>
  );
}

function MyPlace({
  mine,
  measure,
  period,
  periodName,
  min,
}: {
  mine: { place?: number | null; row: BoardRowRef } | null | undefined;
  measure: QuizBoardMeasure;
  period: QuizBoardPeriod;
  periodName: string;
  min: number;
}) {
  if (!mine) {
    return (
      <p className="lm-quiz-mine-line">
        <b>{t.myPlace}</b> <span data-testid="my-rank">{t.nothingSettled(periodName)}</span>
        <Link className="lm-quiz-mine-link" to={paths.quizPick}>
          {t.goPick}
        </Link>
      </p>
    );
  }
  const row = getFragmentData(BoardRow_row, mine.row);
  return (
    <>
      <p className="lm-quiz-mine-line">
        <b>{t.myPlace}</b>{' '}
        <span data-testid="my-rank">{mine.place != null ? t.placeOf(mine.place) : t.unranked}</span>
        <Link className="lm-quiz-mine-link" to={linkTo.boardPoster(period, measure)} data-testid="board-poster">
          {t.makePoster}
        </Link>
      </p>
      {mine.place != null ? (
        <ol className="lm-quiz-board">
          <BoardRow row={mine.row} measure={measure} periodName={periodName} mine />
        </ol>
      ) : (
        measure !== 'STREAK' && <p className="lm-quiz-muted">{t.unrankedWhy(row.record.settled, min, periodName)}</p>
      )}
    </>
  );
}
