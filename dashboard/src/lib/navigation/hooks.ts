import { use, useMemo } from 'react';
import { NavigationContext, type NavLocation, type Navigation, type NavigateFunction } from './context';
import { matchPath } from './match';

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('Render inside OwnNavigation, StaticNavigation or RouterBridge.');
  return navigation;
}

export function useLocation(): NavLocation {
  return useNavigation().location;
}

export function useNavigate(): NavigateFunction {
  return useNavigation().navigate;
}

/** The query string's parameters, as `const [params] = useSearchParams()`. */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

/** The `:param` values of the current path in `pattern` (a `paths.*.path`); empty when it does not match. */
export function usePathParams(pattern: string): Record<string, string | undefined> {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname) ?? {}, [pattern, pathname]);
}
