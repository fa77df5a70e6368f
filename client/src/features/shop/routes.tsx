// The shop feature's pages: the points shop and its exchange records.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { shopText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const RecordsPage = lazyPage(() => import('./RecordsPage'), 'RecordsPage');
const ShopPage = lazyPage(() => import('./ShopPage'), 'ShopPage');

export const shopRoutes: FeatureRoute[] = [
  { path: paths.shop, element: <Page title={t.title} auth><ShopPage /></Page> },
  { path: paths.shopRecords, element: <Page title={t.records} auth><RecordsPage /></Page> },
];
