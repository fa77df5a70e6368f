// 赛事与开奖 › 专家方案: every expert's plan still listed, newest first
// (keyset pages), with its analysis and picks in the row's expansion (staff
// read every plan whole). 撤下 withdraws one that breaks the rules: a
// reason the expert is told, then the plan leaves the lists and every
// unlock is paid back once by a job (the toast says so). A plan settled or
// withdrawn meanwhile answers with the conflict and the list reloads.
// Operations permission.
import { App, Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { matchesText } from './strings';

const t = matchesText.plans;

const Plans = graphql(`
  query ConsolePlans($after: String) {
    expertPlans(first: 20, after: $after) {
      nodes {
        id
        title
        price
        refundOnMiss
        unlocks
        firstKickoff
        outcome
        analysis
        expert {
          id
          nickname
        }
        legs {
          play
          option
          odds
          match {
            id
            home
            away
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Withdraw = graphql(`
  mutation ConsoleWithdrawPlan($input: WithdrawExpertPlanInput!) {
    withdrawExpertPlan(input: $input) {
      plan {
        id
        withdrawn
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const when = (v: string) => new Date(v).toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

export function PlansPage() {
  const { message } = App.useApp();
  const { data, loading, error, fetchMore, refetch } = useQuery(Plans, { fetchPolicy: 'cache-and-network' });
  const [withdraw, withdrawing] = useMutation(Withdraw);
  const rows = data?.expertPlans.nodes ?? [];
  type Row = (typeof rows)[number];
  const [target, setTarget] = useState<Row | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const submit = async ({ reason }: { reason: string }) => {
    if (!target) return;
    const done = (await withdraw({ variables: { input: { id: target.id, reason: reason.trim() } } })).data?.withdrawExpertPlan;
    const err = done?.userErrors[0];
    if (err?.field?.includes('reason')) {
      form.setFields([{ name: 'reason', errors: [err.message] }]);
      return;
    }
    if (err) message.error(err.message);
    else message.success(target.price > 0 && target.unlocks > 0 ? t.withdrawnRefunds(target.unlocks) : t.withdrawn);
    setTarget(null);
    form.resetFields();
    void refetch();
  };

  const okProps = { danger: true, loading: withdrawing.loading, 'data-testid': 'plan-withdraw-ok' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.expertPlans.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="plans-table"
        expandable={{
          expandedRowRender: (r: Row) => (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{r.analysis ?? t.hidden}</Typography.Paragraph>
              {(r.legs ?? []).map((l, i) => (
                <div key={i}>
                  {l.match ? `${l.match.home} vs ${l.match.away}` : '—'} · {matchesText.plays[l.play] ?? l.play} · {l.option} · {l.odds}
                </div>
              ))}
            </>
          ),
        }}
        columns={[
          { title: t.name, dataIndex: 'title' },
          { title: t.expert, key: 'expert', width: 140, render: (_: unknown, r: Row) => r.expert?.nickname ?? '—' },
          { title: t.price, key: 'price', width: 120, render: (_: unknown, r: Row) => (r.price === 0 ? t.free : `${r.price} 积分${r.refundOnMiss ? t.refundOnMiss : ''}`) },
          { title: t.unlocks, dataIndex: 'unlocks', width: 90 },
          { title: t.kickoff, dataIndex: 'firstKickoff', width: 130, render: (v: string) => when(v) },
          { title: t.outcome, dataIndex: 'outcome', width: 90, render: (v?: string | null) => (v ? <Tag color={v === 'RED' ? 'red' : v === 'BLACK' ? 'default' : 'orange'}>{t.outcomes[v] ?? v}</Tag> : <Tag color="blue">{t.open}</Tag>) },
          {
            title: '',
            key: 'withdraw',
            width: 90,
            render: (_: unknown, r: Row) => (
              <Button size="small" danger onClick={() => setTarget(r)} data-testid="plan-withdraw">
                {t.withdraw}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={target !== null}
        title={target ? t.withdrawTitle(target.title) : ''}
        okText={t.withdraw}
        okButtonProps={okProps}
        onOk={() => form.submit()}
        onCancel={() => setTarget(null)}
        forceRender
      >
        <Typography.Paragraph type="secondary">{target && target.price > 0 ? t.withdrawNoteRefunds(target.unlocks) : t.withdrawNote}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="reason" label={t.reason} rules={[{ required: true, whitespace: true, max: 200, message: t.reasonRule }]}>
            <Input.TextArea rows={3} data-testid="plan-withdraw-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
