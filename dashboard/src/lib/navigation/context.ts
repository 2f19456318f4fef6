import { createContext } from 'react';

/** Where the visitor is: the same fields react-router's location has, so either provider can fill it. */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
}

export interface Navigation {
  location: NavLocation;
  navigate: NavigateFunction;
}

/**
 * The app's navigation, from one of two providers: OwnNavigation (window.history) while a public page is
 * shown without react-router, or RouterBridge inside react-router once the full app has loaded (decision 0066).
 */
export const NavigationContext = createContext<Navigation | null>(null);
