// The development-only component gallery. App.tsx routes it only in
// development builds, so a production build has neither route nor chunk.
import { lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute } from '../../shell/routing';
import { paths } from '../../lib/paths';
import type { Sample } from './ComponentsPage';
import { devText as t } from './strings';

// Pure: unused in production builds, so neither it nor its chunk is kept.
const ComponentsPage = /* @__PURE__ */ lazyPage(() => import('./ComponentsPage'), 'ComponentsPage');

/** `samples`: components other features own (the 走势图 grid), handed over by App.tsx. */
export function devRoutes({ samples }: { samples: Sample[] }): FeatureRoute[] {
  return [{ path: paths.devComponents, element: <Page title={t.title}><ComponentsPage samples={samples} /></Page> }];
}
