// The follow feature's pages: another member's page and the follow/fan lists.
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { FollowLists } from './FollowLists';
import { MemberPage } from './MemberPage';
import { followText as t } from './strings';

export const followRoutes: FeatureRoute[] = [
  { path: paths.member, element: <Page title={t.title} auth><MemberPage /></Page> },
  { path: paths.follows, element: <Page title={t.lists} auth><FollowLists /></Page> },
];
