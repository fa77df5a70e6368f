// The installed app: offline from the service worker, and the update prompt.
// Each step takes the journey `j` (../runner.mjs).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, root } from '../runner.mjs';

export async function offlineHome(j) {
  const { page, base, shot } = j;
  // 10. Offline: the home page from the service worker, with the last
  // draws seen.
  await page.goto(`${base}/pages/index/index`);
  await page.waitForSelector('[data-testid=latest-draw]');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.waitForSelector('[data-testid=latest-draw]');
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-testid=offline-draws]', { timeout: 10000 });
  check((await page.$$('[data-testid=latest-draw]')).length >= 1, 'offline, the home page shows the last draws seen');
  await shot('27-offline-home');
  await page.context().setOffline(false);
}

export async function updatePrompt(j) {
  const { page, shot, served } = j;
  // 11. A rebuild deployed while the page is open: the update prompt.
  await page.reload();
  await page.waitForSelector('[data-testid=latest-draw]');
  const rebuilt = mkdtempSync(join(tmpdir(), 'lm-e2e-rebuild-'));
  execFileSync('npx', ['vite', 'build', '--outDir', rebuilt, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(root, 'client'),
    env: { ...process.env, VITE_APP_VERSION: `e2e-${Date.now()}` },
  });
  execFileSync('node', ['scripts/precompress.mjs', rebuilt], { cwd: join(root, 'client') });
  check(readFileSync(join(rebuilt, 'sw.js'), 'utf8') !== readFileSync(join(served, 'sw.js'), 'utf8'), 'the rebuild has a new service worker');
  // Deployed over the old files (old chunks stay, as on a real server).
  cpSync(rebuilt, served, { recursive: true });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await page.waitForSelector('[data-testid=update-prompt]', { timeout: 15000 });
  check((await page.textContent('[data-testid=update-prompt]')).includes('新版本已就绪，是否重启？'), 'the open page shows the update prompt');
  await shot('28-update-prompt');
  await page.click('text=重启');
  await page.waitForSelector('[data-testid=latest-draw]');
  check(true, 'restarting loads the new version');
}
