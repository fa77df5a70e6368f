// selection/info (chooseInfo): one saved selection — its numbers, bets,
// cost and tickets, with the way on to the prize check and the split.
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { gameDef } from './games';
import { SelectionSummary } from './SelectionSummary';
import { orderQuery } from './useOrder';
import { lotteryText as t } from './strings';

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
  const { data } = useQuery(One, { variables: { id }, skip: !id });
  const s = data?.savedSelection;
  if (data && !s) return <p className="empty">{t.notFound}</p>;
  if (!s) return null;
  const def = gameDef(s.game);
  const order = {
    def,
    zones: def.zones.map((_, i) => ({ dan: [], tuo: i === 0 ? s.mainNumbers : s.extraNumbers })),
    multiple: s.multiple,
    additional: false,
  };
  return (
    <div className="page selection-info" data-testid="selection-info">
      <p>
        <SelectionSummary selection={s} />
      </p>
      <p className="hint">{new Date(s.createdAt).toLocaleString('zh-CN')}</p>
      <div className="actions">
        <Link className="button primary" to={linkTo.calculatorResult(orderQuery(order))}>
          {t.checkPrize}
        </Link>
        <Link className="button" to={linkTo.splitOrder(orderQuery(order))}>
          {t.splitTitle}
        </Link>
      </div>
    </div>
  );
}
