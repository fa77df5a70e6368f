// The settings feature's pages. The settings menu also lists other features'
// pages, so the routes are a function: App.tsx passes their menu entries in.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { settingsTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const AccountPage = lazyPage(() => import('./AccountPage'), 'AccountPage');
const AuthenticationPage = lazyPage(() => import('./AuthenticationPage'), 'AuthenticationPage');
const BlockedPage = lazyPage(() => import('./BlockedPage'), 'BlockedPage');
const ChoosePage = lazyPage(() => import('./ChoosePage'), 'ChoosePage');
const NotificationSettingsPage = lazyPage(() => import('./NotificationSettingsPage'), 'NotificationSettingsPage');
const PrivacyRightsPage = lazyPage(() => import('./PrivacyRightsPage'), 'PrivacyRightsPage');
const RichSettingsPage = lazyPage(() => import('./RichSettingsPage'), 'RichSettingsPage');
const SettingsPage = lazyPage(() => import('./SettingsPage'), 'SettingsPage');

/** The legal pages among the handed-over entries: the rich settings page links them, labelled by their owner. */
const LEGAL: string[] = [paths.privacyPolicy, paths.userAgreement];

export function settingsRoutes({ more }: { more: FeatureLink[] }): FeatureRoute[] {
  const legal = more.filter((l) => LEGAL.includes(l.to));
  return [
    { path: paths.choose, element: <Page title={t.title} auth><ChoosePage more={more} /></Page> },
    { path: paths.settings, element: <Page title={t.title} auth><SettingsPage /></Page> },
    { path: paths.authentication, element: <Page title={t.realNameTitle} auth><AuthenticationPage /></Page> },
    { path: paths.account, element: <Page title={t.account} auth><AccountPage /></Page> },
    { path: paths.notificationSettings, element: <Page title={t.notificationsTitle} auth><NotificationSettingsPage /></Page> },
    { path: paths.richSettings, element: <Page title={t.richTitle} auth><RichSettingsPage legal={legal} /></Page> },
    { path: paths.blockedMembers, element: <Page title={t.blockedTitle} auth><BlockedPage /></Page> },
    { path: paths.privacyRights, element: <Page title={t.privacyRightsTitle} auth><PrivacyRightsPage /></Page> },
  ];
}
