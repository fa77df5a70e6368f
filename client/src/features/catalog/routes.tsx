// The category page (pages/cate/index): every game and tool by category.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import type { CatalogTile } from './CatalogPage';
import { paths } from '../../lib/paths';
import { catalogText as t } from './strings';

// The page is its own chunk (shell/lazyPage).
const CatalogPage = lazyPage(() => import('./CatalogPage'), 'CatalogPage');

/** `sports`: the 竞彩 tiles the sports feature offers (App.tsx hands them over). */
export function catalogRoutes({ sports }: { sports: CatalogTile[] }): FeatureRoute[] {
  return [{ path: paths.category, element: <Page title={t.title}><CatalogPage sports={sports} /></Page> }];
}

/** Its entry in other features' menus (home's tool grid). */
export const catalogLinks: FeatureLink[] = [{ to: paths.category, label: t.title, icon: 'AppstoreOutline' }];
