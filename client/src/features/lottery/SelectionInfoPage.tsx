// selection/info (chooseInfo): one saved selection — its numbers, bets,
// cost and tickets, with the way on to the prize check and the split.
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { SavedSelectionInfoQuery } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { Button, Card, EmptyState, MissingState, QueryState } from '../../ui';
import { gameDef } from './games';
import { SelectionSummary } from './SelectionSummary';
import { orderQuery } from './useOrder';
import { lotteryText as t } from './strings';
import './lottery.css';

const One = graphql(`
  query SavedSelectionInfo($id: ID!) {
    savedSelection(id: $id) {
      id
      game
      mainNumbers
      extraNumbers
      multiple
      createdAt
      ...SelectionSummary_selection
    }
  }
`);

export function SelectionInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!id) return <MissingState what={t.recordId} />;
  return <SelectionInfo key={id} id={id} />;
}

function SelectionInfo({ id }: { id: string }) {
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch } = useQuery(One, { variables: { id }, context: { silent: true } });
  const s = data?.savedSelection;
  return (
    <div className="lm-lottery lm-lottery-selection-info">
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {s ? <Found selection={s} /> : <EmptyState title={t.notFound} />}
      </QueryState>
    </div>
  );
}

type Saved = NonNullable<SavedSelectionInfoQuery['savedSelection']>;

/** The selection, and on to the prize check or the split with its numbers. */
function Found({ selection: s }: { selection: Saved }) {
  const navigate = useNavigate();
  const def = gameDef(s.game);
  const q = orderQuery({
    def,
    zones: def.zones.map((_, i) => ({ dan: [], tuo: i === 0 ? s.mainNumbers : s.extraNumbers })),
    multiple: s.multiple,
    additional: false,
  });
  return (
    <>
      <Card data-testid="selection-info">
        <SelectionSummary selection={s} />
        <p className="lm-lottery-hint">{new Date(s.createdAt).toLocaleString('zh-CN')}</p>
      </Card>
      <div className="lm-lottery-actions">
        <Button color="primary" block onClick={() => navigate(linkTo.calculatorResult(q))}>
          {t.checkPrize}
        </Button>
        <Button color="primary" fill="outline" block onClick={() => navigate(linkTo.splitOrder(q))}>
          {t.splitTitle}
        </Button>
      </div>
    </>
  );
}
