// 赛事与开奖 › 开奖: one game's draws, newest first (the game in the
// address), and 录入开奖: the issue, the day, the numbers (the server
// checks them against the game's rules and answers on the field), the
// pool and the prize list in yuan (sent as fen: integers). An issue is
// published once; members following the game hear of it at once.
// Operations permission.
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Modal, Segmented, Space, Tag } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { Game } from '../../gql/staff/graphql';
import { ListPage } from '../common/ListPage';
import dayjs, { type Dayjs } from '../common/dayjs';
import { useUrlFilters } from '../common/useUrlFilters';
import { yuanToFen } from '../common/money';
import { parseNumbers, parsePrizes } from './parse';
import { drawsText as t } from './strings';

const Draws = graphql(`
  query ConsoleDraws($game: Game!, $after: String) {
    drawHistory(game: $game, first: 20, after: $after) {
      nodes {
        game
        issue
        drawDate
        mainNumbers
        extraNumbers
        pool {
          fen
        }
        prizeList {
          tier
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Publish = graphql(`
  mutation ConsolePublishDraw($input: PublishDrawInput!) {
    publishDraw(input: $input) {
      draw {
        game
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

const GAMES = Object.keys(t.games) as Game[];
type Values = { issue: string; drawDate: Dayjs; main: string; extra?: string; pool?: string; prizes?: string };

export function DrawsPage() {
  const { message } = App.useApp();
  const { values, apply } = useUrlFilters(['game'] as const);
  const game = GAMES.find((g) => g === values.game) ?? 'SSQ';
  const { data, loading, error, fetchMore, refetch } = useQuery(Draws, { variables: { game }, fetchPolicy: 'cache-and-network' });
  const [publish, publishing] = useMutation(Publish);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const rows = (data?.drawHistory.nodes ?? []).map((d) => ({ ...d, id: `${d.game}:${d.issue}` }));
  type Row = (typeof rows)[number];

  const submit = async (v: Values) => {
    const main = parseNumbers(v.main);
    const extra = parseNumbers(v.extra);
    const poolFen = v.pool?.trim() ? yuanToFen(v.pool) : null;
    const prizeList = parsePrizes(v.prizes);
    const bad: { name: keyof Values; errors: string[] }[] = [];
    if (!main?.length) bad.push({ name: 'main', errors: [t.numbersRule] });
    if (!extra) bad.push({ name: 'extra', errors: [t.numbersRule] });
    if (v.pool?.trim() && !poolFen) bad.push({ name: 'pool', errors: [t.pool] });
    if (!prizeList) bad.push({ name: 'prizes', errors: [t.prizesRule] });
    if (bad.length || !main || !extra || !prizeList) {
      form.setFields(bad);
      return;
    }
    const input = { game, issue: v.issue.trim(), drawDate: v.drawDate.format('YYYY-MM-DD'), mainNumbers: main, extraNumbers: extra, poolFen, prizeList: prizeList.length ? prizeList : null };
    const done = (await publish({ variables: { input } })).data?.publishDraw;
    const err = done?.userErrors[0];
    if (err) {
      const field: keyof Values = err.field?.some((f) => /number/i.test(f)) ? 'main' : err.field?.includes('poolFen') ? 'pool' : err.field?.includes('prizeList') ? 'prizes' : 'issue';
      form.setFields([{ name: field, errors: [err.message] }]);
      return;
    }
    message.success(t.published);
    form.resetFields();
    setOpen(false);
    void refetch();
  };
  const okProps = { loading: publishing.loading, 'data-testid': 'draw-submit' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setOpen(true)} data-testid="draw-publish">
            {t.publish}
          </Button>
        }
        filters={<Segmented value={game} onChange={(v) => apply({ game: String(v) })} options={GAMES.map((g) => ({ value: g, label: t.games[g] }))} data-testid="draw-games" />}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.drawHistory.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="draws-table"
        columns={[
          { title: t.issue, dataIndex: 'issue', width: 110 },
          { title: t.drawDate, dataIndex: 'drawDate', width: 120 },
          {
            title: t.numbers,
            key: 'numbers',
            render: (_: unknown, d: Row) => (
              <Space size={4} wrap>
                {d.mainNumbers.map((n, i) => (
                  <Tag key={`m${i}`} color="red">
                    {String(n).padStart(2, '0')}
                  </Tag>
                ))}
                {d.extraNumbers.map((n, i) => (
                  <Tag key={`e${i}`} color="blue">
                    {String(n).padStart(2, '0')}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t.poolColumn, key: 'pool', width: 160, render: (_: unknown, d: Row) => (d.pool ? t.yuan(String(d.pool.fen)) : '—') },
          { title: t.prizeCount, key: 'prizes', width: 80, render: (_: unknown, d: Row) => d.prizeList.length || '—' },
        ]}
      />
      <Modal open={open} title={`${t.publishTitle}：${t.games[game]}`} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={() => setOpen(false)} width={560} forceRender>
        <Form form={form} layout="vertical" initialValues={{ drawDate: dayjs() }} onFinish={(v) => void submit(v)}>
          <Space>
            <Form.Item name="issue" label={t.issue} rules={[{ required: true, pattern: /^\d{5,7}$/, message: t.issue }]}>
              <Input placeholder="2026137" style={{ width: 160 }} data-testid="draw-issue" />
            </Form.Item>
            <Form.Item name="drawDate" label={t.drawDate} rules={[{ required: true }]}>
              <DatePicker allowClear={false} />
            </Form.Item>
          </Space>
          <Form.Item name="main" label={t.main} extra={t.numbersHelp} rules={[{ required: true, message: t.numbersRule }]}>
            <Input data-testid="draw-main" />
          </Form.Item>
          <Form.Item name="extra" label={t.extra}>
            <Input data-testid="draw-extra" />
          </Form.Item>
          <Form.Item name="pool" label={t.pool}>
            <Input style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="prizes" label={t.prizes}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
