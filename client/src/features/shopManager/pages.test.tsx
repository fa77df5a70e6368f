// The shop manager's pages against a stub server (answers shaped as the
// SDL of issue 35): certification (the form's checks, 审核中 with withdraw,
// a rejection's reason and re-applying from what was sent, the certified
// account), the toolbox (and its note for a member who is not a shop
// manager), the family (phones as the API gives them, the note), adding by
// phone (the masked lookup), the memos and their results, and share info.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { AccountPage } from './AccountPage';
import { FamilyAddPage } from './FamilyAddPage';
import { FamilyPage } from './FamilyPage';
import { MemoRecordPage } from './MemoRecordPage';
import { MemoResultPage } from './MemoResultPage';
import { ShareInfoPage } from './ShareInfoPage';
import { ToolboxPage } from './ToolboxPage';

type Answer = (variables: Record<string, unknown>) => unknown;
type Asked = { name: string; variables: Record<string, unknown> }[];

/** Answers operations by name (an Error fails it); others stay pending. Records what was asked. */
function stubServer(answers: Record<string, Answer>, asked: Asked) {
  return new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        asked.push({ name: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? ''];
        if (!answer) return;
        const data = answer(operation.variables);
        if (data instanceof Error) return sub.error(data);
        sub.next({ data: { __typename: operation.operationType === 'mutation' ? 'Mutation' : 'Query', ...(data as object) } });
        sub.complete();
      }),
  );
}

/** Where the router is (pages navigate after saving). */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(url: string, answers: Record<string, Answer>) {
  const asked: Asked = [];
  const client = new ApolloClient({ link: stubServer(answers, asked), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path={paths.shopAccount} element={<AccountPage />} />
            <Route path={paths.shopToolbox} element={<ToolboxPage />} />
            <Route path={paths.family} element={<FamilyPage />} />
            <Route path={paths.familyAdd} element={<FamilyAddPage />} />
            <Route path={paths.memoRecord} element={<MemoRecordPage />} />
            <Route path={paths.memoResult} element={<MemoResultPage />} />
            <Route path={paths.shareInfo} element={<ShareInfoPage />} />
          </Routes>
          <Where />
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return asked;
}

const photo = (fid: string) => ({ __typename: 'ShopPhoto', fid, url: `/api/Files/${fid}` });
const details = {
  shopName: '福彩 8808 号店',
  address: '深圳市南山区科技园 1 号',
  ownerName: '张三',
  licenceNo: '44030012345',
  licenceValidUntil: '2030-12-31',
  frontPhoto: photo('F1'),
  licencePhoto: photo('L1'),
};
const application = (over: Record<string, unknown> = {}) => ({
  __typename: 'ShopApplication',
  id: 'APP1',
  ...details,
  state: 'PROCESSING',
  outcome: null,
  reason: null,
  createdAt: '2026-03-01T02:00:00Z',
  flags: { __typename: 'WorkflowFlags', editable: true, cancellable: true },
  ...over,
});
const shop = (over: Record<string, unknown> = {}) => ({
  __typename: 'Shop',
  ...details,
  licenceExpired: false,
  certifiedAt: '2026-03-02T02:00:00Z',
  familyCount: 1,
  ...over,
});
const card = (id: string, nickname: string) => ({ __typename: 'MemberCard', id, nickname, avatar: null });
const familyMember = (over: Record<string, unknown> = {}) => ({
  __typename: 'FamilyMember',
  id: 'FM1',
  phone: '139****9000',
  addedByManager: false,
  note: null,
  createdAt: '2026-03-03T02:00:00Z',
  member: card('M2', '彩友乙'),
  ...over,
});
const connection = (typename: string, nodes: object[]) => ({
  __typename: `${typename}Connection`,
  nodes,
  edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: String(i), node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
});
const ok = (typename: string, over: Record<string, unknown>) => ({ __typename: typename, userErrors: [], ...over });

function expectDesignSystemControls() {
  const ours = (el: Element | null) => /(^|\s)(adm-|lm-)/.test(el?.getAttribute('class') ?? '');
  for (const el of document.querySelectorAll('button, input, textarea, select')) {
    if ((el as HTMLInputElement).type === 'file') continue; // the uploader's own hidden picker
    expect(ours(el) || ours(el.parentElement), el.outerHTML).toBe(true);
  }
}

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: 'M1', nickName: '彩友甲' }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('certification', () => {
  it('shows the form to a member who never applied, and says what is missing', async () => {
    const asked = renderAt(paths.shopAccount, { ShopAccount: () => ({ myShop: null, myShopApplication: null }) });
    await screen.findByTestId('shop-form');
    expect(screen.getByText(/彩票代销店的店主可申请认证/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('shop-submit'));
    expect((await screen.findByTestId('shop-form-error')).textContent).toBe('请填写店铺名称');
    fireEvent.change(screen.getByTestId('shop-name').querySelector('input')!, { target: { value: '福彩 8808 号店' } });
    fireEvent.change(screen.getByTestId('shop-address').querySelector('textarea')!, { target: { value: '深圳' } });
    fireEvent.change(screen.getByTestId('shop-owner').querySelector('input')!, { target: { value: '张三' } });
    fireEvent.change(screen.getByTestId('shop-licence-no').querySelector('input')!, { target: { value: '4403' } });
    fireEvent.click(screen.getByTestId('shop-submit'));
    await waitFor(() => expect(screen.getByTestId('shop-form-error').textContent).toBe('请填写代销证有效期至'));
    expect(asked.some((a) => a.name === 'ShopApply')).toBe(false);
    expectDesignSystemControls();
  });

  it('shows an open application as 审核中, and withdraws it after asking', async () => {
    const asked = renderAt(paths.shopAccount, {
      ShopAccount: () => ({ myShop: null, myShopApplication: application() }),
      ShopApplicationCancel: () => ({
        cancelShopApplication: ok('ShopApplicationPayload', {
          application: { __typename: 'ShopApplication', id: 'APP1', state: 'CLOSED', outcome: 'CANCELLED', flags: { __typename: 'WorkflowFlags', editable: false, cancellable: false } },
        }),
      }),
    });
    const card = await screen.findByTestId('shop-application');
    expect(card.getAttribute('data-status')).toBe('PROCESSING');
    expect(within(card).getByText('审核中')).toBeTruthy();
    expect(within(card).getByText('44030012345')).toBeTruthy();
    expect(screen.queryByTestId('shop-form')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-application'));
    fireEvent.click(await screen.findByText('撤回申请', { selector: '.adm-dialog-button, .adm-dialog-button *' }));
    await waitFor(() => expect(asked.find((a) => a.name === 'ShopApplicationCancel')?.variables).toEqual({ id: 'APP1' }));
  });

  it('edits an open application with its own values', async () => {
    const asked = renderAt(paths.shopAccount, {
      ShopAccount: () => ({ myShop: null, myShopApplication: application() }),
      ShopApplicationUpdate: () => ({ updateShopApplication: ok('ShopApplicationPayload', { application: { __typename: 'ShopApplication', id: 'APP1' } }) }),
    });
    fireEvent.click(await screen.findByTestId('edit-application'));
    const name = screen.getByTestId('shop-name').querySelector('input')!;
    expect(name.value).toBe('福彩 8808 号店');
    fireEvent.change(name, { target: { value: '福彩 8809 号店' } });
    fireEvent.click(screen.getByTestId('shop-submit'));
    await waitFor(() =>
      expect(asked.find((a) => a.name === 'ShopApplicationUpdate')?.variables).toEqual({
        id: 'APP1',
        shop: { shopName: '福彩 8809 号店', address: details.address, ownerName: '张三', licenceNo: '44030012345', licenceValidUntil: '2030-12-31', frontPhoto: 'F1', licencePhoto: 'L1' },
      }),
    );
  });

  it("shows a rejection's reason and applies again from what was sent", async () => {
    const asked = renderAt(paths.shopAccount, {
      ShopAccount: () => ({
        myShop: null,
        myShopApplication: application({ state: 'CLOSED', outcome: 'REJECTED', reason: '代销证照片不清晰', flags: { __typename: 'WorkflowFlags', editable: false, cancellable: false } }),
      }),
      ShopApply: () => ({ applyShop: { __typename: 'ShopApplicationPayload', application: null, userErrors: [{ __typename: 'UserError', code: 'NOT_ELIGIBLE', field: null, message: 'open' }] } }),
    });
    expect((await screen.findByTestId('reject-reason')).textContent).toBe('驳回原因：代销证照片不清晰');
    expect(screen.getByText('已驳回')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-application')).toBeNull();
    fireEvent.click(screen.getByTestId('reapply'));
    fireEvent.click(screen.getByTestId('shop-submit'));
    await waitFor(() => expect(asked.find((a) => a.name === 'ShopApply')?.variables).toMatchObject({ input: { frontPhoto: 'F1', licencePhoto: 'L1', shopName: details.shopName } }));
    expect((await screen.findByTestId('shop-form-error')).textContent).toBe('已有审核中的申请，或账号未绑定手机号');
  });

  it("shows a certified shop's account and the way to the toolbox", async () => {
    renderAt(paths.shopAccount, {
      ShopAccount: () => ({ myShop: shop(), myShopApplication: application({ state: 'CLOSED', outcome: 'APPROVED', flags: { __typename: 'WorkflowFlags', editable: false, cancellable: false } }) }),
    });
    const info = await screen.findByTestId('shop-info');
    expect(within(info).getByText('1 人')).toBeTruthy();
    expect(within(info).getByText('2026-03-02')).toBeTruthy();
    expect(screen.getByTestId('to-toolbox').getAttribute('href')).toBe(paths.shopToolbox);
    expect(screen.queryByTestId('shop-application')).toBeNull();
    expect(screen.queryByTestId('shop-form')).toBeNull();
  });
});

describe('the toolbox', () => {
  it('tells a member who is not a shop manager how to become one', async () => {
    renderAt(paths.shopToolbox, { ShopToolbox: () => ({ myShop: null }) });
    expect((await screen.findByText('你还不是认证店主')).textContent).toBe('你还不是认证店主');
    expect(screen.getByTestId('go-certify').getAttribute('href')).toBe(paths.shopAccount);
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it("links the shop's pages and the free tools, never ticket printing", async () => {
    renderAt(paths.shopToolbox, { ShopToolbox: () => ({ myShop: { __typename: 'Shop', shopName: '福彩 8808 号店', familyCount: 3, licenceValidUntil: '2030-12-31', licenceExpired: false } }) });
    expect((await screen.findByTestId('toolbox-shop-name')).textContent).toBe('福彩 8808 号店');
    const hrefs = screen.getAllByTestId('shop-tool').map((a) => a.getAttribute('href'));
    for (const p of [paths.family, paths.familyAdd, paths.memoResult, paths.shareInfo, paths.calculator, paths.history, paths.selection, paths.sportsFootball, paths.chartTools]) {
      expect(hrefs).toContain(p);
    }
    expect(hrefs).not.toContain(paths.splitOrder);
    expect(screen.getByText('家人 3 人')).toBeTruthy();
  });
});

describe('the family', () => {
  it('lists each person with the phone as given, and saves a note', async () => {
    const asked = renderAt(paths.family, {
      ShopFamily: () => ({
        myShop: {
          __typename: 'Shop',
          familyCount: 2,
          family: connection('FamilyMember', [familyMember({ id: 'FM2', phone: '13700137000', addedByManager: true, member: card('M3', '彩友丙'), note: '老客户' }), familyMember()]),
        },
      }),
      ShopFamilyNote: (v) => ({ updateFamilyNote: ok('FamilyMemberPayload', { familyMember: { __typename: 'FamilyMember', id: v.id, note: v.note, updatedAt: '2026-03-04T00:00:00Z' } }) }),
    });
    await screen.findAllByTestId('family-member');
    expect(screen.getAllByTestId('family-phone').map((e) => e.textContent)).toEqual(['13700137000', '139****9000']);
    expect(screen.getAllByTestId('family-note').map((e) => e.textContent)).toEqual(['备注：老客户', '备注：暂无备注']);
    expect(screen.getByText('手机号添加')).toBeTruthy();
    expect(screen.getByText('邀请加入')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('edit-note')[1]);
    const input = (await screen.findByTestId('note-input')).querySelector('textarea')!;
    fireEvent.change(input, { target: { value: ' 周末来店 ' } });
    fireEvent.click(screen.getByTestId('save-note'));
    await waitFor(() => expect(asked.find((a) => a.name === 'ShopFamilyNote')?.variables).toEqual({ id: 'FM1', note: '周末来店' }));
    await waitFor(() => expect(screen.getAllByTestId('family-note')[1].textContent).toBe('备注：周末来店'));
    expect(screen.getAllByRole('link', { name: '写备忘' })[1].getAttribute('href')).toBe(`${paths.memoRecord}?member=FM1`);
    expectDesignSystemControls();
  });

  it('points an empty family to adding someone and to the invite', async () => {
    renderAt(paths.family, { ShopFamily: () => ({ myShop: { __typename: 'Shop', familyCount: 0, family: connection('FamilyMember', []) } }) });
    expect(await screen.findByText('还没有家人')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '添加客户' }).every((a) => a.getAttribute('href') === paths.familyAdd)).toBe(true);
    expect(screen.getByRole('link', { name: '分享邀请' }).getAttribute('href')).toBe(paths.shareInfo);
  });
});

describe('adding by phone', () => {
  const gate = () => ({ myShop: { __typename: 'Shop', shopName: '福彩 8808 号店' } });

  it('looks a phone up (masked) and adds the member by it', async () => {
    const asked = renderAt(paths.familyAdd, {
      ShopFamilyAddGate: gate,
      ShopFamilyCandidate: () => ({ myShop: { __typename: 'Shop', familyCandidate: { __typename: 'FamilyCandidate', inFamily: false, maskedPhone: '139****9000', member: card('M2', '彩友乙') } } }),
      ShopFamilyAdd: () => ({ addFamilyMember: ok('FamilyMemberPayload', { familyMember: { __typename: 'FamilyMember', id: 'FM1', phone: '13900139000', addedByManager: true } }) }),
    });
    const input = (await screen.findByTestId('phone-input')).querySelector('input')!;
    fireEvent.change(input, { target: { value: '1390013' } });
    fireEvent.click(screen.getByTestId('lookup'));
    expect(screen.getByTestId('add-error').textContent).toBe('请输入正确的 11 位手机号');
    expect(asked.some((a) => a.name === 'ShopFamilyCandidate')).toBe(false);
    fireEvent.change(input, { target: { value: '139-0013-9000' } });
    fireEvent.click(screen.getByTestId('lookup'));
    expect((await screen.findByTestId('candidate-phone')).textContent).toBe('139****9000');
    expect(asked.find((a) => a.name === 'ShopFamilyCandidate')?.variables).toEqual({ phone: '13900139000' });
    fireEvent.click(screen.getByTestId('add-member'));
    expect((await screen.findByTestId('to-family')).getAttribute('href')).toBe(paths.family);
    expect(asked.find((a) => a.name === 'ShopFamilyAdd')?.variables).toEqual({ phone: '13900139000' });
    expectDesignSystemControls();
  });

  it('offers the invite for a number nobody registered with', async () => {
    renderAt(paths.familyAdd, { ShopFamilyAddGate: gate, ShopFamilyCandidate: () => ({ myShop: { __typename: 'Shop', familyCandidate: null } }) });
    fireEvent.change((await screen.findByTestId('phone-input')).querySelector('input')!, { target: { value: '13600136000' } });
    fireEvent.click(screen.getByTestId('lookup'));
    expect(await screen.findByText('没有找到使用该手机号的会员')).toBeTruthy();
    expect(screen.getByTestId('to-share-info').getAttribute('href')).toBe(paths.shareInfo);
  });
});

describe('memos', () => {
  const memo = (over: Record<string, unknown> = {}) => ({
    __typename: 'FamilyMemo',
    id: 'MEMO1',
    content: '提醒周六来店',
    result: null,
    familyMemberId: 'FM1',
    updatedAt: '2026-03-05T02:00:00Z',
    ...over,
  });

  it('lists the memos with whom they are about, and records a result', async () => {
    const asked = renderAt(paths.memoResult, {
      ShopMemos: () => ({ myShop: { __typename: 'Shop', family: connection('FamilyMember', [familyMember()]), memos: connection('FamilyMemo', [memo(), memo({ id: 'MEMO2', result: '已提醒', familyMemberId: 'FM9' })]) } }),
      ShopMemoUpdate: (v) => {
        const input = v.input as { id: string; result: string };
        return { updateFamilyMemo: ok('FamilyMemoPayload', { memo: { __typename: 'FamilyMemo', id: input.id, content: '提醒周六来店', result: input.result, updatedAt: '2026-03-06T02:00:00Z' } }) };
      },
    });
    await screen.findAllByTestId('memo');
    expect(screen.getAllByTestId('memo-result-text').map((e) => e.textContent)).toEqual(['结果：待记录结果', '结果：已提醒']);
    expect(screen.getByRole('link', { name: '彩友乙' }).getAttribute('href')).toBe(`${paths.memoResult}?member=FM1`);
    expect(screen.getByRole('link', { name: '家人' })).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('record-result')[0]);
    fireEvent.change((await screen.findByTestId('result-input')).querySelector('textarea')!, { target: { value: '已来店' } });
    fireEvent.click(screen.getByTestId('save-result'));
    await waitFor(() => expect(asked.find((a) => a.name === 'ShopMemoUpdate')?.variables).toEqual({ input: { id: 'MEMO1', result: '已来店' } }));
    await waitFor(() => expect(screen.getAllByTestId('memo-result-text')[0].textContent).toBe('结果：已来店'));
  });

  it('writes a memo about a family member, then shows their memos', async () => {
    const asked = renderAt(`${paths.memoRecord}?member=FM1`, {
      ShopMemoMember: () => ({ myShop: { __typename: 'Shop', shopName: '店' }, node: { __typename: 'FamilyMember', id: 'FM1', phone: '139****9000', member: card('M2', '彩友乙') } }),
      ShopMemoCreate: () => ({ createFamilyMemo: ok('FamilyMemoPayload', { memo: memo() }) }),
    });
    expect((await screen.findByTestId('memo-person')).textContent).toBe('彩友乙');
    fireEvent.change(screen.getByTestId('memo-content').querySelector('textarea')!, { target: { value: '提醒周六来店' } });
    fireEvent.click(screen.getByTestId('save-memo'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${paths.memoResult}?member=FM1`));
    expect(asked.find((a) => a.name === 'ShopMemoCreate')?.variables).toEqual({ input: { familyMemberId: 'FM1', content: '提醒周六来店', result: '' } });
  });

  it('lists the family to pick from when opened without anyone', async () => {
    renderAt(paths.memoRecord, { ShopMemoPick: () => ({ myShop: { __typename: 'Shop', shopName: '店', family: connection('FamilyMember', [familyMember({ note: '老客户' })]) } }) });
    expect((await screen.findByTestId('pick-member')).getAttribute('href')).toBe(`${paths.memoRecord}?member=FM1`);
    expect(screen.getByText('老客户')).toBeTruthy();
  });
});

describe('share info', () => {
  it("shows the shop's invite code and link on this site", async () => {
    renderAt(paths.shareInfo, {
      ShopShareInfo: () => ({ myShop: { __typename: 'Shop', shopName: '福彩 8808 号店', address: '深圳', invite: { __typename: 'ShopInvite', code: 'S8808', path: '/pages/share/receive?code=S8808' } } }),
    });
    expect((await screen.findByTestId('shop-invite-code')).textContent).toBe('S8808');
    expect(screen.getByTestId('shop-invite-link').textContent).toBe(`${location.origin}/pages/share/receive?code=S8808`);
  });
});
