// 补发佣金: credits a channel operator's earnings by hand, with the reason
// the operator reads in their message. One form opening is one credit: its
// idempotency key is made when the form opens, so a retried or doubled
// submit credits once. The amount is typed in yuan and sent in fen.
import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/staff';
import { actionId } from '../../lib/actionId';
import { yuanToFen } from '../common/money';
import { channelsText } from './strings';

const t = channelsText.credit;

const Credit = graphql(`
  mutation ConsoleCreditEarnings($input: CreditEarningsInput!) {
    creditEarnings(input: $input) {
      earnings {
        balance {
          yuan
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Values = { yuan: string; reason: string };
export type Operator = { id: string; nickname: string };

export function CreditForm({ operator, onClose }: { operator: Operator | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [credit, { loading }] = useMutation(Credit);
  // A new key each time the form opens for an operator.
  const [key, setKey] = useState<{ for: string; key: string } | null>(null);
  if (operator && key?.for !== operator.id) setKey({ for: operator.id, key: actionId() });
  const okProps = { loading, 'data-testid': 'credit-ok' };
  const submit = async (v: Values) => {
    const amountFen = yuanToFen(v.yuan);
    if (!operator || !key || !amountFen || amountFen === '0') {
      form.setFields([{ name: 'yuan', errors: [t.badAmount] }]);
      return;
    }
    const r = (await credit({ variables: { input: { memberId: operator.id, amountFen, reason: v.reason.trim(), idempotencyKey: key.key } } })).data?.creditEarnings;
    const err = r?.userErrors[0];
    if (err || !r?.earnings) {
      // Refused: nothing was credited, so the corrected form is a new
      // credit (a lost answer keeps the key: its retry is the same one).
      setKey({ for: operator.id, key: actionId() });
      form.setFields([{ name: err?.field?.includes('reason') ? 'reason' : 'yuan', errors: [err?.message ?? ''] }]);
      return;
    }
    message.success(t.done(operator.nickname, r.earnings.balance.yuan));
    form.resetFields();
    setKey(null);
    onClose();
  };
  return (
    <Modal open={!!operator} title={operator ? t.title(operator.nickname) : ''} okText={t.submit} okButtonProps={okProps} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="yuan" label={t.amount} rules={[{ required: true, message: t.badAmount }]}>
          <Input inputMode="decimal" placeholder="0.00" data-testid="credit-yuan" />
        </Form.Item>
        <Form.Item name="reason" label={t.reason} rules={[{ required: true, whitespace: true, message: t.reasonRequired }]}>
          <Input.TextArea maxLength={200} showCount rows={3} data-testid="credit-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
