// Keeps the staff session alive while the staff member works: every minute,
// if they touched the page since the last renewal and that was 5 minutes
// ago or more, `refreshToken` renews it (a new 30 minutes); idle, it ends.
import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { clearSession, currentSession, renewalDue, saveSession } from '../session';

const Refresh = graphql(`
  mutation ConsoleRefresh {
    refreshToken(input: {}) {
      token {
        token
        expiresAt
      }
    }
  }
`);

export function useRenewal(): void {
  const [refresh] = useMutation(Refresh);
  const lastRenewal = useRef(Date.now());
  const lastActivity = useRef(Date.now());
  useEffect(() => {
    const touch = () => {
      lastActivity.current = Date.now();
    };
    const events = ['pointerdown', 'keydown', 'wheel'] as const;
    events.forEach((e) => window.addEventListener(e, touch, { passive: true }));
    const timer = window.setInterval(() => {
      if (!currentSession()) {
        clearSession();
        return;
      }
      if (!renewalDue(lastRenewal.current, lastActivity.current, Date.now())) return;
      lastRenewal.current = Date.now();
      void refresh().then((r) => {
        const token = r.data?.refreshToken.token;
        if (token) saveSession(token);
      });
    }, 60_000);
    return () => {
      events.forEach((e) => window.removeEventListener(e, touch));
      window.clearInterval(timer);
    };
  }, [refresh]);
}
