// 系统 › 后台任务: how many jobs are in each state, and the jobs of one
// state (the state in the URL), newest first, keyset pages; a failed job
// shows its last error and can be queued again (retryJob). Operations
// permission.
import { App, Button, Segmented, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { JobState } from '../../gql/staff/graphql';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { jobsText as t } from './strings';

const Jobs = graphql(`
  query ConsoleJobs($state: JobState, $after: String) {
    jobCounts {
      state
      count
    }
    jobs(state: $state, first: 20, after: $after) {
      nodes {
        id
        kind
        state
        attempts
        maxAttempts
        runAt
        createdAt
        lastError
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Retry = graphql(`
  mutation ConsoleRetryJob($id: ID!) {
    retryJob(input: { id: $id }) {
      job {
        id
        state
        attempts
        lastError
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const STATES: readonly JobState[] = ['FAILED', 'PENDING', 'RUNNING', 'DONE'] as JobState[];

type Row = { id: string; kind: string; state: string; attempts: number; maxAttempts: number; runAt: string; lastError?: string | null };

export function JobsPage() {
  const { message } = App.useApp();
  const { values, apply } = useUrlFilters(['state'] as const);
  const state = STATES.find((s) => s === values.state);
  const { data, loading, error, fetchMore, refetch } = useQuery(Jobs, { variables: { state } });
  const [retry] = useMutation(Retry);
  const counts = new Map((data?.jobCounts ?? []).map((c) => [c.state, c.count]));
  return (
    <ListPage<Row>
      title={t.title}
      filters={
        <Segmented
          data-testid="job-states"
          value={state ?? ''}
          onChange={(v) => apply({ state: String(v) })}
          options={[{ label: t.all, value: '' }, ...STATES.map((s) => ({ label: `${t.states[s]} ${counts.get(s) ?? 0}`, value: s }))]}
        />
      }
      loading={loading}
      error={error}
      rows={data?.jobs.nodes ?? []}
      pageInfo={data?.jobs.pageInfo}
      onMore={(after) => void fetchMore({ variables: { after } })}
      empty={t.empty}
      testId="jobs-table"
      columns={[
        { title: t.kind, dataIndex: 'kind', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t.state, dataIndex: 'state', width: 100, render: (v: string) => <Tag color={v === 'FAILED' ? 'red' : v === 'DONE' ? 'green' : 'blue'}>{t.states[v] ?? v}</Tag> },
        { title: t.attempts, width: 90, render: (_: unknown, j: Row) => `${j.attempts}/${j.maxAttempts}` },
        { title: t.runAt, dataIndex: 'runAt', width: 180, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
        { title: t.lastError, dataIndex: 'lastError', render: (v?: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null) },
        {
          title: '',
          width: 90,
          render: (_: unknown, j: Row) =>
            j.state === 'FAILED' ? (
              <Button
                size="small"
                data-testid="job-retry"
                onClick={async () => {
                  const r = (await retry({ variables: { id: j.id } })).data?.retryJob;
                  if (r?.userErrors.length) message.error(r.userErrors[0].message);
                  else {
                    message.success(t.retried);
                    void refetch();
                  }
                }}
              >
                {t.retry}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
