// pages/my/payouts/index (提现记录): the caller's withdrawals, newest first,
// each with its state in the workflow's words (待审核, 已批准, 已打款,
// 已拒绝 with the reason, 已取消), and 取消提现 while the server allows it
// (`flags.cancellable`: before staff approved).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, Dialog, EmptyState, LinkItem, List, LoadMore, QueryState, Tag, toast } from '../../ui';
import { maskAccount, withdrawalStatus, type WithdrawalStatus } from './format';
import { channelText as t } from './strings';
import './channels.css';

const Payouts = graphql(`
  query PayoutsPage($after: String) {
    myWithdrawals(first: 20, after: $after) {
      edges {
        node {
          id
          amount {
            fen
            yuan
          }
          state
          outcome
          reason
          payeeKind
          payeeAccount
          createdAt
          paidAt
          flags {
            cancellable
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Cancel = graphql(`
  mutation CancelWithdrawal($id: ID!) {
    cancelWithdrawal(id: $id) {
      withdrawal {
        id
        state
        outcome
        flags {
          cancellable
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const TAG_COLOURS: Record<WithdrawalStatus, string> = {
  waiting: 'var(--lm-blue)',
  approved: 'var(--lm-blue)',
  paid: '#2e7d32',
  rejected: 'var(--lm-brand-text)',
  cancelled: 'var(--lm-text-2)',
};

export function PayoutsPage() {
  // Silent: the page shows a failed load itself (with a retry). Always asked
  // again: staff move withdrawals on while the member is away.
  const { data, loading, error, refetch, fetchMore } = useQuery(Payouts, { context: { silent: true }, fetchPolicy: 'cache-and-network' });
  // The withdrawal updates in the cache by its id; the pages showing the
  // balance ask again when opened.
  const [cancel] = useMutation(Cancel);
  const [confirming, setConfirming] = useState<string | null>(null);
  const conn = data?.myWithdrawals;
  const doCancel = async (id: string) => {
    const r = (await cancel({ variables: { id } }).catch(() => null))?.data?.cancelWithdrawal;
    if (r && !showUserErrors(r.userErrors)) toast(t.cancelled, 0);
  };
  return (
    <div className="lm-channels" data-testid="payouts">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {conn && (
          <>
            {conn.edges.length === 0 ? (
              <EmptyState title={t.payoutsEmpty} />
            ) : (
              <ul className="lm-channels-payouts">
                {conn.edges.map(({ node: w }) => {
                  const status = withdrawalStatus(w.state, w.outcome);
                  return (
                    <li key={w.id} className="lm-channels-payout" data-testid="payout" data-status={status}>
                      <span className="lm-channels-payout-head">
                        <b className="lm-channels-payout-amount">{t.yuan(w.amount.yuan)}</b>
                        <Tag color={TAG_COLOURS[status]} fill="outline" data-testid="payout-status">
                          {t.status[status]}
                        </Tag>
                      </span>
                      <span className="lm-channels-muted">
                        {new Date(w.createdAt).toLocaleString('zh-CN')} · {t.kinds[w.payeeKind] ?? w.payeeKind} {maskAccount(w.payeeAccount)}
                      </span>
                      <span className="lm-channels-payout-note">{t.statusNote[status]}</span>
                      {status === 'rejected' && w.reason && <span className="lm-channels-error">{t.reason(w.reason)}</span>}
                      {status === 'paid' && w.paidAt && <span className="lm-channels-muted">{t.paidAt(new Date(w.paidAt).toLocaleString('zh-CN'))}</span>}
                      {w.flags.cancellable && (
                        <Button size="small" fill="outline" className="lm-channels-cancel" onClick={() => setConfirming(w.id)} data-testid="cancel-withdrawal">
                          {t.cancel}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <LoadMore pageInfo={conn.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
            <List mode="card" className="lm-channels-links">
              <LinkItem to={paths.withdraw}>{t.withdraw}</LinkItem>
            </List>
          </>
        )}
      </QueryState>
      {/* Declarative: antd-mobile's imperative Dialog.confirm renders outside
          React's tree, which React 19 no longer supports. */}
      <Dialog
        visible={confirming !== null}
        content={t.cancelConfirm}
        closeOnAction
        closeOnMaskClick
        onClose={() => setConfirming(null)}
        actions={[
          [
            { key: 'keep', text: t.keep },
            { key: 'cancel', text: t.cancel, bold: true, danger: true, onClick: () => (confirming ? doCancel(confirming) : undefined) },
          ],
        ]}
      />
    </div>
  );
}
