// A partner's drawer: its keys (from the list's query; 新建密钥 issues one,
// 吊销 revokes one at once) and its use of the API over the last fourteen
// Beijing days (requests, cost, throttled, errors; the counts reach the
// table within five seconds of a request), and its webhook endpoints with
// their deliveries (Webhooks.staff).
import { useState } from 'react';
import { App, Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { beijingDay } from '../../lib/beijing';
import { KeyForm } from './KeyForm.staff';
import { keyWorks } from './keys';
import { PartnerWebhooks } from './Webhooks.staff';
import { partnersText } from './strings';

const t = partnersText.drawer;

const Usage = graphql(`
  query ConsolePartnerUsage($id: ID!, $from: String!, $to: String!) {
    partnerUsage(partnerId: $id, from: $from, to: $to) {
      day
      requests
      cost
      throttled
      errors
    }
  }
`);

const Revoke = graphql(`
  mutation ConsoleRevokePartnerKey($id: ID!) {
    revokePartnerKey(input: { id: $id }) {
      key {
        id
        revokedAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

type Key = { id: string; prefix: string; scopes: string[]; createdAt: string; expiresAt?: string | null; revokedAt?: string | null; lastUsedAt?: string | null };
type Partner = { id: string; name: string; keys: Key[] };

const when = (v?: string | null, none = '—') => (v ? new Date(v).toLocaleString('zh-CN') : none);

function KeyState({ k }: { k: Key }) {
  if (k.revokedAt) return <Tag>{t.revoked}</Tag>;
  if (!keyWorks(k)) return <Tag color="orange">{t.expired}</Tag>;
  return <Tag color="green">{t.active}</Tag>;
}

export function PartnerDrawer({ partner, onClose, onChanged }: { partner: Partner | null; onClose: () => void; onChanged: () => void }) {
  const { message, modal } = App.useApp();
  const [issuing, setIssuing] = useState(false);
  const [revoke] = useMutation(Revoke);
  const revokeOk = { danger: true, 'data-testid': 'revoke-ok' };
  const usage = useQuery(Usage, {
    variables: { id: partner?.id ?? '', from: beijingDay(new Date(), 13), to: beijingDay() },
    skip: !partner,
    fetchPolicy: 'network-only',
  });
  const days = [...(usage.data?.partnerUsage ?? [])].filter((d) => Number(d.requests) > 0).reverse();
  const doRevoke = (id: string) =>
    modal.confirm({
      title: t.revokeConfirm,
      okButtonProps: revokeOk,
      onOk: async () => {
        const r = (await revoke({ variables: { id } })).data?.revokePartnerKey;
        if (r?.userErrors[0]) message.error(r.userErrors[0].message);
        else message.success(t.revokedDone);
      },
    });
  return (
    <Drawer open={!!partner} onClose={onClose} width={880} title={partner?.name} data-testid="partner-drawer" destroyOnHidden>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t.keys}
          </Typography.Title>
          <Button type="primary" onClick={() => setIssuing(true)} data-testid="new-key">
            {t.newKey}
          </Button>
        </Space>
        <Table<Key>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={partner?.keys ?? []}
          locale={{ emptyText: t.noKeys }}
          data-testid="keys-table"
          columns={[
            { title: t.prefix, dataIndex: 'prefix', render: (v: string) => <Typography.Text code>{`lmk_${v}_…`}</Typography.Text> },
            { title: t.scopes, dataIndex: 'scopes', render: (v: string[]) => v.map((s) => <Tag key={s} title={partnersText.scopes[s]}>{s}</Tag>) },
            { title: t.created, dataIndex: 'createdAt', width: 160, render: (v: string) => when(v) },
            { title: t.lastUsed, dataIndex: 'lastUsedAt', width: 160, render: (v?: string | null) => when(v, t.unused) },
            { title: t.expires, dataIndex: 'expiresAt', width: 110, render: (v?: string | null) => (v ? new Date(v).toLocaleDateString('zh-CN') : t.never) },
            { title: t.keyState, key: 'state', width: 80, render: (_: unknown, k: Key) => <KeyState k={k} /> },
            {
              title: '',
              key: 'revoke',
              width: 70,
              render: (_: unknown, k: Key) =>
                !k.revokedAt && (
                  <Button size="small" danger onClick={() => doRevoke(k.id)} data-testid="revoke-key">
                    {t.revoke}
                  </Button>
                ),
            },
          ]}
        />
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t.usage}
          </Typography.Title>
          <Button onClick={() => void usage.refetch()} data-testid="usage-refresh">
            {partnersText.refresh}
          </Button>
        </Space>
        <Table
          rowKey="day"
          size="small"
          pagination={false}
          loading={usage.loading}
          dataSource={days}
          locale={{ emptyText: t.noUsage }}
          data-testid="usage-table"
          columns={[
            { title: t.day, dataIndex: 'day' },
            { title: t.requests, dataIndex: 'requests' },
            { title: t.cost, dataIndex: 'cost' },
            { title: t.throttled, dataIndex: 'throttled' },
            { title: t.errors, dataIndex: 'errors' },
          ]}
        />
        {partner && <PartnerWebhooks partnerId={partner.id} />}
      </Space>
      {partner && (
        <KeyForm
          partnerId={partner.id}
          open={issuing}
          onClose={() => setIssuing(false)}
          onIssued={() => {
            setIssuing(false);
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
