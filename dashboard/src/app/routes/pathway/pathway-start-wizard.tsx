import { PATHWAY_MESSAGES } from '@trail/shared';
import { Link } from '@/lib/navigation';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { usePathwayAccess } from '@/features/pathways/api/get-pathway-access';
import { usePathwayDetails } from '@/features/pathways/api/get-pathway-details';
import { PathwayWizard } from '@/features/pathways/components/pathway-wizard/pathway-wizard';
import { useUpdateUser } from '@/features/users/api/update-user';
import { useUser } from '@/lib/auth';

/** The signed-in part of /pathway/:name/start: a learner who has the pathway already is sent on, not asked to pay again. */
export function PathwayStartWizard({ slug }: { slug: string }) {
  const user = useUser();
  const pathway = usePathwayDetails(slug);
  const access = usePathwayAccess(slug);
  const updateUser = useUpdateUser();
  const error = user.error ?? pathway.error ?? access.error;
  if (error) return <p role="alert">{error.message}</p>;
  if (!user.data || !pathway.data || access.isPending) return <PageSkeleton />;
  if (access.data) {
    return (
      <>
        <p role="status">{PATHWAY_MESSAGES.alreadyHave}.</p>
        <Link to={paths.pathway.getHref('pathway')}>Go to your pathway</Link>
      </>
    );
  }
  const me = user.data;
  return (
    <PathwayWizard
      user={me}
      pathway={pathway.data}
      saveProfile={(profile) => updateUser.mutateAsync({ userId: me._id, body: profile })}
      homeHref={paths.pathway.getHref()}
    />
  );
}
