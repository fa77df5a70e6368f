// Lighthouse (../lighthouse.mjs) on four pages, held to its floors.
// Each step takes the journey `j` (../runner.mjs).
import { auditPages } from '../lighthouse.mjs';
import { check, freePort, artifacts } from '../runner.mjs';

export async function lighthouse(j) {
  const { base, session } = j;
  // 12. Lighthouse on home, login, my page and the trend chart.
  const lh = await auditPages({
    base,
    port: await freePort(),
    chromiumPath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    artifacts,
    session,
    pages: [
      { name: 'home', path: '/pages/index/index' },
      { name: 'login', path: '/pages/login/index' },
      { name: 'my', path: '/pages/my/index' },
      { name: 'trend', path: '/pages/trend/ssq' },
    ],
  });
  // Installable: Chromium's own check in the same (non-incognito) profile,
  // the check Lighthouse ≤ 11's installable-manifest audit reported.
  check(lh.installabilityErrors.length === 0, `the app is installable (${JSON.stringify(lh.installabilityErrors)})`);
  for (const r of lh.pages) {
    console.log(
      `lighthouse ${r.name.padEnd(6)} performance ${r.scores.performance}  accessibility ${r.scores.accessibility}  best-practices ${r.scores['best-practices']}  (median of runs scoring ${r.spread}; CPU slowdown ${r.slowdowns})`,
    );
  }
  const short = lh.pages.flatMap((r) => r.below.map((b) => `${r.name}: ${b}`));
  console.log(`lighthouse targets (performance 90, accessibility 100, best practices 100) missed: ${short.length ? short.join('; ') : 'none'}`);
  const failedLh = lh.pages.flatMap((r) => r.failed.map((f) => `${r.name}: ${f}`));
  check(failedLh.length === 0, `Lighthouse holds performance ≥ 85, accessibility 100, best practices 100 (${failedLh.join('; ')})`);
}
