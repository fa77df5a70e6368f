// The my feature's page (the 我的 tab).
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { MyPage } from './MyPage';
import { myText as t } from './strings';

export const myRoutes: FeatureRoute[] = [{ path: paths.my, element: <Page title={t.title} auth><MyPage /></Page> }];
