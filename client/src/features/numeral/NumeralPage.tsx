// pages/numeral/index: the digit games (福彩3D, 排列三, 排列五) side by side:
// each one's latest draw, and its last draws' 和值, 跨度 and 形态 with a
// summary. The figures come from stats.ts; each game loads on its own so
// one game without draws (or failing) leaves the others shown.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { Game } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { Card, DrawBalls, Grid, QueryState, uiText } from '../../ui';
import { drawStats, summarize, SHAPES, type DrawStat, type Summary } from './stats';
import { numeralText as t } from './strings';
import './numeral.css';

/** How many of the newest draws the statistics cover. */
const WINDOW = 30;

const DIGIT_GAMES: { game: Game; code: string }[] = [
  { game: 'FC3D', code: 'fc3d' },
  { game: 'PL3', code: 'pl3' },
  { game: 'PL5', code: 'pl5' },
];

const NumeralDraws = graphql(`
  query NumeralDraws($game: Game!, $first: Int!) {
    drawHistory(game: $game, first: $first) {
      nodes {
        issue
        drawDate
        mainNumbers
        ...DrawBalls_draw
      }
    }
  }
`);

export function NumeralPage() {
  return (
    <div className="page lm-numeral" data-testid="numeral-page">
      <p className="lm-numeral-intro">{t.intro(WINDOW)}</p>
      {DIGIT_GAMES.map((g) => (
        <NumeralGame key={g.game} {...g} />
      ))}
    </div>
  );
}

function NumeralGame({ game, code }: { game: Game; code: string }) {
  const { data, loading, error, refetch } = useQuery(NumeralDraws, {
    variables: { game, first: WINDOW },
    // The section shows its own error with a retry; a toast per failing
    // game on top of that would only repeat it.
    context: { silent: true },
  });
  const draws = data?.drawHistory.nodes ?? [];
  const name = uiText.gameNames[game] ?? game;
  const headingId = `numeral-${code}`;
  const stats = drawStats(draws.map((d) => ({ issue: d.issue, digits: d.mainNumbers })));
  const latest = draws[0];
  return (
    <section className="lm-numeral-game" data-testid="numeral-game" data-game={code} aria-labelledby={headingId}>
      <Card
        className="lm-numeral-card"
        title={
          <h2 id={headingId} className="lm-numeral-name">
            {name}
          </h2>
        }
        extra={
          <span className="lm-numeral-links">
            <Link className="lm-numeral-link" to={linkTo.trend(code)} aria-label={t.trendOf(name)}>
              {t.trend}
            </Link>
            <Link className="lm-numeral-link" to={`${paths.rules}?game=${code}`} aria-label={t.rulesOf(name)}>
              {t.rules}
            </Link>
          </span>
        }
      >
        <QueryState
          loading={loading && !data}
          error={error}
          empty={draws.length === 0}
          emptyText={t.noDraws}
          // A failed retry shows as the error again; the promise's rejection
          // carries nothing more.
          onRetry={() => void refetch().catch(() => undefined)}
        >
          {latest && (
            <div className="lm-numeral-latest" data-testid="numeral-latest">
              <div className="lm-numeral-meta">
                <b>{t.latest}</b>
                <span>{uiText.issue(latest.issue)}</span>
                <time dateTime={latest.drawDate}>{t.drawDate(latest.drawDate)}</time>
              </div>
              <DrawBalls draw={latest} digits />
              <p className="lm-numeral-figures">
                {t.latestFigures(stats[0].sum, stats[0].span)}
                {stats[0].shape && ` · ${t.shapes[stats[0].shape]}`}
              </p>
            </div>
          )}
          <SummaryGrid summary={summarize(stats)} />
          <DrawTable stats={stats} />
        </QueryState>
      </Card>
    </section>
  );
}

function SummaryGrid({ summary }: { summary: Summary }) {
  const { shapes } = summary;
  return (
    <Grid columns={shapes ? 3 : 2} gap={8} className="lm-numeral-summary" data-testid="numeral-summary">
      <Grid.Item className="lm-numeral-stat">
        <span className="lm-numeral-stat-label">{t.averageSum}</span>
        <b>{summary.averageSum === null ? '–' : summary.averageSum.toFixed(1)}</b>
      </Grid.Item>
      <Grid.Item className="lm-numeral-stat">
        <span className="lm-numeral-stat-label">{t.commonSpan}</span>
        <b>{summary.commonSpans.join('、')}</b>
        <span className="lm-numeral-stat-label">{t.times(summary.commonSpanCount)}</span>
      </Grid.Item>
      {shapes && (
        <Grid.Item className="lm-numeral-stat">
          <span className="lm-numeral-stat-label">{t.shapeCounts}</span>
          {SHAPES.map((s) => (
            <span key={s} className="lm-numeral-shape-count">
              {t.shapes[s]} <b>{shapes[s]}</b>
            </span>
          ))}
        </Grid.Item>
      )}
    </Grid>
  );
}

function DrawTable({ stats }: { stats: DrawStat[] }) {
  const withShape = stats.some((s) => s.shape !== null);
  return (
    <div className="lm-numeral-table-wrap">
      <table className="lm-numeral-table">
        <caption>{t.recent(stats.length)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.issueHead}</th>
            <th scope="col">{t.numbersHead}</th>
            <th scope="col" className="lm-numeral-num">
              {t.sumHead}
            </th>
            <th scope="col" className="lm-numeral-num">
              {t.spanHead}
            </th>
            {withShape && <th scope="col">{t.shapeHead}</th>}
          </tr>
        </thead>
        <tbody>
          {stats.map((s) => (
            <tr key={s.issue} data-testid="numeral-row">
              <th scope="row">{s.issue}</th>
              <td className="lm-numeral-digits">{s.digits.join(' ')}</td>
              <td className="lm-numeral-num">{s.sum}</td>
              <td className="lm-numeral-num">{s.span}</td>
              {withShape && <td className={s.shape ? `lm-numeral-shape ${s.shape}` : undefined}>{s.shape ? t.shapes[s.shape] : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {withShape && <p className="lm-numeral-legend">{t.shapeLegend}</p>}
    </div>
  );
}
