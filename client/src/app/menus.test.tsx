import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { appRoutes } from './App';
import { SessionProvider } from './session/SessionProvider';

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

const menu = () =>
  Array.from(document.querySelectorAll('nav.menu .menu-item')).map((e) => [e.getAttribute('href'), e.textContent]);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('menus across features', () => {
  it('home lists the lottery tools', () => {
    renderAt('/pages/index/index');
    expect(menu()).toEqual([
      ['/pages/trend/ssq', '双色球走势图'],
      ['/pages/bonus-calculator/index', '奖金计算器'],
      ['/pages/history/index', '开奖历史'],
      ['/pages/statics/index', '奇偶统计'],
      ['/pages/selection/index', '选号'],
      ['/pages/selection/split-order', '拆单'],
      ['/pages/lotteryRePlay/index', '彩票回放'],
    ]);
  });

  it('settings lists its pages, feedback and the legal pages, then sign-out', () => {
    localStorage.setItem('lm.token', 't');
    localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
    localStorage.setItem('lm.user', JSON.stringify({ id: 'TWVtYmVyOjE', nickName: 'n' }));
    renderAt('/pages/choose/index');
    expect(menu()).toEqual([
      ['/pages/my/settings/index', '设置'],
      ['/pages/my/account/index', '账户信息'],
      ['/pages/my/authentication/index', '实名认证'],
      ['/pages/my/feedback/add', '意见反馈'],
      ['/pages/privacy/policy', '隐私政策'],
      ['/pages/privacy/agreement', '用户协议'],
      ['/pages/privacy/children', '儿童个人信息保护'],
      [null, '退出登录'],
    ]);
    expect(screen.getByText('设置', { selector: '.navbar-title' })).toBeTruthy();
  });
});
