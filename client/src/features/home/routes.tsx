// The home feature's page. Its tool menu lists other features' pages and it
// shows other features' sections (sports and community content, as those
// features land), so the routes are a function: App.tsx passes them in.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureLink, FeatureRoute, FeatureSection } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { homeText as t } from './strings';

// Each page is its own chunk (shell/lazyPage).
const HomePage = lazyPage(() => import('./HomePage'), 'HomePage');

export function homeRoutes({ tools, sections = [] }: { tools: FeatureLink[]; sections?: FeatureSection[] }): FeatureRoute[] {
  return [{ path: paths.home, element: <Page title={t.title}><HomePage tools={tools} sections={sections} /></Page> }];
}
