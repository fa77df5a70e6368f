// 赛事与开奖 › 竞猜大赛: every competition, newest first (keyset pages); a
// draft is released (发布) from its row, a released one shows its board
// and prizes (排名, StandingsDrawer); 新建大赛 opens the form
// (CompetitionForm) over the matches still on sale. Operations permission.
import { useState } from 'react';
import { App, Button, Tag } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { CompetitionForm } from './CompetitionForm.staff';
import { StandingsDrawer } from './StandingsDrawer.staff';
import { matchesText as t } from './strings';

const Competitions = graphql(`
  query ConsoleCompetitions($after: String) {
    staffCompetitions(first: 20, after: $after) {
      nodes {
        id
        title
        state
        openAt
        closeAt
        prizes
        matches {
          plays
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Release = graphql(`
  mutation ConsoleReleaseCompetition($id: ID!) {
    releaseCompetition(input: { id: $id }) {
      competition {
        id
        state
        releasedAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const when = (v: string) => new Date(v).toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

export function CompetitionsPage() {
  const { message, modal } = App.useApp();
  const { data, loading, error, fetchMore, refetch } = useQuery(Competitions, { fetchPolicy: 'cache-and-network' });
  const [release] = useMutation(Release);
  const [creating, setCreating] = useState(false);
  const [standings, setStandings] = useState<{ id: string; title: string } | null>(null);
  const rows = data?.staffCompetitions.nodes ?? [];
  type Row = (typeof rows)[number];
  const doRelease = (id: string) =>
    modal.confirm({
      title: t.competitions.releaseConfirm,
      okButtonProps: { 'data-testid': 'release-ok' },
      onOk: async () => {
        const r = (await release({ variables: { id } })).data?.releaseCompetition;
        if (r?.userErrors[0]) message.error(r.userErrors[0].message);
        else message.success(t.competitions.released);
      },
    });
  return (
    <>
      <ListPage<Row>
        title={t.competitions.title}
        extra={
          <Button type="primary" onClick={() => setCreating(true)} data-testid="new-competition">
            {t.competitions.create}
          </Button>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.staffCompetitions.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.competitions.empty}
        testId="competitions-table"
        columns={[
          { title: t.competitions.name, dataIndex: 'title' },
          { title: t.competitions.state, dataIndex: 'state', width: 100, render: (v: string) => <Tag color={v === 'DRAFT' ? 'default' : 'green'}>{t.competitions.states[v] ?? v}</Tag> },
          { title: t.competitions.window, key: 'window', width: 260, render: (_: unknown, c: Row) => `${when(c.openAt)} – ${when(c.closeAt)}` },
          { title: t.competitions.matches, key: 'matches', width: 80, render: (_: unknown, c: Row) => c.matches.length },
          { title: t.form.prizes, key: 'prizes', render: (_: unknown, c: Row) => c.prizes.join(' / ') },
          {
            title: '',
            key: 'release',
            width: 90,
            render: (_: unknown, c: Row) =>
              c.state === 'DRAFT' ? (
                <Button size="small" type="primary" onClick={() => doRelease(c.id)} data-testid="release-competition">
                  {t.competitions.release}
                </Button>
              ) : (
                <Button size="small" onClick={() => setStandings(c)} data-testid="competition-standings">
                  {t.standings.open}
                </Button>
              ),
          },
        ]}
      />
      <StandingsDrawer competition={standings} onClose={() => setStandings(null)} />
      <CompetitionForm
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          message.success(t.competitions.drafted);
          void refetch();
        }}
      />
    </>
  );
}
