// 审核 › 店主认证: certifications with their licence photos; 通过 makes the
// member a shop manager (or the shop takes the renewed details), 驳回 tells
// them why (members permission).
import { useState } from 'react';
import { Image, Space } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { sizedUrl } from '../../lib/fileUrl';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { actionsColumn, baseColumns, StateSwitch, stateFrom } from './columns';
import { RecordDrawer } from './RecordDrawer.staff';
import { statusLabel } from './status';
import { reviewText as t } from './strings';
import { useReview } from './useReview';

const Applications = graphql(`
  query ConsoleShopApplications($state: WorkflowState, $after: String) {
    shopApplications(state: $state, first: 20, after: $after) {
      nodes {
        id
        legacyId
        state
        outcome
        reason
        shopName
        ownerName
        address
        licenceNo
        licenceValidUntil
        licencePhoto {
          url
        }
        frontPhoto {
          url
        }
        createdAt
        flags {
          approvable
        }
        member {
          id
          legacyId
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

const Approve = graphql(`
  mutation ConsoleApproveShop($id: ID!) {
    approveShopApplication(input: { id: $id }) {
      userErrors {
        code
        message
      }
    }
  }
`);

const Reject = graphql(`
  mutation ConsoleRejectShop($id: ID!, $reason: String!) {
    rejectShopApplication(input: { id: $id, reason: $reason }) {
      userErrors {
        code
        message
      }
    }
  }
`);

export function ShopsPage() {
  const { values, apply } = useUrlFilters(['state'] as const);
  const state = stateFrom(values.state, 'PROCESSING');
  const { data, loading, error, fetchMore, refetch } = useQuery(Applications, { variables: { state }, fetchPolicy: 'cache-and-network' });
  const [approve] = useMutation(Approve);
  const [reject] = useMutation(Reject);
  const { decide } = useReview(refetch);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = data?.shopApplications.nodes ?? [];
  type Row = (typeof rows)[number];
  const open = rows.find((r) => r.id === openId);
  const actions = (r: Row) =>
    r.flags.approvable &&
    decide(
      t.shops.what,
      async () => (await approve({ variables: { id: r.id } })).data?.approveShopApplication,
      async (reason) => (await reject({ variables: { id: r.id, reason } })).data?.rejectShopApplication,
    );
  return (
    <>
      <ListPage<Row>
        title={t.shops.title}
        filters={<StateSwitch value={state} states={['PROCESSING', 'CLOSED']} onChange={(v) => apply({ state: v })} />}
        loading={loading}
        error={error}
        rows={rows}
        pageInfo={data?.shopApplications.pageInfo}
        onMore={(after) => void fetchMore({ variables: { after } })}
        empty={t.empty}
        testId="shops-table"
        columns={[
          ...baseColumns<Row>(),
          { title: t.shops.shopName, dataIndex: 'shopName', ellipsis: true },
          { title: t.shops.licenceNo, dataIndex: 'licenceNo', width: 160 },
          actionsColumn<Row>(setOpenId, actions),
        ]}
      />
      {open && (
        <RecordDrawer
          open
          title={`${t.shops.title} · ${open.shopName}`}
          onClose={() => setOpenId(null)}
          target={`shop_application:${String(open.legacyId)}`}
          actions={actions(open)}
          items={[
            { key: 'status', label: t.status, children: statusLabel(open) },
            { key: 'shop', label: t.shops.shopName, children: open.shopName },
            { key: 'owner', label: t.shops.ownerName, children: open.ownerName },
            { key: 'address', label: t.shops.address, children: open.address },
            { key: 'licence', label: t.shops.licenceNo, children: open.licenceNo },
            { key: 'valid', label: t.shops.validUntil, children: open.licenceValidUntil },
            ...(open.reason ? [{ key: 'reason', label: t.reason, children: open.reason }] : []),
          ]}
        >
          <Image.PreviewGroup>
            <Space>
              <Image width={200} src={sizedUrl(open.licencePhoto.url, 750)} preview={{ src: open.licencePhoto.url }} alt={t.shops.licencePhoto} data-testid="licence-photo" />
              <Image width={200} src={sizedUrl(open.frontPhoto.url, 750)} preview={{ src: open.frontPhoto.url }} alt={t.shops.frontPhoto} />
            </Space>
          </Image.PreviewGroup>
        </RecordDrawer>
      )}
    </>
  );
}
