// The login feature's page: SMS sign-in (the page guard sends signed-out
// members here).
import { lazyPage } from '../../app/lazyPage';
import { Page } from '../../app/Shell';
import type { FeatureRoute } from '../../app/routing';
import { paths } from '../../lib/paths';
import { loginText as t } from './strings';

// Each page is its own chunk (app/lazyPage).
const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');

export const loginRoutes: FeatureRoute[] = [{ path: paths.login, element: <Page title={t.title}><LoginPage /></Page> }];
