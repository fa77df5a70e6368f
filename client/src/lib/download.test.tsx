// The download helper: the object URL lives 40 s after the click, then is
// revoked; a failure (no image, no object URLs) says 下载失败.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toasts } from '../ui/toast';
import { canvasBlob, download, DOWNLOAD_LINK_MS } from './download';

beforeEach(() => {
  vi.useFakeTimers();
  URL.createObjectURL = vi.fn(() => 'blob:poster');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('download', () => {
  it('clicks a link to the object URL and revokes it after 40 s', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    expect(await download(new Blob(['png']), 'poster.png')).toBe(true);
    expect(clicked).toEqual(['poster.png blob:poster']);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(DOWNLOAD_LINK_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:poster');
    expect(DOWNLOAD_LINK_MS).toBe(40_000);
  });

  it('says 下载失败 when there is no image', async () => {
    render(<Toasts />);
    const canvas = { toBlob: (cb: (b: Blob | null) => void) => cb(null) } as unknown as HTMLCanvasElement;
    expect(await download(canvasBlob(canvas), 'poster.png')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByText('下载失败')).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
