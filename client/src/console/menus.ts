// The console's menus and who sees each (docs/console.md): the members
// permission for member work, the operations permission for the rest.
// The session's permissions are read from the server on every load
// (`staffSession`), so a permission taken away hides its menus at once.
import { consoleText as t } from './strings';

export type Permission = 'MEMBERS' | 'OPERATIONS';

export type Menu = { path: string; name: string; permission: Permission; group?: string };

/** The menu groups, in the sidebar's order. */
export const groups: Record<string, string> = {
  '/review': t.menus.review,
  '/content': t.menus.content,
  '/matches': t.menus.matches,
  '/channels': t.menus.channels,
  '/system': t.menus.system,
};

export const menus: Menu[] = [
  { path: '/overview', name: t.menus.overview, permission: 'OPERATIONS' },
  { path: '/members', name: t.menus.members, permission: 'MEMBERS' },
  { path: '/review/experts', name: t.menus.experts, permission: 'MEMBERS', group: '/review' },
  { path: '/review/shops', name: t.menus.shops, permission: 'MEMBERS', group: '/review' },
  { path: '/review/withdrawals', name: t.menus.withdrawals, permission: 'OPERATIONS', group: '/review' },
  { path: '/review/community', name: t.menus.community, permission: 'OPERATIONS', group: '/review' },
  { path: '/review/feedback', name: t.menus.feedback, permission: 'OPERATIONS', group: '/review' },
  { path: '/content/words', name: t.menus.words, permission: 'OPERATIONS', group: '/content' },
  { path: '/content/topics', name: t.menus.topics, permission: 'OPERATIONS', group: '/content' },
  { path: '/content/posts', name: t.menus.systemPosts, permission: 'OPERATIONS', group: '/content' },
  { path: '/content/messages', name: t.menus.messages, permission: 'OPERATIONS', group: '/content' },
  { path: '/content/items', name: t.menus.items, permission: 'OPERATIONS', group: '/content' },
  { path: '/content/redemptions', name: t.menus.redemptions, permission: 'OPERATIONS', group: '/content' },
  { path: '/matches/draws', name: t.menus.draws, permission: 'OPERATIONS', group: '/matches' },
  { path: '/matches/results', name: t.menus.results, permission: 'OPERATIONS', group: '/matches' },
  { path: '/matches/competitions', name: t.menus.competitions, permission: 'OPERATIONS', group: '/matches' },
  { path: '/matches/plans', name: t.menus.plans, permission: 'OPERATIONS', group: '/matches' },
  { path: '/matches/feeds', name: t.menus.feeds, permission: 'OPERATIONS', group: '/matches' },
  { path: '/channels/partners', name: t.menus.partners, permission: 'OPERATIONS', group: '/channels' },
  { path: '/channels/compare', name: t.menus.compare, permission: 'OPERATIONS', group: '/channels' },
  { path: '/system/settings', name: t.menus.settings, permission: 'OPERATIONS', group: '/system' },
  { path: '/system/jobs', name: t.menus.jobs, permission: 'OPERATIONS', group: '/system' },
  { path: '/system/audit', name: t.menus.audit, permission: 'OPERATIONS', group: '/system' },
];

/** The menus a session holding `permissions` may open. */
export function menusFor(permissions: readonly Permission[]): Menu[] {
  return menus.filter((m) => permissions.includes(m.permission));
}

type RouteItem = { path: string; name: string; routes?: RouteItem[] };

/** The sidebar's tree: each group with the allowed menus in it, empty groups left out. */
export function menuTree(allowed: readonly Menu[]): RouteItem[] {
  const tree: RouteItem[] = [];
  for (const m of allowed) {
    if (!m.group) {
      tree.push({ path: m.path, name: m.name });
      continue;
    }
    let g = tree.find((x) => x.path === m.group);
    if (!g) {
      g = { path: m.group, name: groups[m.group] ?? m.group, routes: [] };
      tree.push(g);
    }
    g.routes?.push({ path: m.path, name: m.name });
  }
  return tree;
}
