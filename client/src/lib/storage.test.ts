// The login platform kept on the device (spec §3): detected the first time,
// the one a sign-in succeeded from afterwards.
import { afterEach, describe, expect, it } from 'vitest';
import { loginPlatform, rememberPlatform } from './storage';

afterEach(() => {
  localStorage.clear();
  delete (window as unknown as { wx?: unknown }).wx;
});

describe('the login platform', () => {
  it('is the web outside WeChat and WeChat inside its wrapper', () => {
    expect(loginPlatform()).toBe('h5');
    (window as unknown as { wx: unknown }).wx = { login: () => undefined };
    expect(loginPlatform()).toBe('wechat');
  });

  it('is the one kept at the last sign-in', () => {
    rememberPlatform('wechat');
    expect(loginPlatform()).toBe('wechat');
    rememberPlatform(' ');
    expect(loginPlatform()).toBe('wechat');
  });
});
