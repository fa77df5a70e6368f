// 传统足彩 calculator: an issue's 14 matches, the pool played (14场胜负彩,
// 任九 with 胆, 6场半全场, 4场进球), options per result, 倍数, and the bets
// and cost from the server; once the issue's results are in, the ticket's
// winning bets per tier and what it won (兑奖).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { CtzqPool } from '../../gql/graphql';
import { Card, Checkbox, QueryState, Stepper, Tabs } from '../../ui';
import { IssuePicker } from './IssuePicker';
import { SampleNotice } from './SampleNotice';
import { sportsText as t } from './strings';
import './sports.css';

const IssueMatches = graphql(`
  query CtzqIssueMatches($issue: String!) {
    sportsIssue(game: CTZQ, issue: $issue) {
      issue
      closeDate
      sample
      matches {
        id
        matchNum
        home
        away
      }
    }
  }
`);

const Quote = graphql(`
  query CtzqTicketQuote($input: CtzqTicketInput!, $multiple: Int, $issue: String!) {
    ctzqQuote(input: $input, multiple: $multiple) {
      bets
      cost {
        yuan
      }
    }
    ctzqCheck(issue: $issue, input: $input, multiple: $multiple) {
      won {
        yuan
      }
      announced
      tiers {
        tier
        bets
      }
    }
  }
`);

const POOLS: CtzqPool[] = ['SFC14', 'RX9', 'BQC6', 'JQ4'];
const OPTIONS: Record<CtzqPool, string[]> = {
  SFC14: ['3', '1', '0'],
  RX9: ['3', '1', '0'],
  BQC6: ['3', '1', '0'],
  JQ4: ['0', '1', '2', '3+'],
};

/** A pool's result rows over the issue's matches: which match and which part. */
function rows(pool: CtzqPool, matches: { matchNum: string; home: string; away: string }[]) {
  const label = (m: { matchNum: string; home: string; away: string }) => `${m.matchNum} ${m.home}${t.vs}${m.away}`;
  switch (pool) {
    case 'BQC6':
      return matches.slice(0, 6).flatMap((m) => [`${label(m)} ${t.half}`, `${label(m)} ${t.full}`]);
    case 'JQ4':
      return matches.slice(0, 4).flatMap((m) => [`${label(m)} ${t.homeGoals}`, `${label(m)} ${t.awayGoals}`]);
    default:
      return matches.slice(0, 14).map(label);
  }
}

export function TraditionalPage() {
  const [issue, setIssue] = useState<string | null>(null);
  return (
    <div className="lm-sports" data-testid="calculator-ctzq">
      <IssuePicker issue={issue} onIssue={setIssue}>
        {(i) => <Ticket key={i} issue={i} />}
      </IssuePicker>
    </div>
  );
}

function Ticket({ issue }: { issue: string }) {
  const { data, loading, error, refetch } = useQuery(IssueMatches, { variables: { issue }, context: { silent: true } });
  const [pool, setPool] = useState<CtzqPool>('SFC14');
  const [picks, setPicks] = useState<number[][]>([]);
  const [bankers, setBankers] = useState<boolean[]>([]);
  const [multiple, setMultiple] = useState(1);
  const i = data?.sportsIssue;
  const labels = i ? rows(pool, i.matches) : [];
  const full = labels.map((_, n) => picks[n] ?? []);
  const chosen = full.filter((p) => p.length > 0).length;
  const ready = labels.length > 0 && (pool === 'RX9' ? chosen >= 9 : chosen === labels.length);
  const input = { pool, picks: full, bankers: pool === 'RX9' && bankers.some(Boolean) ? labels.map((_, n) => !!bankers[n]) : [] };
  const quote = useQuery(Quote, { variables: { input, multiple, issue }, skip: !ready, context: { silent: true } });
  const q = ready ? quote.data : undefined;
  const toggle = (row: number, option: number) =>
    setPicks(() => {
      const next = labels.map((_, n) => [...(full[n] ?? [])]);
      next[row] = next[row].includes(option) ? next[row].filter((o) => o !== option) : [...next[row], option].sort();
      return next;
    });
  return (
    <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
      {i && (
        <>
          <SampleNotice show={i.sample} />
          <p className="lm-sports-muted">{t.closes(i.closeDate)}</p>
          <Tabs
            className="lm-sports-tabs"
            activeKey={pool}
            onChange={(k) => {
              setPool(k as CtzqPool);
              setPicks([]);
              setBankers([]);
            }}
            data-testid="pool-tabs"
          >
            {POOLS.map((p) => (
              <Tabs.Tab key={p} title={t.pools[p]} />
            ))}
          </Tabs>
          {pool === 'RX9' && <p className="lm-sports-hint">{t.rx9Hint}</p>}
          <ol className="lm-sports-ctzq">
            {labels.map((label, row) => (
              <li key={label} className="lm-sports-ctzq-row" data-testid="ctzq-row">
                <span className="lm-sports-ctzq-label">{label}</span>
                <span className="lm-sports-ctzq-options">
                  {OPTIONS[pool].map((name, o) => {
                    const on = full[row].includes(o);
                    return (
                      <button
                        key={name}
                        type="button"
                        className={`lm-sports-option lm-sports-option-small${on ? ' on' : ''}`}
                        aria-pressed={on}
                        aria-label={`${label} ${name}`}
                        onClick={() => toggle(row, o)}
                      >
                        {name}
                      </button>
                    );
                  })}
                  {pool === 'RX9' && (
                    <Checkbox
                      checked={!!bankers[row]}
                      disabled={!full[row].length}
                      onChange={(on) => setBankers(labels.map((_, n) => (n === row ? on : !!bankers[n])))}
                    >
                      {t.banker}
                    </Checkbox>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <Card className="lm-sports-panel">
            <div className="lm-sports-field lm-sports-multiple">
              <span className="lm-sports-field-label" aria-hidden>
                {t.multiple}
              </span>
              <Stepper aria-label={t.multiple} min={1} max={99} digits={0} value={multiple} onChange={(v) => setMultiple(Math.max(1, Math.trunc(Number(v) || 1)))} />
            </div>
            {!ready ? (
              <p className="lm-sports-hint">{t.ctzqPickHint}</p>
            ) : quote.error ? (
              <p className="lm-sports-error" role="alert">
                {quote.error.message}
              </p>
            ) : (
              <dl className="lm-sports-quote" data-testid="quote">
                <div>
                  <dt>{t.bets}</dt>
                  <dd data-testid="bets">{q?.ctzqQuote.bets ?? '…'}</dd>
                </div>
                <div>
                  <dt>{t.cost}</dt>
                  <dd data-testid="cost">{q ? t.yuan(q.ctzqQuote.cost.yuan) : '…'}</dd>
                </div>
                {q?.ctzqCheck && (
                  <div>
                    <dt>{t.prizeCheck}</dt>
                    <dd data-testid="ctzq-check">
                      {q.ctzqCheck.tiers.some((x) => x.bets > 0)
                        ? `${q.ctzqCheck.tiers
                            .filter((x) => x.bets > 0)
                            .map((x) => t.ctzqTiers(t.tier(x.tier), x.bets))
                            .join('，')}，${t.ctzqWon(q.ctzqCheck.won.yuan)}`
                        : t.notWon}
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </Card>
        </>
      )}
    </QueryState>
  );
}
