// The shop feature's pages: the points shop and its exchange records.
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { RecordsPage } from './RecordsPage';
import { ShopPage } from './ShopPage';
import { shopText as t } from './strings';

export const shopRoutes: FeatureRoute[] = [
  { path: paths.shop, element: <Page title={t.title} auth><ShopPage /></Page> },
  { path: paths.shopRecords, element: <Page title={t.records} auth><RecordsPage /></Page> },
];
