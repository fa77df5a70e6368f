// The messages feature's page: the message centre.
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { MessageCentre } from './MessageCentre';
import { messageText as t } from './strings';

export const messageRoutes: FeatureRoute[] = [
  { path: paths.messages, element: <Page title={t.title} auth><MessageCentre /></Page> },
];
