// 渠道与合作方 › 合作方: every channel partner, newest first (keyset
// pages), with their keys read in the same query; 新建合作方 opens the
// form, 密钥与用量 the partner's drawer (keys issued once, revoked; the
// last fortnight's use). Operations permission.
import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { PartnerDrawer } from './PartnerDrawer.staff';
import { PartnerForm } from './PartnerForm.staff';
import { keyWorks } from './keys';
import { partnersText as t } from './strings';

const Partners = graphql(`
  query ConsolePartners($after: String) {
    partners(first: 20, after: $after) {
      nodes {
        id
        name
        contact
        state
        channels
        createdAt
        keys {
          id
          prefix
          scopes
          createdAt
          expiresAt
          revokedAt
          lastUsedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function PartnersPage() {
  const { data, loading, error, fetchMore, refetch } = useQuery(Partners, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = data?.partners.nodes ?? [];
  type Row = (typeof rows)[number];
  const opened = rows.find((p) => p.id === openId) ?? null;
  return (
    <>
      <ListPage<Row>
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setCreating(true)} data-testid="new-partner">
            {t.create}
          </Button>
        }
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.partners.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="partners-table"
        columns={[
          { title: t.name, dataIndex: 'name' },
          { title: t.contact, dataIndex: 'contact', render: (v?: string | null) => v ?? '—' },
          { title: t.channels, dataIndex: 'channels', render: (v: string[]) => (v.length ? v.map((c) => <Tag key={c}>{c}</Tag>) : '—') },
          { title: t.state, dataIndex: 'state', width: 90, render: (v: string) => <Tag color={v === 'ACTIVE' ? 'green' : 'red'}>{t.states[v] ?? v}</Tag> },
          { title: t.keys, key: 'keys', width: 100, render: (_: unknown, p: Row) => t.activeKeys(p.keys.filter(keyWorks).length) },
          { title: t.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          {
            title: '',
            key: 'open',
            width: 110,
            render: (_: unknown, p: Row) => (
              <Space>
                <Button size="small" onClick={() => setOpenId(p.id)} data-testid="partner-manage">
                  {t.manage}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PartnerForm
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void refetch().then(() => setOpenId(id));
        }}
      />
      <PartnerDrawer partner={opened} onClose={() => setOpenId(null)} onChanged={() => void refetch()} />
    </>
  );
}
