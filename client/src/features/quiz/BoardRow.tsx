// A place on a week or month board: place, member, the board's own figure
// (hit rate, longest streak or return rate) and, under the name, hit rate,
// 近10中N and the streak.
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { QuizBoardMeasure } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { rateText } from './format';
import { quizText as t } from './strings';

export const BoardRow_row = graphql(`
  fragment BoardRow_row on QuizBoardRow {
    place
    member {
      id
      nickname
    }
    record {
      settled
      red
      hitRate
      currentStreak
      longestStreak
      returnRate
      recent(n: 10) {
        played
        red
      }
    }
  }
`);

export type BoardRowRef = FragmentType<typeof BoardRow_row>;

/**
 * 近10中N of a row, or the period's own tally (本周2中1) when the server
 * gives no recent picks for the period (a board row's record keeps none).
 */
export function recentText(periodName: string, r: { settled: number; red: number; recent: { played: number; red: number } }) {
  return r.recent.played > 0 || r.settled === 0 ? t.recent(r.recent.played, r.recent.red) : t.tally(periodName, r.settled, r.red);
}

/** The figure a board orders by, as its rows show it. */
export function boardFigure(measure: QuizBoardMeasure, r: { hitRate?: string | null; longestStreak: number; returnRate?: string | null }) {
  if (measure === 'STREAK') return t.streakOf(r.longestStreak);
  return rateText(measure === 'HIT_RATE' ? r.hitRate : r.returnRate);
}

export function BoardRow({
  row,
  measure,
  periodName,
  mine,
  memberLink = linkTo.quizHistory,
}: {
  row: BoardRowRef;
  measure: QuizBoardMeasure;
  periodName: string;
  mine?: boolean;
  /** Where the name leads (a member id in, an address out): the member's pick history unless told (the experts board: the expert's page). */
  memberLink?: (memberId: string) => string;
}) {
  const r = getFragmentData(BoardRow_row, row);
  const rec = r.record;
  const name = r.member?.nickname ?? '';
  return (
    <li className={`lm-quiz-row${mine ? ' mine' : ''}`} data-testid={mine ? 'my-row' : 'board-row'} data-place={r.place}>
      <span className={r.place <= 3 ? 'lm-quiz-place top' : 'lm-quiz-place'}>{r.place}</span>
      <span className="lm-quiz-row-main">
        {r.member ? (
          <Link className="lm-quiz-row-name" to={memberLink(r.member.id)}>
            {name}
          </Link>
        ) : (
          <span className="lm-quiz-row-name">{name}</span>
        )}
        <span className="lm-quiz-muted">
          {t.hitRate} {rateText(rec.hitRate)} · {recentText(periodName, rec)} · {t.streak} {rec.currentStreak}
        </span>
      </span>
      <b className="lm-quiz-row-figure" data-testid="board-figure">
        {boardFigure(measure, rec)}
      </b>
    </li>
  );
}
