// bonus-calculator/result: the picked ticket against a draw of the game —
// tiers won, amounts (floating ones as published), 追加 and the total.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { DigitPlayKind } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { checkable, drawText, pickText, ticketNumbers } from './games';
import { orderQuery, useOrder } from './useOrder';
import { PrizeLines } from './PrizeLines';
import { lotteryText as t } from './strings';

const Issues = graphql(`
  query ResultIssues($game: Game!) {
    drawHistory(game: $game, first: 30) {
      edges {
        node {
          issue
          drawDate
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

export function CalculatorResultPage() {
  const [order] = useOrder();
  const { def, zones, multiple, additional } = order;
  const [issue, setIssue] = useState('');
  const [play, setPlay] = useState<DigitPlayKind>(DigitPlayKind.Direct);
  const issues = useQuery(Issues, { variables: { game: def.game } });
  const list = issues.data?.drawHistory.edges ?? [];
  const chosen = issue || list[0]?.node.issue || '';
  const { data, error } = useQuery(Check, {
    variables: { game: def.game, issue: chosen, ticket: { ...ticketNumbers(def, zones), multiple, additional, play } },
    skip: !chosen || !checkable(def, zones),
  });
  const c = data?.checkTicket;
  const groupable = def.zones.length === 3 && def.zones[0].size === 1;
  return (
    <div className="page calculator-result">
      <p>
        <b>{def.name}</b> {t.picked}：{pickText(def, zones)}
      </p>
      <div className="row">
        <label>
          {t.issueHead}
          <select value={chosen} onChange={(e) => setIssue(e.target.value)} data-testid="issue">
            {list.map(({ node }) => (
              <option key={node.issue} value={node.issue}>
                {t.issue(node.issue)} {node.drawDate}
              </option>
            ))}
          </select>
        </label>
        {groupable && (
          <label>
            <select value={play} onChange={(e) => setPlay(e.target.value as DigitPlayKind)}>
              <option value={DigitPlayKind.Direct}>{t.direct}</option>
              <option value={DigitPlayKind.Group}>{t.group}</option>
            </select>
          </label>
        )}
      </div>
      {!checkable(def, zones) && <p className="empty">{t.notCheckable}</p>}
      {issues.data && list.length === 0 && <p className="empty">{t.noDraws}</p>}
      {error && <p className="empty">{error.message}</p>}
      {c && (
        <section className="result" data-testid="prize-result">
          <p>
            {t.drawn}：{drawText(def, c.mainNumbers, c.extraNumbers)}
          </p>
          <p>
            {c.bets}
            {t.betsUnit} × {multiple}
            {t.multipleUnit} = {t.yuan(c.cost.yuan)}
          </p>
          <PrizeLines result={c} />
        </section>
      )}
      <Link to={linkTo.calculator(orderQuery(order))}>{t.backToPick}</Link>
    </div>
  );
}
