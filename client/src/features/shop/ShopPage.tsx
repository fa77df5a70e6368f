// my/point-shop: items on the shelf; redeem to the default address with a
// fresh idempotency key per attempt (a retried request redeems once).
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { Button, EmptyState, FileImage, QueryState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { paths } from '../../lib/paths';
import { shopText as t } from './strings';
import './shop.css';
import { actionId } from '../../lib/actionId';

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
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Shop, { context: { silent: true } });
  const [redeem] = useMutation(Redeem);
  const address = data?.myAddresses.find((a) => a.isDefault) ?? data?.myAddresses[0];
  const items = data?.shopItems.edges ?? [];
  return (
    <div className="shop-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {data && (
          <>
            <section className="shop-balance">
              <div>
                <span>{t.myPoints}</span>
                <b data-testid="shop-points">{data.points}</b>
              </div>
              <Link className="shop-records-link" to={paths.shopRecords}>
                {t.records}
              </Link>
            </section>
            {items.length === 0 ? (
              <EmptyState title={t.empty} />
            ) : (
              <ul className="shop-items">
                {items.map(({ node: i }) => (
                  <li key={i.id} className="shop-item">
                    {i.images[0] ? (
                      <FileImage className="shop-image" src={i.images[0]} sizes="30vw" loading="lazy" />
                    ) : (
                      <div className="shop-image shop-image-none" aria-hidden />
                    )}
                    <div className="shop-info">
                      <h2 className="shop-name">{i.name}</h2>
                      {i.description && <p className="shop-description">{i.description}</p>}
                      <p className="shop-meta">
                        <b className="shop-price">{t.price(i.pricePoints)}</b>
                        <span className="shop-stock">{t.stock(i.stock)}</span>
                      </p>
                      <Button
                        className="shop-redeem"
                        block
                        color="primary"
                        shape="rounded"
                        loading="auto"
                        disabled={i.stock <= 0}
                        aria-label={i.stock > 0 ? t.redeemItem(i.name) : undefined}
                        onClick={async () => {
                          if (!address) return toast(t.needAddress, 0);
                          const r = await redeem({
                            variables: {
                              input: { itemId: i.id, addressId: address.id, quantity: 1, idempotencyKey: actionId() },
                            },
                          }).catch(() => null);
                          const done = r?.data?.redeem;
                          if (done && !showUserErrors(done.userErrors) && done.redemption) {
                            toast(t.done, 0);
                            await refetch().catch(() => null);
                          }
                        }}
                      >
                        {i.stock > 0 ? t.redeem : t.soldOut}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
