// 新建比赛 / 编辑: a sports match entered by hand (a feed may be late or
// missing a match), or a stored one corrected. 让球 and 大小分 are typed as
// people say them (-1, 178.5) and sent in tenths; the game of a stored
// match is kept.
import { useEffect } from 'react';
import { Form, Input, Modal, Select, DatePicker, Space } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { SportsGame } from '../../gql/staff/graphql';
import dayjs, { type Dayjs } from '../common/dayjs';
import { tenthsText, toTenths } from './numbers';
import { matchesText } from './strings';

const t = matchesText.matchForm;

const Save = graphql(`
  mutation ConsoleSaveSportsMatch($input: SaveSportsMatchInput!) {
    saveSportsMatch(input: $input) {
      sportsMatch {
        id
        matchNum
        league
        home
        away
        kickoff
        matchDate
        handicap
        totalLine
        issue
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export type EditedMatch = {
  id: string;
  game: SportsGame;
  matchNum: string;
  league: string;
  home: string;
  away: string;
  kickoff?: string | null;
  matchDate: string;
  handicap?: number | null;
  totalLine?: number | null;
  issue?: string | null;
};

type Values = { game: SportsGame; matchDate: Dayjs; matchNum: string; league: string; home: string; away: string; kickoff?: Dayjs; handicap?: string; totalLine?: string; issue?: string };

const FIELDS = ['matchNum', 'league', 'home', 'away', 'kickoff', 'matchDate', 'handicap', 'totalLine', 'issue'] as const;

/** `match` to correct, or `{ game, date }` for a new one; null when closed. */
export function MatchForm({ open, onClose, onSaved }: { open: EditedMatch | { game: SportsGame; date: string } | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [save, { loading }] = useMutation(Save);
  const editing = open && 'id' in open ? open : null;
  useEffect(() => {
    if (!open) return;
    if ('id' in open) {
      form.setFieldsValue({
        game: open.game,
        matchDate: dayjs(open.matchDate),
        matchNum: open.matchNum,
        league: open.league,
        home: open.home,
        away: open.away,
        kickoff: open.kickoff ? dayjs(open.kickoff) : undefined,
        handicap: open.handicap == null ? undefined : tenthsText(open.handicap),
        totalLine: open.totalLine == null ? undefined : tenthsText(open.totalLine),
        issue: open.issue ?? undefined,
      });
    } else {
      form.resetFields();
      form.setFieldsValue({ game: open.game, matchDate: dayjs(open.date) });
    }
  }, [open, form]);
  const game = Form.useWatch('game', form);
  const submit = async (v: Values) => {
    const lines: Partial<Record<'handicap' | 'totalLine', number | null>> = {};
    for (const f of ['handicap', 'totalLine'] as const) {
      const text = v[f]?.trim();
      const tenths = text ? toTenths(text) : null;
      if (text && tenths === null) {
        form.setFields([{ name: f, errors: [t.badLine] }]);
        return;
      }
      lines[f] = tenths;
    }
    const input = {
      id: editing?.id ?? null,
      game: v.game,
      matchDate: v.matchDate.format('YYYY-MM-DD'),
      matchNum: v.matchNum.trim(),
      league: v.league.trim(),
      home: v.home.trim(),
      away: v.away.trim(),
      kickoff: v.kickoff ? v.kickoff.toISOString() : null,
      issue: v.issue?.trim() || null,
      ...lines,
    };
    const r = (await save({ variables: { input } })).data?.saveSportsMatch;
    const err = r?.userErrors[0];
    if (err) {
      form.setFields([{ name: FIELDS.find((f) => err.field?.includes(f)) ?? 'matchNum', errors: [err.message] }]);
      return;
    }
    onSaved();
  };
  const okProps = { loading, 'data-testid': 'match-save' };
  return (
    <Modal open={!!open} title={editing ? t.editTitle(`${editing.home} vs ${editing.away}`) : t.newTitle} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={onClose} forceRender width={640}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Space size="middle" wrap>
          <Form.Item name="game" label={t.game} rules={[{ required: true }]}>
            <Select style={{ width: 140 }} disabled={!!editing} options={Object.entries(matchesText.results.games).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="matchDate" label={t.matchDate} rules={[{ required: true, message: t.required }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="matchNum" label={t.matchNum} rules={[{ required: true, whitespace: true, message: t.required }]}>
            <Input placeholder={t.matchNumHint} style={{ width: 140 }} data-testid="match-num" />
          </Form.Item>
          {(game === 'BJDC' || game === 'CTZQ') && (
            <Form.Item name="issue" label={t.issue} rules={[{ required: true, whitespace: true, message: t.required }]}>
              <Input style={{ width: 120 }} />
            </Form.Item>
          )}
        </Space>
        <Space size="middle" wrap>
          <Form.Item name="league" label={t.league} rules={[{ required: true, whitespace: true, max: 40, message: t.teamRule }]}>
            <Input style={{ width: 120 }} data-testid="match-league" />
          </Form.Item>
          <Form.Item name="home" label={t.home} rules={[{ required: true, whitespace: true, max: 40, message: t.teamRule }]}>
            <Input style={{ width: 160 }} data-testid="match-home" />
          </Form.Item>
          <Form.Item name="away" label={t.away} rules={[{ required: true, whitespace: true, max: 40, message: t.teamRule }]}>
            <Input style={{ width: 160 }} data-testid="match-away" />
          </Form.Item>
        </Space>
        <Space size="middle" wrap>
          <Form.Item name="kickoff" label={t.kickoff}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="handicap" label={game === 'JCLQ' ? t.handicapPoints : t.handicapGoals}>
            <Input style={{ width: 100 }} placeholder={game === 'JCLQ' ? '-3.5' : '-1'} />
          </Form.Item>
          {game === 'JCLQ' && (
            <Form.Item name="totalLine" label={t.totalLine}>
              <Input style={{ width: 100 }} placeholder="178.5" />
            </Form.Item>
          )}
        </Space>
      </Form>
    </Modal>
  );
}
