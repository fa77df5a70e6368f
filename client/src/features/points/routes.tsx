// The points feature's pages: the points history and the daily check-in.
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { CheckInPage } from './CheckInPage';
import { PointsHistoryPage } from './PointsHistoryPage';
import { pointsText as t } from './strings';

export const pointsRoutes: FeatureRoute[] = [
  { path: paths.points, element: <Page title={t.historyTitle} auth><PointsHistoryPage /></Page> },
  { path: paths.checkIn, element: <Page title={t.checkInTitle} auth><CheckInPage /></Page> },
];
