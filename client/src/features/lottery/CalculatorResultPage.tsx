// bonus-calculator/result: the picked ticket against a draw of the game —
// tiers won, amounts (floating ones as published), 追加 and the total.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { DigitPlayKind } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { Button, Card, EmptyState, QueryState, ReplayDrawsNotice, ReplayTag, Selector, Tabs } from '../../ui';
import { checkable, drawText, pickText, ticketNumbers } from './games';
import { orderQuery, useOrder } from './useOrder';
import { PrizeLines } from './PrizeLines';
import { lotteryText as t } from './strings';
import './lottery.css';

const Issues = graphql(`
  query ResultIssues($game: Game!) {
    drawHistory(game: $game, first: 30) {
      edges {
        node {
          issue
          drawDate
          replay
        }
      }
    }
  }
`);

const Check = graphql(`
  query CheckTicket($game: Game!, $issue: String!, $ticket: TicketInput!) {
    checkTicket(game: $game, issue: $issue, ticket: $ticket) {
      issue
      drawDate
      mainNumbers
      extraNumbers
      bets
      cost {
        yuan
      }
      ...PrizeLines_result
    }
  }
`);

const PLAYS: { label: string; value: DigitPlayKind }[] = [
  { label: t.direct, value: 'DIRECT' },
  { label: t.group, value: 'GROUP' },
];

export function CalculatorResultPage() {
  const navigate = useNavigate();
  const [order] = useOrder();
  const { def, zones, multiple, additional } = order;
  const [issue, setIssue] = useState('');
  const [play, setPlay] = useState<DigitPlayKind>('DIRECT');
  const canCheck = checkable(def, zones);
  // The page shows its own error and retry, so the global toast stays quiet.
  const issues = useQuery(Issues, { variables: { game: def.game }, skip: !canCheck, context: { silent: true } });
  const list = issues.data?.drawHistory.edges ?? [];
  const chosen = issue || list[0]?.node.issue || '';
  const chosenReplay = list.find(({ node }) => node.issue === chosen)?.node.replay ?? false;
  const check = useQuery(Check, {
    variables: { game: def.game, issue: chosen, ticket: { ...ticketNumbers(def, zones), multiple, additional, play } },
    skip: !chosen || !canCheck,
    context: { silent: true },
  });
  const c = check.data?.checkTicket;
  const groupable = def.zones.length === 3 && def.zones[0].size === 1;
  return (
    <div className="lm-lottery lm-lottery-prize-check">
      <Card title={def.name}>
        <div className="lm-lottery-muted">{t.picked}</div>
        <div className="lm-lottery-nums">{pickText(def, zones)}</div>
      </Card>
      {!canCheck ? (
        <EmptyState title={t.notCheckable} />
      ) : (
        <QueryState
          loading={issues.loading && !issues.data}
          error={issues.error}
          empty={list.length === 0}
          emptyText={t.noDraws}
          onRetry={() => void issues.refetch().catch(() => undefined)}
        >
          <ReplayDrawsNotice show={chosenReplay} />
          <Tabs
            className="lm-lottery-tabs"
            data-testid="issue"
            aria-label={t.issueLabel}
            activeKey={chosen}
            onChange={setIssue}
          >
            {list.map(({ node }) => (
              <Tabs.Tab key={node.issue} title={t.issue(node.issue)} data-testid={`issue-${node.issue}`} />
            ))}
          </Tabs>
          {groupable && (
            <div className="lm-lottery-field">
              <span className="lm-lottery-field-label" id="lm-lottery-play-label">
                {t.playLabel}
              </span>
              <Selector
                className="lm-lottery-choice"
                aria-labelledby="lm-lottery-play-label"
                columns={2}
                options={PLAYS}
                value={[play]}
                // Single choice: tapping the chosen one again keeps it.
                onChange={(v) => v[0] && setPlay(v[0])}
              />
            </div>
          )}
          <QueryState
            loading={check.loading && !c}
            error={check.error}
            onRetry={() => void check.refetch().catch(() => undefined)}
          >
            {c && (
              <Card
                data-testid="prize-result"
                title={
                  <>
                    {t.issue(c.issue)}
                    <ReplayTag show={chosenReplay} />
                  </>
                }
                extra={<span className="lm-lottery-muted">{t.drawDate(String(c.drawDate))}</span>}
              >
                <p className="lm-lottery-note">
                  {t.drawn}：<span className="lm-lottery-nums">{drawText(def, c.mainNumbers, c.extraNumbers)}</span>
                </p>
                <p className="lm-lottery-note">
                  {c.bets}
                  {t.betsUnit} × {multiple}
                  {t.multipleUnit} = {t.yuan(c.cost.yuan)}
                </p>
                <PrizeLines result={c} />
              </Card>
            )}
          </QueryState>
        </QueryState>
      )}
      <Button block onClick={() => navigate(linkTo.calculator(orderQuery(order)))}>
        {t.backToPick}
      </Button>
    </div>
  );
}
