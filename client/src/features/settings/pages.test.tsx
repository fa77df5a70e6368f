// The settings pages: the new rich settings page (device switches kept in
// localStorage, clearing the caches behind a declarative dialog, about,
// version, the legal links) and the settings menu linking it.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { Toasts } from '../../ui';
import { ChoosePage } from './ChoosePage';
import { RichSettingsPage } from './RichSettingsPage';

const LEGAL = [
  { to: paths.privacyPolicy, label: '隐私政策' },
  { to: paths.userAgreement, label: '用户协议' },
];

// Nothing here asks the server; a query left pending would show a skeleton.
const pending = new ApolloLink(() => new Observable(() => undefined));

function renderWith(ui: ReactNode) {
  const client = new ApolloClient({ link: pending, cache: new InMemoryCache() });
  const clearStore = vi.spyOn(client, 'clearStore');
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <SessionProvider>{ui}</SessionProvider>
      </MemoryRouter>
      <Toasts />
    </ApolloProvider>,
  );
  return { clearStore };
}

/** The browser check: every button and input is the design system's (its class or its parent's). */
function expectDesignSystemControls() {
  const ours = (el: Element | null) => /^(adm-|lm-)/.test(el?.getAttribute('class') ?? '');
  for (const el of document.querySelectorAll('button, input, textarea, select')) {
    expect(ours(el) || ours(el.parentElement), el.outerHTML).toBe(true);
  }
}

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: 'TWVtYmVyOjE', nickName: 'n' }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('rich settings', () => {
  it('shows the switches, about, the version and the legal links', () => {
    renderWith(<RichSettingsPage legal={LEGAL} />);
    expect(screen.getByTestId('rich-settings')).toBeTruthy();
    for (const label of ['开奖提醒', '消息推送', '活动通知', '清除缓存', '彩友会员中心', '版本']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText(/不销售彩票/)).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toMatch(/^\d+\.\d+\.\d+/);
    expect(screen.getByText('隐私政策').closest('a')?.getAttribute('href')).toBe(paths.privacyPolicy);
    expect(screen.getByText('用户协议').closest('a')?.getAttribute('href')).toBe(paths.userAgreement);
    expectDesignSystemControls();
  });

  it('keeps each switch on this device, under lm.settings.*', () => {
    renderWith(<RichSettingsPage legal={LEGAL} />);
    const activity = screen.getByTestId('pref-activity');
    expect(activity.getAttribute('aria-checked')).toBe('false');
    expect(activity.getAttribute('aria-label')).toBe('活动通知');
    fireEvent.click(activity);
    expect(activity.getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('lm.settings.activity')).toBe('true');
    // The row toggles too, and so do Space and Enter on the focused switch.
    fireEvent.click(screen.getByText('开奖提醒'));
    expect(localStorage.getItem('lm.settings.drawReminder')).toBe('false');
    fireEvent.keyDown(screen.getByTestId('pref-push'), { key: ' ' });
    expect(localStorage.getItem('lm.settings.push')).toBe('false');
    cleanup();
    renderWith(<RichSettingsPage legal={LEGAL} />);
    expect(screen.getByTestId('pref-activity').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('pref-drawReminder').getAttribute('aria-checked')).toBe('false');
  });

  it('clears the Apollo cache and the offline draws after a confirmation', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['lm-draws-v1', 'workbox-precache', 'draws-latest'],
      delete: async (name: string) => (deleted.push(name), true),
    });
    const { clearStore } = renderWith(<RichSettingsPage legal={LEGAL} />);
    fireEvent.click(screen.getByTestId('clear-cache'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定清除本机缓存吗');
    expect(clearStore).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByText('清除', { selector: '.adm-dialog-button span' }));
    });
    await waitFor(() => expect(clearStore).toHaveBeenCalledTimes(1));
    expect(deleted.sort()).toEqual(['draws-latest', 'lm-draws-v1']);
    await screen.findByText('缓存已清除');
  });

  it('cancelling the dialog clears nothing', async () => {
    const { clearStore } = renderWith(<RichSettingsPage legal={LEGAL} />);
    fireEvent.click(screen.getByTestId('clear-cache'));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByText('取消', { selector: '.adm-dialog-button span' }));
    });
    expect(clearStore).not.toHaveBeenCalled();
  });
});

describe('settings menu', () => {
  it('links the rich settings page among its own, then the handed-over entries', () => {
    renderWith(<ChoosePage more={[{ to: paths.feedbackAdd, label: '意见反馈' }, ...LEGAL]} />);
    const links = screen.getAllByTestId('settings-link').map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links).toEqual([
      [paths.settings, '设置'],
      [paths.account, '账户信息'],
      [paths.authentication, '实名认证'],
      [paths.richSettings, '通用设置'],
      [paths.feedbackAdd, '意见反馈'],
      [paths.privacyPolicy, '隐私政策'],
      [paths.userAgreement, '用户协议'],
    ]);
    expect(screen.getByTestId('settings-logout').textContent).toBe('退出登录');
    expectDesignSystemControls();
  });
});
