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
