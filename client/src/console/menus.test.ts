import { describe, expect, it } from 'vitest';
import { menusFor, menuTree } from './menus';

describe('console menus', () => {
  it('shows a menu only with its permission', () => {
    const ops = menusFor(['OPERATIONS']).map((m) => m.path);
    expect(ops).toContain('/system/audit');
    // Operations staff land on the overview.
    expect(ops[0]).toBe('/overview');
    expect(ops).not.toContain('/review/experts');
    expect(menusFor(['MEMBERS']).map((m) => m.path)).toEqual(['/members', '/review/experts', '/review/shops']);
    expect(menusFor([])).toEqual([]);
  });

  it('groups the allowed menus and leaves out a group with none', () => {
    const tree = menuTree(menusFor(['MEMBERS']));
    expect(tree).toEqual([
      { path: '/members', name: '会员' },
      {
        path: '/review',
        name: '审核',
        routes: [
          { path: '/review/experts', name: '专家申请' },
          { path: '/review/shops', name: '店主认证' },
        ],
      },
    ]);
  });
});
