import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PathwayViewId } from './pathway-views';

const view = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * Each /pathway view's code, its own chunk: a phone downloads only the views it opens. The compiler asks for
 * one entry per view of pathway-views.ts; the views import that file, never this one.
 */
const PATHWAY_VIEW_PAGES: Record<PathwayViewId, LazyExoticComponent<ComponentType>> = {
  home: view(async () => (await import('./views/home-view')).HomeView),
  sessions: view(async () => (await import('./views/sessions-view')).SessionsView),
  pathway: view(async () => (await import('./views/pathway-view')).PathwayView),
  refer: view(async () => (await import('./views/refer-view')).ReferView),
  availability: view(async () => (await import('./views/availability-view')).AvailabilityView),
  reviews: view(async () => (await import('./views/reviews-view')).ReviewsView),
  profile: view(async () => (await import('./views/profile-view')).ProfileView),
  account: view(async () => (await import('./views/account-view')).AccountView),
};

/** The view with `id`, rendered from its chunk (inside a Suspense boundary). */
export function PathwayViewPage({ id }: { id: PathwayViewId }) {
  return createElement(PATHWAY_VIEW_PAGES[id]);
}
