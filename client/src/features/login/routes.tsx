// The login feature's page: SMS sign-in (the page guard sends signed-out
// members here).
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { LoginPage } from './LoginPage';
import { loginText as t } from './strings';

export const loginRoutes: FeatureRoute[] = [{ path: paths.login, element: <Page title={t.title}><LoginPage /></Page> }];
