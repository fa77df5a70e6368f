// The session's permissions, read by the layout from `staffSession` on each
// load and given to the pages (a page shows a part only its permission
// may use, e.g. a record's history from the audit log).
import { createContext, useContext } from 'react';
import type { Permission } from './menus';

export const PermissionsContext = createContext<readonly Permission[]>([]);

export function usePermissions(): readonly Permission[] {
  return useContext(PermissionsContext);
}
