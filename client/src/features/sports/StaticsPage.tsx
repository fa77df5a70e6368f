// sportsAnalyse/statics?id=: one match's analysis: both teams' recent form,
// their head-to-head record and goal statistics (from stored results), and
// the odds movement chart, drawn by ECharts, whose chunk loads only when
// that tab is opened.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { SportsPlayType } from '../../gql/graphql';
import { Card, LoadingState, MissingState, QueryState, Tabs } from '../../ui';
import { SampleNotice } from './SampleNotice';
import { sportsText as t } from './strings';
import './sports.css';

const OddsChart = lazy(() => import('./OddsChart').then((m) => ({ default: m.OddsChart })));

const Analysis = graphql(`
  query SportsMatchAnalysis($id: ID!) {
    node(id: $id) {
      ... on SportsMatch {
        id
        game
        matchNum
        league
        home
        away
        sample
        replay
        odds {
          play
        }
        analysis(last: 10) {
          home {
            ...Record_record
          }
          away {
            ...Record_record
          }
          headToHead {
            ...Record_record
          }
        }
      }
    }
  }
`);

const Record_record = graphql(`
  fragment Record_record on SportsRecord {
    played
    wins
    draws
    losses
    goalsFor
    goalsAgainst
    bothScored
    overTwoAndAHalf
    form
  }
`);

export function StaticsPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.missingMatch} />;
  return <Statics id={id} />;
}

function Statics({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(Analysis, { variables: { id }, context: { silent: true } });
  const [tab, setTab] = useState('form');
  const m = data?.node?.__typename === 'SportsMatch' ? data.node : null;
  return (
    <div className="lm-sports" data-testid="sports-statics">
      <QueryState loading={loading && !data} error={error} empty={!!data && !m} onRetry={() => void refetch().catch(() => undefined)}>
        {m && (
          <>
            <SampleNotice show={m.sample} replay={m.replay} />
            <h2 className="lm-sports-heading">
              {m.matchNum} {m.league} {m.home} {t.vs} {m.away}
            </h2>
            <Tabs className="lm-sports-tabs" activeKey={tab} onChange={setTab}>
              <Tabs.Tab key="form" title={t.form} />
              <Tabs.Tab key="odds" title={t.oddsMove} />
            </Tabs>
            {tab === 'form' ? (
              <>
                <RecordCard title={`${m.home} ${t.form}`} record={m.analysis.home} />
                <RecordCard title={`${m.away} ${t.form}`} record={m.analysis.away} />
                <RecordCard title={t.headToHead} record={m.analysis.headToHead} />
              </>
            ) : (
              <Suspense fallback={<LoadingState rows={6} />}>
                {m.odds.map((o) => (
                  <OddsChart key={o.play} matchId={m.id} play={o.play as SportsPlayType} />
                ))}
              </Suspense>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function RecordCard({ title, record }: { title: string; record: FragmentType<typeof Record_record> }) {
  const r = getFragmentData(Record_record, record);
  return (
    <Card title={title} data-testid="record">
      {r.played === 0 ? (
        <p className="lm-sports-muted">{t.noHistory}</p>
      ) : (
        <>
          <p className="lm-sports-form" aria-label={t.form}>
            {[...r.form].map((c, i) => (
              <span key={i} className={`lm-sports-form-${c}`}>
                {c === 'W' ? '胜' : c === 'D' ? '平' : '负'}
              </span>
            ))}
          </p>
          <p>{t.record(r.wins, r.draws, r.losses)}，{t.goals(r.goalsFor, r.goalsAgainst)}</p>
          <p className="lm-sports-muted">{t.goalStats(r.bothScored, r.overTwoAndAHalf, r.played)}</p>
        </>
      )}
    </Card>
  );
}
