// The WeChat wrapper as the web pages see it: inside the mini-program's
// web-view (or a page that provides the same), `window.wx.login` hands out
// a login code for the server to exchange (`bindWeChat`, `loginByWeChatCode`).
// Outside it there is no code, and binding happens in the mini-program.

type WxLogin = (options: { success?: (r: { code?: string }) => void; fail?: (e: unknown) => void }) => void;

function wxLogin(): WxLogin | undefined {
  return (window as unknown as { wx?: { login?: WxLogin } }).wx?.login;
}

/**
 * Whether the page runs where a WeChat login code can be had (`wx.login`
 * exists): WeChat's own browser without it gets no code either.
 */
export function canGetWeChatCode(): boolean {
  return typeof wxLogin() === 'function';
}

/** A fresh `wx.login` code; null outside WeChat or when WeChat refuses. */
export function weChatCode(): Promise<string | null> {
  const login = wxLogin();
  if (!login) return Promise.resolve(null);
  return new Promise((resolve) => {
    login({ success: (r) => resolve(r.code ?? null), fail: () => resolve(null) });
  });
}

// Subscription messages (订阅消息): a mini-program asks the member to allow
// each template, once per message; the web-view has no such call, so this
// works only where the page provides `wx.requestSubscribeMessage` itself.
type WxSubscribe = (options: {
  tmplIds: string[];
  success?: (r: Record<string, unknown>) => void;
  fail?: (e: unknown) => void;
}) => void;

function wxSubscribe(): WxSubscribe | undefined {
  const wx = (window as unknown as { wx?: { requestSubscribeMessage?: unknown } }).wx;
  return typeof wx?.requestSubscribeMessage === 'function' ? (wx.requestSubscribeMessage as WxSubscribe) : undefined;
}

/** Whether the page can ask for WeChat subscription messages here. */
export function canRequestSubscribe(): boolean {
  return wxSubscribe() !== undefined;
}

/** Asks the member to allow the templates; the ids they accepted (none outside WeChat or when refused). */
export function requestSubscribe(templateIds: string[]): Promise<string[]> {
  const subscribe = wxSubscribe();
  if (!subscribe || !templateIds.length) return Promise.resolve([]);
  return new Promise((resolve) => {
    try {
      subscribe({
        tmplIds: templateIds,
        success: (r) => resolve(templateIds.filter((id) => r[id] === 'accept')),
        fail: () => resolve([]),
      });
    } catch {
      resolve([]);
    }
  });
}
