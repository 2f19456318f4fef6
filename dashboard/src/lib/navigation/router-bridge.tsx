import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationContext, type NavigateFunction, type NavigateOptions } from './context';

/** Inside react-router (BrowserRouter, or MemoryRouter in tests): gives the app's own navigation hooks its location. */
export function RouterBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useMemo<NavigateFunction>(
    () =>
      (to: string | number, options?: NavigateOptions) => {
        if (typeof to === 'number') void routerNavigate(to);
        else void routerNavigate(to, options);
      },
    [routerNavigate],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
