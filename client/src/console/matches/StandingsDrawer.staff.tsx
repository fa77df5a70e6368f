// 排名: a released competition's board as members see it (points won,
// then the earlier first entry), 20 places a page, with how many of its
// matches have settled and, by place, the prize it pays (paid once the
// competition is 已派奖).
import { Alert, Button, Drawer, Space, Table, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { consoleText } from '../strings';
import { matchesText } from './strings';

const t = matchesText.standings;

const Board = graphql(`
  query ConsoleCompetitionBoard($id: ID!, $after: String) {
    node(id: $id) {
      ... on Competition {
        id
        title
        state
        prizes
        prizedAt
        settledMatches
        matches {
          plays
        }
        board(first: 20, after: $after) {
          nodes {
            place
            netPoints
            staked
            paid
            entries
            member {
              id
              nickname
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

export function StandingsDrawer({ competition, onClose }: { competition: { id: string; title: string } | null; onClose: () => void }) {
  const { data, loading, error, fetchMore } = useQuery(Board, { variables: { id: competition?.id ?? '' }, skip: !competition, fetchPolicy: 'cache-and-network' });
  const c = data?.node?.__typename === 'Competition' ? data.node : null;
  const rows = (c?.board.nodes ?? []).map((s) => ({ ...s, id: `${s.place}:${s.member?.id ?? ''}` }));
  type Row = (typeof rows)[number];
  const prize = (place: number) => c?.prizes[place - 1] ?? 0;
  return (
    <Drawer open={!!competition} onClose={onClose} width={760} title={t.title(competition?.title ?? '')} data-testid="standings-drawer" destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {c && (
          <Typography.Text type="secondary" data-testid="standings-progress">
            {t.progress(c.settledMatches, c.matches.length)}
            {c.prizedAt ? ` · ${t.prized(new Date(c.prizedAt).toLocaleString('zh-CN'))}` : ''}
          </Typography.Text>
        )}
        {error && <Alert type="error" showIcon message={consoleText.loadFailed} description={error.message} />}
        <Table<Row>
          rowKey="id"
          size="small"
          pagination={false}
          loading={loading}
          dataSource={rows}
          locale={{ emptyText: t.empty }}
          data-testid="standings-table"
          columns={[
            { title: t.place, dataIndex: 'place', width: 70 },
            { title: t.member, key: 'member', render: (_: unknown, s: Row) => s.member?.nickname ?? t.gone },
            { title: t.net, dataIndex: 'netPoints', width: 90, align: 'right' },
            { title: t.staked, dataIndex: 'staked', width: 90, align: 'right' },
            { title: t.paid, dataIndex: 'paid', width: 90, align: 'right' },
            { title: t.entries, dataIndex: 'entries', width: 80, align: 'right' },
            { title: c?.prizedAt ? t.prizePaid : t.prize, key: 'prize', width: 100, align: 'right', render: (_: unknown, s: Row) => prize(s.place) || '—' },
          ]}
        />
        {c?.board.pageInfo.hasNextPage && c.board.pageInfo.endCursor && (
          <Button onClick={() => void fetchMore({ variables: { after: c.board.pageInfo.endCursor } })}>{consoleText.more}</Button>
        )}
      </Space>
    </Drawer>
  );
}
