// The messages feature's page: the message centre.
import { lazyPage } from '../../app/lazyPage';
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { messageText as t } from './strings';

// Each page is its own chunk (app/lazyPage).
const MessageCentre = lazyPage(() => import('./MessageCentre'), 'MessageCentre');

export const messageRoutes: FeatureRoute[] = [
  { path: paths.messages, element: <Page title={t.title} auth><MessageCentre /></Page> },
];
