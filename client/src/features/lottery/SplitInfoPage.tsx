// selection/split-info (splitInfo): one saved split with its tickets (the
// server splits the stored order again).
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { gameDef, zoneText } from './games';
import { SplitTickets, TICKETS_PER_PAGE } from './SplitTickets';
import { lotteryText as t } from './strings';

const Info = graphql(`
  query SplitInfo($id: ID!, $offset: Int!) {
    splitRecord(id: $id) {
      record {
        id
        game
        zones {
          dan
          tuo
        }
        multiple
        additional
        createdAt
      }
      split {
        bets
        costFen
        ticketCount
        tickets(first: 30, offset: $offset) {
          ...SplitTicketRow_ticket
        }
      }
    }
  }
`);

export function SplitInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [page, setPage] = useState(0);
  const { data } = useQuery(Info, { variables: { id, offset: page * TICKETS_PER_PAGE }, skip: !id });
  const found = data?.splitRecord;
  if (data && !found) return <p className="empty">{t.notFound}</p>;
  if (!found) return null;
  const { record: r, split: s } = found;
  const def = gameDef(r.game);
  const digits = def.zones[0].size === 1;
  return (
    <div className="page split-info" data-testid="split-info">
      <h3>{t.gameNames[r.game]}</h3>
      <p>{r.zones.map((z) => zoneText(z, digits)).join(digits ? ' | ' : ' + ')}</p>
      <p>
        {r.multiple}
        {t.multipleUnit}
        {r.additional && ` · ${t.additional}`} · {new Date(r.createdAt).toLocaleString('zh-CN')}
      </p>
      <p data-testid="split-total">{t.splitTotal(s.bets, s.costFen, s.ticketCount)}</p>
      <SplitTickets def={def} tickets={s.tickets} ticketCount={s.ticketCount} page={page} onPage={setPage} />
    </div>
  );
}
