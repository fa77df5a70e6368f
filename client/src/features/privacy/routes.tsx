// The privacy feature's pages (readable signed out), and their entries in
// the settings menu.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { privacyTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const ChildPolicy = lazyPage(() => import('./PrivacyPages'), 'ChildPolicy');
const PrivacyPolicy = lazyPage(() => import('./PrivacyPages'), 'PrivacyPolicy');
const UserAgreement = lazyPage(() => import('./PrivacyPages'), 'UserAgreement');

export const privacyRoutes: FeatureRoute[] = [
  { path: paths.privacyPolicy, element: <Page title={t.title}><PrivacyPolicy /></Page> },
  { path: paths.userAgreement, element: <Page title={t.userTitle}><UserAgreement /></Page> },
  { path: paths.childPolicy, element: <Page title={t.childTitle}><ChildPolicy /></Page> },
];

/** Listed in the settings menu (App.tsx hands them to the settings routes). */
export const privacyLinks: FeatureLink[] = [
  { to: paths.privacyPolicy, label: t.title },
  { to: paths.userAgreement, label: t.userTitle },
  { to: paths.childPolicy, label: t.childTitle },
];
