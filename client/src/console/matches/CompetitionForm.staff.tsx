// 新建大赛: title, description, prize table and stake range, then the
// matches still on sale of one game and day with the plays open on each;
// entries open now and close at the earliest kickoff chosen. Created as a
// draft (createCompetition); the list releases it.
import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Form, Input, InputNumber, Segmented, Select, Space, Table, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { beijingDay } from '../../lib/beijing';
import type { SportsGame, SportsPlayType } from '../../gql/staff/graphql';
import { parsePrizes } from './prizes';
import { matchesText as t } from './strings';

const Days = graphql(`
  query ConsoleMatchDays($game: SportsGame!) {
    sportsMatchDays(game: $game, first: 14)
  }
`);

const Matches = graphql(`
  query ConsoleDayMatches($game: SportsGame!, $date: Date!) {
    sportsMatches(game: $game, date: $date) {
      id
      matchNum
      league
      home
      away
      kickoff
      state
      odds {
        play
      }
    }
  }
`);

const Create = graphql(`
  mutation ConsoleCreateCompetition($input: CreateCompetitionInput!) {
    createCompetition(input: $input) {
      competition {
        id
        state
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The plays guessing takes per game. */
const PLAYS: Record<string, SportsPlayType[]> = { JCZQ: ['SPF', 'RQSPF'], JCLQ: ['SF', 'RFSF', 'DXF'] } as Record<string, SportsPlayType[]>;

type Fields = { title: string; description?: string; prizes: string; stakeMin: number; stakeMax: number };
type Chosen = Record<string, { kickoff: string; plays: SportsPlayType[] }>;

export function CompetitionForm({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<Fields>();
  const [game, setGame] = useState<SportsGame>('JCZQ' as SportsGame);
  const [day, setDay] = useState<string | undefined>();
  const [chosen, setChosen] = useState<Chosen>({});
  const [problem, setProblem] = useState<string | null>(null);
  const days = useQuery(Days, { variables: { game }, skip: !open });
  // Match days are Beijing days.
  const today = beijingDay();
  const coming = (days.data?.sportsMatchDays ?? []).filter((d) => d >= today).sort();
  const date = day && coming.includes(day) ? day : coming[0];
  const matches = useQuery(Matches, { variables: { game, date: date ?? '' }, skip: !open || !date });
  const onSale = (matches.data?.sportsMatches ?? []).filter((m) => m.state === 'SELLING' && m.kickoff && Date.parse(m.kickoff) > Date.now());
  const [create, { loading }] = useMutation(Create);
  const picked = Object.entries(chosen).filter(([, c]) => c.plays.length);
  const closeAt = picked.map(([, c]) => c.kickoff).sort()[0];

  const submit = async (v: Fields) => {
    setProblem(null);
    const prizes = parsePrizes(v.prizes);
    if (!prizes) return setProblem(t.form.prizesInvalid);
    if (!picked.length || !closeAt) return setProblem(t.form.matchesRequired);
    const r = (
      await create({
        variables: {
          input: {
            title: v.title.trim(),
            description: (v.description ?? '').trim(),
            openAt: new Date().toISOString(),
            closeAt,
            stakeMin: v.stakeMin,
            stakeMax: v.stakeMax,
            prizes,
            matches: picked.map(([matchId, c]) => ({ matchId, plays: c.plays })),
          },
        },
      }).catch((e: Error) => {
        setProblem(e.message);
        return null;
      })
    )?.data?.createCompetition;
    if (!r) return;
    if (r.userErrors[0]) return setProblem(r.userErrors[0].message);
    form.resetFields();
    setChosen({});
    onCreated();
  };

  return (
    <Drawer title={t.form.title} open={open} onClose={onClose} width={760} destroyOnHidden data-testid="competition-form">
      <Form<Fields> form={form} layout="vertical" initialValues={{ stakeMin: 10, stakeMax: 500 }} onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label={t.form.name} rules={[{ required: true, whitespace: true, message: t.form.nameRequired }]}>
          <Input maxLength={40} data-testid="comp-title" />
        </Form.Item>
        <Form.Item name="description" label={t.form.description}>
          <Input.TextArea maxLength={2000} rows={2} />
        </Form.Item>
        <Form.Item name="prizes" label={t.form.prizes} rules={[{ validator: (_, v: string | undefined) => (parsePrizes(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t.form.prizesInvalid))) }]}>
          <Input placeholder={t.form.prizesPlaceholder} data-testid="comp-prizes" />
        </Form.Item>
        <Space size="large">
          <Form.Item name="stakeMin" label={t.form.stakeMin} rules={[{ required: true }]}>
            <InputNumber min={1} max={100000} precision={0} />
          </Form.Item>
          <Form.Item name="stakeMax" label={t.form.stakeMax} rules={[{ required: true }]}>
            <InputNumber min={1} max={100000} precision={0} />
          </Form.Item>
        </Space>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>{t.form.pickMatches}</Typography.Text>
          <Space>
            <Segmented
              value={game}
              onChange={(g) => {
                setGame(g as SportsGame);
                setDay(undefined);
              }}
              options={Object.entries(t.form.games).map(([value, label]) => ({ value, label }))}
            />
            <Select style={{ width: 160 }} value={date} onChange={setDay} placeholder={t.form.day} notFoundContent={t.form.noDays} options={coming.map((d) => ({ value: d, label: d }))} />
            {closeAt && <Typography.Text type="secondary">{t.form.closes(new Date(closeAt).toLocaleString('zh-CN'))}</Typography.Text>}
          </Space>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            loading={matches.loading}
            dataSource={onSale}
            data-testid="release-matches"
            columns={[
              { title: t.form.match, key: 'match', render: (_: unknown, m) => `${m.matchNum} ${m.league} ${m.home} vs ${m.away}` },
              { title: t.form.kickoff, dataIndex: 'kickoff', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
              {
                title: t.form.plays,
                key: 'plays',
                render: (_: unknown, m) => (
                  <Checkbox.Group
                    data-testid="release-match"
                    value={chosen[m.id]?.plays ?? []}
                    onChange={(plays) => setChosen((c) => ({ ...c, [m.id]: { kickoff: m.kickoff ?? '', plays: plays as SportsPlayType[] } }))}
                    options={PLAYS[game].filter((p) => m.odds.some((o) => o.play === p)).map((p) => ({ value: p, label: t.plays[p] }))}
                  />
                ),
              },
            ]}
          />
        </Space>
        {problem && <Alert type="error" showIcon message={problem} style={{ margin: '16px 0' }} />}
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={loading} data-testid="create-competition">
            {t.form.submit}
          </Button>
          <Button onClick={onClose}>{t.form.cancel}</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
