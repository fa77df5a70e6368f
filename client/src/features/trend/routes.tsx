// The trend feature's pages: each game's 走势图, its landscape view, and the
// chart tools hub. App.tsx adds `trendRoutes` to the app's routes.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { trendText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const ChartToolsPage = lazyPage(() => import('./ChartToolsPage'), 'ChartToolsPage');
const LandscapePage = lazyPage(() => import('./LandscapePage'), 'LandscapePage');
const ParityPage = lazyPage(() => import('./ParityPage'), 'ParityPage');
const TrendPage = lazyPage(() => import('./TrendPage'), 'TrendPage');
// Pure: only the development gallery uses it, so production builds drop it.
const GridSample = /* @__PURE__ */ lazyPage(() => import('./GridSample'), 'GridSample');

export const trendRoutes: FeatureRoute[] = [
  { path: paths.trend, element: <Page title={t.trendTitle}><TrendPage /></Page> },
  { path: paths.trendLandscape, element: <Page title={t.landscapeTitle}><LandscapePage /></Page> },
  { path: paths.chartTools, element: <Page title={t.chartToolsTitle}><ChartToolsPage /></Page> },
  { path: paths.parity, element: <Page title={t.parityTitle}><ParityPage /></Page> },
];

/** Its entry in other features' menus (home's tool grid). */
export const trendLinks: FeatureLink[] = [{ to: paths.chartTools, label: t.chartToolsTitle, icon: 'AppOutline' }];

/** What the development component gallery shows of this feature: the 走势图 grid. */
export const trendSamples = () => [{ name: t.trendTitle, element: <GridSample /> }];
