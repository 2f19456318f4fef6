import type { UserRole } from '@trail/shared';

/**
 * The /pathway dashboard's views, without their code: what the side navigation, the dashboard and the links
 * to a view need. Each view's chunk is in pathway-view-pages.ts, which only the dashboard imports.
 */
export interface PathwayView {
  /** The `?view=` value (Home has none). */
  id: PathwayViewId;
  /** The side navigation's label, also the view's heading. */
  label: string;
  /** The roles that see the view; absent: every signed-in user. */
  roles?: readonly UserRole[];
}

/** The /pathway dashboard's views, in side-navigation order. To add a view, add one entry here and its chunk in pathway-view-pages.ts. */
export const PATHWAY_VIEWS = [
  { id: 'home', label: 'Home' },
  { id: 'sessions', label: 'Mentorship Session' },
  { id: 'pathway', label: 'Pathway' },
  { id: 'refer', label: 'Refer Someone' },
  { id: 'availability', label: 'Availability', roles: ['mentor'] },
  { id: 'reviews', label: 'Reviews', roles: ['mentor', 'admin'] },
  { id: 'profile', label: 'Profile' },
  { id: 'account', label: 'Account', roles: ['mentor'] },
] as const satisfies readonly { id: string; label: string; roles?: readonly UserRole[] }[];

export type PathwayViewId = (typeof PATHWAY_VIEWS)[number]['id'];

/** The views a user with `role` may open. */
export function viewsFor(role: UserRole): PathwayView[] {
  return (PATHWAY_VIEWS as readonly PathwayView[]).filter((entry) => !entry.roles || entry.roles.includes(role));
}

/** True when the view with `id` exists and `role` may open it (links to views added later check this). */
export function canOpenView(id: string, role: UserRole): boolean {
  return viewsFor(role).some((entry) => entry.id === id);
}
