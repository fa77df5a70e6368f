// The channel and withdrawal pages (渠道与提现): the operator's channels,
// a channel's days and its 推广码, and under 我的 the operator's hub,
// receive info, withdrawing and the withdrawals asked.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { channelTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const ChannelsPage = lazyPage(() => import('./ChannelsPage'), 'ChannelsPage');
const ChannelInfoPage = lazyPage(() => import('./ChannelInfoPage'), 'ChannelInfoPage');
const InvitePage = lazyPage(() => import('./InvitePage'), 'InvitePage');
const OperationPage = lazyPage(() => import('./OperationPage'), 'OperationPage');
const ReceiveInfoPage = lazyPage(() => import('./ReceiveInfoPage'), 'ReceiveInfoPage');
const WithdrawPage = lazyPage(() => import('./WithdrawPage'), 'WithdrawPage');
const PayoutsPage = lazyPage(() => import('./PayoutsPage'), 'PayoutsPage');

export const channelRoutes: FeatureRoute[] = [
  { path: paths.channels, element: <Page title={t.channels} auth><ChannelsPage /></Page> },
  { path: paths.channelInfo, element: <Page title={t.channelInfo} auth><ChannelInfoPage /></Page> },
  { path: paths.channelInvite, element: <Page title={t.channelInvite} auth><InvitePage /></Page> },
  { path: paths.channelOperation, element: <Page title={t.operation} auth><OperationPage /></Page> },
  { path: paths.receiveInfo, element: <Page title={t.receiveInfo} auth><ReceiveInfoPage /></Page> },
  { path: paths.withdraw, element: <Page title={t.withdraw} auth><WithdrawPage /></Page> },
  { path: paths.payouts, element: <Page title={t.payouts} auth><PayoutsPage /></Page> },
];
