// my/account: account info (own phone) and delivery addresses.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button, Input, List, QueryState, Tag, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { settingsText as t } from './strings';
import './settings.css';

const Account = graphql(`
  query AccountPage {
    me {
      id
      phone
      nickname
    }
    myAddresses {
      id
      name
      phone
      province
      city
      address
      isDefault
    }
  }
`);

const SaveAddress = graphql(`
  mutation SaveAddress($input: SetDeliveryAddressInput!) {
    setDeliveryAddress(input: $input) {
      address {
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

type AddressForm = { name: string; phone: string; province: string; city: string; address: string };

const FIELDS: { key: keyof AddressForm; label: string; placeholder: string; inputMode?: 'tel'; autoComplete: string }[] = [
  { key: 'name', label: t.receiver, placeholder: t.receiverPlaceholder, autoComplete: 'shipping name' },
  { key: 'phone', label: t.mobile, placeholder: t.mobilePlaceholder, inputMode: 'tel', autoComplete: 'shipping tel' },
  { key: 'province', label: t.province, placeholder: t.provincePlaceholder, autoComplete: 'shipping address-level1' },
  { key: 'city', label: t.city, placeholder: t.cityPlaceholder, autoComplete: 'shipping address-level2' },
  { key: 'address', label: t.address, placeholder: t.addressPlaceholder, autoComplete: 'shipping street-address' },
];

export function AccountPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Account, { context: { silent: true } });
  const [save] = useMutation(SaveAddress);
  const [form, setForm] = useState<AddressForm>({ name: '', phone: '', province: '', city: '', address: '' });
  const formId = useId();
  return (
    <div className="settings-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {data && (
          <>
            <List mode="card" header={t.account}>
              <List.Item extra={<span data-testid="account-phone">{data.me.phone}</span>}>{t.phone}</List.Item>
            </List>
            <List mode="card" header={t.addresses}>
              {data.myAddresses.length === 0 ? (
                <List.Item>
                  <span className="settings-muted">{t.noAddress}</span>
                </List.Item>
              ) : (
                data.myAddresses.map((a) => (
                  <List.Item
                    key={a.id}
                    data-testid="address"
                    description={`${a.province ?? ''}${a.city ?? ''}${a.address}`}
                    extra={a.isDefault && <Tag color="var(--lm-brand-text)" fill="outline">{t.defaultAddress}</Tag>}
                  >
                    {a.name} {a.phone}
                  </List.Item>
                ))
              )}
            </List>
            <List mode="card" header={t.addAddress} className="settings-form">
              {FIELDS.map((f) => (
                <List.Item key={f.key} prefix={<label htmlFor={`${formId}-${f.key}`}>{f.label}</label>}>
                  <Input
                    id={`${formId}-${f.key}`}
                    name={f.key}
                    inputMode={f.inputMode}
                    autoComplete={f.autoComplete}
                    placeholder={f.placeholder}
                    value={form[f.key]}
                    onChange={(v) => setForm((old) => ({ ...old, [f.key]: v }))}
                  />
                </List.Item>
              ))}
            </List>
            <Button
              className="settings-submit"
              data-testid="save-address"
              block
              color="primary"
              size="large"
              loading="auto"
              onClick={async () => {
                const r = (await save({ variables: { input: form } }).catch(() => null))?.data?.setDeliveryAddress;
                if (r && !showUserErrors(r.userErrors) && r.address) {
                  toast(t.saved, 0);
                  await refetch().catch(() => null);
                }
              }}
            >
              {t.save}
            </Button>
          </>
        )}
      </QueryState>
    </div>
  );
}
