// 新建端点: a partner's webhook endpoint registered by staff (the partner
// may also register its own with a `webhooks:write` key). Its signing
// secret comes back this once, shown to copy.
import { useState } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { SecretDialog } from './SecretDialog';
import { partnersText } from './strings';

const t = partnersText.webhooks.form;

const Create = graphql(`
  mutation ConsoleCreateWebhookEndpoint($input: CreatePartnerWebhookEndpointInput!) {
    createPartnerWebhookEndpoint(input: $input) {
      endpoint {
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

type Values = { url: string; eventTypes: string[]; description?: string };

export function EndpointForm({ partnerId, open, onClose, onCreated }: { partnerId: string; open: boolean; onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<Values>();
  const [create, { loading }] = useMutation(Create);
  const [secret, setSecret] = useState<string | null>(null);
  const okProps = { loading, 'data-testid': 'endpoint-submit' };
  const submit = async (v: Values) => {
    const r = (await create({ variables: { input: { partnerId, url: v.url.trim(), eventTypes: v.eventTypes, description: v.description || null } } })).data?.createPartnerWebhookEndpoint;
    const err = r?.userErrors[0];
    if (err || !r?.secret) {
      const field = (['eventTypes', 'description'] as const).find((f) => err?.field?.includes(f)) ?? 'url';
      // The server's messages are English; a refused URL, the usual case, in the console's words.
      const text = err?.code === 'UNSAFE_URL' ? t.unsafeUrl : (err?.message ?? '');
      form.setFields([{ name: field, errors: [text] }]);
      return;
    }
    form.resetFields();
    setSecret(r.secret);
  };
  return (
    <>
      <Modal open={open && !secret} title={t.title} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item name="url" label={t.url} rules={[{ required: true, whitespace: true, message: t.urlRequired }]}>
            <Input placeholder="https://" data-testid="endpoint-url" />
          </Form.Item>
          <Form.Item name="eventTypes" label={t.events} rules={[{ required: true, message: t.eventsRequired }]}>
            <Checkbox.Group options={Object.entries(partnersText.eventTypes).map(([value, label]) => ({ value, label: `${label}（${value}）` }))} />
          </Form.Item>
          <Form.Item name="description" label={t.description}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
      <SecretDialog
        title={t.secretTitle}
        help={t.secretHelp}
        secret={secret}
        onDone={() => {
          setSecret(null);
          onCreated();
        }}
      />
    </>
  );
}
