// The invite landing page's states: no code in the link, an unknown code,
// a valid one (kept for the sign-up).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { paths } from '../../lib/paths';
import { ReceivePage } from './ReceivePage';

function renderAt(url: string, inviteLanding: unknown) {
  const link = new ApolloLink(
    () =>
      new Observable((sub) => {
        sub.next({ data: { __typename: 'Query', inviteLanding } });
        sub.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={[url]}>
        <ReceivePage />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the invite landing page', () => {
  it('says the code is missing', () => {
    renderAt(paths.shareReceive, null);
    expect(screen.getByTestId('missing-state').textContent).toContain('缺少邀请码');
  });

  it('says an unknown code is invalid', async () => {
    renderAt(`${paths.shareReceive}?code=NOPE`, null);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('邀请码无效');
  });

  it('names the inviter and keeps the code', async () => {
    renderAt(`${paths.shareReceive}?code=ABC123`, {
      __typename: 'InviteLanding',
      isDistributorCode: false,
      inviter: { __typename: 'Member', id: 'TWVtYmVyOjE', nickname: '彩友甲' },
    });
    await screen.findByText('彩友甲 邀请你加入彩友会员中心');
    expect(screen.getByText('立即注册').closest('button')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('lm.inviteCode')).toBe('ABC123'));
  });
});
