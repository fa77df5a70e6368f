// 赛事与开奖 › 数据源: each data feed's health (last success, lag behind
// the source, failures in a row, the open circuit, the last error) with a
// pause / resume, and below it the feeds' conflicts with what staff locked
// by hand — a match field can be unlocked so the next poll applies the
// feed's value; a draw stored with other numbers is corrected in 开奖管理.
// Operations permission.
import { App, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { matchesText } from './strings';

const t = matchesText.feeds;

const Feeds = graphql(`
  query ConsoleFeeds {
    dataFeeds {
      name
      paused
      lastSuccessAt
      lagSeconds
      consecutiveFailures
      failures
      polls
      lastError
      nextAttemptAt
      circuitOpen
    }
    feedConflicts {
      feed
      subject
      matchId
      field
      feedValue
      storedValue
      firstSeenAt
      seen
    }
  }
`);

const Pause = graphql(`
  mutation ConsolePauseFeed($input: SetDataFeedPausedInput!) {
    setDataFeedPaused(input: $input) {
      feed {
        name
        paused
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const Unlock = graphql(`
  mutation ConsoleUnlockMatchFeed($input: UnlockSportsMatchFeedInput!) {
    unlockSportsMatchFeed(input: $input) {
      unlocked
      userErrors {
        code
        message
      }
    }
  }
`);

const when = (v?: string | null) => (v ? new Date(v).toLocaleString('zh-CN') : '—');

type FeedRow = {
  name: string;
  paused: boolean;
  lastSuccessAt?: string | null;
  lagSeconds?: number | null;
  consecutiveFailures: number;
  failures: number;
  polls: number;
  lastError?: string | null;
  nextAttemptAt?: string | null;
  circuitOpen: boolean;
};

type ConflictRow = {
  feed: string;
  subject: string;
  matchId?: string | null;
  field: string;
  feedValue: string;
  storedValue: string;
  firstSeenAt: string;
  seen: number;
};

function status(f: FeedRow) {
  if (f.paused) return <Tag>{t.paused}</Tag>;
  if (f.circuitOpen) return <Tag color="red">{t.circuit}</Tag>;
  if (f.consecutiveFailures > 0) return <Tag color="orange">{t.failing(f.consecutiveFailures)}</Tag>;
  return <Tag color="green">{t.healthy}</Tag>;
}

export function FeedsPage() {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(Feeds);
  const [pause] = useMutation(Pause);
  const [unlock] = useMutation(Unlock);
  const answer = async (errors: readonly { message: string }[] | undefined, ok: string) => {
    if (errors?.length) message.error(errors[0].message);
    else {
      message.success(ok);
      await refetch();
    }
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t.title} loading={loading && !data}>
        <Typography.Paragraph type="secondary">{t.note}</Typography.Paragraph>
        {error ? <Typography.Text type="danger">{error.message}</Typography.Text> : null}
        <Table<FeedRow>
          data-testid="feeds-table"
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={data?.dataFeeds ?? []}
          locale={{ emptyText: t.none }}
          columns={[
            { title: t.feed, dataIndex: 'name', render: (v: string) => t.names[v] ?? v },
            { title: t.status, width: 130, render: (_: unknown, f: FeedRow) => status(f) },
            { title: t.lastSuccess, dataIndex: 'lastSuccessAt', width: 170, render: (v?: string | null) => (v ? when(v) : t.never) },
            { title: t.lag, dataIndex: 'lagSeconds', width: 100, render: (v?: number | null) => (v == null ? '—' : t.lagValue(v)) },
            { title: t.polls, width: 100, render: (_: unknown, f: FeedRow) => `${f.polls} / ${f.failures}` },
            { title: t.lastError, dataIndex: 'lastError', render: (v?: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null) },
            { title: t.nextAttempt, dataIndex: 'nextAttemptAt', width: 170, render: when },
            {
              title: '',
              width: 80,
              render: (_: unknown, f: FeedRow) => (
                <Button
                  size="small"
                  data-testid="feed-pause"
                  onClick={async () => {
                    const r = (await pause({ variables: { input: { feed: f.name, paused: !f.paused } } })).data?.setDataFeedPaused;
                    await answer(r?.userErrors, f.paused ? t.resumedDone : t.pausedDone);
                  }}
                >
                  {f.paused ? t.resume : t.pause}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t.conflicts}>
        <Table<ConflictRow>
          data-testid="feed-conflicts"
          rowKey={(c) => `${c.feed}/${c.subject}/${c.field}`}
          size="small"
          pagination={false}
          dataSource={data?.feedConflicts ?? []}
          locale={{ emptyText: t.noConflicts }}
          columns={[
            { title: t.feed, dataIndex: 'feed', width: 150, render: (v: string) => t.names[v] ?? v },
            { title: t.subject, dataIndex: 'subject', width: 170, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { title: t.field, dataIndex: 'field', width: 90, render: (v: string) => t.fields[v] ?? v },
            { title: t.feedValue, dataIndex: 'feedValue' },
            { title: t.storedValue, dataIndex: 'storedValue' },
            { title: t.seen, dataIndex: 'seen', width: 90 },
            { title: t.firstSeen, dataIndex: 'firstSeenAt', width: 170, render: when },
            {
              title: '',
              width: 80,
              render: (_: unknown, c: ConflictRow) =>
                c.matchId ? (
                  <Popconfirm
                    title={t.unlockConfirm}
                    onConfirm={async () => {
                      const r = (await unlock({ variables: { input: { matchId: c.matchId ?? '', field: c.field } } })).data?.unlockSportsMatchFeed;
                      await answer(r?.userErrors, t.unlocked);
                    }}
                  >
                    <Button size="small" data-testid="feed-unlock">
                      {t.unlock}
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]}
        />
      </Card>
    </Space>
  );
}
