// The 竞彩足球, 竞彩篮球 and 北京单场 calculators: a day's matches (tabs by
// day), the play type shown (tabs; picks across play types make a 混合过关),
// options tapped into the selection, and the selection's panel (胆, 过关方式,
// 倍数, bets, cost, bonus range). Nothing is sold: it is a calculator.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../shell/session/SessionProvider';
import { graphql } from '../../gql';
import type { SportsGame } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { List, QueryState, Tabs } from '../../ui';
import { DayTabs } from './DayTabs';
import { MatchCard, type PlayInfo } from './MatchCard';
import { OrderPanel } from './OrderPanel';
import { emptyOrder, fitPassTypes, isPicked, maxGames, readOrder, togglePick, writeOrder, type SportsOrder } from './order';
import { SampleNotice } from './SampleNotice';
import { sportsText as t } from './strings';
import './sports.css';

const Rules = graphql(`
  query SportsRules($game: SportsGame!) {
    sportsPlayTypes(game: $game) {
      play
      name
      options
      maxGames
      minGames
    }
    sportsPassTypes(game: $game) {
      name
      games
      bets
      sizes
    }
  }
`);

const Matches = graphql(`
  query SportsDayMatches($game: SportsGame!, $date: Date!) {
    sportsMatches(game: $game, date: $date) {
      id
      matchNum
      home
      away
      handicap
      totalLine
      sample
      replay
      state
      odds {
        play
      }
      ...MatchCard_match
    }
  }
`);

export function FootballPage() {
  return <SelectionCalculator game="JCZQ" />;
}

export function BasketballPage() {
  return <SelectionCalculator game="JCLQ" />;
}

export function BeidanPage() {
  return <SelectionCalculator game="BJDC" />;
}

function SelectionCalculator({ game }: { game: SportsGame }) {
  const { session } = useSession();
  const rules = useQuery(Rules, { variables: { game }, context: { silent: true } });
  const [day, setDay] = useState<string | null>(null);
  const [playAt, setPlayAt] = useState(0);
  // The selection lives in the query string (replaced, not pushed), so the
  // back button from 奖金明细 or the share page finds it as it was.
  const [search, setSearch] = useSearchParams();
  const linked = readOrder(search.toString());
  const order = linked && linked.game === game ? linked : emptyOrder(game);
  const setOrder = (next: SportsOrder) => setSearch(next.matches.length ? writeOrder(next) : '', { replace: true });
  const plays: PlayInfo[] = rules.data?.sportsPlayTypes ?? [];
  const passes = rules.data?.sportsPassTypes ?? [];
  const play = plays[Math.min(playAt, plays.length - 1)];
  // A pick or 胆 refits the 过关方式 to the new match count; a 过关方式
  // the member chose is kept as chosen.
  const change = (next: SportsOrder) => {
    const chosen = next.passTypes !== order.passTypes;
    setOrder(chosen ? next : { ...next, passTypes: fitPassTypes(next, passes, maxGames(next, plays)) });
  };
  return (
    <div className="lm-sports" data-testid={`calculator-${game.toLowerCase()}`}>
      <QueryState loading={rules.loading && !plays.length} error={rules.error} onRetry={() => void rules.refetch().catch(() => undefined)}>
        {play && (
          <>
            <Tabs className="lm-sports-tabs" activeKey={play.play} onChange={(k) => setPlayAt(plays.findIndex((p) => p.play === k))} data-testid="play-tabs">
              {plays.map((p) => (
                <Tabs.Tab key={p.play} title={p.name} />
              ))}
            </Tabs>
            <DayTabs game={game} day={day} onDay={setDay}>
              {(d) => (
                <DayMatches
                  game={game}
                  day={d}
                  play={play}
                  order={order}
                  onPick={(m, option, odds) => {
                    change(
                      togglePick(order, { matchId: m.id, handicap: m.handicap ?? 0, totalLine: m.totalLine ?? 0 }, { play: play.play, option, odds }),
                    );
                  }}
                />
              )}
            </DayTabs>
            <OrderPanel order={order} plays={plays} passes={passes} onChange={change} />
            {session && (
              <List className="lm-sports-menu">
                <List.Item arrowIcon>
                  <Link className="lm-sports-row-link" to={paths.sportsRecords}>
                    {t.records}
                  </Link>
                </List.Item>
              </List>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

type DayMatch = { id: string; handicap?: number | null; totalLine?: number | null };

function DayMatches({
  game,
  day,
  play,
  order,
  onPick,
}: {
  game: SportsGame;
  day: string;
  play: PlayInfo;
  order: SportsOrder;
  onPick: (m: DayMatch, option: number, odds: number) => void;
}) {
  const { data, loading, error, refetch } = useQuery(Matches, { variables: { game, date: day }, context: { silent: true } });
  const matches = data?.sportsMatches ?? [];
  // Only the matches the play type is offered on.
  const offered = matches.filter((m) => m.odds.some((o) => o.play === play.play));
  return (
    <QueryState loading={loading && !data} error={error} empty={!offered.length} emptyText={matches.length ? t.noneOffered : t.noMatches} onRetry={() => void refetch().catch(() => undefined)}>
      <SampleNotice show={offered.some((m) => m.sample)} replay={offered.some((m) => m.replay)} />
      <div className="lm-sports-list">
        {offered.map((m) => (
          <MatchCard
            key={m.id}
            match={m}
            play={play}
            picked={(o) => isPicked(order, m.id, play.play, o)}
            onPick={(o, odds) => onPick(m, o, odds)}
          />
        ))}
      </div>
    </QueryState>
  );
}
