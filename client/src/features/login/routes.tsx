// The login feature's page: SMS sign-in (the page guard sends signed-out
// members here).
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { loginText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage');

export const loginRoutes: FeatureRoute[] = [{ path: paths.login, element: <Page title={t.title}><LoginPage /></Page> }];
