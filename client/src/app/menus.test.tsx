import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { appRoutes } from './App';
import { SessionProvider } from '../shell/session/SessionProvider';

// The home and settings menus list other features' pages, handed over by
// App.tsx's route composition; these pin what they show and where they go.

// Queries stay pending: the menus render without any server.
const pending = new ApolloLink(() => new Observable(() => undefined));

function renderAt(url: string) {
  const client = new ApolloClient({ link: pending, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            {appRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('menus across features', () => {
  it('home lists the lottery tools', async () => {
    renderAt('/pages/index/index');
    // The page is its own chunk: wait for it.
    await screen.findAllByTestId('home-tool', {}, { timeout: 10000 });
    const tools = Array.from(document.querySelectorAll('[data-testid=home-tool]')).map((e) => [
      e.getAttribute('href'),
      e.textContent,
    ]);
    expect(tools.slice(0, 7)).toEqual([
      ['/pages/trend/ssq', '双色球走势图'],
      ['/pages/bonus-calculator/index', '奖金计算器'],
      ['/pages/history/index', '开奖历史'],
      ['/pages/statics/index', '奇偶统计'],
      ['/pages/selection/index', '选号'],
      ['/pages/selection/split-order', '拆单'],
      ['/pages/lotteryRePlay/index', '彩票回放'],
    ]);
  });

  it('settings lists its pages, feedback and the legal pages, then sign-out', async () => {
    localStorage.setItem('lm.token', 't');
    localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
    localStorage.setItem('lm.user', JSON.stringify({ id: 'TWVtYmVyOjE', nickName: 'n' }));
    renderAt('/pages/choose/index');
    const links = await screen.findAllByTestId('settings-link', {}, { timeout: 10000 });
    expect(links.map((e) => [e.getAttribute('href'), e.textContent])).toEqual([
      ['/pages/my/settings/index', '设置'],
      ['/pages/my/account/index', '账户信息'],
      ['/pages/my/authentication/index', '实名认证'],
      ['/pages/my/notification-settings/index', '通知设置'],
      ['/pages/my/rich-settings/index', '通用设置'],
      ['/pages/my/feedback/helper', '帮助与反馈'],
      ['/pages/my/feedback/add', '意见反馈'],
      ['/pages/my/authorized-apps/index', '已授权的应用'],
      ['/pages/privacy/policy', '隐私政策'],
      ['/pages/privacy/agreement', '用户协议'],
      ['/pages/privacy/children', '儿童个人信息保护'],
    ]);
    expect(screen.getByTestId('settings-logout').textContent).toBe('退出登录');
    expect(screen.getByText('设置', { selector: '.lm-navbar-title' })).toBeTruthy();
  });
});
