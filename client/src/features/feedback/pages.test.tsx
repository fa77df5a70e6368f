// The feedback pages: a labelled text box whose button waits for text, and
// the member's feedback list or its empty state: staff's reply and how a
// record ended, its screenshots by signed URL, 修改 / 撤回 / 删除 as the
// server's flags allow (撤回 and 删除 behind a confirmation), and the next
// 20 by 加载更多 (appended by the app's pagination policy).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache, type FieldPolicy, type TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { paginatedFields } from '../../gql/pagination';
import { Toasts } from '../../ui';
import { FeedbackAddPage } from './FeedbackPages';
import { FeedbackHelperPage } from './HelperPage';
import { FeedbackMinePage } from './MinePage';

type Seen = { op: string; variables: Record<string, unknown> };

/** The app's cache (shell/apollo.ts): the generated relay-style policies, so pages are appended as in the app. */
function appCache() {
  const typePolicies: TypePolicies = {};
  for (const [type, fields] of Object.entries(paginatedFields)) {
    const policies: Record<string, FieldPolicy> = {};
    for (const [field, keyArgs] of Object.entries(fields)) policies[field] = relayStylePagination(keyArgs.length ? [...keyArgs] : false);
    typePolicies[type] = { fields: policies };
  }
  return new InMemoryCache({ typePolicies });
}
type Answer = (op: string, variables: Record<string, unknown>) => object;

function renderWith(ui: React.JSX.Element, data: object | Answer = {}) {
  const seen: Seen[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const name = op.operationName ?? '';
        seen.push({ op: name, variables: op.variables });
        const answer = typeof data === 'function' ? (data as Answer)(name, op.variables) : data;
        const mutation = op.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
        sub.next({ data: { __typename: mutation ? 'Mutation' : 'Query', ...answer } });
        sub.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: appCache() })}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toasts />
    </ApolloProvider>,
  );
  return seen;
}

afterEach(cleanup);

const NONE = { __typename: 'WorkflowFlags', editable: false, cancellable: false, deletable: false };
const ALL = { __typename: 'WorkflowFlags', editable: true, cancellable: true, deletable: true };

type Fb = Record<string, unknown>;
const feedback = (over: Fb): Fb => ({
  __typename: 'Feedback',
  id: 'F1',
  content: '开奖提醒晚了',
  state: 'PRESTART',
  outcome: null,
  reply: null,
  repliedAt: null,
  createdAt: '2026-08-23T12:00:00Z',
  imageUrls: [],
  flags: NONE,
  ...over,
});
/** A page of the member's feedback; `next` is the page's last cursor when more follow. */
const page = (nodes: Fb[], more = false) => ({
  myFeedback: {
    __typename: 'FeedbackConnection',
    edges: nodes.map((node) => ({ __typename: 'FeedbackEdge', cursor: `c-${String(node.id)}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: more, endCursor: nodes.length ? `c-${String(nodes[nodes.length - 1].id)}` : null },
  },
});
const list = (...nodes: Fb[]) => page(nodes);
const payload = (typename: string, fields: object) => ({ __typename: typename, userErrors: [], ...fields });

/** The dialog's button (the card has a button of the same text). */
const dialogButton = (text: string) => screen.findByText(text, { selector: '.adm-dialog-button *, .adm-dialog-button' });

describe('feedback', () => {
  it('enables the submit button once there is text', () => {
    renderWith(<FeedbackAddPage />);
    const box = screen.getByLabelText('问题或建议') as HTMLTextAreaElement;
    expect(box.className).toBe('adm-text-area-element');
    const submit = screen.getByTestId('feedback-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '开奖提醒晚了' } });
    expect(submit.disabled).toBe(false);
  });

  it("shows staff's reply with its time, and how each record ended", async () => {
    renderWith(
      <FeedbackMinePage />,
      list(
        feedback({ id: 'F1', state: 'CLOSED', outcome: 'RESOLVED', reply: '已修复', repliedAt: '2026-08-24T08:00:00Z' }),
        feedback({ id: 'F2', content: '希望增加七星彩', state: 'CLOSED', outcome: 'REJECTED', reply: '暂不支持该彩种', repliedAt: '2026-08-24T09:00:00Z' }),
        feedback({ id: 'F3', content: '页面打不开', state: 'PRESTART' }),
        feedback({ id: 'F4', content: '不用了', state: 'CLOSED', outcome: 'CANCELLED' }),
      ),
    );
    await screen.findByText('开奖提醒晚了');
    const [resolved, rejected, open, cancelled] = screen.getAllByTestId('feedback-item');
    expect(within(resolved).getByText('已处理')).toBeTruthy();
    const reply = within(resolved).getByTestId('feedback-reply');
    expect(reply.textContent).toContain('客服回复');
    expect(reply.textContent).toContain(`回复于 ${new Date('2026-08-24T08:00:00Z').toLocaleString('zh-CN')}`);
    expect(reply.textContent).toContain('已修复');
    // A rejection's reply is its reason.
    expect(within(rejected).getByText('未采纳')).toBeTruthy();
    const reason = within(rejected).getByTestId('feedback-reply');
    expect(within(reason).getByText('未采纳原因')).toBeTruthy();
    expect(within(reason).getByText('暂不支持该彩种')).toBeTruthy();
    // No reply yet: the member is told where it will show.
    expect(within(open).getByText('待处理')).toBeTruthy();
    expect(within(open).queryByTestId('feedback-reply')).toBeNull();
    expect(within(open).getByText('客服会尽快处理，回复会显示在这里')).toBeTruthy();
    expect(within(cancelled).getByText('已撤回')).toBeTruthy();
    expect(within(cancelled).getByText('你已撤回这条反馈，客服不会再处理')).toBeTruthy();
    // None of them allows anything: no buttons.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the screenshots by their signed URLs', async () => {
    const signed = ['/api/Files/a1?exp=1765000000&sig=s1', '/api/Files/b2?exp=1765000000&sig=s2'];
    renderWith(<FeedbackMinePage />, list(feedback({ imageUrls: signed })));
    const shots = await screen.findByTestId('feedback-shots');
    const srcs = [...shots.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/api/Files/a1?exp=1765000000&sig=s1&w=750', '/api/Files/b2?exp=1765000000&sig=s2&w=750']);
    expect(within(shots).getByLabelText('查看截图 2/2')).toBeTruthy();
  });

  it('offers only what the flags allow', async () => {
    renderWith(
      <FeedbackMinePage />,
      list(
        feedback({ id: 'F1', flags: ALL }),
        feedback({ id: 'F2', state: 'PROCESSING', reply: '正在排查', flags: { ...NONE, cancellable: true } }),
      ),
    );
    await screen.findAllByTestId('feedback-item');
    const [all, replied] = screen.getAllByTestId('feedback-item');
    expect(within(all).getAllByRole('button').map((b) => b.textContent)).toEqual(['修改', '撤回', '删除']);
    expect(within(replied).getAllByRole('button').map((b) => b.textContent)).toEqual(['撤回']);
  });

  it('edits a record in place', async () => {
    const seen = renderWith(<FeedbackMinePage />, (op, v) => {
      if (op === 'EditFeedback') {
        const input = v.input as { id: string; content: string };
        return { editFeedback: payload('EditFeedbackPayload', { feedback: feedback({ id: input.id, content: input.content, flags: ALL }) }) };
      }
      return list(feedback({ flags: ALL }));
    });
    fireEvent.click(await screen.findByTestId('feedback-edit'));
    const box = screen.getByLabelText('修改反馈内容') as HTMLTextAreaElement;
    expect(box.value).toBe('开奖提醒晚了');
    const save = screen.getByTestId('feedback-save') as HTMLButtonElement;
    // Unchanged text is nothing to save.
    expect(save.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '开奖提醒晚了十分钟' } });
    await act(async () => {
      fireEvent.click(save);
    });
    await screen.findByText('开奖提醒晚了十分钟', { selector: '.feedback-content' });
    expect(screen.queryByLabelText('修改反馈内容')).toBeNull();
    expect(seen.find((s) => s.op === 'EditFeedback')?.variables).toEqual({ input: { id: 'F1', content: '开奖提醒晚了十分钟' } });
    await screen.findByText('已修改', { selector: '.lm-toast' });
  });

  it('withdraws a record only after a confirmation', async () => {
    const seen = renderWith(<FeedbackMinePage />, (op) => {
      if (op === 'CancelFeedback') {
        return { cancelFeedback: payload('CancelFeedbackPayload', { feedback: feedback({ state: 'CLOSED', outcome: 'CANCELLED', flags: { ...NONE, deletable: false } }) }) };
      }
      return list(feedback({ flags: ALL }));
    });
    fireEvent.click(await screen.findByTestId('feedback-withdraw'));
    expect((await screen.findByRole('dialog')).textContent).toContain('撤回后客服将不再处理这条反馈');
    // 取消 leaves it as it was.
    await act(async () => {
      fireEvent.click(await dialogButton('取消'));
    });
    expect(seen.some((s) => s.op === 'CancelFeedback')).toBe(false);
    fireEvent.click(screen.getByTestId('feedback-withdraw'));
    await act(async () => {
      fireEvent.click(await dialogButton('撤回'));
    });
    await screen.findByText('你已撤回这条反馈，客服不会再处理');
    expect(seen.filter((s) => s.op === 'CancelFeedback').map((s) => s.variables)).toEqual([{ id: 'F1' }]);
    expect(within(screen.getByTestId('feedback-item')).getByText('已撤回', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.queryByTestId('feedback-withdraw')).toBeNull();
  });

  it('deletes a record only after a confirmation', async () => {
    const seen = renderWith(<FeedbackMinePage />, (op) => {
      if (op === 'DeleteFeedback') return { deleteFeedback: payload('DeleteFeedbackPayload', { deletedId: 'F1' }) };
      return list(feedback({ flags: ALL }), feedback({ id: 'F2', content: '另一条' }));
    });
    fireEvent.click(await screen.findByTestId('feedback-remove'));
    expect((await screen.findByRole('dialog')).textContent).toContain('删除后不可恢复');
    await act(async () => {
      fireEvent.click(await dialogButton('删除'));
    });
    await waitFor(() => expect(screen.queryByText('开奖提醒晚了')).toBeNull());
    expect(screen.getByText('另一条')).toBeTruthy();
    expect(seen.filter((s) => s.op === 'DeleteFeedback').map((s) => s.variables)).toEqual([{ id: 'F1' }]);
    await screen.findByText('已删除', { selector: '.lm-toast' });
  });

  it('keeps a record the server refused to delete', async () => {
    renderWith(<FeedbackMinePage />, (op) => {
      if (op === 'DeleteFeedback') {
        return { deleteFeedback: { __typename: 'DeleteFeedbackPayload', deletedId: null, userErrors: [{ __typename: 'UserError', code: 'CONFLICT', field: null, message: 'replied' }] } };
      }
      return list(feedback({ flags: ALL }));
    });
    fireEvent.click(await screen.findByTestId('feedback-remove'));
    await act(async () => {
      fireEvent.click(await dialogButton('删除'));
    });
    await screen.findByText('操作冲突，请刷新后重试', { selector: '.lm-toast' });
    expect(screen.getByText('开奖提醒晚了')).toBeTruthy();
  });

  it('asks for the next 20 after the last cursor and appends them', async () => {
    const first = Array.from({ length: 20 }, (_, i) => feedback({ id: `F${i + 1}`, content: `反馈 ${i + 1}` }));
    const seen = renderWith(<FeedbackMinePage />, (_op, v) => (v.after === 'c-F20' ? page([feedback({ id: 'F21', content: '最早的一条' })]) : page(first, true)));
    await screen.findByText('反馈 1');
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(20);
    await act(async () => {
      fireEvent.click(screen.getByTestId('load-more'));
    });
    await screen.findByText('最早的一条');
    const items = screen.getAllByTestId('feedback-item');
    expect(items).toHaveLength(21);
    expect(within(items[0]).getByText('反馈 1')).toBeTruthy();
    expect(within(items[20]).getByText('最早的一条')).toBeTruthy();
    expect(seen.filter((s) => s.op === 'MyFeedback').map((s) => s.variables.after)).toEqual([undefined, 'c-F20']);
    // The list's end: no more to ask for.
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('deletes a record of a later page from the merged list', async () => {
    renderWith(<FeedbackMinePage />, (op, v) => {
      if (op === 'DeleteFeedback') return { deleteFeedback: payload('DeleteFeedbackPayload', { deletedId: 'F3' }) };
      if (v.after === 'c-F2') return page([feedback({ id: 'F3', content: '第二页的一条', flags: ALL })]);
      return page([feedback({ id: 'F1', content: '第一条' }), feedback({ id: 'F2', content: '第二条' })], true);
    });
    await screen.findByText('第一条');
    await act(async () => {
      fireEvent.click(screen.getByTestId('load-more'));
    });
    fireEvent.click(await screen.findByTestId('feedback-remove'));
    await act(async () => {
      fireEvent.click(await dialogButton('删除'));
    });
    await waitFor(() => expect(screen.queryByText('第二页的一条')).toBeNull());
    expect(screen.getAllByTestId('feedback-item').map((el) => el.querySelector('.feedback-content')?.textContent)).toEqual(['第一条', '第二条']);
  });

  it('says when there is none', async () => {
    renderWith(<FeedbackMinePage />, list());
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无反馈');
  });

  it('the helper answers the common questions and leads to the form', () => {
    renderWith(<FeedbackHelperPage />);
    fireEvent.click(screen.getByText('这里可以买彩票吗？'));
    expect(screen.getByText(/不销售、不代购、不出票/)).toBeTruthy();
    expect(screen.getByTestId('feedback-write').textContent).toBe('写反馈');
  });

  it('the form links the helper', () => {
    renderWith(<FeedbackAddPage />);
    expect(screen.getByTestId('feedback-helper-link').getAttribute('href')).toBe('/pages/my/feedback/helper');
  });
});
