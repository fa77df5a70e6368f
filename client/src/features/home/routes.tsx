// The home feature's page. Its tool menu lists another feature's pages, so
// the routes are a function: App.tsx passes the lottery's menu entries in.
import { Page } from '../../app/Shell';
import type { FeatureLink, FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { HomePage } from './HomePage';
import { homeText as t } from './strings';

export function homeRoutes({ tools }: { tools: FeatureLink[] }): FeatureRoute[] {
  return [{ path: paths.home, element: <Page title={t.title}><HomePage tools={tools} /></Page> }];
}
