// The app: providers, then the routes every feature exports. Features never
// import each other; what one shows of another (a menu entry) is handed over
// here, so this file is the one place that knows every feature.
import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { feedbackLinks, feedbackRoutes } from '../features/feedback/routes';
import { followRoutes } from '../features/follow/routes';
import { homeRoutes } from '../features/home/routes';
import { inviteRoutes } from '../features/invite/routes';
import { loginRoutes } from '../features/login/routes';
import { lotteryRoutes, lotteryTools } from '../features/lottery/routes';
import { messageRoutes } from '../features/messages/routes';
import { myRoutes } from '../features/my/routes';
import { pointsRoutes } from '../features/points/routes';
import { privacyLinks, privacyRoutes } from '../features/privacy/routes';
import { settingsRoutes } from '../features/settings/routes';
import { shopRoutes } from '../features/shop/routes';
import { paths } from '../lib/paths';
import { rememberInviter } from '../lib/storage';
import { Toasts } from '../lib/toast';
import { track } from '../lib/tracking';
import { client } from './apollo';
import type { FeatureRoute } from './routing';
import { SessionProvider } from './session/SessionProvider';
import { NotFound, Page } from './Shell';
import { appText } from './strings';

/** Every page of every feature (each path from lib/paths, once). */
export const appRoutes: FeatureRoute[] = [
  ...homeRoutes({ tools: lotteryTools }),
  ...inviteRoutes,
  ...myRoutes,
  ...messageRoutes,
  ...followRoutes,
  ...loginRoutes,
  ...lotteryRoutes,
  ...settingsRoutes({ more: [...feedbackLinks, ...privacyLinks] }),
  ...pointsRoutes,
  ...shopRoutes,
  ...feedbackRoutes,
  ...privacyRoutes,
];

export function App() {
  useEffect(() => {
    // An invite link carries the inviter (?inviteMeMemberId=…).
    rememberInviter(new URLSearchParams(location.search).get('inviteMeMemberId'));
    track('init');
    const end = () => track('end');
    window.addEventListener('pagehide', end);
    return () => window.removeEventListener('pagehide', end);
  }, []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <SessionProvider>
          <Routes>
            <Route path="/" element={<Navigate to={paths.home} replace />} />
            {appRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path="*" element={<Page title={appText.notFoundTitle}><NotFound /></Page>} />
          </Routes>
        </SessionProvider>
      </BrowserRouter>
      <Toasts />
    </ApolloProvider>
  );
}
