// The play rules page (pages/rule/index?game=ssq).
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { rulesText as t } from './strings';

// The page is its own chunk (shell/lazyPage).
const RulesPage = lazyPage(() => import('./RulesPage'), 'RulesPage');

export const rulesRoutes: FeatureRoute[] = [
  { path: paths.rules, element: <Page title={t.title}><RulesPage /></Page> },
];

/** Its entry in other features' menus (home's tool grid). */
export const rulesLinks: FeatureLink[] = [{ to: paths.rules, label: t.title, icon: 'QuestionCircleOutline' }];
