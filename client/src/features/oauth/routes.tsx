// The OAuth pages: the consent page partner apps send members to, and
// 已授权的应用 (listed in the settings menu: App.tsx hands the link over).
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { oauthTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const ConsentPage = lazyPage(() => import('./ConsentPage'), 'ConsentPage');
const AuthorizedAppsPage = lazyPage(() => import('./AuthorizedAppsPage'), 'AuthorizedAppsPage');

export const oauthRoutes: FeatureRoute[] = [
  { path: paths.oauthAuthorize, element: <Page title={t.consentTitle} auth><ConsentPage /></Page> },
  { path: paths.authorizedApps, element: <Page title={t.appsTitle} auth><AuthorizedAppsPage /></Page> },
];

/** Listed in the settings menu (App.tsx hands it to the settings routes). */
export const oauthLinks: FeatureLink[] = [{ to: paths.authorizedApps, label: t.appsTitle }];
