// 审核 › 专家申请: applications by state; 通过 makes the member an expert,
// 驳回 tells them why (members permission).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { actionsColumn, baseColumns, StateSwitch, stateFrom } from './columns';
import { RecordDrawer } from './RecordDrawer.staff';
import { statusLabel } from './status';
import { reviewText as t } from './strings';
import { useReview } from './useReview';

const Applications = graphql(`
  query ConsoleExpertApplications($state: WorkflowState, $after: String) {
    expertApplications(state: $state, first: 20, after: $after) {
      nodes {
        id
        legacyId
        state
        outcome
        reason
        statement
        red
        settled
        createdAt
        updatedAt
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
  mutation ConsoleApproveExpert($id: ID!) {
    approveExpertApplication(input: { id: $id }) {
      userErrors {
        code
        message
      }
    }
  }
`);

const Reject = graphql(`
  mutation ConsoleRejectExpert($id: ID!, $reason: String!) {
    rejectExpertApplication(input: { id: $id, reason: $reason }) {
      userErrors {
        code
        message
      }
    }
  }
`);

export function ExpertsPage() {
  const { values, apply } = useUrlFilters(['state'] as const);
  const state = stateFrom(values.state, 'PROCESSING');
  const { data, loading, error, fetchMore, refetch } = useQuery(Applications, { variables: { state }, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(Approve);
  const [reject] = useMutation(Reject);
  const { decide } = useReview(refetch);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = data?.expertApplications.nodes ?? [];
  type Row = (typeof rows)[number];
  const open = rows.find((r) => r.id === openId);
  const actions = (r: Row) =>
    r.flags.approvable &&
    decide(
      t.experts.what,
      async () => (await approve({ variables: { id: r.id } })).data?.approveExpertApplication,
      async (reason) => (await reject({ variables: { id: r.id, reason } })).data?.rejectExpertApplication,
    );
  return (
    <>
      <ListPage<Row>
        title={t.experts.title}
        filters={<StateSwitch value={state} states={['PROCESSING', 'CLOSED']} onChange={(v) => apply({ state: v })} />}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.expertApplications.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="experts-table"
        columns={[
          ...baseColumns<Row>(),
          { title: t.experts.record, key: 'record', width: 140, render: (_: unknown, r: Row) => t.experts.recordValue(r.red, r.settled) },
          { title: t.experts.statement, dataIndex: 'statement', ellipsis: true },
          actionsColumn<Row>(setOpenId, actions),
        ]}
      />
      {open && (
        <RecordDrawer
          open
          title={`${t.experts.title} · ${open.member?.nickname ?? ''}`}
          onClose={() => setOpenId(null)}
          target={`expert_application:${String(open.legacyId)}`}
          actions={actions(open)}
          items={[
            { key: 'status', label: t.status, children: statusLabel(open) },
            { key: 'record', label: t.experts.record, children: t.experts.recordValue(open.red, open.settled) },
            { key: 'statement', label: t.experts.statement, children: open.statement },
            ...(open.reason ? [{ key: 'reason', label: t.reason, children: open.reason }] : []),
          ]}
        />
      )}
    </>
  );
}
