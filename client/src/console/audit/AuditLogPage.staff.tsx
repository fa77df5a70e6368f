// 系统 › 审计日志: who did what to whom and when (the auditLog staff query,
// operations permission), newest first, keyset pages; the filters live in
// the URL, so a reload shows the same view.
import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql/staff';
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

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') || undefined;
  const target = params.get('target') || undefined;
  const { data, loading, error, fetchMore } = useQuery(AuditLog, { variables: { action, target } });
  const page = data?.auditLog;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4}>{t.title}</Typography.Title>
      <Form
        layout="inline"
        initialValues={{ action, target }}
        onFinish={(v: { action?: string; target?: string }) => {
          const next = new URLSearchParams();
          if (v.action?.trim()) next.set('action', v.action.trim());
          if (v.target?.trim()) next.set('target', v.target.trim());
          setParams(next);
        }}
      >
        <Form.Item name="action">
          <Input placeholder={t.filterAction} allowClear data-testid="audit-action" style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="target">
          <Input placeholder={t.filterTarget} allowClear data-testid="audit-target" style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="audit-search">
          {t.search}
        </Button>
      </Form>
      {error && <Alert type="error" showIcon message={error.message} />}
      <Table
        rowKey="id"
        size="middle"
        loading={loading}
        pagination={false}
        dataSource={page?.nodes ?? []}
        locale={{ emptyText: t.empty }}
        data-testid="audit-table"
        columns={[
          { title: t.time, dataIndex: 'createdAt', width: 200, render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          { title: t.actor, dataIndex: ['actor', 'nickname'], width: 160, render: (v?: string) => v ?? t.system },
          { title: t.action, dataIndex: 'action', width: 220, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: t.target, dataIndex: 'target', width: 180 },
          { title: t.detail, dataIndex: 'detail', render: (v: unknown) => <Typography.Text type="secondary">{JSON.stringify(v)}</Typography.Text> },
        ]}
      />
      {page?.pageInfo.hasNextPage && (
        <Button onClick={() => fetchMore({ variables: { after: page.pageInfo.endCursor } })} data-testid="audit-more">
          {t.more}
        </Button>
      )}
    </Space>
  );
}
