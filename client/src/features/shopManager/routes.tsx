// The shop manager's pages (店主): certification and the shop's account,
// the toolbox, the family and adding to it, memos (writing one; the list
// with their results) and the shop's invite. All need sign-in; the pages of
// a certified shop tell anyone else how to become one.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { shopTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const AccountPage = lazyPage(() => import('./AccountPage'), 'AccountPage');
const ToolboxPage = lazyPage(() => import('./ToolboxPage'), 'ToolboxPage');
const FamilyPage = lazyPage(() => import('./FamilyPage'), 'FamilyPage');
const FamilyAddPage = lazyPage(() => import('./FamilyAddPage'), 'FamilyAddPage');
const MemoRecordPage = lazyPage(() => import('./MemoRecordPage'), 'MemoRecordPage');
const MemoResultPage = lazyPage(() => import('./MemoResultPage'), 'MemoResultPage');
const ShareInfoPage = lazyPage(() => import('./ShareInfoPage'), 'ShareInfoPage');

export const shopManagerRoutes: FeatureRoute[] = [
  { path: paths.shopAccount, element: <Page title={t.accountTitle} auth><AccountPage /></Page> },
  { path: paths.shopToolbox, element: <Page title={t.toolboxTitle} auth><ToolboxPage /></Page> },
  { path: paths.family, element: <Page title={t.familyTitle} auth><FamilyPage /></Page> },
  { path: paths.familyAdd, element: <Page title={t.familyAddTitle} auth><FamilyAddPage /></Page> },
  { path: paths.memoRecord, element: <Page title={t.memoRecordTitle} auth><MemoRecordPage /></Page> },
  { path: paths.memoResult, element: <Page title={t.memoResultTitle} auth><MemoResultPage /></Page> },
  { path: paths.shareInfo, element: <Page title={t.shareInfoTitle} auth><ShareInfoPage /></Page> },
];
