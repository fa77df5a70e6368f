// 系统 › 系统设置: every setting an area of the platform reads (the server
// lists them with kind, default and range), its value in force, and 修改:
// a number within its range (checked in the form and again by the
// server), a text checked by the server (its message shown on the field).
// Operations permission; each change is audit-logged by the server.
import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { settingsText as t } from './strings';

const Settings = graphql(`
  query ConsoleSettings {
    settings {
      type
      area
      kind
      defaultValue
      min
      max
      stored {
        type
        intValue
        stringValue
        updatedAt
      }
    }
  }
`);

const Save = graphql(`
  mutation ConsoleSetSetting($input: SetSystemConfigInput!) {
    setSystemConfig(input: $input) {
      config {
        type
        intValue
        stringValue
        updatedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function SettingsPage() {
  const { message } = App.useApp();
  const { data, loading, error, refetch } = useQuery(Settings, { fetchPolicy: 'cache-and-network' });
  const [save, { loading: saving }] = useMutation(Save);
  const rows = data?.settings ?? [];
  type Row = (typeof rows)[number];
  const [editing, setEditing] = useState<Row | null>(null);
  const [form] = Form.useForm<{ value: number | string }>();
  const valueOf = (r: Row) => (r.stored ? (r.kind === 'INT' ? String(r.stored.intValue) : r.stored.stringValue) : null);
  const open = (r: Row) => {
    setEditing(r);
    form.setFieldsValue({ value: r.kind === 'INT' ? Number(valueOf(r) ?? r.defaultValue) : (valueOf(r) ?? r.defaultValue) });
  };
  const submit = async ({ value }: { value: number | string }) => {
    if (!editing) return;
    const input = editing.kind === 'INT' ? { type: editing.type, intValue: Number(value) } : { type: editing.type, stringValue: String(value).trim() };
    const r = (await save({ variables: { input } })).data?.setSystemConfig;
    if (r?.userErrors[0]) {
      form.setFields([{ name: 'value', errors: [r.userErrors[0].message] }]);
      return;
    }
    message.success(t.saved);
    setEditing(null);
    void refetch();
  };
  const okProps = { loading: saving, 'data-testid': 'setting-save' };
  return (
    <>
      <Typography.Title level={4}>{t.title}</Typography.Title>
      <Table<Row>
        rowKey="type"
        size="middle"
        loading={loading && !data}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: error ? error.message : t.empty }}
        data-testid="settings-table"
        columns={[
          { title: t.area, dataIndex: 'area', width: 90, render: (v: string) => t.areas[v] ?? v },
          {
            title: t.setting,
            key: 'setting',
            render: (_: unknown, r: Row) => (
              <>
                <div>{t.descriptions[r.type] ?? r.type}</div>
                <Typography.Text type="secondary" code>
                  {r.type}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t.value,
            key: 'value',
            width: 110,
            render: (_: unknown, r: Row) => (valueOf(r) === null ? <Tag>{t.usingDefault}</Tag> : <Typography.Text strong data-testid="setting-value">{valueOf(r)}</Typography.Text>),
          },
          { title: t.defaultValue, dataIndex: 'defaultValue', width: 150 },
          { title: t.range, key: 'range', width: 110, render: (_: unknown, r: Row) => (r.min != null && r.max != null ? t.rangeOf(r.min, r.max) : t.textRule) },
          { title: t.updatedAt, key: 'updatedAt', width: 150, render: (_: unknown, r: Row) => (r.stored ? new Date(r.stored.updatedAt).toLocaleString('zh-CN') : '—') },
          {
            title: '',
            key: 'edit',
            width: 70,
            render: (_: unknown, r: Row) => (
              <Button size="small" onClick={() => open(r)} data-testid="setting-edit">
                {t.edit}
              </Button>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={editing ? t.editTitle(t.descriptions[editing.type] ?? editing.type) : ''} okButtonProps={okProps} onOk={() => form.submit()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          {editing?.kind === 'INT' && editing.min != null && editing.max != null ? (
            <Form.Item name="value" label={t.intLabel(editing.min, editing.max)} rules={[{ required: true, message: t.required }, { type: 'number', min: editing.min, max: editing.max, message: t.intLabel(editing.min, editing.max) }]}>
              <InputNumber precision={0} style={{ width: 200 }} data-testid="setting-input" />
            </Form.Item>
          ) : (
            <Form.Item name="value" label={t.textLabel} rules={[{ required: true, whitespace: true, message: t.required }]}>
              <Input.TextArea rows={3} data-testid="setting-input" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
