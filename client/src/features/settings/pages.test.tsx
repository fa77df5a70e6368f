// The settings pages: the new rich settings page (device switches kept in
// localStorage, clearing the caches behind a declarative dialog, about,
// version, the legal links), the settings menu linking it and the blocked
// members (黑名单, 解除屏蔽), 绑定微信 only where a wx.login code can be
// had (elsewhere the row says where to bind), 个人信息与账号注销 (a copy
// of one's data, polled while it is built, refused within a day; the
// cancellation's consequences, its SMS code and confirmation, the member
// signed out here), 通知设置 (each kind, the games of 开奖结果, quiet
// hours, each change saved at once and taken back when refused), and the
// route table taking its titles from titles.ts, never strings.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, useLocation } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { Toasts } from '../../ui';
import { BlockedPage } from './BlockedPage';
import { ChoosePage } from './ChoosePage';
import { NotificationSettingsPage } from './NotificationSettingsPage';
import { PrivacyRightsPage } from './PrivacyRightsPage';
import { RichSettingsPage } from './RichSettingsPage';
import { settingsRoutes } from './routes';
import { SettingsPage } from './SettingsPage';

const LEGAL = [
  { to: paths.privacyPolicy, label: '隐私政策' },
  { to: paths.userAgreement, label: '用户协议' },
];

// Nothing here asks the server; a query left pending would show a skeleton.
const pending = new ApolloLink(() => new Observable(() => undefined));

type Seen = { op: string; variables: Record<string, unknown> };
type Answer = (op: string, variables: Record<string, unknown>) => object;

/** A top-level GraphQL error (not a payload's userErrors): an answer with no data. */
const refusal = (code: string, extensions: Record<string, unknown> = {}) => ({
  errors: [{ message: code.toLowerCase(), extensions: { code, ...extensions } }],
});

/** A server answering each operation by name (data, or a `refusal`); what was asked is in the list returned. */
function answering(answer: Answer): { link: ApolloLink; seen: Seen[] } {
  const seen: Seen[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const name = op.operationName ?? '';
        seen.push({ op: name, variables: op.variables });
        const mutation = op.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
        // The session's own read of the member (SessionProvider).
        const data = name === 'SessionMember' ? { me: { __typename: 'Member', id: 'TWVtYmVyOjE', nickname: 'n' } } : answer(name, op.variables);
        if ('errors' in data) sub.next(data as ApolloLink.Result);
        else sub.next({ data: { __typename: mutation ? 'Mutation' : 'Query', ...data } });
        sub.complete();
      }),
  );
  return { link, seen };
}

function renderWith(ui: ReactNode, link: ApolloLink = pending) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
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
      [paths.notificationSettings, '通知设置'],
      [paths.richSettings, '通用设置'],
      [paths.feedbackAdd, '意见反馈'],
      [paths.privacyPolicy, '隐私政策'],
      [paths.userAgreement, '用户协议'],
    ]);
    expect(screen.getByTestId('settings-logout').textContent).toBe('退出登录');
    expectDesignSystemControls();
  });
});

const card = (id: string, nickname: string) => ({
  __typename: 'MemberCard',
  id,
  nickname,
  avatar: null,
  province: '广东',
  city: '广州',
});
const payload = (typename: string, fields: object) => ({ __typename: typename, userErrors: [], ...fields });

describe('blocked members', () => {
  it('lists them and unblocks one: it leaves the list, and the last one leaves it empty', async () => {
    const { link, seen } = answering((op) =>
      op === 'UnblockMember'
        ? { unblockMember: payload('DonePayload', { done: true }) }
        : { blockedMembers: [card('TWVtYmVyOjI', '小王'), card('TWVtYmVyOjM', '老李')] },
    );
    renderWith(<BlockedPage />, link);
    await screen.findByText('小王');
    expect(screen.getByText('小王').closest('a')?.getAttribute('href')).toBe(`${paths.member}?id=TWVtYmVyOjI`);
    const rows = screen.getAllByTestId('blocked-member');
    expect(rows.map((r) => within(r).getByTestId('unblock').textContent)).toEqual(['解除屏蔽', '解除屏蔽']);
    await act(async () => {
      fireEvent.click(within(rows[0]).getByTestId('unblock'));
    });
    await waitFor(() => expect(screen.queryByText('小王')).toBeNull());
    expect(screen.getByText('老李')).toBeTruthy();
    await screen.findByText('已解除屏蔽', { selector: '.lm-toast' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('unblock'));
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有拉黑任何人');
    expect(seen.filter((s) => s.op === 'UnblockMember').map((s) => s.variables)).toEqual([{ memberId: 'TWVtYmVyOjI' }, { memberId: 'TWVtYmVyOjM' }]);
    // The list was read once: the unblocked leave the cached list.
    expect(seen.filter((s) => s.op === 'BlockedMembers')).toHaveLength(1);
    expectDesignSystemControls();
  });

  it('keeps a member the server did not unblock', async () => {
    const { link } = answering((op) =>
      op === 'UnblockMember'
        ? { unblockMember: { __typename: 'DonePayload', done: false, userErrors: [{ __typename: 'UserError', code: 'NOT_FOUND', field: null, message: 'no' }] } }
        : { blockedMembers: [card('TWVtYmVyOjI', '小王')] },
    );
    renderWith(<BlockedPage />, link);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('unblock'));
    });
    await screen.findByText('内容不存在或已删除', { selector: '.lm-toast' });
    expect(screen.getByText('小王')).toBeTruthy();
  });

  it('says when nobody is blocked', async () => {
    const { link } = answering(() => ({ blockedMembers: [] }));
    renderWith(<BlockedPage />, link);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有拉黑任何人');
  });
});

describe('绑定微信', () => {
  const me = (bound: boolean) => ({
    me: { __typename: 'Member', id: 'TWVtYmVyOjE', nickname: 'n', avatar: null, province: null, city: null, isRealNameAuth: false, isWeChatBound: bound },
  });
  const ELSEWHERE = '请在微信小程序中打开本页绑定微信（小程序“我的 > 设置”）';

  it('outside WeChat: no button, the row says where to bind', async () => {
    const { link } = answering(() => me(false));
    renderWith(<SettingsPage />, link);
    const row = await screen.findByTestId('bind-wechat');
    expect(within(row).getByTestId('bind-elsewhere').textContent).toBe(ELSEWHERE);
    expect(within(row).getByText('未绑定')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("in WeChat's browser without wx.login (no code to bind with): no button either", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' });
    const { link } = answering(() => me(false));
    renderWith(<SettingsPage />, link);
    const row = await screen.findByTestId('bind-wechat');
    expect(within(row).getByTestId('bind-elsewhere').textContent).toBe(ELSEWHERE);
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('where wx.login gives a code: binds through the server', async () => {
    vi.stubGlobal('wx', { login: ({ success }: { success: (r: { code: string }) => void }) => success({ code: 'wx-code-1' }) });
    let bound = false;
    const { link, seen } = answering((op) => {
      if (op === 'BindWeChat') {
        bound = true;
        return { bindWeChat: payload('MemberPayload', { member: { __typename: 'Member', id: 'TWVtYmVyOjE', isWeChatBound: true } }) };
      }
      return me(bound);
    });
    renderWith(<SettingsPage />, link);
    const button = await screen.findByTestId('bind-wechat-button');
    expect(screen.queryByTestId('bind-elsewhere')).toBeNull();
    await act(async () => {
      fireEvent.click(button);
    });
    await screen.findByText('绑定成功', { selector: '.lm-toast' });
    expect(seen.find((s) => s.op === 'BindWeChat')?.variables).toEqual({ code: 'wx-code-1' });
    await waitFor(() => expect(within(screen.getByTestId('bind-wechat')).getByText('已绑定')).toBeTruthy());
  });

  it('the settings page links the blocked members among its more settings', async () => {
    const { link } = answering(() => me(true));
    renderWith(<SettingsPage />, link);
    const blocked = await screen.findByTestId('blocked-link');
    expect([blocked.getAttribute('href'), blocked.textContent]).toEqual([paths.blockedMembers, '黑名单']);
  });

  it('the settings page links 个人信息与账号注销 among its more settings', async () => {
    const { link } = answering(() => me(true));
    renderWith(<SettingsPage />, link);
    const rights = await screen.findByTestId('privacy-rights-link');
    expect([rights.getAttribute('href'), rights.textContent]).toEqual([paths.privacyRights, '个人信息与账号注销']);
  });

  it('bound: says so, with no button and no hint', async () => {
    const { link } = answering(() => me(true));
    renderWith(<SettingsPage />, link);
    const row = await screen.findByTestId('bind-wechat');
    expect(within(row).getByText('已绑定')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByTestId('bind-elsewhere')).toBeNull();
  });
});

/** Where the router is (the cancellation goes home). */
function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const EXPORT_URL = '/api/DataExports/1?exp=1787731200&sig=abc';

const dataExport = (state: 'PENDING' | 'READY' | 'EXPIRED', fields: object = {}) => ({
  __typename: 'DataExport',
  id: 'RGF0YUV4cG9ydDox',
  state,
  requestedAt: '2026-08-24T08:00:00Z',
  readyAt: null,
  expiresAt: null,
  bytes: 0,
  url: null,
  nextRequestAt: '2026-08-25T08:00:00Z',
  ...fields,
});

const ready = dataExport('READY', { readyAt: '2026-08-24T08:00:30Z', expiresAt: '2026-08-25T08:00:30Z', bytes: 12595, url: EXPORT_URL });

describe('个人信息与账号注销: 下载我的数据', () => {
  it('asks for a copy: 生成中… while the job builds it, polled every 3 s until the link shows, then no more', async () => {
    let asked = false;
    const { link, seen } = answering((op) => {
      if (op === 'RequestDataExport') {
        asked = true;
        return { requestDataExport: payload('RequestDataExportPayload', { export: dataExport('PENDING') }) };
      }
      // The job is done by the first poll.
      return { myDataExport: asked ? ready : null };
    });
    renderWith(<PrivacyRightsPage />, link);
    const section = await screen.findByTestId('data-export');
    expect(section.textContent).toContain('下载我的数据');
    expect(section.textContent).toContain('JSON 文件');
    expect(section.textContent).toContain('24 小时');
    // Enabled once the latest request (none) has loaded.
    await waitFor(() => expect(screen.getByTestId('request-export').hasAttribute('disabled')).toBe(false));
    expect(seen.filter((s) => s.op === 'MyDataExport')).toHaveLength(1);
    expect(screen.queryByTestId('export-state')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('request-export'));
    });
    expect((await screen.findByTestId('export-state')).textContent).toContain('生成中…');
    expect(screen.getByTestId('request-export').hasAttribute('disabled')).toBe(true);
    expect(seen.filter((s) => s.op === 'RequestDataExport')).toHaveLength(1);
    await screen.findByText('已申请，正在生成', { selector: '.lm-toast' });
    // The first poll answers READY: the link, its size and its time.
    const download = await screen.findByTestId('export-download', {}, { timeout: 5000 });
    expect(download.getAttribute('href')).toBe(EXPORT_URL);
    expect(seen.filter((s) => s.op === 'MyDataExport')).toHaveLength(2);
    // Ready: polling stopped.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 3500));
    });
    expect(seen.filter((s) => s.op === 'MyDataExport')).toHaveLength(2);
    expect(screen.getByTestId('request-export').hasAttribute('disabled')).toBe(false);
    expectDesignSystemControls();
  }, 15000);

  it('a ready copy: 下载 links the file as my-data.json, with its size and 有效期至', async () => {
    const { link } = answering(() => ({ myDataExport: ready }));
    renderWith(<PrivacyRightsPage />, link);
    const download = await screen.findByTestId('export-download');
    expect([download.tagName, download.textContent, download.getAttribute('href'), download.getAttribute('download')]).toEqual([
      'A',
      '下载',
      EXPORT_URL,
      'my-data.json',
    ]);
    const state = screen.getByTestId('export-state').textContent;
    expect(state).toContain('12.3 KB');
    expect(state).toContain(`有效期至 ${new Date('2026-08-25T08:00:30Z').toLocaleString('zh-CN')}`);
  });

  it('an expired copy says it can be asked for again', async () => {
    const { link } = answering(() => ({ myDataExport: dataExport('EXPIRED', { readyAt: '2026-08-24T08:00:30Z', expiresAt: '2026-08-25T08:00:30Z' }) }));
    renderWith(<PrivacyRightsPage />, link);
    expect((await screen.findByTestId('export-state')).textContent).toContain('已过期，可重新申请');
    expect(screen.queryByTestId('export-download')).toBeNull();
  });

  it('asked again within a day: refused, with when the next request is accepted', async () => {
    const { link, seen } = answering((op) =>
      op === 'RequestDataExport' ? refusal('RATE_LIMITED', { retryAfter: 3600 }) : { myDataExport: ready },
    );
    renderWith(<PrivacyRightsPage />, link);
    await screen.findByTestId('export-download');
    await act(async () => {
      fireEvent.click(screen.getByTestId('request-export'));
    });
    const refused = await screen.findByTestId('export-refused');
    expect(refused.textContent).toBe(`每天可申请一次，下次可申请时间 ${new Date('2026-08-25T08:00:00Z').toLocaleString('zh-CN')}`);
    expect(seen.filter((s) => s.op === 'RequestDataExport')).toHaveLength(1);
    // The copy there is still shown, its link unchanged.
    expect(screen.getByTestId('export-download').getAttribute('href')).toBe(EXPORT_URL);
  });
});

describe('个人信息与账号注销: 注销账号', () => {
  const cancelled = (fields: object = {}) => ({ cancelAccount: payload('DonePayload', { done: true, ...fields }) });

  /** Fills the form: phone, its code (sent with purpose CANCEL) and the code typed. */
  async function fill(phone = '13800138000', code = '123456') {
    fireEvent.change(document.querySelector('input[name=mobile]')!, { target: { value: phone } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('cancel-send-code'));
    });
    fireEvent.change(document.querySelector('input[name=code]')!, { target: { value: code } });
  }

  it('states what is deleted and what is kept before anything is asked', async () => {
    renderWith(<PrivacyRightsPage />);
    const section = screen.getByTestId('cancel-account');
    const items = (id: string) => within(screen.getByTestId(id)).getAllByRole('listitem').map((li) => li.textContent);
    expect(within(screen.getByTestId('cancel-deleted')).getByRole('heading').textContent).toBe('将被删除');
    expect(items('cancel-deleted')).toContain('实名信息（姓名、身份证号）');
    expect(items('cancel-deleted')).toContain('上传的图片（头像、动态图片、认证照片）');
    expect(items('cancel-deleted')).toHaveLength(14);
    expect(within(screen.getByTestId('cancel-kept')).getByRole('heading').textContent).toBe('依法保留');
    expect(items('cancel-kept')).toEqual([
      '积分流水（以“已注销用户”显示，余额不可再用）',
      '佣金收益与提现记录（财务记录）',
      '内容审核与安全日志',
      '竞猜战绩与榜单名次（以“已注销用户”显示）',
    ]);
    expect(section.textContent).toContain('注销不可撤销；同一手机号之后可重新注册，但不再计邀请奖励。');
    expect(screen.getByTestId('cancel-submit').hasAttribute('disabled')).toBe(true);
    expectDesignSystemControls();
  });

  it('confirming only once understood: cancels with phone and code, signs out here and goes home', async () => {
    const { link, seen } = answering((op) =>
      op === 'SendCancelCode' ? { sendVerificationCode: payload('SendVerificationCodePayload', { sent: true }) } : op === 'CancelAccount' ? cancelled() : { myDataExport: null },
    );
    renderWith(
      <>
        <PrivacyRightsPage />
        <Where />
      </>,
      link,
    );
    await fill();
    expect(seen.find((s) => s.op === 'SendCancelCode')?.variables).toEqual({ input: { phone: '13800138000', purpose: 'CANCEL' } });
    expect(screen.getByTestId('cancel-send-code').textContent).toMatch(/秒后重新获取/);
    // Phone and code, but the consequences not yet acknowledged.
    const submit = screen.getByTestId('cancel-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(screen.getByTestId('cancel-understood')).getByRole('checkbox'));
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定注销账号？此操作不可撤销');
    // Nothing is cancelled before the dialog is confirmed.
    expect(seen.filter((s) => s.op === 'CancelAccount')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(screen.getByText('确认注销', { selector: '.adm-dialog-button span' }));
    });
    await waitFor(() => expect(seen.filter((s) => s.op === 'CancelAccount').map((s) => s.variables)).toEqual([{ input: { phone: '13800138000', code: '123456' } }]));
    await screen.findByText('账号已注销', { selector: '.lm-toast' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(paths.home));
    expect(localStorage.getItem('lm.user')).toBeNull();
    expect(localStorage.getItem('lm.token')).toBeNull();
    // The server signed the account out already: no logout is sent.
    expect(seen.filter((s) => s.op === 'Logout')).toHaveLength(0);
  });

  it('cancelling the dialog cancels nothing', async () => {
    const { link, seen } = answering((op) =>
      op === 'SendCancelCode' ? { sendVerificationCode: payload('SendVerificationCodePayload', { sent: true }) } : { myDataExport: null },
    );
    renderWith(<PrivacyRightsPage />, link);
    await fill();
    fireEvent.click(within(screen.getByTestId('cancel-understood')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('cancel-submit'));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByText('取消', { selector: '.adm-dialog-button span' }));
    });
    expect(seen.filter((s) => s.op === 'CancelAccount')).toHaveLength(0);
    expect(localStorage.getItem('lm.user')).not.toBeNull();
  });

  it("shows the server's refusal next to its field, and stays signed in", async () => {
    const { link } = answering((op) =>
      op === 'SendCancelCode'
        ? { sendVerificationCode: payload('SendVerificationCodePayload', { sent: true }) }
        : op === 'CancelAccount'
          ? {
              cancelAccount: {
                __typename: 'DonePayload',
                done: false,
                userErrors: [{ __typename: 'UserError', code: 'VERIFICATION_CODE_INVALID', field: ['input', 'code'], message: 'code: wrong' }],
              },
            }
          : { myDataExport: null },
    );
    renderWith(<PrivacyRightsPage />, link);
    await fill();
    fireEvent.click(within(screen.getByTestId('cancel-understood')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('cancel-submit'));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByText('确认注销', { selector: '.adm-dialog-button span' }));
    });
    expect((await screen.findByTestId('cancel-error-code')).textContent).toBe('验证码错误');
    expect(screen.queryByTestId('cancel-error-phone')).toBeNull();
    expect(localStorage.getItem('lm.user')).not.toBeNull();
  });
});

const KINDS = ['DRAW_RESULT', 'QUIZ_SETTLED', 'PLAN', 'REPLY', 'WITHDRAWAL', 'SYSTEM'];

type NotifyState = { disabled: string[]; drawGames: string[]; quiet: { start: string; end: string } | null };

/** The server's notification settings: read, and changed by each update as the API says (or refused). */
function notifyServer(initial: Partial<NotifyState> = {}, refuse = false) {
  const state: NotifyState = { disabled: [], drawGames: ['SSQ', 'DLT'], quiet: null, ...initial };
  const settings = () => ({
    __typename: 'NotificationSettings',
    categories: KINDS.map((category) => ({ __typename: 'NotificationCategoryState', category, enabled: !state.disabled.includes(category) })),
    drawGames: state.drawGames,
    quietHours: state.quiet && { __typename: 'QuietHours', ...state.quiet },
    dailyCap: 5,
  });
  const served = answering((op, variables) => {
    if (op !== 'UpdateNotificationSettings') return { notificationSettings: settings() };
    if (refuse) {
      return {
        updateNotificationSettings: {
          __typename: 'UpdateNotificationSettingsPayload',
          settings: null,
          userErrors: [{ __typename: 'UserError', code: 'INVALID_ARGUMENT', field: ['input'], message: 'no' }],
        },
      };
    }
    const input = variables.input as {
      disabledCategories?: string[];
      drawGames?: string[];
      quietHours?: { start: string; end: string };
      quietHoursOff?: boolean;
    };
    if (input.disabledCategories) state.disabled = input.disabledCategories;
    if (input.drawGames) state.drawGames = input.drawGames;
    if (input.quietHours) state.quiet = input.quietHours;
    if (input.quietHoursOff) state.quiet = null;
    return { updateNotificationSettings: payload('UpdateNotificationSettingsPayload', { settings: settings() }) };
  });
  const updates = () => served.seen.filter((x) => x.op === 'UpdateNotificationSettings').map((x) => x.variables.input);
  return { ...served, state, updates };
}

const checked = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked');
/** Whether a game's chip is chosen (the Selector's option around its label). */
const chosen = (game: string) => screen.getByTestId(`notify-game-${game}`).closest('[role=option]')?.getAttribute('aria-selected');

describe('通知设置', () => {
  it('shows the six kinds with their words, the games of 开奖结果, quiet hours and the daily cap', async () => {
    const { link } = notifyServer({ disabled: ['REPLY'] });
    renderWith(<NotificationSettingsPage />, link);
    await screen.findByTestId('notify-category-DRAW_RESULT');
    const labels = KINDS.map((k) => screen.getByTestId(`notify-category-${k}`).getAttribute('aria-label'));
    expect(labels).toEqual(['开奖结果', '竞猜结算', '方案解锁与退款', '评论与回复', '提现进度', '系统通知']);
    expect(KINDS.map((k) => checked(`notify-category-${k}`))).toEqual(['true', 'true', 'true', 'false', 'true', 'true']);
    expect(screen.getByText('你关注的彩种开奖后通知你')).toBeTruthy();
    // The two kinds sent at once say so; the others do not.
    expect(screen.getAllByText('免打扰时段内也会送达')).toHaveLength(2);
    expect(screen.getByText('提现进度').closest('.adm-list-item')?.textContent).toContain('免打扰时段内也会送达');
    expect(screen.getByText('竞猜结算').closest('.adm-list-item')?.textContent).not.toContain('免打扰时段内也会送达');
    expect(['SSQ', 'DLT', 'FC3D', 'PL3', 'PL5', 'QLC', 'QXC'].map(chosen)).toEqual(['true', 'true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getByTestId('notify-game-SSQ').textContent).toBe('双色球');
    expect(screen.getByTestId('notify-game-FC3D').textContent).toBe('福彩3D');
    expect(checked('notify-quiet')).toBe('false');
    expect(screen.queryByTestId('notify-quiet-start')).toBeNull();
    expect(screen.getByText('免打扰时段内的通知将在结束后送达（北京时间）')).toBeTruthy();
    expect(screen.getByTestId('notify-daily-cap').textContent).toBe('每天最多推送 5 条，其余可在消息中心查看');
    expectDesignSystemControls();
  });

  it('turning a kind off sends exactly the kinds now off, saved at once', async () => {
    const { link, updates } = notifyServer({ disabled: ['REPLY'] });
    renderWith(<NotificationSettingsPage />, link);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('notify-category-QUIZ_SETTLED'));
    });
    expect(updates()).toEqual([{ disabledCategories: ['QUIZ_SETTLED', 'REPLY'] }]);
    expect(checked('notify-category-QUIZ_SETTLED')).toBe('false');
    await screen.findByText('已保存', { selector: '.lm-toast' });
    // The row toggles too: 评论与回复 back on.
    await act(async () => {
      fireEvent.click(screen.getByText('评论与回复'));
    });
    expect(updates()[1]).toEqual({ disabledCategories: ['QUIZ_SETTLED'] });
    expect(checked('notify-category-REPLY')).toBe('true');
  });

  it('choosing a game sends the chosen games in the chooser order', async () => {
    const { link, updates } = notifyServer({ drawGames: ['DLT'] });
    renderWith(<NotificationSettingsPage />, link);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('notify-game-SSQ'));
    });
    expect(updates()).toEqual([{ drawGames: ['SSQ', 'DLT'] }]);
    expect(chosen('SSQ')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notify-game-DLT'));
    });
    expect(updates()[1]).toEqual({ drawGames: ['SSQ'] });
    expect(chosen('DLT')).toBe('false');
  });

  it('quiet hours: on with 23:00–08:00, a time changed, then off with quietHoursOff', async () => {
    const { link, updates } = notifyServer();
    renderWith(<NotificationSettingsPage />, link);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('notify-quiet'));
    });
    expect(updates()).toEqual([{ quietHours: { start: '23:00', end: '08:00' } }]);
    await waitFor(() => expect(screen.getByTestId('notify-quiet-start').querySelector('input')?.value).toBe('23:00'));
    expect(screen.getByTestId('notify-quiet-end').querySelector('input')?.value).toBe('08:00');
    // A time typed is saved when the field is left.
    const startInput = screen.getByTestId('notify-quiet-start').querySelector('input')!;
    fireEvent.change(startInput, { target: { value: '22:30' } });
    expect(startInput.value).toBe('22:30');
    expect(updates()).toHaveLength(1);
    await act(async () => {
      fireEvent.blur(startInput);
    });
    expect(updates()[1]).toEqual({ quietHours: { start: '22:30', end: '08:00' } });
    // Or shortly after the last change.
    const endInput = screen.getByTestId('notify-quiet-end').querySelector('input')!;
    fireEvent.change(endInput, { target: { value: '07:30' } });
    await waitFor(() => expect(updates()).toHaveLength(3), { timeout: 3000 });
    expect(updates()[2]).toEqual({ quietHours: { start: '22:30', end: '07:30' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('notify-quiet'));
    });
    expect(updates()[3]).toEqual({ quietHoursOff: true });
    expect(checked('notify-quiet')).toBe('false');
    expect(screen.queryByTestId('notify-quiet-start')).toBeNull();
  });

  it('quiet hours already on: turned off sends quietHoursOff: true', async () => {
    const { link, updates } = notifyServer({ quiet: { start: '22:00', end: '07:00' } });
    renderWith(<NotificationSettingsPage />, link);
    await waitFor(() => expect(screen.getByTestId('notify-quiet-start').querySelector('input')?.value).toBe('22:00'));
    expect(checked('notify-quiet')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByTestId('notify-quiet'));
    });
    expect(updates()).toEqual([{ quietHoursOff: true }]);
    await screen.findByText('已保存', { selector: '.lm-toast' });
  });

  it('a refused change is said and taken back', async () => {
    const { link, updates } = notifyServer({}, true);
    renderWith(<NotificationSettingsPage />, link);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('notify-category-PLAN'));
    });
    expect(updates()).toEqual([{ disabledCategories: ['PLAN'] }]);
    await screen.findByText('输入有误，请检查后重试', { selector: '.lm-toast' });
    expect(checked('notify-category-PLAN')).toBe('true');
    expect(screen.queryByText('已保存', { selector: '.lm-toast' })).toBeNull();
  });

  it('the settings page links 通知设置 among its more settings', async () => {
    const { link } = answering(() => ({
      me: { __typename: 'Member', id: 'TWVtYmVyOjE', nickname: 'n', avatar: null, province: null, city: null, isRealNameAuth: false, isWeChatBound: true },
    }));
    renderWith(<SettingsPage />, link);
    const to = await screen.findByTestId('notification-settings-link');
    expect([to.getAttribute('href'), to.textContent]).toEqual([paths.notificationSettings, '通知设置']);
  });
});

describe('settings routes', () => {
  it('route 通知设置, signed in', () => {
    const route = settingsRoutes({ more: [] }).find((r) => r.path === paths.notificationSettings);
    expect(route?.path).toBe('/pages/my/notification-settings/index');
    expect(route?.element.props).toMatchObject({ title: '通知设置', auth: true });
  });

  it('route the blocked members page, signed in', () => {
    const route = settingsRoutes({ more: [] }).find((r) => r.path === paths.blockedMembers);
    expect(route?.element.props).toMatchObject({ title: '黑名单', auth: true });
  });

  it('route 个人信息与账号注销, signed in', () => {
    const route = settingsRoutes({ more: [] }).find((r) => r.path === paths.privacyRights);
    expect(route?.path).toBe('/pages/my/privacy-rights/index');
    expect(route?.element.props).toMatchObject({ title: '个人信息与账号注销', auth: true });
  });

  it('take their titles from titles.ts, not strings.ts (what routes.tsx imports is in every first load)', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const source = fs.readFileSync(path.join(here, 'routes.tsx'), 'utf8');
    const imports = [...source.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
    expect(imports).toContain('./titles');
    expect(imports.filter((i) => i.startsWith('./') && i !== './titles')).toEqual([]);
  });
});
