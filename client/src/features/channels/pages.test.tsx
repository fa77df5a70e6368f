// The channel and withdrawal pages against a stub server (answers shaped as
// the SDL of issue 35): the channel list's 7-day figures, a channel's table, totals and CSV (with the byte-order
// mark Excel needs), the hub's balance, receive info behind real-name
// authentication, a withdrawal sent once as fen with one idempotency key
// per attempt and its refusals in Chinese, and the withdrawals' states with
// 取消提现; a channel's 推广码 (the code, its link and QR code, the QR image
// and the poster saved, a code made when the operator has none). The e2e
// journey relies on the test ids used here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { paths } from '../../lib/paths';
import { Toasts } from '../../ui';
import { ChannelInfoPage } from './ChannelInfoPage';
import { ChannelsPage } from './ChannelsPage';
import { InvitePage } from './InvitePage';
import { OperationPage } from './OperationPage';
import { PayoutsPage } from './PayoutsPage';
import { ReceiveInfoPage } from './ReceiveInfoPage';
import { WithdrawPage } from './WithdrawPage';

// ECharts draws nothing in jsdom: the chart's own module is replaced by the
// series it was handed.
vi.mock('./ChannelChart', () => ({
  ChannelChart: ({ chart }: { chart: { series: { name: string }[] } }) => (
    <div data-testid="channel-chart">{chart.series.map((s) => s.name).join(',')}</div>
  ),
}));

type Answer = (variables: Record<string, unknown>) => unknown;

/** Answers operations by name (an Error fails it, null never answers); records what was asked. */
function stubServer(answers: Record<string, Answer>) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        asked.push({ name: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? ''];
        if (!answer) return;
        const data = answer(operation.variables);
        if (data === null) return;
        if (data instanceof Error) return sub.error(data);
        sub.next({ data: { __typename: operation.operationType === 'mutation' ? 'Mutation' : 'Query', ...(data as object) } });
        sub.complete();
      }),
  );
  return { link, asked };
}

function renderAt(url: string, answers: Record<string, Answer>) {
  const server = stubServer(answers);
  const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.channels} element={<ChannelsPage />} />
          <Route path={paths.channelInfo} element={<ChannelInfoPage />} />
          <Route path={paths.channelInvite} element={<InvitePage />} />
          <Route path={paths.channelOperation} element={<OperationPage />} />
          <Route path={paths.receiveInfo} element={<ReceiveInfoPage />} />
          <Route path={paths.withdraw} element={<WithdrawPage />} />
          <Route path={paths.payouts} element={<PayoutsPage />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

const money = (fen: number) => ({ __typename: 'Money', fen: String(fen), yuan: (fen / 100).toFixed(2) });
const userError = (code: string, message = code) => ({ __typename: 'UserError', code, field: null, message });

const CHANNEL = 'Q2hhbm5lbDox';

function day(d: string, n: number) {
  return {
    __typename: 'ChannelDay',
    day: d,
    registrations: String(n),
    active: String(n * 2),
    checkIns: String(n),
    invites: '1',
    pointsIssued: '50',
    pointsSpent: '20',
    earnings: money(n * 200),
  };
}

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the channel list', () => {
  const page = (channels: unknown[]) => () => ({
    myChannels: channels,
  });
  const channel = {
    __typename: 'Channel',
    id: CHANNEL,
    name: 'qd-1',
    title: '一号渠道',
    partnered: false,
    days: [day('2026-11-01', 1), day('2026-11-02', 2)],
  };

  it("shows each channel's last 7 days and leads to its detail", async () => {
    const server = renderAt(paths.channels, { ChannelsPage: page([channel]) });
    const item = await screen.findByTestId('channel-item');
    expect(item.getAttribute('href')).toBe(`${paths.channelInfo}?id=${encodeURIComponent(CHANNEL)}`);
    expect(item.textContent).toContain('一号渠道');
    // 注册 1+2, 活跃 2+4, 签到 1+2, 收益 2.00+4.00.
    expect([...item.querySelectorAll('.lm-channels-figure b')].map((b) => b.textContent)).toEqual(['3', '6', '3', '6.00']);
    expect(screen.getByTestId('channel-invite-link').getAttribute('href')).toBe(`${paths.channelInvite}?id=${encodeURIComponent(CHANNEL)}`);
    const { from, to } = server.asked[0].variables as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
  });

  it('says when there is none', async () => {
    renderAt(paths.channels, { ChannelsPage: page([]) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('你还没有运营的渠道');
  });
});

describe("a channel's detail", () => {
  const info = (channel: unknown) => () => ({ channel });
  const channel = {
    __typename: 'Channel',
    id: CHANNEL,
    name: 'qd-1',
    title: '一号渠道',
    partnered: true,
    chart: {
      __typename: 'Chart',
      name: '一号渠道',
      categories: ['2026-11-01', '2026-11-02'],
      series: [{ __typename: 'ChartSeries', name: '注册', data: ['1', '2'] }],
    },
    days: [day('2026-11-01', 1), day('2026-11-02', 2)],
  };

  it('asks for a page without an id to go back', () => {
    renderAt(paths.channelInfo, {});
    expect(screen.getByTestId('missing-state')).toBeTruthy();
  });

  it('draws the chart, lists the days with totals, and switches the range', async () => {
    const server = renderAt(`${paths.channelInfo}?id=${CHANNEL}`, { ChannelInfoPage: info(channel) });
    expect((await screen.findByTestId('channel-title')).textContent).toBe('一号渠道');
    expect(screen.getByTestId('to-channel-invite').getAttribute('href')).toBe(`${paths.channelInvite}?id=${encodeURIComponent(CHANNEL)}`);
    expect((await screen.findByTestId('channel-chart')).textContent).toBe('注册');
    const cells = (row: Element | null | undefined) => [...(row?.children ?? [])].map((c) => c.textContent);
    expect(screen.getAllByTestId('channel-day').map(cells)).toEqual([
      ['11-01', '1', '2', '1', '1', '50', '20', '2.00'],
      ['11-02', '2', '4', '2', '1', '50', '20', '4.00'],
    ]);
    expect(cells(screen.getByTestId('channel-days').querySelector('tfoot tr'))).toEqual(['合计', '3', '6', '3', '2', '100', '40', '6.00']);
    const first = server.asked.at(-1)!.variables as { from: string; to: string };
    expect((Date.parse(first.to) - Date.parse(first.from)) / 86_400_000).toBe(6);
    fireEvent.click(screen.getByText('近30天'));
    await waitFor(() => {
      const v = server.asked.at(-1)!.variables as { from: string; to: string };
      expect((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000).toBe(29);
    });
  });

  it('exports the table as a UTF-8 CSV with a byte-order mark', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt(`${paths.channelInfo}?id=${CHANNEL}`, { ChannelInfoPage: info(channel) });
    fireEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(names).toEqual(['一号渠道_2026-11-01_2026-11-02.csv']));
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe('\uFEFF日期,注册,活跃,签到,邀请,积分发放,积分消耗,收益(元)');
    expect(text.split('\r\n')[2]).toBe('2026-11-02,2,4,2,1,50,20,4.00');
  });

  it("says so for a channel the caller doesn't run", async () => {
    renderAt(`${paths.channelInfo}?id=${CHANNEL}`, { ChannelInfoPage: info(null) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('不是你运营的渠道');
  });
});

describe("a channel's 推广码", () => {
  const ME = 'TWVtYmVyOjE';
  const code = (c: string, mine: boolean, createdAt: string, nickname: string | null = null) => ({
    __typename: 'ChannelInviteCode',
    code: c,
    createdAt,
    mine,
    holder: nickname ? { __typename: 'MemberCard', id: `M-${c}`, nickname } : null,
  });
  const invite = (codes: () => unknown[] | null) => () => ({
    me: { __typename: 'Member', id: ME },
    channel: codes() && { __typename: 'Channel', id: CHANNEL, name: 'qd-1', title: '一号渠道', inviteCodes: codes() },
  });
  const mine = code('ABCD2345', true, '2026-11-01T02:00:00Z');
  const other = code('WXYZ6789', false, '2026-11-01T18:00:00Z', '彩友乙');
  const link = `${location.origin}/pages/share/receive?code=ABCD2345`;

  /** A 2D context that draws nothing and records the text written. */
  function fakeContext(texts: string[]) {
    const state: Record<string | symbol, unknown> = {};
    return new Proxy(state, {
      get: (target, key) => {
        if (key in target) return target[key];
        if (key === 'measureText') return (s: string) => ({ width: s.length * 20 });
        if (key === 'fillText') return (s: string) => texts.push(s);
        if (key === 'createLinearGradient') return () => ({ addColorStop: () => undefined });
        return () => undefined;
      },
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  }

  beforeEach(() => {
    // jsdom has no canvas: no context (the QR code's hidden canvas stays blank).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('asks for a page without an id to go back', () => {
    renderAt(paths.channelInvite, {});
    expect(screen.getByTestId('missing-state').textContent).toContain('缺少渠道');
  });

  it("says so for a channel the caller doesn't run", async () => {
    renderAt(`${paths.channelInvite}?id=${CHANNEL}`, { ChannelInvitePage: invite(() => null) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('不是你运营的渠道');
  });

  it("shows the operator's code, its link and QR code, and the channel's other codes", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderAt(`${paths.channelInvite}?id=${CHANNEL}`, { ChannelInvitePage: invite(() => [mine, other]) });
      expect((await screen.findByTestId('invite-code')).textContent).toBe('ABCD2345');
      expect(screen.getByTestId('channel-title').textContent).toBe('一号渠道');
      expect(screen.getByTestId('invite-link').textContent).toBe(link);
      const qr = screen.getByTestId('invite-qr').querySelector('svg');
      expect(qr?.querySelector('title')?.textContent).toBe('邀请二维码');
      expect(qr?.querySelectorAll('path')).toHaveLength(2);
      // The other code: its holder, and the day it was made in Beijing.
      expect(screen.getAllByTestId('other-code').map((li) => li.textContent)).toEqual(['WXYZ6789彩友乙2026-11-02 生成']);
      fireEvent.click(screen.getByTestId('copy-invite-link'));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('says to copy by hand when the clipboard is missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAt(`${paths.channelInvite}?id=${CHANNEL}`, { ChannelInvitePage: invite(() => [mine]) });
      render(<Toasts />);
      fireEvent.click(await screen.findByTestId('copy-invite-link'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByText('复制失败，请长按链接手动复制')).toBeTruthy();
      expect(screen.queryByTestId('other-codes')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves the QR code and the poster as PNG files, and shows the poster', async () => {
    const texts: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext(texts));
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb: BlobCallback) => cb(new Blob(['png'], { type: 'image/png' })));
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,cG5n');
    URL.createObjectURL = vi.fn(() => 'blob:png');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAt(`${paths.channelInvite}?id=${CHANNEL}`, { ChannelInvitePage: invite(() => [mine]) });
    fireEvent.click(await screen.findByTestId('download-qr'));
    await waitFor(() => expect(names).toEqual(['invite-qr-ABCD2345.png']));
    fireEvent.click(screen.getByTestId('download-poster'));
    await waitFor(() => expect(names).toEqual(['invite-qr-ABCD2345.png', 'invite-poster-ABCD2345.png']));
    expect(screen.getByTestId('invite-poster').getAttribute('src')).toBe('data:image/png;base64,cG5n');
    expect(texts).toEqual(expect.arrayContaining(['一号渠道', '推广码 ABCD2345']));
    // The link, in as many lines as it takes.
    expect(texts.join('')).toContain(link);
  });

  it("makes the operator's code when they have none, then shows it", async () => {
    const codes: unknown[] = [other];
    const sent: unknown[] = [];
    const answers = [{ inviteCodes: [], userErrors: [userError('NOT_ELIGIBLE')] }, { inviteCodes: [{ __typename: 'InviteCode', channel: 'qd-1', code: 'ABCD2345' }], userErrors: [] }];
    renderAt(`${paths.channelInvite}?id=${CHANNEL}`, {
      ChannelInvitePage: invite(() => [...codes]),
      CreateChannelInviteCode: ({ input }) => {
        sent.push(input);
        const a = answers.shift()!;
        if (!a.userErrors.length) codes.unshift(mine);
        return { createInviteCodes: { __typename: 'CreateInviteCodesPayload', ...a } };
      },
    });
    render(<Toasts />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('你还没有本渠道的推广码');
    expect(screen.queryByTestId('invite-code')).toBeNull();
    // Refused: said in Chinese, still no code.
    fireEvent.click(screen.getByTestId('create-invite-code'));
    expect(await screen.findByText('暂不符合条件')).toBeTruthy();
    expect(screen.queryByTestId('invite-code')).toBeNull();
    fireEvent.click(screen.getByTestId('create-invite-code'));
    expect((await screen.findByTestId('invite-code')).textContent).toBe('ABCD2345');
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    expect(sent).toEqual([
      { memberId: ME, channels: ['qd-1'] },
      { memberId: ME, channels: ['qd-1'] },
    ]);
  });
});

describe('the operator hub', () => {
  it('shows the balance and held amount in yuan, the ledger and the ways on', async () => {
    renderAt(paths.channelOperation, {
      ChannelOperationPage: () => ({
        myEarnings: {
          __typename: 'Earnings',
          balance: money(12345),
          held: money(5000),
          ledger: {
            __typename: 'EarningsLedgerConnection',
            nodes: [
              { __typename: 'EarningsEntry', legacyId: '2', amount: money(-5000), kind: 'WITHDRAWAL', description: '提现', channel: null, createdAt: '2026-11-02T02:00:00Z' },
              { __typename: 'EarningsEntry', legacyId: '1', amount: money(17345), kind: 'COMMISSION', description: '佣金', channel: 'qd-1', createdAt: '2026-11-01T02:00:00Z' },
            ],
          },
        },
        myPayee: { __typename: 'Payee', kind: 'BANK', accountNo: '6222021234567890' },
        myChannels: [{ __typename: 'Channel', id: CHANNEL }],
      }),
    });
    expect((await screen.findByTestId('earnings-balance')).textContent).toBe('¥123.45');
    expect(screen.getByTestId('earnings-held').textContent).toBe('¥50.00');
    expect(screen.getByText('-50.00')).toBeTruthy();
    expect(screen.getByText('+173.45')).toBeTruthy();
    expect(screen.getByText('已设置 银行卡 ************7890')).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect([href('我的渠道'), href('提现'), href('收款信息'), href('提现记录')]).toEqual([paths.channels, paths.withdraw, paths.receiveInfo, paths.payouts]);
  });
});

describe('receive info', () => {
  const receive = (isRealNameAuth: boolean, payee: unknown = null) => () => ({
    me: { __typename: 'Member', id: 'TWVtYmVyOjE', isRealNameAuth, legalName: isRealNameAuth ? '张三' : null },
    myPayee: payee,
  });

  it('sends a member without real-name authentication there first', async () => {
    renderAt(paths.receiveInfo, { ReceiveInfoPage: receive(false) });
    expect((await screen.findByTestId('need-verify')).querySelector('a')?.getAttribute('href')).toBe(paths.authentication);
    expect(screen.queryByTestId('save-payee')).toBeNull();
  });

  it('saves the payee in the verified name, and says why a refusal happened', async () => {
    const sent: unknown[] = [];
    let answer: unknown = { payee: null, userErrors: [userError('PAYEE_MISMATCH')] };
    renderAt(paths.receiveInfo, {
      ReceiveInfoPage: receive(true, {
        __typename: 'Payee',
        kind: 'ALIPAY',
        accountNo: 'zhangsan@example.com',
        bankName: null,
        legalName: '张三',
        masked: false,
        updatedAt: '2026-11-01T02:00:00Z',
      }),
      SetPayee: ({ input }) => {
        sent.push(input);
        return { setPayee: { __typename: 'PayeePayload', ...(answer as object) } };
      },
    });
    // The saved account is shown masked.
    expect((await screen.findByTestId('payee')).textContent).toContain('支付宝 ****************.com');
    expect((screen.getByLabelText('收款人') as HTMLInputElement).value).toBe('张三');
    fireEvent.click(screen.getByText('银行卡'));
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('save-payee'));
    expect((await screen.findByTestId('payee-problem')).textContent).toBe('请输入正确的银行卡号（12-30 位数字）');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '6222 0212 3456 7890' } });
    fireEvent.change(screen.getByLabelText('开户银行'), { target: { value: '工商银行' } });
    fireEvent.click(screen.getByTestId('save-payee'));
    await waitFor(() => expect(screen.getByTestId('payee-problem').textContent).toBe('收款人须与实名认证姓名一致'));
    expect(sent).toEqual([{ kind: 'BANK', legalName: '张三', accountNo: '6222021234567890', bankName: '工商银行' }]);
    answer = { payee: null, userErrors: [userError('NOT_VERIFIED')] };
    fireEvent.click(screen.getByTestId('save-payee'));
    await waitFor(() => expect(screen.getByTestId('payee-problem').querySelector('a')?.getAttribute('href')).toBe(paths.authentication));
  });
});

describe('withdrawing', () => {
  const withdrawPage = () => ({
    me: { __typename: 'Member', id: 'TWVtYmVyOjE', isRealNameAuth: true },
    myEarnings: { __typename: 'Earnings', balance: money(2000), held: money(0) },
    myPayee: { __typename: 'Payee', kind: 'BANK', accountNo: '6222021234567890', bankName: '工商银行', legalName: '张三' },
  });

  it('sends yuan as fen once per attempt, with one key for its retries', async () => {
    const sent: { amountFen: string; idempotencyKey: string }[] = [];
    const answers: unknown[] = [
      null, // the first answer never arrives (the tap is not repeated meanwhile)
      new Error('offline'), // the connection drops: no answer, the key is kept
      { withdrawal: null, userErrors: [userError('WITHDRAWAL_LIMIT', 'the smallest withdrawal is 10.00 yuan')] },
      { withdrawal: null, userErrors: [userError('NOT_VERIFIED')] },
      { withdrawal: { __typename: 'Withdrawal', id: 'V2l0aGRyYXdhbDox', amount: money(1050), state: 'PROCESSING', outcome: null }, userErrors: [] },
    ];
    let pending: ((v: unknown) => void) | null = null;
    renderAt(paths.withdraw, {
      WithdrawPage: withdrawPage,
      PayoutsPage: () => ({
        myWithdrawals: { __typename: 'WithdrawalConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
      }),
      RequestWithdrawal: ({ input }) => {
        sent.push(input as { amountFen: string; idempotencyKey: string });
        const a = answers.shift();
        if (a === null) {
          pending = () => undefined;
          return null;
        }
        return { requestWithdrawal: { __typename: 'WithdrawalPayload', ...(a as object) } };
      },
    });
    expect((await screen.findByTestId('withdraw-balance')).textContent).toBe('¥20.00');
    const amount = screen.getByLabelText('提现金额（元）');
    fireEvent.change(amount, { target: { value: '25' } });
    expect(screen.getByText('超过可提现余额')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0.295' } });
    expect(screen.getByText('请输入正确的金额，最多两位小数')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('submit-withdraw'));
    // A second tap while the first is out sends nothing more.
    fireEvent.click(screen.getByTestId('submit-withdraw'));
    await waitFor(() => expect(pending).not.toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0].amountFen).toBe('500');
    expect(sent[0].idempotencyKey).toMatch(/^.{32}$/);
    cleanup();

    // A fresh page: a refusal in Chinese, then a new key for the next try.
    renderAt(paths.withdraw, {
      WithdrawPage: withdrawPage,
      PayoutsPage: () => ({
        myWithdrawals: { __typename: 'WithdrawalConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
      }),
      RequestWithdrawal: ({ input }) => {
        sent.push(input as { amountFen: string; idempotencyKey: string });
        const a = answers.shift();
        return a instanceof Error ? a : { requestWithdrawal: { __typename: 'WithdrawalPayload', ...(a as object) } };
      },
    });
    fireEvent.change(await screen.findByLabelText('提现金额（元）'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('submit-withdraw'));
    await waitFor(() => expect(sent).toHaveLength(2));
    // Tapped again after the dropped connection: the same request, the same key.
    await waitFor(() => expect(screen.getByTestId('submit-withdraw').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('submit-withdraw'));
    expect((await screen.findByTestId('withdraw-problem')).textContent).toBe('单笔提现不能低于 10.00 元');
    expect(sent[2].idempotencyKey).toBe(sent[1].idempotencyKey);
    // The server answered: the next tap is a new attempt with a new key.
    fireEvent.click(screen.getByTestId('submit-withdraw'));
    await waitFor(() => expect(screen.getByTestId('withdraw-problem').textContent).toContain('请先完成实名认证'));
    expect(screen.getByTestId('withdraw-problem').querySelector('a')?.getAttribute('href')).toBe(paths.authentication);
    expect(sent[3].idempotencyKey).not.toBe(sent[2].idempotencyKey);
    fireEvent.change(screen.getByLabelText('提现金额（元）'), { target: { value: '10.5' } });
    fireEvent.click(screen.getByTestId('submit-withdraw'));
    // Sent, the member lands on the withdrawals.
    await screen.findByTestId('payouts');
    expect(sent[4].amountFen).toBe('1050');
  });

  it('fills the whole balance with 全部提现', async () => {
    renderAt(paths.withdraw, { WithdrawPage: withdrawPage });
    fireEvent.click(await screen.findByText('全部提现'));
    expect((screen.getByLabelText('提现金额（元）') as HTMLInputElement).value).toBe('20.00');
  });
});

describe('the withdrawals', () => {
  const w = (id: string, state: string, outcome: string | null, over: Record<string, unknown> = {}) => ({
    __typename: 'Withdrawal',
    id,
    amount: money(1000),
    state,
    outcome,
    reason: null,
    payeeKind: 'BANK',
    payeeAccount: '6222021234567890',
    createdAt: '2026-11-01T02:00:00Z',
    paidAt: null,
    flags: { __typename: 'WorkflowFlags', cancellable: state === 'PROCESSING' && !outcome },
    ...over,
  });

  it('tags each state, gives the reason, and cancels a waiting one', async () => {
    let cancelled = false;
    renderAt(paths.payouts, {
      PayoutsPage: () => ({
        myWithdrawals: {
          __typename: 'WithdrawalConnection',
          edges: [
            w('W1', 'PROCESSING', null),
            w('W2', 'PROCESSING', 'APPROVED'),
            w('W3', 'CLOSED', 'PAID', { paidAt: '2026-11-02T02:00:00Z' }),
            w('W4', 'CLOSED', 'REJECTED', { reason: '收款账户有误' }),
            w('W5', 'CLOSED', 'CANCELLED'),
          ].map((node) => ({ __typename: 'WithdrawalEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      }),
      CancelWithdrawal: ({ id }) => {
        cancelled = true;
        return { cancelWithdrawal: { __typename: 'WithdrawalPayload', withdrawal: w(String(id), 'CLOSED', 'CANCELLED'), userErrors: [] } };
      },
    });
    const items = await screen.findAllByTestId('payout');
    expect(items.map((i) => i.querySelector('[data-testid=payout-status]')?.textContent)).toEqual(['待审核', '已批准', '已打款', '已拒绝', '已取消']);
    expect(items[3].textContent).toContain('原因：收款账户有误');
    expect(items[0].textContent).toContain('************7890');
    expect(screen.getAllByTestId('cancel-withdrawal')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('cancel-withdrawal'));
    fireEvent.click(await screen.findByText('取消提现', { selector: '.adm-dialog-button *, .adm-dialog-button' }));
    await waitFor(() => expect(cancelled).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('payout')[0].getAttribute('data-status')).toBe('cancelled'));
  });

  it('says when there is none', async () => {
    renderAt(paths.payouts, {
      PayoutsPage: () => ({
        myWithdrawals: { __typename: 'WithdrawalConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
      }),
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有提现记录');
  });
});
