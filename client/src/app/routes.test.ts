import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { appRoutes } from './App';

// The features' route exports together must route each path of lib/paths
// exactly once: a path nobody routes is a 404 link, a path routed twice
// would depend on which feature happens to come first.
describe('appRoutes', () => {
  const routed = appRoutes.map((r) => r.path);
  it('routes every path once', () => {
    expect([...routed].sort()).toEqual(Object.values(paths).sort());
  });
  it('keeps the spec URLs', () => {
    expect(routed).toContain('/pages/index/index');
    expect(routed).toContain('/pages/selection/split-info');
    // One exception: the OAuth consent page, a URL partners link to
    // (RFC 6749's authorization endpoint), not a mini-program page.
    expect(routed.filter((p) => !p.startsWith('/pages/'))).toEqual([paths.oauthAuthorize]);
  });
});

// What a feature's routes.tsx imports is in every first load (the route
// table is eager, the pages are lazy chunks): its titles come from a small
// titles.ts, never the feature's whole strings.ts (the base-size budget).
describe('feature route tables', () => {
  const features = path.join(path.dirname(fileURLToPath(import.meta.url)), '../features');
  const tables = fs
    .readdirSync(features)
    .map((f) => path.join(features, f, 'routes.tsx'))
    .filter((f) => fs.existsSync(f));
  it('import no module of their feature but titles.ts (types aside)', () => {
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      const source = fs.readFileSync(table, 'utf8');
      const local = [...source.matchAll(/^import (?!type )[^;]*?from '(\.\/[^']+)'/gms)].map((m) => m[1]);
      expect(local.filter((i) => i !== './titles'), table).toEqual([]);
    }
  });
});
