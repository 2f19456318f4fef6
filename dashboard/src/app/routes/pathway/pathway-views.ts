import type { UserRole } from '@trail/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PathwayView {
  /** The `?view=` value (Home has none). */
  id: string;
  /** The side navigation's label, also the view's heading. */
  label: string;
  /** The roles that see the view; absent: every signed-in user. */
  roles?: readonly UserRole[];
  /** Each view is its own chunk: a phone downloads only the views it opens. */
  View: LazyExoticComponent<ComponentType>;
}

const view = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/** The /pathway dashboard's views, in side-navigation order. To add a view, add one entry here. */
export const PATHWAY_VIEWS: readonly PathwayView[] = [
  { id: 'home', label: 'Home', View: view(async () => (await import('./views/home-view')).HomeView) },
  {
    id: 'sessions',
    label: 'Mentorship Session',
    View: view(async () => (await import('./views/sessions-view')).SessionsView),
  },
  { id: 'pathway', label: 'Pathway', View: view(async () => (await import('./views/pathway-view')).PathwayView) },
  { id: 'refer', label: 'Refer Someone', View: view(async () => (await import('./views/refer-view')).ReferView) },
  {
    id: 'availability',
    label: 'Availability',
    roles: ['mentor'],
    View: view(async () => (await import('./views/availability-view')).AvailabilityView),
  },
  {
    id: 'reviews',
    label: 'Reviews',
    roles: ['mentor', 'admin'],
    View: view(async () => (await import('./views/reviews-view')).ReviewsView),
  },
  { id: 'profile', label: 'Profile', View: view(async () => (await import('./views/profile-view')).ProfileView) },
  {
    id: 'account',
    label: 'Account',
    roles: ['mentor'],
    View: view(async () => (await import('./views/account-view')).AccountView),
  },
];

/** The views a user with `role` may open. */
export function viewsFor(role: UserRole): PathwayView[] {
  return PATHWAY_VIEWS.filter((entry) => !entry.roles || entry.roles.includes(role));
}

/** True when the view with `id` exists and `role` may open it (links to views added later check this). */
export function canOpenView(id: string, role: UserRole): boolean {
  return viewsFor(role).some((entry) => entry.id === id);
}
