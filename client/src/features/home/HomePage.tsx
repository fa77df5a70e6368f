// pages/index/index: the announcement from system config.
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { Link } from 'react-router-dom';
import { DrawBalls } from '../lottery/Balls';
import { lotteryText } from '../lottery/strings';
import { homeText as t } from './strings';

const Announcement = graphql(`
  query Announcement {
    systemConfig(type: "ANNOUNCEMENT") {
      typeStringValue
    }
    latestDraws {
      game
      issue
      drawDate
      ...DrawBalls_draw
    }
  }
`);

export function HomePage() {
  const { data } = useQuery(Announcement, { context: { silent: true } });
  return (
    <div className="page home">
      <h1>{t.welcome}</h1>
      <section className="draws">
        {data?.latestDraws.map((d) => (
          <div key={d.game} className="draw" data-testid="latest-draw">
            <b>{lotteryText.gameNames[d.game] ?? d.game}</b> <span>{lotteryText.issue(d.issue)}</span>
            <DrawBalls draw={d} />
          </div>
        ))}
      </section>
      <nav className="menu">
        <Link className="menu-item" to="/pages/trend/ssq">
          {lotteryText.trendTitle}
        </Link>
        <Link className="menu-item" to="/pages/bonus-calculator/index">
          {lotteryText.calculatorTitle}
        </Link>
        <Link className="menu-item" to="/pages/history/index">
          {lotteryText.history}
        </Link>
        <Link className="menu-item" to="/pages/statics/index">
          {lotteryText.parityTitle}
        </Link>
        <Link className="menu-item" to="/pages/selection/index">
          {lotteryText.selectionTitle}
        </Link>
        <Link className="menu-item" to="/pages/selection/split-order">
          {lotteryText.splitTitle}
        </Link>
        <Link className="menu-item" to="/pages/lotteryRePlay/index">
          {lotteryText.replayTitle}
        </Link>
      </nav>
      {data?.systemConfig?.typeStringValue && (
        <section className="notice">
          <b>{t.announcement}</b>
          <p>{data.systemConfig.typeStringValue}</p>
        </section>
      )}
    </div>
  );
}
