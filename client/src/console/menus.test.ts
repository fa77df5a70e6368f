import { describe, expect, it } from 'vitest';
import { menusFor } from './menus';

describe('console menus', () => {
  it('shows a menu only with its permission', () => {
    expect(menusFor(['OPERATIONS']).map((m) => m.path)).toEqual(['/jobs', '/audit']);
    expect(menusFor(['MEMBERS']).map((m) => m.path)).not.toContain('/audit');
    expect(menusFor([])).toEqual([]);
  });
});
