// The shared "加载更多" button: hidden at a list's end, asks for the page
// after the last cursor, and a failed page leaves a toast, not a broken list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LoadMore } from './LoadMore';
import { uiText } from './strings';
import { Toasts } from './toast';

afterEach(cleanup);

describe('LoadMore', () => {
  it('shows nothing at the end of a list', () => {
    render(<LoadMore pageInfo={{ hasNextPage: false, endCursor: 'c9' }} onMore={() => Promise.resolve()} />);
    expect(screen.queryByTestId('load-more')).toBeNull();
    render(<LoadMore pageInfo={undefined} onMore={() => Promise.resolve()} />);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('asks for the page after the last cursor, once while it loads', async () => {
    let done: () => void = () => undefined;
    const onMore = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    render(<LoadMore pageInfo={{ hasNextPage: true, endCursor: 'c20' }} onMore={onMore} />);
    const button = screen.getByTestId('load-more');
    expect(button.textContent).toContain(uiText.more);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(onMore).toHaveBeenCalledWith('c20');
    await act(async () => done());
  });

  it('says so when the next page fails', async () => {
    vi.useFakeTimers();
    render(
      <>
        <Toasts />
        <LoadMore pageInfo={{ hasNextPage: true, endCursor: 'c20' }} onMore={() => Promise.reject(new Error('offline'))} />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('load-more'));
    });
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByText(uiText.errorBody)).toBeTruthy();
    vi.useRealTimers();
  });
});
