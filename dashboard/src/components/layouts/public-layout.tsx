import type { ReactNode } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, footer and the page in between. `children` replaces the outlet while the first page loads. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {loading && <div className="route-progress" aria-hidden="true" />}
      <main id="main" aria-busy={loading}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
