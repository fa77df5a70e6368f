// selection/split-info (splitInfo): one saved split with its tickets (the
// server splits the stored order again).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { Card, EmptyState, MissingState, QueryState } from '../../ui';
import { gameDef } from './games';
import { SplitRecordHead } from './SplitRecordPage';
import { SplitTickets, ticketsAfter } from './SplitTickets';
import { lotteryText as t } from './strings';
import './lottery.css';

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
  if (!id) return <MissingState what={t.recordId} />;
  return <SplitInfo key={id} id={id} />;
}

function SplitInfo({ id }: { id: string }) {
  const [page, setPage] = useState(0);
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, previousData, loading, error, refetch } = useQuery(Info, {
    variables: { id, after: ticketsAfter(page) },
    context: { silent: true },
  });
  // Paging keeps the record on screen while the next tickets load.
  const shown = data ?? previousData;
  const found = shown?.splitRecord;
  return (
    <div className="lm-lottery lm-lottery-split-info">
      <QueryState loading={loading && !shown} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {!found ? (
          <EmptyState title={t.notFound} />
        ) : (
          <div className="lm-lottery" data-testid="split-info" aria-busy={loading}>
            <Card>
              <SplitRecordHead record={found.record} />
            </Card>
            <Card>
              <SplitTickets def={gameDef(found.record.game)} split={found.split} page={page} onPage={setPage} />
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}
