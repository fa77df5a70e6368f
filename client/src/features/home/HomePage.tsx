// pages/index/index: the latest draws, the lottery tools and the
// announcement from system config. The tools are the lottery feature's menu
// entries, handed in by the app's route composition.
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import type { FeatureLink } from '../../app/routing';
import { graphql } from '../../gql';
import { DrawBalls } from '../../ui/Balls';
import { uiText } from '../../ui/strings';
import { homeText as t } from './strings';

const Announcement = graphql(`
  query Announcement {
    systemConfig(type: "ANNOUNCEMENT") {
      stringValue
    }
    latestDraws {
      game
      issue
      drawDate
      ...DrawBalls_draw
    }
  }
`);

export function HomePage({ tools }: { tools: FeatureLink[] }) {
  const { data } = useQuery(Announcement, { context: { silent: true } });
  return (
    <div className="page home">
      <h1>{t.welcome}</h1>
      <section className="draws">
        {data?.latestDraws.map((d) => (
          <div key={d.game} className="draw" data-testid="latest-draw">
            <b>{uiText.gameNames[d.game] ?? d.game}</b> <span>{uiText.issue(d.issue)}</span>
            <DrawBalls draw={d} />
          </div>
        ))}
      </section>
      <nav className="menu">
        {tools.map(({ to, label }) => (
          <Link key={to} className="menu-item" to={to}>
            {label}
          </Link>
        ))}
      </nav>
      {data?.systemConfig?.stringValue && (
        <section className="notice">
          <b>{t.announcement}</b>
          <p>{data.systemConfig.stringValue}</p>
        </section>
      )}
    </div>
  );
}
