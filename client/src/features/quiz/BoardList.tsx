// A week's or month's board, shared by the 排行 tab (this period's, live)
// and 往期榜单 (a past period's, as it closed): the period and measure
// tabs, the rows best first a page at a time, and the caller's own place
// pinned under them (未上榜 below the board's minimum).
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { QuizBoardMeasure, QuizBoardPeriod } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { EmptyState, LoadMore, QueryState, Tabs } from '../../ui';
import { BoardRow, BoardRow_row, type BoardRowRef } from './BoardRow';
import { beijingTime } from './format';
import { quizText as t } from './strings';

const Board = graphql(`
  query QuizBoardPage($period: QuizBoardPeriod!, $measure: QuizBoardMeasure!, $name: String, $after: String) {
    quizBoard(period: $period, measure: $measure, name: $name, first: 10, after: $after) {
      period
      measure
      closedAt
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

export const PERIODS: { key: QuizBoardPeriod; name: string }[] = [
  { key: 'WEEK', name: t.week },
  { key: 'MONTH', name: t.month },
];

export const MEASURES: { key: QuizBoardMeasure; name: string }[] = [
  { key: 'HIT_RATE', name: t.byHitRate },
  { key: 'STREAK', name: t.byStreak },
  { key: 'RETURN_RATE', name: t.byReturnRate },
];

/** The 本周 / 本月 tabs (`past`: 周榜 / 月榜, on 往期榜单). */
export function PeriodTabs({ period, onChange, past = false }: { period: QuizBoardPeriod; onChange: (period: QuizBoardPeriod) => void; past?: boolean }) {
  return (
    <Tabs className="lm-quiz-tabs" activeKey={period} onChange={(k) => onChange(k as QuizBoardPeriod)} data-testid="period-tabs">
      {PERIODS.map((p) => (
        <Tabs.Tab key={p.key} title={past ? (p.key === 'WEEK' ? t.pastWeeks : t.pastMonths) : p.name} />
      ))}
    </Tabs>
  );
}

/** The 命中率 / 连红 / 回报率 tabs. */
export function MeasureTabs({ measure, onChange }: { measure: QuizBoardMeasure; onChange: (measure: QuizBoardMeasure) => void }) {
  return (
    <Tabs className="lm-quiz-tabs lm-quiz-measures" activeKey={measure} onChange={(k) => onChange(k as QuizBoardMeasure)} data-testid="measure-tabs">
      {MEASURES.map((m) => (
        <Tabs.Tab key={m.key} title={m.name} />
      ))}
    </Tabs>
  );
}

/** A past period the board shows: its name (`week:2026-W47`) and its label (11月23日—11月29日). */
export interface ClosedChoice {
  name: string;
  label: string;
}

/**
 * The board of `period` by `measure`: this period's (live), or with
 * `closed` a past period's as it closed (said under the heading; no
 * 去竞猜 or poster, and the caller's place only when they were on it).
 */
export function BoardList({ period, measure, closed }: { period: QuizBoardPeriod; measure: QuizBoardMeasure; closed?: ClosedChoice }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(Board, {
    variables: { period, measure, name: closed?.name },
    context: { silent: true },
    notifyOnNetworkStatusChange: true,
  });
  const b = data?.quizBoard;
  const week = period === 'WEEK';
  const periodName = closed ? (week ? t.thatWeek : t.thatMonth) : week ? t.week : t.month;
  const measureName = MEASURES.find((m) => m.key === measure)?.name ?? '';
  const min = week ? data?.quizRules.boardMinWeek : data?.quizRules.boardMinMonth;
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {b && (
        <>
          <h2 className="lm-quiz-heading">{closed ? t.pastBoardTitle(closed.label, measureName) : t.boardTitle(periodName, measureName)}</h2>
          {closed && (
            <p className="lm-quiz-note" data-testid="closed-note">
              {b.closedAt ? t.closedNote(beijingTime(b.closedAt)) : t.notClosed}
            </p>
          )}
          {b.edges.length === 0 ? (
            <EmptyState title={closed ? t.pastBoardEmpty(periodName) : t.boardEmpty(periodName)}>
              {!closed && <Link to={paths.quizPick}>{t.goPick}</Link>}
            </EmptyState>
          ) : (
            <ol className="lm-quiz-board" data-testid="board">
              {b.edges.map((e) => (
                <BoardRow key={e.cursor} row={e.node} measure={measure} periodName={periodName} />
              ))}
            </ol>
          )}
          <LoadMore pageInfo={b.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          {(!closed || b.mine) && (
            <section className="lm-quiz-mine" aria-label={t.myPlace} data-testid="my-place">
              <MyPlace mine={b.mine} measure={measure} period={period} periodName={periodName} min={min ?? 0} live={!closed} />
            </section>
          )}
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
  live,
}: {
  mine: { place?: number | null; row: BoardRowRef } | null | undefined;
  measure: QuizBoardMeasure;
  period: QuizBoardPeriod;
  periodName: string;
  min: number;
  /** This period's board: 去竞猜, the poster and the minimum still to reach. */
  live: boolean;
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
        {live && (
          <Link className="lm-quiz-mine-link" to={linkTo.boardPoster(period, measure)} data-testid="board-poster">
            {t.makePoster}
          </Link>
        )}
      </p>
      {mine.place != null ? (
        <ol className="lm-quiz-board">
          <BoardRow row={mine.row} measure={measure} periodName={periodName} mine />
        </ol>
      ) : (
        measure !== 'STREAK' && (
          <p className="lm-quiz-muted">{live ? t.unrankedWhy(row.record.settled, min, periodName) : t.pastUnrankedWhy(row.record.settled, periodName)}</p>
        )
      )}
    </>
  );
}
