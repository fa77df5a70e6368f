// 赛事与开奖 › 开奖: one game's draws, newest first (the game in the
// address), and 录入开奖: the issue, the day, the numbers (the server
// checks them against the game's rules and answers on the field), the
// pool and the prize list in yuan (sent as fen: integers). An issue is
// published once; members following the game hear of it at once. 更正
// opens the same form on a published draw, with a reason: the corrected
// draw replaces it and is announced again. Operations permission.
import { useState } from 'react';
import { Alert, App, Button, DatePicker, Form, Input, Modal, Segmented, Space, Tag } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { Game } from '../../gql/staff/graphql';
import { ListPage } from '../common/ListPage';
import dayjs, { type Dayjs } from '../common/dayjs';
import { useUrlFilters } from '../common/useUrlFilters';
import { fenToYuan, yuanToFen } from '../common/money';
import { mergePrizes, parseNumbers, parsePrizes, prizesText } from './parse';
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
          name
          amount {
            fen
          }
          additional {
            fen
          }
          winners
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

const Correct = graphql(`
  mutation ConsoleCorrectDraw($input: CorrectDrawInput!) {
    correctDraw(input: $input) {
      draw {
        game
        issue
        drawDate
        mainNumbers
        extraNumbers
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
type Values = { issue: string; drawDate: Dayjs; main: string; extra?: string; pool?: string; prizes?: string; reason?: string };
const two = (n: number) => String(n).padStart(2, '0');

export function DrawsPage() {
  const { message } = App.useApp();
  const { values, apply } = useUrlFilters(['game'] as const);
  const game = GAMES.find((g) => g === values.game) ?? 'SSQ';
  const { data, loading, error, fetchMore, refetch } = useQuery(Draws, { variables: { game }, fetchPolicy: 'cache-and-network' });
  const [publish, publishing] = useMutation(Publish);
  const [correct, correcting] = useMutation(Correct);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const rows = (data?.drawHistory.nodes ?? []).map((d) => ({ ...d, id: `${d.game}:${d.issue}` }));
  type Row = (typeof rows)[number];
  // The draw being corrected; null when the form publishes a new one.
  const [fixing, setFixing] = useState<Row | null>(null);
  const openFor = (d: Row | null) => {
    setFixing(d);
    form.resetFields();
    if (d)
      form.setFieldsValue({
        issue: d.issue,
        drawDate: dayjs(d.drawDate),
        main: d.mainNumbers.map(two).join(' '),
        extra: d.extraNumbers.map(two).join(' '),
        pool: d.pool ? fenToYuan(String(d.pool.fen)) : undefined,
        prizes: prizesText(d.prizeList),
      });
    setOpen(true);
  };

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
    const input = {
      game,
      issue: v.issue.trim(),
      drawDate: v.drawDate.format('YYYY-MM-DD'),
      mainNumbers: main,
      extraNumbers: extra,
      poolFen,
      prizeList: prizeList.length ? (fixing ? mergePrizes(prizeList, fixing.prizeList) : prizeList) : null,
    };
    const done = fixing
      ? (await correct({ variables: { input: { ...input, reason: v.reason?.trim() ?? '' } } })).data?.correctDraw
      : (await publish({ variables: { input } })).data?.publishDraw;
    const err = done?.userErrors[0];
    if (err) {
      const field: keyof Values = err.field?.some((f) => /number/i.test(f))
        ? 'main'
        : err.field?.includes('poolFen')
          ? 'pool'
          : err.field?.includes('prizeList')
            ? 'prizes'
            : err.field?.includes('reason')
              ? 'reason'
              : 'issue';
      form.setFields([{ name: field, errors: [err.message] }]);
      return;
    }
    message.success(fixing ? t.corrected : t.published);
    form.resetFields();
    setOpen(false);
    setFixing(null);
    void refetch();
  };
  const okProps = { loading: publishing.loading || correcting.loading, 'data-testid': 'draw-submit' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => openFor(null)} data-testid="draw-publish">
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
                    {two(n)}
                  </Tag>
                ))}
                {d.extraNumbers.map((n, i) => (
                  <Tag key={`e${i}`} color="blue">
                    {two(n)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t.poolColumn, key: 'pool', width: 160, render: (_: unknown, d: Row) => (d.pool ? t.yuan(String(d.pool.fen)) : '—') },
          { title: t.prizeCount, key: 'prizes', width: 80, render: (_: unknown, d: Row) => d.prizeList.length || '—' },
          {
            title: '',
            key: 'correct',
            width: 80,
            render: (_: unknown, d: Row) => (
              <Button size="small" onClick={() => openFor(d)} data-testid="draw-correct">
                {t.correct}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={open}
        title={`${fixing ? t.correctTitle : t.publishTitle}：${t.games[game]}`}
        okText={fixing ? t.correct : t.submit}
        okButtonProps={okProps}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        width={560}
        forceRender
      >
        {fixing && <Alert type="warning" showIcon message={t.correctHelp} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" initialValues={{ drawDate: dayjs() }} onFinish={(v) => void submit(v)}>
          <Space>
            <Form.Item name="issue" label={t.issue} rules={[{ required: true, pattern: /^\d{5,7}$/, message: t.issue }]}>
              <Input placeholder="2026137" style={{ width: 160 }} disabled={!!fixing} data-testid="draw-issue" />
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
          {fixing && (
            <Form.Item name="reason" label={t.reason} rules={[{ required: true, whitespace: true, max: 200, message: t.reasonRequired }]}>
              <Input data-testid="draw-reason" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
