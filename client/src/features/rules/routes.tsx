// The play rules page (pages/rule/index?game=ssq).
import { lazyPage } from '../../app/lazyPage';
import { Page } from '../../app/Shell';
import type { FeatureLink, FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { rulesText as t } from './strings';

// The page is its own chunk (app/lazyPage).
const RulesPage = lazyPage(() => import('./RulesPage'), 'RulesPage');

export const rulesRoutes: FeatureRoute[] = [
  { path: paths.rules, element: <Page title={t.title}><RulesPage /></Page> },
];

/** Its entry in other features' menus (home's tool grid). */
export const rulesLinks: FeatureLink[] = [{ to: paths.rules, label: t.title, icon: 'QuestionCircleOutline' }];
