// The feedback feature's pages, and its entry in the settings menu.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { feedbackTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const FeedbackAddPage = lazyPage(() => import('./FeedbackPages'), 'FeedbackAddPage');
const FeedbackMinePage = lazyPage(() => import('./MinePage'), 'FeedbackMinePage');
const FeedbackHelperPage = lazyPage(() => import('./HelperPage'), 'FeedbackHelperPage');

export const feedbackRoutes: FeatureRoute[] = [
  { path: paths.feedbackHelper, element: <Page title={t.helperTitle}><FeedbackHelperPage /></Page> },
  { path: paths.feedbackAdd, element: <Page title={t.addTitle} auth><FeedbackAddPage /></Page> },
  { path: paths.feedbackMine, element: <Page title={t.mineTitle} auth><FeedbackMinePage /></Page> },
];

/** Listed in the settings menu (App.tsx hands it to the settings routes). */
export const feedbackLinks: FeatureLink[] = [
  { to: paths.feedbackHelper, label: t.helperTitle },
  { to: paths.feedbackAdd, label: t.addTitle },
];
