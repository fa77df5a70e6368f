// The invite feature's pages: the share poster, its rule, the landing page
// of an invite link, and the invite ranking.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { inviteText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const RankPage = lazyPage(() => import('./RankPage'), 'RankPage');
const ReceivePage = lazyPage(() => import('./ReceivePage'), 'ReceivePage');
const RulePage = lazyPage(() => import('./SharePage'), 'RulePage');
const SharePage = lazyPage(() => import('./SharePage'), 'SharePage');

export const inviteRoutes: FeatureRoute[] = [
  { path: paths.share, element: <Page title={t.shareTitle} auth><SharePage /></Page> },
  { path: paths.shareRule, element: <Page title={t.rule}><RulePage /></Page> },
  { path: paths.shareRank, element: <Page title={t.rank} auth><RankPage /></Page> },
  { path: paths.shareReceive, element: <Page title={t.receiveTitle}><ReceivePage /></Page> },
];
