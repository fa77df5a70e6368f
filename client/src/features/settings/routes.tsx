// The settings feature's pages. The settings menu also lists other features'
// pages, so the routes are a function: App.tsx passes their menu entries in.
import { Page } from '../../app/Shell';
import type { FeatureLink, FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { AccountPage } from './AccountPage';
import { AuthenticationPage } from './AuthenticationPage';
import { ChoosePage } from './ChoosePage';
import { SettingsPage } from './SettingsPage';
import { settingsText as t } from './strings';

export function settingsRoutes({ more }: { more: FeatureLink[] }): FeatureRoute[] {
  return [
    { path: paths.choose, element: <Page title={t.title} auth><ChoosePage more={more} /></Page> },
    { path: paths.settings, element: <Page title={t.title} auth><SettingsPage /></Page> },
    { path: paths.authentication, element: <Page title={t.realNameTitle} auth><AuthenticationPage /></Page> },
    { path: paths.account, element: <Page title={t.account} auth><AccountPage /></Page> },
  ];
}
