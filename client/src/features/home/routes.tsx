// The home feature's page. Its tool menu lists another feature's pages, so
// the routes are a function: App.tsx passes the lottery's menu entries in.
import { lazyPage } from '../../app/lazyPage';
import { Page } from '../../app/Shell';
import type { FeatureLink, FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { homeText as t } from './strings';

// Each page is its own chunk (app/lazyPage).
const HomePage = lazyPage(() => import('./HomePage'), 'HomePage');

export function homeRoutes({ tools }: { tools: FeatureLink[] }): FeatureRoute[] {
  return [{ path: paths.home, element: <Page title={t.title}><HomePage tools={tools} /></Page> }];
}
