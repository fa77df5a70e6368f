// 赛事与开奖 › 赛程与赛果: one game's matches of one Beijing day (both in
// the URL), each with its state and score; 新建比赛 enters a match by hand
// and 编辑 corrects one (MatchForm), 赔率 sets a play type's odds
// (OddsForm); 录入赛果 (or 更正赛果 once published) opens the result
// form, and 结算 shows what the result has settled so far (the picks' and
// plans' legs, the competitions). Operations permission.
import { useState } from 'react';
import { App, Button, DatePicker, Form, Select, Space, Tag } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { beijingDay } from '../../lib/beijing';
import { FilterForm } from '../common/FilterForm';
import { ListPage } from '../common/ListPage';
import dayjs, { type Dayjs } from '../common/dayjs';
import { useUrlFilters } from '../common/useUrlFilters';
import { MatchForm, type EditedMatch } from './MatchForm.staff';
import { OddsForm, type OddsMatch } from './OddsForm.staff';
import { ResultForm } from './ResultForm.staff';
import { SettlementDrawer } from './SettlementDrawer.staff';
import { matchesText } from './strings';

const t = matchesText.results;

const Matches = graphql(`
  query ConsoleMatches($game: SportsGame!, $date: Date!) {
    sportsMatches(game: $game, date: $date) {
      id
      game
      matchNum
      league
      home
      away
      kickoff
      matchDate
      handicap
      totalLine
      issue
      state
      sample
      fullTime {
        home
        away
      }
      halfTime {
        home
        away
      }
    }
  }
`);

type Game = 'JCZQ' | 'JCLQ' | 'BJDC' | 'CTZQ';

const when = (v?: string | null) => (v ? new Date(v).toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }) : '—');

export function ResultsPage() {
  const { values, apply } = useUrlFilters(['game', 'date'] as const);
  const game = (values.game ?? 'JCZQ') as Game;
  const date = values.date ?? beijingDay();
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(Matches, { variables: { game, date }, fetchPolicy: 'cache-and-network' });
  const rows = data?.sportsMatches ?? [];
  type Row = (typeof rows)[number];
  const [editing, setEditing] = useState<Row | null>(null);
  const [settlement, setSettlement] = useState<{ id: string; home: string; away: string } | null>(null);
  const [matchForm, setMatchForm] = useState<EditedMatch | { game: Game; date: string } | null>(null);
  const [odds, setOdds] = useState<OddsMatch | null>(null);
  const done = (s: string) => s === 'FINISHED' || s === 'VOID';
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setMatchForm({ game, date })} data-testid="match-create">
            {t.create}
          </Button>
        }
        filters={
          <FilterForm<{ game?: Game; date?: Dayjs }>
            initial={{ game, date: dayjs(date) }}
            onApply={(v) => apply({ game: v.game, date: v.date?.format('YYYY-MM-DD') })}
            testId="results-filter"
          >
            <Form.Item name="game" label={t.game}>
              <Select style={{ width: 140 }} options={Object.entries(t.games).map(([value, label]) => ({ value, label }))} data-testid="results-game" />
            </Form.Item>
            <Form.Item name="date" label={t.date}>
              <DatePicker allowClear={false} data-testid="results-date" />
            </Form.Item>
          </FilterForm>
        }
        loading={loading}
        error={error}
        rows={rows}
        empty={t.empty}
        testId="results-table"
        columns={[
          { title: t.num, dataIndex: 'matchNum', width: 100 },
          { title: t.league, dataIndex: 'league', width: 100 },
          {
            title: t.teams,
            key: 'teams',
            render: (_: unknown, m: Row) => (
              <Space>
                {`${m.home} vs ${m.away}`}
                {m.sample && <Tag>{t.sample}</Tag>}
              </Space>
            ),
          },
          { title: t.kickoff, dataIndex: 'kickoff', width: 130, render: when },
          { title: t.state, dataIndex: 'state', width: 100, render: (v: string) => <Tag color={done(v) ? 'green' : v === 'CLOSED' ? 'orange' : 'default'}>{t.states[v] ?? v}</Tag> },
          {
            title: t.score,
            key: 'score',
            width: 150,
            render: (_: unknown, m: Row) =>
              m.fullTime ? (
                <span data-testid="result-score">
                  {`${m.fullTime.home}:${m.fullTime.away}`}
                  {m.halfTime && <span style={{ color: '#999', marginLeft: 8 }}>{t.half(m.halfTime.home, m.halfTime.away)}</span>}
                </span>
              ) : (
                '—'
              ),
          },
          {
            title: '',
            key: 'actions',
            width: 300,
            render: (_: unknown, m: Row) => (
              <Space>
                {!done(m.state) && (
                  <>
                    <Button size="small" onClick={() => setMatchForm(m)} data-testid="match-edit">
                      {t.edit}
                    </Button>
                    <Button size="small" onClick={() => setOdds(m)} data-testid="match-odds">
                      {t.odds}
                    </Button>
                  </>
                )}
                <Button size="small" type={done(m.state) ? 'default' : 'primary'} onClick={() => setEditing(m)} data-testid="publish-result">
                  {done(m.state) ? t.correct : t.publish}
                </Button>
                {done(m.state) && (
                  <Button size="small" type="link" onClick={() => setSettlement(m)} data-testid="show-settlement">
                    {t.settlement}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ResultForm
        match={editing}
        onClose={() => setEditing(null)}
        onPublished={(m) => {
          setEditing(null);
          setSettlement(m);
        }}
      />
      <SettlementDrawer match={settlement} onClose={() => setSettlement(null)} />
      <MatchForm
        open={matchForm}
        onClose={() => setMatchForm(null)}
        onSaved={() => {
          setMatchForm(null);
          message.success(matchesText.matchForm.saved);
          void refetch();
        }}
      />
      <OddsForm
        match={odds}
        onClose={() => setOdds(null)}
        onSaved={() => {
          setOdds(null);
          message.success(matchesText.oddsForm.saved);
        }}
      />
    </>
  );
}
