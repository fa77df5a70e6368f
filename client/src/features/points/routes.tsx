// The points feature's pages: the points history and the daily check-in.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { pointsText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const CheckInPage = lazyPage(() => import('./CheckInPage'), 'CheckInPage');
const PointsHistoryPage = lazyPage(() => import('./PointsHistoryPage'), 'PointsHistoryPage');

export const pointsRoutes: FeatureRoute[] = [
  { path: paths.points, element: <Page title={t.historyTitle} auth><PointsHistoryPage /></Page> },
  { path: paths.checkIn, element: <Page title={t.checkInTitle} auth><CheckInPage /></Page> },
];
