// The navigation every component uses (decision 0066). Never import react-router-dom here: public pages load
// this without it. RouterBridge (./router-bridge) is imported only by the full router and by tests.
export type { NavLocation, NavigateFunction, NavigateOptions } from './context';
export { useLocation, useNavigate, usePathParams, useSearchParams } from './hooks';
export { Link, NavLink, Navigate } from './link';
export { matchPath } from './match';
export { OwnNavigation, StaticNavigation } from './own-navigation';
