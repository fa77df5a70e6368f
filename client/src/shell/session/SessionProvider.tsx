// The signed-in state: sign-in stores token and user, refreshes counts,
// schedules renewal and binds the app wrapper's push client; sign-out
// unbinds it, clears them and tells the native wrapper.
// Part of the shell (not a feature): the page guard and several features
// read the session, and it restarts the app's socket.
import { createContext, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { sessionExpired } from '../../lib/events';
import { paths } from '../../lib/paths';
import { bindPush, forgetPush, unbindPush } from '../../lib/push';
import { clearSession, loadSession, saveSession, saveUser, type Session } from '../../lib/storage';
import { showUserErrors } from '../../lib/userErrors';
import { restartSocket } from '../apollo';
import { LazyAlertDialog } from '../dialogs';
import { shellText } from '../strings';
import { refreshDelay } from './renewal';

const RefreshToken = graphql(`
  mutation RefreshToken {
    refreshToken(input: {}) {
      token {
        token
        expiresAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

// The member find call that refreshes the stored user record (spec §3)
// after a sign-in and when a kept session is opened.
const SessionMember = graphql(`
  query SessionMember {
    me {
      id
      nickname
    }
  }
`);

const Logout = graphql(`
  mutation Logout {
    logout(input: {}) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

// The app wrapper's push client (lib/push: nothing outside the wrapper).
const RegisterPushClient = graphql(`
  mutation RegisterPushClient($input: RegisterPushClientInput!) {
    registerPushClient(input: $input) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UnregisterPushClient = graphql(`
  mutation UnregisterPushClient($input: UnregisterPushClientInput!) {
    unregisterPushClient(input: $input) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

interface SessionApi {
  session: Session | null;
  signIn: (s: Session) => void;
  signOut: () => Promise<void>;
}

const Ctx = createContext<SessionApi | null>(null);

/** Tells the native app wrapper who is signed in (userId 0 when nobody). */
function tellWrapper(userId: string, token: string) {
  const bridge = (window as unknown as { NativeBridge?: { setUser?: (id: string, token: string) => void } })
    .NativeBridge;
  bridge?.setUser?.(userId, token);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [session, setSession] = useState<Session | null>(loadSession);
  const [expired, setExpired] = useState(false);
  const [refresh] = useMutation(RefreshToken, { context: { silent: true } });
  const [logout] = useMutation(Logout, { context: { silent: true } });

  const signIn = useCallback(
    (s: Session) => {
      saveSession(s);
      // Bound again for whoever signed in (below, once the token is in use).
      forgetPush();
      setSession(s);
      tellWrapper(s.user.id, s.token);
      restartSocket();
      // Counts and the unread badge are refetched for the new member.
      void client.resetStore();
    },
    [client],
  );

  const signOut = useCallback(async () => {
    if (loadSession()) {
      // The push client first, while the token still works (a few seconds
      // at most, whatever the answer). Signing out here goes on whatever
      // the server answers.
      await unbindPush((pushClientId) =>
        client.mutate({ mutation: UnregisterPushClient, variables: { input: { pushClientId } }, context: { silent: true } }),
      );
      const r = await logout().catch(() => null);
      showUserErrors(r?.data?.logout.userErrors);
    } else {
      forgetPush();
    }
    clearSession();
    setSession(null);
    tellWrapper('0', '');
    restartSocket();
    await client.clearStore();
  }, [client, logout]);

  // One refresh in flight at a time, shared by HTTP and the socket.
  useEffect(() => {
    if (!session) return;
    const delay = refreshDelay(new Date(session.expireAt), new Date());
    if (delay === null) return;
    const timer = setTimeout(async () => {
      const r = (await refresh().catch(() => null))?.data?.refreshToken;
      if (!r || showUserErrors(r.userErrors)) return;
      const t = r.token;
      if (t && t.token !== session.token) {
        const next = { ...session, token: t.token, expireAt: String(t.expiresAt) };
        saveSession(next);
        setSession(next);
        restartSocket();
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [session, refresh]);

  // The stored user record is refreshed by a member find call whenever a
  // token comes into use (sign-in, or a session kept from the last visit).
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    let live = true;
    void client
      .query({ query: SessionMember, fetchPolicy: 'network-only', context: { silent: true } })
      .then(({ data }) => {
        const me = data?.me;
        const now = loadSession();
        if (!live || !me || !now || now.token !== token) return;
        if (me.id !== now.user.id || me.nickname !== now.user.nickName) {
          const user = { id: me.id, nickName: me.nickname };
          saveUser(user);
          setSession({ ...now, user });
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, token]);

  // Inside the app wrapper, the device's push client is bound to the member
  // whenever a token comes into use: after a sign-in (which forgot the last
  // binding) and for a kept session not bound yet (lib/push skips one bound
  // already).
  const memberId = session?.user.id;
  useEffect(() => {
    if (!token || !memberId) return;
    void bindPush(memberId, async (input) => {
      const r = await client.mutate({ mutation: RegisterPushClient, variables: { input }, context: { silent: true } });
      return r.data?.registerPushClient.done === true;
    });
  }, [client, token, memberId]);

  useEffect(() => sessionExpired.on(() => setExpired(true)), []);

  return (
    <Ctx.Provider value={{ session, signIn, signOut }}>
      {children}
      {expired && (
        <Suspense fallback={null}>
          <LazyAlertDialog
            title={shellText.expiredTitle}
            content={<div data-testid="expired-dialog">{shellText.expired}</div>}
            actions={[
              {
                key: 'relogin',
                text: shellText.relogin,
                bold: true,
                onClick: () => {
                  // The token is already refused: sign out here only, and
                  // start again on the my page (a full load resets the cache).
                  clearSession();
                  tellWrapper('0', '');
                  location.assign(paths.my);
                },
              },
            ]}
          />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export function useSession(): SessionApi {
  const api = useContext(Ctx);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}
