// 渠道与合作方 › 渠道对比: every channel (keyset pages), the ones ticked
// side by side over a range of Beijing days, their figures added up by the
// server (compareChannels, at most 50 at once); 补发佣金 credits a
// channel's operator by hand (CreditForm). Operations permission.
import { useState } from 'react';
import { Button, Card, DatePicker, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from '../common/dayjs';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { ListPage } from '../common/ListPage';
import { CreditForm, type Operator } from './CreditForm.staff';
import { channelsText as t } from './strings';

/** The server compares at most 50 channels at once. */
const MAX_COMPARED = 50;

const AllChannels = graphql(`
  query ConsoleChannels($after: String) {
    channels(first: 20, after: $after) {
      nodes {
        id
        name
        title
        operator {
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

const Compare = graphql(`
  query ConsoleChannelCompare($ids: [ID!]!, $from: Date!, $to: Date!) {
    compareChannels(ids: $ids, from: $from, to: $to) {
      channel {
        id
        name
        title
      }
      totals {
        registrations
        active
        checkIns
        invites
        pointsIssued
        pointsSpent
        earnings {
          yuan
        }
      }
    }
  }
`);

const FIGURES = ['registrations', 'active', 'checkIns', 'invites', 'pointsIssued', 'pointsSpent'] as const;

export function ComparePage() {
  const [picked, setPicked] = useState<string[]>([]);
  const [crediting, setCrediting] = useState<Operator | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(29, 'day'), dayjs()]);
  const list = useQuery(AllChannels);
  const [from, to] = range.map((d) => d.format('YYYY-MM-DD'));
  const compared = useQuery(Compare, { variables: { ids: picked, from, to }, skip: !picked.length });
  const rows = picked.length ? ((compared.data ?? compared.previousData)?.compareChannels ?? []) : [];
  type Row = (typeof rows)[number];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <ListPage
        title={t.compare.title}
        extra={<Typography.Text type="secondary">{t.compare.picked(picked.length, MAX_COMPARED)}</Typography.Text>}
        loading={list.loading}
        error={list.error}
        rows={list.data?.channels.nodes ?? []}
        pageInfo={list.data?.channels.pageInfo}
        onMore={(after) => void list.fetchMore({ variables: { after } })}
        empty={t.compare.empty}
        testId="channels-table"
        rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(String).slice(0, MAX_COMPARED)) }}
        columns={[
          { title: t.compare.channel, key: 'title', render: (_: unknown, c) => c.title || c.name },
          { title: t.compare.name, dataIndex: 'name' },
          { title: t.compare.operator, key: 'operator', render: (_: unknown, c) => c.operator?.nickname ?? t.compare.noOperator },
          {
            title: '',
            key: 'credit',
            width: 110,
            render: (_: unknown, c) =>
              c.operator && (
                <Button size="small" onClick={() => setCrediting(c.operator ?? null)} data-testid="credit-operator">
                  {t.credit.action}
                </Button>
              ),
          },
        ]}
      />
      <Card
        title={picked.length ? t.compare.result(from, to) : t.compare.pickSome}
        extra={
          <Space>
            {t.compare.range}
            <DatePicker.RangePicker allowClear={false} value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} data-testid="compare-range" />
          </Space>
        }
      >
        <Table<Row>
          rowKey={(r) => r.channel.id}
          size="middle"
          pagination={false}
          loading={compared.loading}
          dataSource={rows}
          data-testid="compare-table"
          locale={{ emptyText: t.compare.pickSome }}
          columns={[
            { title: t.compare.channel, key: 'channel', render: (_: unknown, r: Row) => r.channel.title || r.channel.name },
            ...FIGURES.map((f) => ({ title: t.figures[f], key: f, align: 'right' as const, render: (_: unknown, r: Row) => r.totals[f] })),
            { title: t.figures.earnings, key: 'earnings', align: 'right' as const, render: (_: unknown, r: Row) => r.totals.earnings.yuan },
          ]}
        />
      </Card>
      <CreditForm operator={crediting} onClose={() => setCrediting(null)} />
    </Space>
  );
}
