// The my feature's page (the 我的 tab).
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { myTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const MyPage = lazyPage(() => import('./MyPage'), 'MyPage');

export const myRoutes: FeatureRoute[] = [{ path: paths.my, element: <Page title={t.title} auth><MyPage /></Page> }];
