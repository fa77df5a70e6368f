// 内容 › 消息与推送: every message the platform sent or will send, newest
// first, by status in the address; 发消息 composes one (title, text, the
// message centre's tab) to everyone (a broadcast: one row, however many
// members) or to listed members, now or at a time (定时); a scheduled one
// can be cancelled until it goes. 已读/送达: how many of the members it
// reached have read it, counters the server keeps (`delivery.ts`). An
// idempotency key per compose: a retried send is one message. Operations
// permission.
import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Modal, Radio, Segmented, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { MessageStatus, MessageType } from '../../gql/staff/graphql';
import { ListPage } from '../common/ListPage';
import type { Dayjs } from '../common/dayjs';
import { useUrlFilters } from '../common/useUrlFilters';
import { deliveryText } from './delivery';
import { contentText } from './strings';
import { actionId } from '../../lib/actionId';

const t = contentText.messages;

const Messages = graphql(`
  query ConsoleMessages($status: MessageStatus, $after: String) {
    messages(status: $status, first: 20, after: $after) {
      nodes {
        id
        title
        content
        messageType
        status
        scheduledAt
        createdAt
        delivery {
          recipients
          reads
        }
        sender {
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
`);

const Send = graphql(`
  mutation ConsoleSendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        id
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Cancel = graphql(`
  mutation ConsoleCancelScheduledMessage($id: ID!) {
    cancelScheduledMessage(input: { id: $id }) {
      message {
        id
        status
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const STATUSES = ['SENT', 'SCHEDULED', 'CANCELLED'] as const;
type Compose = { title: string; content: string; messageType: MessageType; to: 'all' | 'members'; memberIds?: string; scheduledAt?: Dayjs };

export function MessagesPage() {
  const { message, modal } = App.useApp();
  const { values, apply } = useUrlFilters(['status'] as const);
  const status = STATUSES.find((s) => s === values.status) as MessageStatus | undefined;
  const { data, loading, error, fetchMore, refetch } = useQuery(Messages, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const [send, sending] = useMutation(Send);
  const [cancel] = useMutation(Cancel);
  const [composing, setComposing] = useState(false);
  // One key per compose dialog: a retried click sends one message.
  const [key, setKey] = useState(() => actionId());
  const [form] = Form.useForm<Compose>();
  const to = Form.useWatch('to', form);
  const rows = data?.messages.nodes ?? [];
  type Row = (typeof rows)[number];

  const submit = async (v: Compose) => {
    const memberIds = v.to === 'members' ? (v.memberIds ?? '').split(/\s+/).filter(Boolean) : undefined;
    const input = {
      title: v.title.trim(),
      content: v.content.trim(),
      messageType: v.messageType,
      toAll: v.to === 'all' ? true : undefined,
      memberIds,
      scheduledAt: v.scheduledAt?.toISOString() ?? null,
      idempotencyKey: key,
    };
    const done = (await send({ variables: { input } })).data?.sendMessage;
    const err = done?.userErrors[0];
    if (err) {
      const field = (['content', 'memberIds', 'scheduledAt'] as const).find((f) => err.field?.includes(f)) ?? 'title';
      form.setFields([{ name: field, errors: [err.message] }]);
      return;
    }
    message.success(done?.message?.status === 'SCHEDULED' ? t.scheduled : t.sent);
    form.resetFields();
    setKey(actionId());
    setComposing(false);
    void refetch();
  };
  const doCancel = (r: Row) =>
    modal.confirm({
      title: t.cancelConfirm,
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = (await cancel({ variables: { id: r.id } })).data?.cancelScheduledMessage;
        if (done?.userErrors[0]) message.error(done.userErrors[0].message);
        else message.success(t.cancelledDone);
      },
    });
  const sendOk = { loading: sending.loading, 'data-testid': 'message-send' };
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setComposing(true)} data-testid="message-compose">
            {t.compose}
          </Button>
        }
        filters={
          <Segmented
            value={status ?? 'ALL'}
            onChange={(v) => apply({ status: v === 'ALL' ? undefined : String(v) })}
            options={[{ value: 'ALL', label: t.all }, ...STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))]}
          />
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.messages.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="messages-table"
        columns={[
          {
            title: t.msgTitle,
            key: 'title',
            render: (_: unknown, r: Row) => (
              <>
                <div>{r.title}</div>
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360 }}>
                  {r.content}
                </Typography.Text>
              </>
            ),
          },
          { title: t.type, dataIndex: 'messageType', width: 100, render: (v: string) => t.types[v] ?? v },
          { title: t.status, dataIndex: 'status', width: 90, render: (v: string) => <Tag color={v === 'SENT' ? 'green' : v === 'SCHEDULED' ? 'blue' : 'default'}>{t.statuses[v] ?? v}</Tag> },
          { title: t.scheduledAt, dataIndex: 'scheduledAt', width: 170, render: (v?: string | null) => (v ? new Date(v).toLocaleString('zh-CN') : '—') },
          { title: t.delivery, key: 'delivery', width: 150, render: (_: unknown, r: Row) => <span data-testid="message-delivery">{deliveryText(r.delivery, r.status)}</span> },
          { title: t.sender, key: 'sender', width: 120, render: (_: unknown, r: Row) => r.sender?.nickname ?? '—' },
          { title: t.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '',
            key: 'cancel',
            width: 100,
            render: (_: unknown, r: Row) =>
              r.status === 'SCHEDULED' && (
                <Button size="small" danger onClick={() => doCancel(r)} data-testid="message-cancel">
                  {t.cancel}
                </Button>
              ),
          },
        ]}
      />
      <Modal open={composing} title={t.composeTitle} okText={t.send} okButtonProps={sendOk} onOk={() => form.submit()} onCancel={() => setComposing(false)} width={600} forceRender>
        <Form form={form} layout="vertical" initialValues={{ messageType: 'SYSTEM_NOTICE', to: 'all' }} onFinish={(v) => void submit(v)}>
          <Form.Item name="title" label={t.msgTitle} rules={[{ required: true, whitespace: true, max: 50, message: t.titleRule }]}>
            <Input data-testid="message-title" />
          </Form.Item>
          <Form.Item name="content" label={t.content} rules={[{ required: true, whitespace: true, max: 2000, message: t.contentRule }]}>
            <Input.TextArea rows={4} data-testid="message-content" />
          </Form.Item>
          <Form.Item name="messageType" label={t.type}>
            <Radio.Group options={Object.entries(t.types).map(([value, label]) => ({ value, label }))} optionType="button" />
          </Form.Item>
          <Form.Item name="to" label={t.to}>
            <Radio.Group
              options={[
                { value: 'all', label: t.toAll },
                { value: 'members', label: t.toMembers },
              ]}
            />
          </Form.Item>
          {to === 'members' && (
            <Form.Item name="memberIds" label={t.memberIds} rules={[{ required: true, whitespace: true, message: t.memberIdsRule }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          )}
          <Form.Item name="scheduledAt" label={t.schedule}>
            <DatePicker showTime />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
