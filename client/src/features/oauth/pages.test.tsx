// The OAuth pages: the consent page shows the app and each scope in
// Chinese and sends the browser where the member's answer says; a request
// the server refuses to show is an error with no way onward; an app that
// must hear a fault is sent there at once. 已授权的应用 lists the apps and
// revokes one behind a confirmation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { Toasts } from '../../ui';
import { AuthorizedAppsPage } from './AuthorizedAppsPage';
import { ConsentPage } from './ConsentPage';

type Answer = (op: string, variables: Record<string, unknown>) => unknown;

function renderWith(ui: React.ReactNode, answer: Answer, at = '/oauth/authorize') {
  const seen: { op: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        seen.push({ op: op.operationName ?? '', variables: op.variables });
        const result = answer(op.operationName ?? '', op.variables);
        if (result instanceof Error) sub.error(result);
        else {
          sub.next(result as never);
          sub.complete();
        }
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
      <Toasts />
    </ApolloProvider>,
  );
  return seen;
}

const LINK =
  '/oauth/authorize?response_type=code&client_id=UGFydG5lcjox&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&scope=member%3Aread%20points%3Aread&state=s1&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';

const shown = {
  data: {
    oauthAuthorization: {
      __typename: 'OauthAuthorization',
      partnerName: '开奖助手',
      scopes: ['member:read', 'points:read'],
      redirectUri: 'https://app.example/cb',
      errorRedirect: null,
    },
  },
};

let assign: ReturnType<typeof vi.fn>;
let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: 'TWVtYmVyOjE', nickName: 'n' }));
  assign = vi.fn();
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, replace });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the consent page', () => {
  it('shows the app and its scopes in Chinese and follows the approval', async () => {
    const seen = renderWith(<ConsentPage />, (op) =>
      op === 'OauthConsent'
        ? shown
        : {
            data: {
              decideOauthAuthorization: {
                __typename: 'DecideOauthAuthorizationPayload',
                redirectTo: 'https://app.example/cb?code=c1&state=s1',
                userErrors: [],
              },
            },
          },
    LINK);
    expect(await screen.findByText('「开奖助手」申请使用你的账号')).toBeTruthy();
    const scopes = screen.getAllByTestId('oauth-scope').map((e) => e.textContent);
    expect(scopes).toEqual(['读取你的公开资料（昵称、头像、等级等）', '读取你的积分余额与明细']);
    expect(seen.find((s) => s.op === 'OauthConsent')?.variables.request).toMatchObject({
      clientId: 'UGFydG5lcjox',
      scope: 'member:read points:read',
      state: 's1',
      codeChallengeMethod: 'S256',
    });
    fireEvent.click(screen.getByTestId('oauth-approve'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.example/cb?code=c1&state=s1'));
    expect(seen.find((s) => s.op === 'DecideOauth')?.variables).toMatchObject({ input: { approve: true } });
  });

  it('shows a request the server will not show, and goes nowhere', async () => {
    renderWith(<ConsentPage />, () => ({
      data: null,
      errors: [{ message: 'this redirect_uri is not registered', extensions: { code: 'INVALID_ARGUMENT', field: 'redirectUri' } }],
    }), LINK);
    expect(await screen.findByText(/授权请求无效/)).toBeTruthy();
    expect(screen.queryByTestId('oauth-approve')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends the member back at once when the app must hear a fault', async () => {
    renderWith(<ConsentPage />, () => ({
      data: {
        oauthAuthorization: {
          __typename: 'OauthAuthorization',
          partnerName: null,
          scopes: [],
          redirectUri: null,
          errorRedirect: 'https://app.example/cb?error=invalid_scope&state=s1',
        },
      },
    }), LINK);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://app.example/cb?error=invalid_scope&state=s1'));
  });
});

describe('authorized apps', () => {
  it('lists the apps and revokes one after a confirmation', async () => {
    let revoked = false;
    const seen = renderWith(<AuthorizedAppsPage />, (op) => {
      if (op === 'RevokeAuthorizedApp') {
        revoked = true;
        return { data: { revokeAuthorizedApp: { __typename: 'RevokeAuthorizedAppPayload', revokedAppId: 'QXV0aG9yaXplZEFwcDox', userErrors: [] } } };
      }
      return {
        data: {
          authorizedApps: revoked
            ? []
            : [
                {
                  __typename: 'AuthorizedApp',
                  id: 'QXV0aG9yaXplZEFwcDox',
                  partnerName: '开奖助手',
                  scopes: ['member:read'],
                  approvedAt: '2026-11-29T01:00:00Z',
                  lastUsedAt: null,
                },
              ],
        },
      };
    }, '/pages/my/authorized-apps/index');
    expect(await screen.findByText('开奖助手')).toBeTruthy();
    expect(screen.getByText('尚未使用')).toBeTruthy();
    fireEvent.click(screen.getByTestId('revoke-app'));
    fireEvent.click(await screen.findByText('取消授权', { selector: '.adm-dialog-button *, .adm-dialog-button' }));
    expect(await screen.findByText('还没有授权过任何应用')).toBeTruthy();
    expect(seen.find((s) => s.op === 'RevokeAuthorizedApp')?.variables).toEqual({ id: 'QXV0aG9yaXplZEFwcDox' });
  });
});
