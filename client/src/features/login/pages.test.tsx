// The login page: the native inputs the e2e journey fills (by name), the
// code button's countdown, and the submit button (data-testid=login-submit).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { LoginPage } from './LoginPage';

function renderLogin(onSend: (variables: Record<string, unknown>) => void) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        if (operation.operationName !== 'SendCode') return;
        onSend(operation.variables);
        sub.next({
          data: {
            __typename: 'Mutation',
            sendVerificationCode: { __typename: 'SendVerificationCodePayload', sent: true, userErrors: [] },
          },
        });
        sub.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[paths.login]}>
        <SessionProvider>
          <LoginPage />
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the login page', () => {
  it('has labelled, named inputs and enables the submit button when both are filled', async () => {
    const sent: Record<string, unknown>[] = [];
    renderLogin((v) => sent.push(v));
    const mobile = document.querySelector<HTMLInputElement>('input[name=mobile]');
    const code = document.querySelector<HTMLInputElement>('input[name=code]');
    expect(mobile?.className).toBe('adm-input-element');
    expect(screen.getByLabelText('手机号')).toBe(mobile);
    expect(screen.getByLabelText('验证码')).toBe(code);
    const submit = screen.getByTestId('login-submit') as HTMLButtonElement;
    expect(submit.tagName).toBe('BUTTON');
    expect(submit.disabled).toBe(true);

    fireEvent.change(mobile!, { target: { value: '13800138000' } });
    fireEvent.click(screen.getByText('获取验证码'));
    await screen.findByText('60秒后重新获取');
    expect(sent).toEqual([{ input: { phone: '13800138000', purpose: 'LOGIN' } }]);

    fireEvent.change(code!, { target: { value: '123456' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.getByText('《用户协议》').getAttribute('href')).toBe(paths.userAgreement);
  });
});
