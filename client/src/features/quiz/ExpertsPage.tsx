// pages/quiz/professor/list, 专家榜: the experts ranked by their settled
// picks over the recruitment window (quizRules.expertWindowDays days) by
// hit rate, longest streak or return rate — a page at a time, the
// caller's own place pinned under the rows when they are on the board —
// or 全部专家, every expert newest first with the hit rate and 近10中N of
// their picks and of their plans. The tab lives in the address
// (?measure=HIT_RATE|STREAK|RETURN_RATE|ALL), so a shared link keeps it.
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { QuizBoardMeasure } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { EmptyState, LoadMore, QueryState, Tabs } from '../../ui';
import { MEASURES } from './BoardList';
import { BoardRow, type BoardRowRef } from './BoardRow';
import { rateText } from './format';
import { quizText as t } from './strings';
import './quiz.css';

const Window = graphql(`
  query QuizExpertWindow {
    quizRules {
      expertWindowDays
    }
  }
`);

const Board = graphql(`
  query QuizExpertBoard($measure: QuizBoardMeasure!, $after: String) {
    expertBoard(measure: $measure, first: 10, after: $after) {
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
      expertWindowDays
    }
  }
`);

const Experts = graphql(`
  query QuizExpertsPage($after: String) {
    experts(first: 10, after: $after) {
      edges {
        cursor
        node {
          memberId
          member {
            id
            nickname
          }
          records {
            scope
            hitRate
            currentStreak
            recent(n: 10) {
              played
              red
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

type Choice = QuizBoardMeasure | 'ALL';

/** The tabs: the three boards, then 全部专家. */
const CHOICES: { key: Choice; name: string }[] = [...MEASURES, { key: 'ALL', name: t.allExperts }];

/** The tab named in the address (unknown or none: 命中率). */
function readChoice(params: URLSearchParams): Choice {
  return CHOICES.find((c) => c.key === params.get('measure'))?.key ?? 'HIT_RATE';
}

export function ExpertsPage() {
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const { data } = useQuery(Window, { context: { silent: true } });
  const days = data?.quizRules.expertWindowDays;
  return (
    <div className="lm-quiz" data-testid="quiz-experts">
      {days != null && (
        <p className="lm-quiz-note" data-testid="expert-window">
          {t.expertWindowNote(days)}
        </p>
      )}
      <nav aria-label={t.expertTabs}>
        <Tabs
          className="lm-quiz-tabs lm-quiz-measures"
          activeKey={choice}
          onChange={(k) => setParams({ measure: k }, { replace: true })}
          data-testid="expert-tabs"
        >
          {CHOICES.map((c) => (
            <Tabs.Tab key={c.key} title={c.name} />
          ))}
        </Tabs>
      </nav>
      {choice === 'ALL' ? <AllExperts /> : <ExpertBoard measure={choice} />}
    </div>
  );
}

/** The experts ranked by `measure` over the window, and the caller's place when they are on it. */
function ExpertBoard({ measure }: { measure: QuizBoardMeasure }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(Board, {
    variables: { measure },
    context: { silent: true },
    notifyOnNetworkStatusChange: true,
  });
  const b = data?.expertBoard;
  const days = data?.quizRules.expertWindowDays ?? 0;
  const windowName = t.expertWindow(days);
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {b && (
        <>
          {b.edges.length === 0 ? (
            <EmptyState title={t.expertBoardEmpty(days)}>
              <Link to={paths.quizRecruit}>{t.becomeExpert}</Link>
            </EmptyState>
          ) : (
            <ol className="lm-quiz-board" data-testid="expert-board">
              {b.edges.map((e) => (
                <BoardRow key={e.cursor} row={e.node} measure={measure} periodName={windowName} memberLink={linkTo.quizExpert} />
              ))}
            </ol>
          )}
          <LoadMore pageInfo={b.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          <p className="lm-quiz-note">
            <Link to={paths.quizRecruit}>{t.recruit}</Link>
          </p>
          {b.mine && <MyPlace mine={b.mine} measure={measure} windowName={windowName} />}
        </>
      )}
    </QueryState>
  );
}

/** The caller's own place on the experts board (only experts are on it). */
function MyPlace({ mine, measure, windowName }: { mine: { place?: number | null; row: BoardRowRef }; measure: QuizBoardMeasure; windowName: string }) {
  return (
    <section className="lm-quiz-mine" aria-label={t.myPlace} data-testid="my-place">
      <p className="lm-quiz-mine-line">
        <b>{t.myPlace}</b> <span data-testid="my-rank">{mine.place != null ? t.placeOf(mine.place) : t.unranked}</span>
      </p>
      {mine.place != null && (
        <ol className="lm-quiz-board">
          <BoardRow row={mine.row} measure={measure} periodName={windowName} mine memberLink={linkTo.quizExpert} />
        </ol>
      )}
    </section>
  );
}

/** 全部专家: every expert, most recent first. */
function AllExperts() {
  const { data, loading, error, refetch, fetchMore } = useQuery(Experts, { context: { silent: true }, notifyOnNetworkStatusChange: true });
  const list = data?.experts;
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {list && (
        <>
          {list.edges.length === 0 ? (
            <EmptyState title={t.expertsEmpty}>
              <Link to={paths.quizRecruit}>{t.becomeExpert}</Link>
            </EmptyState>
          ) : (
            <ul className="lm-quiz-experts">
              {list.edges.map(({ node: e }) => {
                const all = e.records.find((r) => r.scope === 'all');
                const plans = e.records.find((r) => r.scope === 'plans');
                return (
                  <li key={e.memberId} className="lm-quiz-expert" data-testid="expert">
                    <Link className="lm-quiz-expert-link" to={linkTo.quizExpert(e.memberId)}>
                      <span className="lm-quiz-avatar" aria-hidden>
                        {(e.member?.nickname ?? '').slice(0, 1)}
                      </span>
                      <span className="lm-quiz-row-main">
                        <b className="lm-quiz-row-name">{e.member?.nickname}</b>
                        <span className="lm-quiz-muted">
                          {t.pickRecord} {t.hitRate} {rateText(all?.hitRate)} · {t.recent(all?.recent.played ?? 0, all?.recent.red ?? 0)} ·{' '}
                          {t.streak} {all?.currentStreak ?? 0}
                        </span>
                        <span className="lm-quiz-muted">
                          {t.planRecord} {t.recent(plans?.recent.played ?? 0, plans?.recent.red ?? 0)}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <LoadMore pageInfo={list.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          <p className="lm-quiz-note">
            <Link to={paths.quizRecruit}>{t.recruit}</Link>
          </p>
        </>
      )}
    </QueryState>
  );
}
