// 保存方案: a signed-in member keeps the selection (the server counts its
// bets, cost and tickets); the saved list is 我的竞彩方案.
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session/SessionProvider';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, toast } from '../../ui';
import { toInput, type SportsOrder } from './order';
import { sportsText as t } from './strings';

const Save = graphql(`
  mutation SaveSportsSelection($selection: SportsSelectionInput!) {
    saveSportsSelection(input: { selection: $selection }) {
      sportsSelection {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function SaveOrder({ order }: { order: SportsOrder }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const [save, saving] = useMutation(Save, { refetchQueries: ['MySportsSelections'] });
  if (!session) return null;
  return (
    <Button
      color="primary"
      block
      data-testid="save-sports"
      loading={saving.loading}
      onClick={async () => {
        const r = (await save({ variables: { selection: toInput(order) } }).catch(() => null))?.data?.saveSportsSelection;
        if (!r || showUserErrors(r.userErrors)) return;
        toast(t.saved);
        navigate(paths.sportsRecords);
      }}
    >
      {t.save}
    </Button>
  );
}
