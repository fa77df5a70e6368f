// The shapes a feature's `routes.tsx` exports. App.tsx composes them; no
// feature imports another, so what one feature shows of another (a menu entry
// labelled with the other's page title) is handed over here as data.
import type { ReactElement } from 'react';
import type * as icons from '../ui/icons';

/** An icon of the design system, by name. */
export type IconName = keyof typeof icons;

/** A feature's page: its path (from lib/paths) and the page inside the shell's `Page`. */
export type FeatureRoute = { path: string; element: ReactElement };

/** A menu entry a feature offers to other features' menus (`icon`: shown in grids). */
export type FeatureLink = { to: string; label: string; icon?: IconName };

/**
 * A section a feature puts on another feature's page (the sports and
 * community content of the home page): its title and what it shows.
 */
export type FeatureSection = { key: string; title: string; element: ReactElement };
