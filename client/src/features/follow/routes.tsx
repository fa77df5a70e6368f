// The follow feature's pages: another member's page and the follow/fan lists.
// The member page shows other features' sections (the community's posts),
// so the routes are a function: App.tsx passes them in.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute, FeatureSection } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { followText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const FollowLists = lazyPage(() => import('./FollowLists'), 'FollowLists');
const MemberPage = lazyPage(() => import('./MemberPage'), 'MemberPage');

export function followRoutes({ sections = [] }: { sections?: FeatureSection[] } = {}): FeatureRoute[] {
  return [
    { path: paths.member, element: <Page title={t.title} auth><MemberPage sections={sections} /></Page> },
    { path: paths.follows, element: <Page title={t.lists} auth><FollowLists /></Page> },
  ];
}
