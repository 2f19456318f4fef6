import { Suspense, type ReactNode } from 'react';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useMarkHydrated } from '@/lib/api/hydration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Inside the page's boundary, so it runs once the page itself, not only the layout around it, is React's. */
function MarkHydrated() {
  useMarkHydrated();
  return null;
}

/**
 * Header, footer and the page in between. A page that is still downloading
 * shows a skeleton, and one that fails keeps the header and footer around its error.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <RouteErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <MarkHydrated />
            {children}
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
