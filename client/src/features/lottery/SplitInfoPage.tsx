// selection/split-info (splitInfo): one saved split with its tickets (the
// server splits the stored order again).
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { gameDef } from './games';
import { SplitRecordHead } from './SplitRecordPage';
import { SplitTickets, ticketsAfter } from './SplitTickets';
import { lotteryText as t } from './strings';

const Info = graphql(`
  query SplitInfo($id: ID!, $after: String) {
    splitRecord(id: $id) {
      record {
        game
        ...SplitRecordHead_record
      }
      split {
        ...SplitTickets_split
      }
    }
  }
`);

export function SplitInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [page, setPage] = useState(0);
  const { data } = useQuery(Info, { variables: { id, after: ticketsAfter(page) }, skip: !id });
  const found = data?.splitRecord;
  if (data && !found) return <p className="empty">{t.notFound}</p>;
  if (!found) return null;
  const def = gameDef(found.record.game);
  return (
    <div className="page split-info" data-testid="split-info">
      <p>
        <SplitRecordHead record={found.record} />
      </p>
      <SplitTickets def={def} split={found.split} page={page} onPage={setPage} />
    </div>
  );
}
