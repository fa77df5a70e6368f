// A record in full beside its queue: its fields, and its history — each
// step staff or the member took (common/RecordHistory, target
// `<kind>:<row id>`).
import type { ReactNode } from 'react';
import { Descriptions, Drawer, Space, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { RecordHistory } from '../common/RecordHistory.staff';
import { reviewText as t } from './strings';

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  items: DescriptionsProps['items'];
  /** The audit target, `<kind>:<row id>`. */
  target: string;
  actions?: ReactNode;
  children?: ReactNode;
};

export function RecordDrawer({ title, open, onClose, items, target, actions, children }: Props) {
  return (
    <Drawer title={title} open={open} onClose={onClose} width={640} extra={actions} data-testid="record-drawer" destroyOnHidden>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={1} bordered size="small" items={items} />
        {children}
        <Typography.Title level={5}>{t.history}</Typography.Title>
        <RecordHistory target={target} />
      </Space>
    </Drawer>
  );
}
