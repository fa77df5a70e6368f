// The shop pages' states against a stub server: items as cards with a
// redeem button (sold-out ones disabled), and the empty records list.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { paths } from '../../lib/paths';
import { RecordsPage } from './RecordsPage';
import { ShopPage } from './ShopPage';

function renderWith(ui: React.JSX.Element, data: object) {
  const link = new ApolloLink(
    () =>
      new Observable((sub) => {
        sub.next({ data: { __typename: 'Query', ...data } });
        sub.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

const item = (id: string, name: string, stock: number) => ({
  __typename: 'ShopItemEdge',
  node: { __typename: 'ShopItem', id, name, description: null, images: [], pricePoints: 100, stock },
});

afterEach(cleanup);

describe('the points shop', () => {
  it('shows the balance, the records link and the items', async () => {
    renderWith(<ShopPage />, {
      points: 250,
      shopItems: { __typename: 'ShopItemConnection', edges: [item('S1', '保温杯', 3), item('S2', '雨伞', 0)] },
      myAddresses: [],
    });
    expect((await screen.findByTestId('shop-points')).textContent).toBe('250');
    expect(screen.getByText('兑换记录').getAttribute('href')).toBe(paths.shopRecords);
    expect((screen.getByRole('button', { name: '兑换保温杯' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByText('已兑完').closest('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the shelf is empty', async () => {
    renderWith(<ShopPage />, { points: 0, shopItems: { __typename: 'ShopItemConnection', edges: [] }, myAddresses: [] });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无商品');
  });

  it('says when there are no exchange records', async () => {
    renderWith(<RecordsPage />, { myRedemptions: { __typename: 'RedemptionConnection', edges: [] } });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无兑换记录');
  });
});
