// The app: providers, then the routes every feature exports. Features never
// import each other; what one shows of another (a menu entry) is handed over
// here, so this file is the one place that knows every feature.
import { useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { catalogLinks, catalogRoutes } from '../features/catalog/routes';
import { channelRoutes } from '../features/channels/routes';
import { communityHomeSections, communityMemberSections, communityRoutes } from '../features/community/routes';
import { devRoutes } from '../features/dev/routes';
import { feedbackLinks, feedbackRoutes } from '../features/feedback/routes';
import { followRoutes } from '../features/follow/routes';
import { homeRoutes } from '../features/home/routes';
import { inviteRoutes } from '../features/invite/routes';
import { loginRoutes } from '../features/login/routes';
import { lotteryRoutes, lotteryTools } from '../features/lottery/routes';
import { messageRoutes } from '../features/messages/routes';
import { myRoutes } from '../features/my/routes';
import { numeralLinks, numeralRoutes } from '../features/numeral/routes';
import { oauthLinks, oauthRoutes } from '../features/oauth/routes';
import { pointsRoutes } from '../features/points/routes';
import { privacyLinks, privacyRoutes } from '../features/privacy/routes';
import { quizRoutes } from '../features/quiz/routes';
import { rulesLinks, rulesRoutes } from '../features/rules/routes';
import { settingsRoutes } from '../features/settings/routes';
import { shopRoutes } from '../features/shop/routes';
import { shopManagerRoutes } from '../features/shopManager/routes';
import { sportsLinks, sportsRoutes } from '../features/sports/routes';
import { trendLinks, trendRoutes, trendSamples } from '../features/trend/routes';
import { paths } from '../lib/paths';
import { rememberInviter } from '../lib/storage';
import { track } from '../lib/tracking';
import { Toasts } from '../ui/toast';
import { client } from '../shell/apollo';
import type { FeatureRoute } from '../shell/routing';
import { SessionProvider } from '../shell/session/SessionProvider';
import { NotFound, Page } from '../shell/Shell';
import { shellText } from '../shell/strings';
import { UpdatePrompt } from './UpdatePrompt';

/** Every page of every feature (each path from lib/paths, once). */
export const appRoutes: FeatureRoute[] = [
  ...homeRoutes({
    tools: [...lotteryTools, ...trendLinks, ...numeralLinks, ...rulesLinks, ...catalogLinks],
    sections: communityHomeSections,
  }),
  ...inviteRoutes,
  ...quizRoutes,
  ...myRoutes,
  ...messageRoutes,
  ...followRoutes({ sections: communityMemberSections }),
  ...communityRoutes,
  ...loginRoutes,
  ...lotteryRoutes,
  ...settingsRoutes({ more: [...feedbackLinks, ...oauthLinks, ...privacyLinks] }),
  ...oauthRoutes,
  ...pointsRoutes,
  ...shopRoutes,
  ...feedbackRoutes,
  ...privacyRoutes,
  ...trendRoutes,
  ...catalogRoutes({ sports: sportsLinks }),
  ...sportsRoutes,
  ...rulesRoutes,
  ...numeralRoutes,
  ...shopManagerRoutes,
  ...channelRoutes,
  // The component gallery: development builds only (no chunk in production).
  ...(import.meta.env.DEV ? devRoutes({ samples: trendSamples() }) : []),
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
            <Route path="*" element={<Page title={shellText.notFoundTitle}><NotFound /></Page>} />
          </Routes>
        </SessionProvider>
      </BrowserRouter>
      <Toasts />
      <UpdatePrompt />
    </ApolloProvider>
  );
}
