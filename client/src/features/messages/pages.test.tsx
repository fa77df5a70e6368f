// The message centre against a stub server: the empty state, and opening a
// message marks it read — `[data-testid=message][data-read=true]` is what
// the e2e journey waits on.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { MessageCentre } from './MessageCentre';

type Answer = (variables: Record<string, unknown>) => unknown;

/** Answers operations by name (an Error fails it); others stay pending, as subscriptions do. */
function stubServer(answers: Record<string, Answer>) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
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
  return { link, asked };
}

function renderCentre(answers: Record<string, Answer>) {
  const server = stubServer(answers);
  const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <MessageCentre />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

const messages = (read: boolean) => ({
  myMessages: {
    __typename: 'MessageConnection',
    edges: [
      {
        __typename: 'MessageEdge',
        cursor: 'c1',
        node: {
          __typename: 'Message',
          id: 'TWVzc2FnZTox',
          title: '开奖提醒',
          content: '今晚 21:15 开奖',
          messageType: 'SYSTEM_NOTICE',
          isRead: read,
          createdAt: '2026-08-23T12:00:00Z',
        },
      },
    ],
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
  },
});

afterEach(cleanup);

describe('the message centre', () => {
  it('says there are no messages', async () => {
    renderCentre({ MessageCentre: () => ({ myMessages: { ...messages(false).myMessages, edges: [] } }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无消息');
  });

  it('marks a message read when it is opened', async () => {
    let read = false;
    const server = renderCentre({
      MessageCentre: () => messages(read),
      MarkRead: () => {
        read = true;
        return { markMessagesRead: { __typename: 'MarkMessagesReadPayload', unreadCount: 0, userErrors: [] } };
      },
    });
    const message = await screen.findByTestId('message');
    expect(message.getAttribute('data-read')).toBe('false');
    expect(screen.getByText('系统通知')).toBeTruthy();
    expect(screen.getByRole('img', { name: '未读' })).toBeTruthy();
    fireEvent.click(screen.getByText('今晚 21:15 开奖'));
    await waitFor(() => expect(screen.getByTestId('message').getAttribute('data-read')).toBe('true'));
    expect(server.asked.find((a) => a.name === 'MarkRead')?.variables).toEqual({ ids: ['TWVzc2FnZTox'] });
    // A read message offers to mark it unread again, as a real button.
    expect(screen.getByText('标为未读').closest('button')).toBeTruthy();
  });
});
