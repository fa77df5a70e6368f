// The digit games page (pages/numeral/index).
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { numeralText as t } from './strings';

// The page is its own chunk (shell/lazyPage).
const NumeralPage = lazyPage(() => import('./NumeralPage'), 'NumeralPage');

export const numeralRoutes: FeatureRoute[] = [
  { path: paths.numeral, element: <Page title={t.title}><NumeralPage /></Page> },
];

/** Its entry in other features' menus (home's tool grid). */
export const numeralLinks: FeatureLink[] = [{ to: paths.numeral, label: t.title, icon: 'ContentOutline' }];
