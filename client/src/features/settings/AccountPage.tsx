// my/account: account info (own phone) and delivery addresses.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { settingsText as t } from './strings';

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

export function AccountPage() {
  const { data, refetch } = useQuery(Account);
  const [save] = useMutation(SaveAddress);
  const [form, setForm] = useState({ name: '', phone: '', province: '', city: '', address: '' });
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });
  return (
    <div className="page account login">
      <p>
        {t.phone}：{data?.me?.phone}
      </p>
      <h2>{t.addresses}</h2>
      {data?.myAddresses.length === 0 && <p className="empty">{t.noAddress}</p>}
      <ul>
        {data?.myAddresses.map((a) => (
          <li key={a.id} data-testid="address">
            {a.name} {a.phone} {a.province}
            {a.city}
            {a.address}
          </li>
        ))}
      </ul>
      <h2>{t.addAddress}</h2>
      <label>
        {t.receiver}
        <input value={form.name} onChange={set('name')} />
      </label>
      <label>
        {t.mobile}
        <input value={form.phone} onChange={set('phone')} />
      </label>
      <label>
        {t.province}
        <input value={form.province} onChange={set('province')} />
      </label>
      <label>
        {t.city}
        <input value={form.city} onChange={set('city')} />
      </label>
      <label>
        {t.address}
        <input value={form.address} onChange={set('address')} />
      </label>
      <button
        className="primary"
        onClick={async () => {
          const r = (await save({ variables: { input: form } }).catch(() => null))?.data?.setDeliveryAddress;
          if (r && !showUserErrors(r.userErrors) && r.address) {
            toast(t.saved, 0);
            void refetch();
          }
        }}
      >
        {t.save}
      </button>
    </div>
  );
}
