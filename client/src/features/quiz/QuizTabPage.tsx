// pages/quiz/index, the 排行 tab: the week and month boards by hit rate,
// longest streak and return rate (best first, a page at a time), the
// caller's own place pinned under them (未上榜 below the board's minimum;
// BoardList, shared with 往期榜单), the way to the past boards, and the
// ways to the tab's other pages.
import { useState } from 'react';
import { Link } from 'react-router';
import type { QuizBoardMeasure, QuizBoardPeriod } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { Grid } from '../../ui';
import { BoardList, MeasureTabs, PeriodTabs } from './BoardList';
import { quizText as t } from './strings';
import './quiz.css';

const ENTRIES: { to: string; label: string; glyph: string }[] = [
  { to: paths.quizPick, label: t.entries.pick, glyph: '猜' },
  { to: paths.quizMine, label: t.entries.mine, glyph: '我' },
  { to: paths.quizExperts, label: t.entries.experts, glyph: '专' },
  { to: paths.competitions, label: t.entries.competitions, glyph: '赛' },
  { to: paths.quizRecruit, label: t.entries.recruit, glyph: '招' },
  { to: paths.quizRules, label: t.entries.rules, glyph: '规' },
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
      <div className="lm-quiz-period-row">
        <PeriodTabs period={period} onChange={setPeriod} />
        <Link className="lm-quiz-past-link" to={linkTo.rankingDetail(period)} data-testid="ranking-detail-link">
          {t.rankingDetail}
        </Link>
      </div>
      <MeasureTabs measure={measure} onChange={setMeasure} />
      <BoardList period={period} measure={measure} />
    </div>
  );
}
