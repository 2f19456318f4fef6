import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import '@/components/ui/forms.css';
import { MentorRoster } from '@/features/admin/components/mentor-roster';
import { PendingApplications } from '@/features/admin/components/pending-applications';
import { RefusedRefunds } from '@/features/admin/components/refused-refunds';
import { ReportedSessions } from '@/features/admin/components/reported-sessions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';

// Its own chunk: the editors load only once an admin's page opens (decision 0054).
const PathwayContentEditor = lazy(async () => ({ default: (await import('@/features/admin/components/pathway-content/pathway-content-editor')).PathwayContentEditor }));

export const ADMIN_ONLY_MESSAGE = 'Error 403: this page is for Trail admins only.';

/** Mentor applications, mentors, reported sessions, refused refunds and pathway content, for admins. The API checks the role too; this only spares others the calls. */
export function AdminRoute() {
  useDocumentTitle('Admin');
  const { data: user, error } = useUser();
  return (
    <>
      <h1>Admin</h1>
      {error && <p role="alert">{error.message}</p>}
      {!user && !error && <PageSkeleton />}
      {user && user.role !== 'admin' && <p role="alert">{ADMIN_ONLY_MESSAGE}</p>}
      {user?.role === 'admin' && (
        <>
          <PendingApplications />
          <MentorRoster />
          <ReportedSessions />
          <RefusedRefunds />
          <Suspense fallback={<p role="status">Loading pathway content…</p>}>
            <PathwayContentEditor />
          </Suspense>
        </>
      )}
    </>
  );
}
