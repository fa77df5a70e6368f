// pages/index/index: the tool grid, the latest draw of every game with its
// pool and the next draw's countdown, the announcement from system config,
// and the sections other features put here (the community's 热门动态).
// Tools and sections are handed in by the app's route composition.
import { useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import type { FeatureLink, FeatureSection } from '../../shell/routing';
import { graphql } from '../../gql';
import type { HomeDrawsQuery } from '../../gql/graphql';
import { wholeYuan } from '../../lib/money';
import { displayBigCount } from '../../lib/numbers';
import { linkTo, paths } from '../../lib/paths';
import { Card, DrawBalls, Grid, NoticeBar, QueryState, ReplayDrawsNotice, ReplayTag, uiText } from '../../ui';
import * as icons from '../../ui/icons';
import { rememberDraws, lastDrawsSeen } from './lastDraws';
import { homeText as t } from './strings';
import './home.css';

const HomeDraws = graphql(`
  query HomeDraws {
    systemConfig(type: "ANNOUNCEMENT") {
      stringValue
    }
    latestDraws {
      game
      issue
      drawDate
      replay
      pool {
        fen
      }
      ...DrawBalls_draw
    }
    drawSchedules {
      game
      nextDrawAt
    }
  }
`);

type LatestDraw = HomeDrawsQuery['latestDraws'][number];

/** The games whose numbers are digits (shown unpadded). */
const DIGIT_GAMES = new Set(['FC3D', 'PL3', 'PL5', 'QXC']);
/** Games with a 走势图 page. */
const TREND_GAMES = new Set(['SSQ', 'DLT', 'FC3D', 'PL3', 'PL5']);

export function HomePage({ tools, sections = [] }: { tools: FeatureLink[]; sections?: FeatureSection[] }) {
  const result = useQuery(HomeDraws, { context: { silent: true } });
  const { loading, error, refetch } = result;
  // The answer is rendered as a transition (in slices, input first): an
  // answer arriving while the page starts does not block the main thread.
  const data = useDeferredValue(result.data);
  // Loading until the deferred answer is drawn, so no empty frame shows.
  const pending = loading || result.data !== data;
  const live = data?.latestDraws;
  useEffect(() => {
    if (live) rememberDraws(live);
  }, [live]);
  // Offline (or the server unreachable): the last draws this device saw.
  const stored = error ? lastDrawsSeen<LatestDraw>() : [];
  const draws = live ?? stored;
  const next = new Map((data?.drawSchedules ?? []).map((s) => [s.game, s.nextDrawAt]));
  return (
    <div className="home" data-testid="home-page">
      {data?.systemConfig?.stringValue && (
        <NoticeBar content={data.systemConfig.stringValue} color="alert" aria-label={t.announcement} />
      )}
      <section aria-labelledby="home-tools">
        <h2 id="home-tools" className="home-heading">
          {t.tools}
        </h2>
        <Grid columns={4} gap={8} className="home-tools">
          {tools.map(({ to, label, icon }) => {
            const Icon: ComponentType<{ 'aria-hidden'?: boolean }> = icons[icon ?? 'AppstoreOutline'];
            return (
              <Grid.Item key={to}>
                <Link className="home-tool" to={to} data-testid="home-tool">
                  <span className="home-tool-icon">
                    <Icon aria-hidden />
                  </span>
                  <span>{label}</span>
                </Link>
              </Grid.Item>
            );
          })}
        </Grid>
      </section>
      <section aria-labelledby="home-draws">
        <h2 id="home-draws" className="home-heading">
          {t.draws}
          <Link className="home-more" to={paths.history}>
            {t.allDraws}
          </Link>
        </h2>
        {error && stored.length > 0 && (
          <p className="home-offline" role="status" data-testid="offline-draws">
            {t.offline}
          </p>
        )}
        <QueryState
          loading={pending && !data}
          error={draws.length > 0 ? null : error}
          empty={draws.length === 0}
          emptyText={t.noDraws}
          onRetry={() => void refetch()}
        >
          <ReplayDrawsNotice show={draws.some((d) => d.replay)} />
          {draws.map((d) => (
            <DrawCard key={d.game} draw={d} nextDrawAt={next.get(d.game)} />
          ))}
        </QueryState>
      </section>
      {/* Other features' sections (sports, community), in the order handed in. */}
      {sections.map(({ key, title, element }) => (
        <section key={key} aria-labelledby={`home-${key}`}>
          <h2 id={`home-${key}`} className="home-heading">
            {title}
          </h2>
          {element}
        </section>
      ))}
    </div>
  );
}

function DrawCard({ draw, nextDrawAt }: { draw: LatestDraw; nextDrawAt?: string }) {
  const navigate = useNavigate();
  const code = draw.game.toLowerCase();
  return (
    <Card
      className="home-draw"
      data-testid="latest-draw"
      title={
        <span>
          {uiText.gameNames[draw.game] ?? draw.game} <small className="home-issue">{t.issue(draw.issue)}</small>
          <ReplayTag show={draw.replay} />
        </span>
      }
      extra={
        TREND_GAMES.has(draw.game) ? (
          <Link className="home-more" to={linkTo.trend(code)}>
            {t.trend}
          </Link>
        ) : undefined
      }
      onBodyClick={() => navigate(`${paths.history}?game=${code}`)}
    >
      <DrawBalls draw={draw} digits={DIGIT_GAMES.has(draw.game)} />
      <div className="home-draw-foot">
        <span>
          {t.pool}: {draw.pool ? <b>{`${displayBigCount(wholeYuan(draw.pool.fen))}${t.yuan}`}</b> : t.poolUnknown}
        </span>
        {nextDrawAt && <Countdown to={nextDrawAt} />}
      </div>
    </Card>
  );
}

/** The time left to the next draw, ticking each second (only this line re-renders). */
function Countdown({ to }: { to: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(to) - now) / 1000));
  const [d, h, m, s] = [Math.floor(left / 86400), Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), left % 60];
  return (
    <span className="home-countdown" data-testid="countdown">
      {t.nextDraw} <time dateTime={to}>{left > 0 ? t.countdown(d, h, m, s) : t.drawing}</time>
    </span>
  );
}
