// One list page of the console: a title, the filters (their values live in
// the URL, so a reload or a shared link shows the same view), an error, the
// table with its loading and empty states, and keyset pages (加载更多 from
// the connection's end cursor). Every console list is this, so each page
// says only what its rows are.
import type { ReactNode } from 'react';
import { Alert, Button, Space, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { consoleText as t } from '../strings';

export type PageInfo = { hasNextPage: boolean; endCursor?: string | null };

type Props<Row> = {
  title: string;
  /** Above the table: the filter form or the state switch. */
  filters?: ReactNode;
  /** Beside the title: the page's own actions (create, export). */
  extra?: ReactNode;
  loading: boolean;
  error?: { message: string } | null;
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  empty: string;
  /** `data-testid` of the table (the journey's handle). */
  testId: string;
  pageInfo?: PageInfo | null;
  /** Reads the next page; absent for a list that is whole (no pages). */
  onMore?: (after: string) => void;
  rowSelection?: TableProps<Row>['rowSelection'];
  expandable?: TableProps<Row>['expandable'];
};

export function ListPage<Row extends { id: string }>(p: Props<Row>) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {p.title}
        </Typography.Title>
        {p.extra}
      </Space>
      {p.filters}
      {p.error && <Alert type="error" showIcon message={t.loadFailed} description={p.error.message} />}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={p.loading}
        pagination={false}
        dataSource={[...p.rows]}
        locale={{ emptyText: p.empty }}
        data-testid={p.testId}
        columns={p.columns}
        rowSelection={p.rowSelection}
        expandable={p.expandable}
      />
      {p.onMore && p.pageInfo?.hasNextPage && p.pageInfo.endCursor && (
        <Button onClick={() => p.onMore?.(p.pageInfo?.endCursor ?? '')} data-testid={`${p.testId}-more`}>
          {t.more}
        </Button>
      )}
    </Space>
  );
}
