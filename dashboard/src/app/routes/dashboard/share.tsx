import { sharedLink } from '@trail/shared';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const AddResourceModal = lazy(async () => ({
  default: (await import('@/features/learning/components/add-resource/add-resource-modal')).AddResourceModal,
}));

/**
 * "Share → Trail" from another app (the manifest's share_target): the add-resource form, filled in
 * with the shared link, its title and the type the extension would guess. Closing it goes Home.
 */
export function ShareRoute() {
  useDocumentTitle('Add a shared resource');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shared = sharedLink({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
  const typedTitle = (params.get('title') ?? params.get('text') ?? '').trim();

  return (
    <>
      <h1>Add a shared resource</h1>
      {!shared && <p>We found no web link in what you shared; paste it below.</p>}
      <Suspense fallback={null}>
        <AddResourceModal
          preset="learning"
          initialTitle={shared?.title ?? typedTitle}
          initialLink={shared ?? undefined}
          onClose={() => void navigate(paths.home.getHref(), { replace: true })}
        />
      </Suspense>
    </>
  );
}
