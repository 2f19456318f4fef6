import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

/** The 404 page's chunk: the page manifest's `*` entry (pages.ts) and a data page's unknown address load it. */
export const loadNotFound = async (): Promise<ComponentType> => (await import('./routes/not-found')).NotFoundRoute;

/** What a data page shows for an unknown address (a track's page): its chunk comes only when it is shown. */
export const NotFoundRoute = lazyPage(loadNotFound);
