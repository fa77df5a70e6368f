// The shop feature's pages: the points shop and its exchange records.
import { lazyPage } from '../../app/lazyPage';
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { shopText as t } from './strings';

// Each page is its own chunk (app/lazyPage).
const RecordsPage = lazyPage(() => import('./RecordsPage'), 'RecordsPage');
const ShopPage = lazyPage(() => import('./ShopPage'), 'ShopPage');

export const shopRoutes: FeatureRoute[] = [
  { path: paths.shop, element: <Page title={t.title} auth><ShopPage /></Page> },
  { path: paths.shopRecords, element: <Page title={t.records} auth><RecordsPage /></Page> },
];
