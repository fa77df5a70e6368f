// 系统 › 审计日志: who did what to whom and when (the auditLog staff query,
// operations permission), newest first, keyset pages; the filters live in
// the URL, so a reload shows the same view.
import { Form, Input, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { FilterForm } from '../common/FilterForm';
import { ListPage } from '../common/ListPage';
import { useUrlFilters } from '../common/useUrlFilters';
import { auditText as t } from './strings';

const AuditLog = graphql(`
  query ConsoleAuditLog($action: String, $target: String, $after: String) {
    auditLog(action: $action, target: $target, first: 20, after: $after) {
      nodes {
        id
        action
        target
        detail
        createdAt
        actor {
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

const FILTERS = ['action', 'target'] as const;

export function AuditLogPage() {
  const { values, apply } = useUrlFilters(FILTERS);
  const { data, loading, error, fetchMore } = useQuery(AuditLog, { variables: values });
  return (
    <ListPage
      title={t.title}
      filters={
        <FilterForm initial={values} onApply={apply} testId="audit">
          <Form.Item name="action">
            <Input placeholder={t.filterAction} allowClear data-testid="audit-action" style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name="target">
            <Input placeholder={t.filterTarget} allowClear data-testid="audit-target" style={{ width: 220 }} />
          </Form.Item>
        </FilterForm>
      }
      loading={loading}
      error={error}
      rows={data?.auditLog.nodes ?? []}
      pageInfo={data?.auditLog.pageInfo}
      onMore={(after) => void fetchMore({ variables: { after } })}
      empty={t.empty}
      testId="audit-table"
      columns={[
        { title: t.time, dataIndex: 'createdAt', width: 200, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
        { title: t.actor, dataIndex: ['actor', 'nickname'], width: 160, render: (v?: string) => v ?? t.system },
        { title: t.action, dataIndex: 'action', width: 220, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        { title: t.target, dataIndex: 'target', width: 180 },
        { title: t.detail, dataIndex: 'detail', render: (v: unknown) => <Typography.Text type="secondary">{JSON.stringify(v)}</Typography.Text> },
      ]}
    />
  );
}
