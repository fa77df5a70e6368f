// my/choose-record: the member's exchange records.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { List, QueryState, Tag } from '../../ui';
import { shopText as t } from './strings';
import './shop.css';

const Records = graphql(`
  query ExchangeRecords {
    myRedemptions(first: 50) {
      edges {
        node {
          id
          itemName
          quantity
          points
          status
          trackingNo
          createdAt
        }
      }
    }
  }
`);

export function RecordsPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Records, { context: { silent: true } });
  const rows = data?.myRedemptions.edges ?? [];
  return (
    <div className="shop-page">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={rows.length === 0}
        emptyText={t.noRecords}
        onRetry={() => void refetch()}
      >
        <List className="shop-records">
          {rows.map(({ node: r }) => (
            <List.Item
              key={r.id}
              description={
                <>
                  {r.trackingNo && <span className="shop-tracking">{t.tracking(r.trackingNo)}</span>}
                  <time className="shop-time">{new Date(String(r.createdAt)).toLocaleString('zh-CN')}</time>
                </>
              }
              extra={<b className="shop-spent">{t.spent(r.points)}</b>}
            >
              <span className="shop-record-head">
                <span className="shop-record-name">
                  {r.itemName} {t.quantity(r.quantity)}
                </span>
                <Tag className="shop-status" color={r.status === 'PENDING' ? 'var(--lm-brand-text)' : 'default'} fill="outline">
                  {t.status[r.status] ?? r.status}
                </Tag>
              </span>
            </List.Item>
          ))}
        </List>
      </QueryState>
    </div>
  );
}
