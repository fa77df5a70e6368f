// 内容 › 积分兑换: members' redemptions from the points shop, newest first,
// by status (in the address; 待发货 first): the member, the item, the
// delivery address (personal data: the server logs each read), 发货 with
// the courier's tracking number, or 取消兑换 with a reason the member
// reads (the points go back and the stock returns, once: an idempotency
// key per attempt). Operations permission.
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { RedemptionStatus } from '../../gql/staff/graphql';
import { ListPage } from '../common/ListPage';
import { useAskText } from '../common/useAskText';
import { useUrlFilters } from '../common/useUrlFilters';
import { useReview } from '../review/useReview';
import { contentText } from './strings';
import { actionId } from '../../lib/actionId';

const t = contentText.redemptions;

const Redemptions = graphql(`
  query ConsoleRedemptions($status: RedemptionStatus, $after: String) {
    shopRedemptions(status: $status, first: 20, after: $after) {
      nodes {
        id
        itemName
        quantity
        points
        status
        trackingNo
        note
        createdAt
        member {
          id
          legacyId
          nickname
        }
        delivery {
          name
          phone
          city
          address
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Ship = graphql(`
  mutation ConsoleShipRedemption($id: ID!, $no: String!) {
    shipRedemption(input: { id: $id, trackingNumber: $no }) {
      redemption {
        id
        status
        trackingNo
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const Cancel = graphql(`
  mutation ConsoleCancelRedemption($id: ID!, $note: String!, $key: String!) {
    cancelRedemption(input: { id: $id, note: $note, idempotencyKey: $key }) {
      redemption {
        id
        status
        note
      }
      userErrors {
        code
        message
      }
    }
  }
`);

const STATUSES = ['PENDING', 'SHIPPED', 'CANCELLED'] as const;

export function RedemptionsPage() {
  const { values, apply } = useUrlFilters(['status'] as const);
  const status = values.status === 'ALL' ? undefined : ((STATUSES.find((s) => s === values.status) ?? 'PENDING') as RedemptionStatus);
  const { data, loading, error, fetchMore, refetch } = useQuery(Redemptions, { variables: { status }, fetchPolicy: 'cache-and-network' });
  const [ship] = useMutation(Ship);
  const [cancel] = useMutation(Cancel);
  const askText = useAskText();
  const { act } = useReview(refetch);
  const rows = data?.shopRedemptions.nodes ?? [];
  type Row = (typeof rows)[number];
  const doShip = async (r: Row) => {
    const no = await askText(t.shipTitle(r.itemName), t.shipPlaceholder, 40);
    if (no) await act(async () => (await ship({ variables: { id: r.id, no } })).data?.shipRedemption);
  };
  const doCancel = async (r: Row) => {
    const note = await askText(t.cancelTitle(r.itemName), t.cancelPlaceholder, 200, true);
    if (note) await act(async () => (await cancel({ variables: { id: r.id, note, key: actionId() } })).data?.cancelRedemption);
  };
  return (
    <ListPage<Row>
      title={t.title}
      filters={
        <Segmented
          value={status ?? 'ALL'}
          onChange={(v) => apply({ status: String(v) })}
          options={[...STATUSES.map((s) => ({ value: s, label: t.statuses[s] })), { value: 'ALL', label: t.all }]}
          data-testid="redemption-statuses"
        />
      }
      loading={loading}
      error={error}
      rows={rows}
      pageInfo={data?.shopRedemptions.pageInfo}
      onMore={(after) => void fetchMore({ variables: { after } })}
      empty={t.empty}
      testId="redemptions-table"
      columns={[
        { title: t.member, key: 'member', width: 150, render: (_: unknown, r: Row) => (r.member ? `${r.member.nickname}（${String(r.member.legacyId)}）` : '—') },
        { title: t.item, key: 'item', render: (_: unknown, r: Row) => `${r.itemName} × ${r.quantity}` },
        { title: t.points, dataIndex: 'points', width: 80, align: 'right' },
        {
          title: t.delivery,
          key: 'delivery',
          render: (_: unknown, r: Row) => (
            <Typography.Text>{`${r.delivery.name} ${r.delivery.phone} ${r.delivery.city ?? ''}${r.delivery.address}`}</Typography.Text>
          ),
        },
        {
          title: t.status,
          key: 'status',
          width: 150,
          render: (_: unknown, r: Row) => (
            <Space direction="vertical" size={0}>
              <Tag color={r.status === 'PENDING' ? 'orange' : r.status === 'SHIPPED' ? 'green' : 'default'}>{t.statuses[r.status] ?? r.status}</Tag>
              {r.trackingNo && <Typography.Text type="secondary">{t.tracking(r.trackingNo)}</Typography.Text>}
              {r.status === 'CANCELLED' && r.note && <Typography.Text type="secondary">{r.note}</Typography.Text>}
            </Space>
          ),
        },
        { title: t.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
        {
          title: '',
          key: 'actions',
          width: 170,
          render: (_: unknown, r: Row) =>
            r.status === 'PENDING' && (
              <Space>
                <Button size="small" type="primary" onClick={() => void doShip(r)} data-testid="redemption-ship">
                  {t.ship}
                </Button>
                <Button size="small" danger onClick={() => void doCancel(r)} data-testid="redemption-cancel">
                  {t.cancel}
                </Button>
              </Space>
            ),
        },
      ]}
    />
  );
}
