// sports/record: the member's saved 竞彩 / 北单 方案, newest first, each with
// its bets, cost, tickets and 兑奖 against the results so far; a tap opens
// its 奖金明细, and a 方案 can be deleted.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, Card, Dialog, QueryState } from '../../ui';
import { GAME_NAMES } from './format';
import { writeOrder, type SportsOrder } from './order';
import { sportsText as t } from './strings';
import './sports.css';

const Mine = graphql(`
  query MySportsSelections($after: String) {
    mySportsSelections(first: 20, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        game
        passTypes
        multiple
        bets
        ticketCount
        createdAt
        cost {
          yuan
        }
        matches {
          matchId
          banker
          handicap
          totalLine
          picks {
            play
            option
            odds
          }
        }
        prizeCheck {
          winningBets
          pendingBets
          won {
            yuan
          }
        }
      }
    }
  }
`);

const Delete = graphql(`
  mutation DeleteSportsSelection($id: ID!) {
    deleteSportsSelection(input: { id: $id }) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** `YYYY-MM-DD HH:mm` in Beijing time. */
const when = (at: string) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(at));

export function RecordsPage() {
  const [after, setAfter] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(Mine, { variables: { after }, context: { silent: true } });
  const [remove] = useMutation(Delete, { refetchQueries: ['MySportsSelections'] });
  const [deleting, setDeleting] = useState<string | null>(null);
  const navigate = useNavigate();
  const list = data?.mySportsSelections;
  return (
    <div className="lm-sports" data-testid="sports-records">
      <QueryState loading={loading && !data} error={error} empty={!!list && !list.nodes.length} emptyText={t.noRecords} onRetry={() => void refetch().catch(() => undefined)}>
        {list?.nodes.map((s) => {
          const order: SportsOrder = {
            game: s.game,
            multiple: s.multiple,
            passTypes: s.passTypes,
            matches: s.matches.map((m) => ({ matchId: m.matchId, banker: m.banker, handicap: m.handicap, totalLine: m.totalLine, picks: m.picks })),
          };
          const c = s.prizeCheck;
          return (
            <Card key={s.id} title={`${GAME_NAMES[s.game]} ${s.passTypes.join(' ')}`} data-testid="sports-record">
              <p className="lm-sports-muted">{when(s.createdAt)}</p>
              <p>
                {t.ticketLine(s.bets, s.multiple, s.cost.yuan)}，{t.ticketCount(s.ticketCount)}
              </p>
              <p className="lm-sports-check" data-testid="record-check">
                {c.winningBets > 0 ? t.won(c.winningBets, c.won.yuan) : c.pendingBets > 0 ? t.pending(c.pendingBets) : t.notWon}
              </p>
              <div className="lm-sports-actions">
                <Button size="small" color="primary" onClick={() => navigate(linkTo.sportsChooseResult(writeOrder(order)))}>
                  {t.detail}
                </Button>
                <Button size="small" onClick={() => navigate(linkTo.sportsSplitResult(writeOrder(order)))}>
                  {t.split}
                </Button>
                <Button size="small" onClick={() => setDeleting(s.id)}>
                  {t.delete}
                </Button>
              </div>
            </Card>
          );
        })}
        {list?.pageInfo.hasNextPage && (
          <Button size="small" onClick={() => setAfter(list.pageInfo.endCursor ?? null)}>
            {t.more}
          </Button>
        )}
      </QueryState>
      {/* Declarative: antd-mobile's imperative dialogs need React 19's deprecated render hook. */}
      <Dialog
        visible={deleting !== null}
        content={t.deleteConfirm}
        closeOnAction
        closeOnMaskClick
        onClose={() => setDeleting(null)}
        actions={[
          [
            { key: 'cancel', text: t.cancel },
            {
              key: 'delete',
              text: t.delete,
              bold: true,
              onClick: async () => {
                if (!deleting) return;
                const r = (await remove({ variables: { id: deleting } }).catch(() => null))?.data?.deleteSportsSelection;
                if (r) showUserErrors(r.userErrors);
              },
            },
          ],
        ]}
      />
    </div>
  );
}
