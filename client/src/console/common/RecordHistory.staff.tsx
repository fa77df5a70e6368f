// A record's history: each step taken on it, oldest first, from the audit
// log (target `<kind>:<row id>`, `member:<id>`), for a session with the
// operations permission (the audit log's); others are told it is hidden.
import { Empty, Timeline, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { usePermissions } from '../permissions';
import { consoleText as t } from '../strings';

const History = graphql(`
  query ConsoleRecordHistory($target: String!) {
    auditLog(target: $target, first: 50) {
      nodes {
        id
        action
        createdAt
        detail
        actor {
          id
          nickname
        }
      }
    }
  }
`);

export function RecordHistory({ target }: { target: string }) {
  const permissions = usePermissions();
  const allowed = permissions.includes('OPERATIONS');
  const { data } = useQuery(History, { variables: { target }, skip: !allowed, fetchPolicy: 'network-only' });
  if (!allowed) return <Typography.Text type="secondary">{t.historyHidden}</Typography.Text>;
  const steps = data?.auditLog.nodes ?? [];
  if (!steps.length) return <Empty description={t.historyEmpty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="record-history"
      items={[...steps].reverse().map((s) => ({
        children: (
          <span>
            {new Date(s.createdAt).toLocaleString('zh-CN')} · {s.actor?.nickname ?? '—'} · <Typography.Text code>{s.action}</Typography.Text>
          </span>
        ),
      }))}
    />
  );
}
