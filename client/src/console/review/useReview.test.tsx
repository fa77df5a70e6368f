// How every review queue answers an action: done (told, reloaded), lost to
// another staff member (CONFLICT: told so and reloaded to the fresh
// record, before the answer returns), refused (the server's message, no
// reload), and the reason modal that cannot send an empty reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act as run, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from 'antd';
import { useReview, type Payload } from './useReview';

const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;

afterEach(cleanup);

describe('a review action', () => {
  it('reloads after a decision and after a lost race, not after a refusal', async () => {
    const refetch = vi.fn(async () => undefined);
    const { result } = renderHook(() => useReview(refetch), { wrapper });
    const answer = (p: Payload) => async () => p;

    await run(async () => expect(await result.current.act(answer({ userErrors: [] }))).toBe('ok'));
    expect(refetch).toHaveBeenCalledTimes(1);

    await run(async () => expect(await result.current.act(answer({ userErrors: [{ code: 'CONFLICT', message: 'no longer…' }] }))).toBe('conflict'));
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('该记录已被其他工作人员处理，已为您刷新为最新状态')).toBeTruthy();

    await run(async () => expect(await result.current.act(answer({ userErrors: [{ code: 'FORBIDDEN', message: '没有权限' }] }))).toBe('failed'));
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('没有权限')).toBeTruthy();
  });

  it('asks a rejection for its reason and sends it trimmed, never empty', async () => {
    const reject = vi.fn(async (reason: string) => ({ userErrors: [], reason }));
    function Decide() {
      const { decide } = useReview(async () => undefined);
      return <>{decide('店主认证', async () => ({ userErrors: [] }), reject)}</>;
    }
    render(<Decide />, { wrapper });
    fireEvent.click(screen.getByTestId('review-reject'));
    const ok = () => screen.getByTestId('review-text-ok') as HTMLButtonElement;
    await screen.findByTestId('review-text-ok');
    expect(ok().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: '   ' } });
    await waitFor(() => expect(ok().disabled).toBe(true));
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: '  证照模糊  ' } });
    await waitFor(() => expect(ok().disabled).toBe(false));
    fireEvent.click(ok());
    await waitFor(() => expect(reject).toHaveBeenCalledWith('证照模糊'));
  });
});
