// The messages feature's page: the message centre.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { messageText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const MessageCentre = lazyPage(() => import('./MessageCentre'), 'MessageCentre');

export const messageRoutes: FeatureRoute[] = [
  { path: paths.messages, element: <Page title={t.title} auth><MessageCentre /></Page> },
];
