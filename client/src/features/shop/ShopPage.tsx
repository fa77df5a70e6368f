// my/point-shop: items on the shelf; redeem to the default address with a
// fresh idempotency key per attempt (a retried request redeems once).
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { paths } from '../../lib/paths';
import { shopText as t } from './strings';

const Shop = graphql(`
  query ShopPage {
    points
    shopItems(first: 50) {
      edges {
        node {
          id
          name
          description
          images
          pricePoints
          stock
        }
      }
    }
    myAddresses {
      id
      isDefault
    }
  }
`);

const Redeem = graphql(`
  mutation RedeemItem($input: RedeemInput!) {
    redeem(input: $input) {
      redemption {
        id
        points
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function ShopPage() {
  const { data, refetch } = useQuery(Shop);
  const [redeem] = useMutation(Redeem);
  const address = data?.myAddresses.find((a) => a.isDefault) ?? data?.myAddresses[0];
  const items = data?.shopItems.edges ?? [];
  return (
    <div className="page shop">
      <p>
        {data?.points ?? '…'} 积分 · <Link to={paths.shopRecords}>{t.records}</Link>
      </p>
      {data && items.length === 0 && <p className="empty">{t.empty}</p>}
      <ul className="items">
        {items.map(({ node: i }) => (
          <li key={i.id}>
            {i.images[0] && <img src={`/api/Files/${i.images[0]}`} alt="" />}
            <b>{i.name}</b>
            {i.description && <p>{i.description}</p>}
            <span>{t.price(i.pricePoints)}</span> <span>{t.stock(i.stock)}</span>
            <button
              disabled={i.stock <= 0}
              onClick={async () => {
                if (!address) return toast(t.needAddress, 0);
                const r = await redeem({
                  variables: {
                    input: { itemId: i.id, addressId: address.id, quantity: 1, idempotencyKey: crypto.randomUUID() },
                  },
                }).catch(() => null);
                const done = r?.data?.redeem;
                if (done && !showUserErrors(done.userErrors) && done.redemption) {
                  toast(t.done, 0);
                  void refetch();
                }
              }}
            >
              {i.stock > 0 ? t.redeem : t.soldOut}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
