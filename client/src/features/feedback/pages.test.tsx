// The feedback pages: a labelled text box whose button waits for text, and
// the member's feedback list or its empty state.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { FeedbackAddPage, FeedbackMinePage } from './FeedbackPages';
import { FeedbackHelperPage } from './HelperPage';

function renderWith(ui: React.JSX.Element, data: object = {}) {
  const link = new ApolloLink(
    () =>
      new Observable((sub) => {
        sub.next({ data: { __typename: 'Query', ...data } });
        sub.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

afterEach(cleanup);

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

  it('lists the replies to my feedback', async () => {
    renderWith(<FeedbackMinePage />, {
      myFeedback: {
        __typename: 'FeedbackConnection',
        edges: [
          {
            __typename: 'FeedbackEdge',
            node: { __typename: 'Feedback', id: 'F1', content: '开奖提醒晚了', state: 'CLOSED', reply: '已修复', createdAt: '2026-08-23T12:00:00Z' },
          },
        ],
      },
    });
    await screen.findByText('开奖提醒晚了');
    expect(screen.getByText('已关闭')).toBeTruthy();
    expect(screen.getByText('回复：已修复')).toBeTruthy();
  });

  it('says when there is none', async () => {
    renderWith(<FeedbackMinePage />, { myFeedback: { __typename: 'FeedbackConnection', edges: [] } });
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
