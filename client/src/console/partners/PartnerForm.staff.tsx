// 新建合作方: the partner's name, contact, channels and whether its keys
// may run only registered documents; the server checks each (a taken name
// or channel answers on its field).
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { partnersText } from './strings';

const t = partnersText.form;

const Create = graphql(`
  mutation ConsoleCreatePartner($input: CreatePartnerInput!) {
    createPartner(input: $input) {
      partner {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Values = { name: string; contact?: string; channels?: string[]; trustedDocumentsOnly?: boolean };

export function PartnerForm({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [create, { loading }] = useMutation(Create);
  const okProps = { loading, 'data-testid': 'partner-submit' };
  const submit = async (v: Values) => {
    const input = { name: v.name.trim(), contact: v.contact?.trim() || null, channels: v.channels ?? [], trustedDocumentsOnly: !!v.trustedDocumentsOnly };
    const r = (await create({ variables: { input } })).data?.createPartner;
    const err = r?.userErrors[0];
    if (err || !r?.partner) {
      const field = (['name', 'contact', 'channels'] as const).find((f) => err?.field?.includes(f)) ?? 'name';
      form.setFields([{ name: field, errors: [err?.message ?? ''] }]);
      return;
    }
    message.success(t.created);
    form.resetFields();
    onCreated(r.partner.id);
  };
  return (
    <Modal open={open} title={t.title} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 60 }]}>
          <Input data-testid="partner-name" />
        </Form.Item>
        <Form.Item name="contact" label={t.contact} rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="channels" label={t.channels}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} data-testid="partner-channels" />
        </Form.Item>
        <Form.Item name="trustedDocumentsOnly" label={t.trusted} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
