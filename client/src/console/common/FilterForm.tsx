// The filter row of a list page: its fields start from the URL's values
// and 筛选 writes them back (useUrlFilters); 清除 empties them.
import type { ReactNode } from 'react';
import { Button, Form } from 'antd';
import { consoleText as t } from '../strings';

type Props<V> = {
  initial: V;
  onApply: (values: V) => void;
  children: ReactNode;
  /** Prefix of the buttons' test ids. */
  testId: string;
};

export function FilterForm<V extends object>({ initial, onApply, children, testId }: Props<V>) {
  const [form] = Form.useForm<V>();
  return (
    <Form form={form} layout="inline" initialValues={initial} onFinish={onApply} style={{ rowGap: 8 }}>
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit" data-testid={`${testId}-search`}>
          {t.search}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            const cleared = Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, undefined]));
            form.setFieldsValue(cleared as never);
            onApply({} as V);
          }}
        >
          {t.reset}
        </Button>
      </Form.Item>
    </Form>
  );
}
