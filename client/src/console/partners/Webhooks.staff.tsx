// A partner's webhook endpoints in its drawer: each with its events and
// state (停用 / 启用), and its deliveries (newest first, by state) with
// the answer of the last attempt; 重新投递 sends a delivered or failed
// one again with the same webhook-id, so the partner can drop a repeat.
import { useState } from 'react';
import { App, Button, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { WebhookDeliveryState } from '../../gql/staff/graphql';
import { consoleText } from '../strings';
import { EndpointForm } from './EndpointForm.staff';
import { partnersText } from './strings';

const t = partnersText.webhooks;

const Endpoints = graphql(`
  query ConsolePartnerWebhooks($partnerId: ID!, $after: String) {
    partnerWebhookEndpoints(partnerId: $partnerId, first: 20, after: $after) {
      nodes {
        id
        url
        eventTypes
        state
        failingSince
        description
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Deliveries = graphql(`
  query ConsoleWebhookDeliveries($endpointId: ID!, $state: WebhookDeliveryState, $after: String) {
    partnerWebhookDeliveries(endpointId: $endpointId, state: $state, first: 20, after: $after) {
      nodes {
        id
        eventType
        eventId
        state
        attempts
        createdAt
        lastStatus
        lastError
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Update = graphql(`
  mutation ConsoleUpdateWebhookEndpoint($id: ID!, $enabled: Boolean!) {
    updatePartnerWebhookEndpoint(input: { id: $id, enabled: $enabled }) {
      endpoint {
        id
        state
        failingSince
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const Redeliver = graphql(`
  mutation ConsoleRedeliverWebhook($id: ID!) {
    redeliverPartnerWebhook(input: { deliveryId: $id }) {
      delivery {
        id
        state
        attempts
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Endpoint = { id: string; url: string; eventTypes: string[]; state: string; failingSince?: string | null };
const when = (v: string) => new Date(v).toLocaleString('zh-CN');
const STATES: readonly WebhookDeliveryState[] = ['PENDING', 'DELIVERED', 'FAILED'];

function EndpointDeliveries({ endpoint, onClose }: { endpoint: Endpoint | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [state, setState] = useState<WebhookDeliveryState | undefined>();
  const { data, loading, error, fetchMore } = useQuery(Deliveries, {
    variables: { endpointId: endpoint?.id ?? '', state },
    skip: !endpoint,
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver] = useMutation(Redeliver);
  const page = data?.partnerWebhookDeliveries;
  const again = async (id: string) => {
    const r = (await redeliver({ variables: { id } })).data?.redeliverPartnerWebhook;
    if (r?.userErrors[0]) message.error(r.userErrors[0].message);
    else message.success(t.redelivered);
  };
  return (
    <Modal open={!!endpoint} onCancel={onClose} footer={null} width={960} title={endpoint ? t.deliveriesTitle(endpoint.url) : ''} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented
          value={state ?? ''}
          onChange={(v) => setState(STATES.find((s) => s === v))}
          options={[{ label: t.allStates, value: '' }, ...STATES.map((s) => ({ label: t.deliveryStates[s], value: s }))]}
        />
        {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={loading}
          dataSource={page?.nodes ?? []}
          locale={{ emptyText: t.noDeliveries }}
          data-testid="deliveries-table"
          columns={[
            { title: t.event, dataIndex: 'eventType', render: (v: string) => partnersText.eventTypes[v] ?? v },
            { title: t.createdAt, dataIndex: 'createdAt', width: 170, render: when },
            { title: t.state, dataIndex: 'state', width: 90, render: (v: string) => <Tag color={v === 'FAILED' ? 'red' : v === 'DELIVERED' ? 'green' : 'blue'}>{t.deliveryStates[v]}</Tag> },
            { title: t.attempts, dataIndex: 'attempts', width: 80 },
            { title: t.lastStatus, dataIndex: 'lastStatus', width: 90, render: (v?: number | null) => v ?? t.noAnswer },
            { title: t.lastError, dataIndex: 'lastError', ellipsis: true, render: (v?: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null) },
            {
              title: '',
              key: 'again',
              width: 90,
              render: (_: unknown, d: { id: string; state: string }) =>
                d.state !== 'PENDING' && (
                  <Button size="small" onClick={() => void again(d.id)} data-testid="redeliver">
                    {t.redeliver}
                  </Button>
                ),
            },
          ]}
        />
        {page?.pageInfo.hasNextPage && page.pageInfo.endCursor && (
          <Button onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } })}>{consoleText.more}</Button>
        )}
      </Space>
    </Modal>
  );
}

export function PartnerWebhooks({ partnerId }: { partnerId: string }) {
  const { message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Endpoint | null>(null);
  const { data, loading, error, fetchMore, refetch } = useQuery(Endpoints, { variables: { partnerId }, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(Update);
  const page = data?.partnerWebhookEndpoints;
  const toggle = async (e: Endpoint) => {
    const enabled = e.state === 'DISABLED';
    const r = (await update({ variables: { id: e.id, enabled } })).data?.updatePartnerWebhookEndpoint;
    if (r?.userErrors[0]) message.error(r.userErrors[0].message);
    else message.success(enabled ? t.enabled : t.disabled);
  };
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Button onClick={() => setCreating(true)} data-testid="new-endpoint">
          {t.create}
        </Button>
      </Space>
      {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
      <Table<Endpoint>
        rowKey="id"
        size="small"
        pagination={false}
        loading={loading}
        dataSource={page?.nodes ?? []}
        locale={{ emptyText: t.empty }}
        data-testid="endpoints-table"
        columns={[
          { title: t.url, dataIndex: 'url', ellipsis: true, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t.events, dataIndex: 'eventTypes', render: (v: string[]) => v.map((e) => <Tag key={e}>{partnersText.eventTypes[e] ?? e}</Tag>) },
          {
            title: t.state,
            dataIndex: 'state',
            width: 150,
            render: (v: string, e: Endpoint) => (
              <Space direction="vertical" size={0}>
                <Tag color={v === 'FAILING' ? 'red' : v === 'ACTIVE' ? 'green' : undefined}>{t.states[v]}</Tag>
                {e.failingSince && <Typography.Text type="secondary">{t.failingSince(when(e.failingSince))}</Typography.Text>}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 160,
            render: (_: unknown, e: Endpoint) => (
              <Space>
                <Button size="small" onClick={() => setOpen(e)} data-testid="endpoint-deliveries">
                  {t.deliveries}
                </Button>
                <Button size="small" danger={e.state !== 'DISABLED'} onClick={() => void toggle(e)} data-testid="endpoint-toggle">
                  {e.state === 'DISABLED' ? t.enable : t.disable}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {page?.pageInfo.hasNextPage && page.pageInfo.endCursor && (
        <Button onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } })}>{consoleText.more}</Button>
      )}
      <EndpointForm
        partnerId={partnerId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void refetch();
        }}
      />
      <EndpointDeliveries endpoint={open} onClose={() => setOpen(null)} />
    </>
  );
}
