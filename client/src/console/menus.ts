// The console's menus and who sees each (docs/console.md): the members
// permission for member work, the operations permission for the rest.
// The session's permissions are read from the server on every load
// (`staffSession`), so a permission taken away hides its menus at once.
import { consoleText as t } from './strings';

export type Permission = 'MEMBERS' | 'OPERATIONS';

export type Menu = { path: string; name: string; permission: Permission };

export const menus: Menu[] = [
  { path: '/jobs', name: t.menus.jobs, permission: 'OPERATIONS' },
  { path: '/audit', name: t.menus.audit, permission: 'OPERATIONS' },
];

/** The menus a session holding `permissions` may open. */
export function menusFor(permissions: readonly Permission[]): Menu[] {
  return menus.filter((m) => permissions.includes(m.permission));
}
