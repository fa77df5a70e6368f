// 新建密钥: the scopes a partner's new key may reach and an optional last
// day; the key's text comes back this once (the server keeps only its
// hash), so it is shown in a dialog to copy, never again.
import { useState } from 'react';
import { Checkbox, DatePicker, Form, Modal } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import type { Dayjs } from '../common/dayjs';
import { SecretDialog } from './SecretDialog';
import { partnersText } from './strings';

const t = partnersText.keyForm;

const Issue = graphql(`
  mutation ConsoleCreatePartnerKey($input: CreatePartnerKeyInput!) {
    createPartnerKey(input: $input) {
      key {
        id
      }
      secret
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Values = { scopes: string[]; expiresAt?: Dayjs };

export function KeyForm({ partnerId, open, onClose, onIssued }: { partnerId: string; open: boolean; onClose: () => void; onIssued: () => void }) {
  const [form] = Form.useForm<Values>();
  const [issue, { loading }] = useMutation(Issue);
  const [secret, setSecret] = useState<string | null>(null);
  const okProps = { loading, 'data-testid': 'key-submit' };
  const submit = async (v: Values) => {
    // The chosen day is the last one the key works: it stops at the end
    // of it, Beijing time.
    const expiresAt = v.expiresAt ? new Date(`${v.expiresAt.format('YYYY-MM-DD')}T23:59:59+08:00`).toISOString() : null;
    const r = (await issue({ variables: { input: { partnerId, scopes: v.scopes, expiresAt } } })).data?.createPartnerKey;
    const err = r?.userErrors[0];
    if (err || !r?.secret) {
      form.setFields([{ name: err?.field?.includes('expiresAt') ? 'expiresAt' : 'scopes', errors: [err?.message ?? ''] }]);
      return;
    }
    form.resetFields();
    setSecret(r.secret);
  };
  return (
    <>
      <Modal open={open && !secret} title={t.title} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="scopes" label={t.scopes} rules={[{ required: true, message: t.scopesRequired }]}>
            <Checkbox.Group
              style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
              options={Object.entries(partnersText.scopes).map(([value, label]) => ({ value, label: `${label}（${value}）` }))}
              data-testid="key-scopes"
            />
          </Form.Item>
          <Form.Item name="expiresAt" label={t.expiresAt}>
            <DatePicker />
          </Form.Item>
        </Form>
      </Modal>
      <SecretDialog
        title={t.secretTitle}
        help={t.secretHelp}
        secret={secret}
        onDone={() => {
          setSecret(null);
          onIssued();
        }}
      />
    </>
  );
}
