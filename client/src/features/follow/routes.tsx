// The follow feature's pages: another member's page and the follow/fan lists.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { followText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const FollowLists = lazyPage(() => import('./FollowLists'), 'FollowLists');
const MemberPage = lazyPage(() => import('./MemberPage'), 'MemberPage');

export const followRoutes: FeatureRoute[] = [
  { path: paths.member, element: <Page title={t.title} auth><MemberPage /></Page> },
  { path: paths.follows, element: <Page title={t.lists} auth><FollowLists /></Page> },
];
