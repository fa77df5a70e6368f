// What every queue shows of its records, and the state switch above it
// (the state in the URL; a queue opens on its open records).
import type { ReactNode } from 'react';
import { Button, Segmented, Space, Tag } from 'antd';
import type { TableColumnType } from 'antd';
import type { WorkflowState } from '../../gql/staff/graphql';
import { statusColor, statusLabel, type Reviewed } from './status';
import { reviewText as t } from './strings';

type Base = Reviewed & { createdAt: string; member?: { nickname: string; legacyId: unknown } | null };

/** The member, when it was sent (unless the page needs the room: `created: false`) and its status. */
export function baseColumns<Row extends Base>({ created = true } = {}): TableColumnType<Row>[] {
  return [
    { title: t.member, key: 'member', width: 150, render: (_: unknown, r: Row) => (r.member ? `${r.member.nickname}（${String(r.member.legacyId)}）` : '—') },
    ...(created ? [{ title: t.createdAt, dataIndex: 'createdAt', width: 170, render: (v: string) => new Date(v).toLocaleString('zh-CN') }] : []),
    { title: t.status, key: 'status', width: 90, render: (_: unknown, r: Row) => <Tag color={statusColor(r)}>{statusLabel(r)}</Tag> },
  ];
}

/** The last column: 详情 (the drawer) and what the viewer may do to the record. */
export function actionsColumn<Row extends { id: string }>(onDetail: (id: string) => void, actions: (r: Row) => ReactNode, width = 200): TableColumnType<Row> {
  return {
    title: t.actions,
    key: 'actions',
    width,
    render: (_: unknown, r: Row) => (
      <Space>
        <Button size="small" type="link" onClick={() => onDetail(r.id)} data-testid="review-detail">
          {t.detail}
        </Button>
        {actions(r)}
      </Space>
    ),
  };
}

const STATES = ['PRESTART', 'PROCESSING', 'CLOSED'] as WorkflowState[];

/** The state from the URL's `state`, `fallback` when absent; '' shows all. */
export function stateFrom(value: string | undefined, fallback: WorkflowState): WorkflowState | undefined {
  if (value === 'ALL') return undefined;
  return STATES.find((s) => s === value) ?? fallback;
}

export function StateSwitch({ value, states, onChange }: { value: WorkflowState | undefined; states: readonly WorkflowState[]; onChange: (v: string) => void }) {
  return (
    <Segmented
      data-testid="review-states"
      value={value ?? 'ALL'}
      onChange={(v) => onChange(String(v))}
      options={[...states.map((s) => ({ label: t.states[s], value: s })), { label: t.all, value: 'ALL' }]}
    />
  );
}
