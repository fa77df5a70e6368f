// The my feature's page (the 我的 tab).
import { lazyPage } from '../../app/lazyPage';
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { myText as t } from './strings';

// Each page is its own chunk (app/lazyPage).
const MyPage = lazyPage(() => import('./MyPage'), 'MyPage');

export const myRoutes: FeatureRoute[] = [{ path: paths.my, element: <Page title={t.title} auth><MyPage /></Page> }];
