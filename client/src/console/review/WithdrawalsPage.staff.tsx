// 审核 › 提现: withdrawals asked; 通过 (to be paid) → 标记已打款 once the
// money is sent, or 驳回 with a reason (the amount returns to the member's
// balance, once). Operations permission.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { actionsColumn, baseColumns, StateSwitch, stateFrom } from './columns';
import { RecordDrawer } from './RecordDrawer.staff';
import { statusLabel } from './status';
import { reviewText as t } from './strings';
import { useReview } from './useReview';

const Withdrawals = graphql(`
  query ConsoleWithdrawals($state: WorkflowState, $after: String) {
    withdrawals(state: $state, first: 20, after: $after) {
      nodes {
        id
        legacyId
        state
        outcome
        reason
        amount {
          yuan
        }
        payeeKind
        payeeName
        payeeBank
        payeeAccount
        paidAt
        createdAt
        flags {
          approvable
        }
        member {
          id
          legacyId
          nickname
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);


const Approve = graphql(`
  mutation ConsoleApproveWithdrawal($id: ID!) {
    approveWithdrawal(id: $id) {
      userErrors {
        code
        message
      }
    }
  }
`);

const Reject = graphql(`
  mutation ConsoleRejectWithdrawal($id: ID!, $reason: String!) {
    rejectWithdrawal(id: $id, reason: $reason) {
      userErrors {
        code
        message
      }
    }
  }
`);

const Paid = graphql(`
  mutation ConsoleMarkWithdrawalPaid($id: ID!) {
    markWithdrawalPaid(id: $id) {
      userErrors {
        code
        message
      }
    }
  }
`);

export function WithdrawalsPage() {
  const { values, apply } = useUrlFilters(['state'] as const);
  const state = stateFrom(values.state, 'PROCESSING');
  const { data, loading, error, fetchMore, refetch } = useQuery(Withdrawals, { variables: { state }, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(Approve);
  const [reject] = useMutation(Reject);
  const [paid] = useMutation(Paid);
  const { act, askText, confirm } = useReview(refetch);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = data?.withdrawals.nodes ?? [];
  type Row = (typeof rows)[number];
  const open = rows.find((r) => r.id === openId);
  const actions = (r: Row) =>
    r.flags.approvable && (
      <Space>
        {r.outcome === 'APPROVED' ? (
          <Button
            size="small"
            type="primary"
            data-testid="review-paid"
            onClick={async () => {
              if (await confirm(t.withdrawals.markPaidConfirm)) await act(async () => (await paid({ variables: { id: r.id } })).data?.markWithdrawalPaid);
            }}
          >
            {t.withdrawals.markPaid}
          </Button>
        ) : (
          <Button size="small" type="primary" data-testid="review-approve" onClick={() => void act(async () => (await approve({ variables: { id: r.id } })).data?.approveWithdrawal)}>
            {t.approve}
          </Button>
        )}
        <Button
          size="small"
          danger
          data-testid="review-reject"
          onClick={async () => {
            const reason = await askText(t.reasonTitle(t.withdrawals.what), t.reason, 200, true);
            if (reason) await act(async () => (await reject({ variables: { id: r.id, reason } })).data?.rejectWithdrawal);
          }}
        >
          {t.reject}
        </Button>
      </Space>
    );
  return (
    <>
      <ListPage<Row>
        title={t.withdrawals.title}
        filters={<StateSwitch value={state} states={['PROCESSING', 'CLOSED']} onChange={(v) => apply({ state: v })} />}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.withdrawals.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="withdrawals-table"
        columns={[
          ...baseColumns<Row>(),
          { title: t.withdrawals.amount, key: 'amount', width: 120, align: 'right', render: (_: unknown, r: Row) => r.amount.yuan },
          { title: t.withdrawals.payee, key: 'payee', render: (_: unknown, r: Row) => `${t.withdrawals.kinds[r.payeeKind] ?? r.payeeKind} · ${r.payeeName}` },
          actionsColumn<Row>(setOpenId, actions, 260),
        ]}
      />
      {open && (
        <RecordDrawer
          open
          title={`${t.withdrawals.title} · ${open.member?.nickname ?? ''}`}
          onClose={() => setOpenId(null)}
          target={`withdrawal:${String(open.legacyId)}`}
          actions={actions(open)}
          items={[
            { key: 'status', label: t.status, children: statusLabel(open) },
            { key: 'amount', label: t.withdrawals.amount, children: open.amount.yuan },
            { key: 'payee', label: t.withdrawals.payee, children: `${t.withdrawals.kinds[open.payeeKind] ?? open.payeeKind} · ${open.payeeName}` },
            { key: 'account', label: t.withdrawals.account, children: [open.payeeBank, open.payeeAccount].filter(Boolean).join(' ') },
            ...(open.paidAt ? [{ key: 'paid', label: t.withdrawals.paidAt, children: new Date(open.paidAt).toLocaleString('zh-CN') }] : []),
            ...(open.reason ? [{ key: 'reason', label: t.reason, children: open.reason }] : []),
          ]}
        />
      )}
    </>
  );
}
