import { lazy } from 'react';

/** The shell's dialog, from its own chunk (./AlertDialog). */
export const LazyAlertDialog = lazy(() => import('./AlertDialog').then((m) => ({ default: m.AlertDialog })));
