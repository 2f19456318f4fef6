import { useQuery } from '@tanstack/react-query';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { paths } from '@/config/paths';
import { getField } from '@/features/fields/api/get-field';
import '@/features/assessments/assessments.css';
import { useSkillTest } from '@/features/skill-tests/api/get-skill-test';
import { SkillTestFlow } from '@/features/skill-tests/components/skill-test-flow';
import '@/features/skill-tests/skill-tests.css';

/** The track by its slug, then its test as a wizard; the results land on Profile. */
export function SkillTestPage({ fieldSlug }: { fieldSlug: string }) {
  const field = useQuery({ queryKey: ['fields', fieldSlug], queryFn: ({ signal }) => getField(fieldSlug, signal) });
  const test = useSkillTest(field.data?._id);
  const error = field.error ?? test.error;
  if (error) return <p role="alert">{error.message}</p>;
  if (!field.data || !test.data) return <PageSkeleton />;
  return (
    <>
      <p>
        {field.data.name}: what you value, where your skills stand and how you work. There are no right answers; your mentor and pathway use them to
        fit what comes next to you.
      </p>
      <SkillTestFlow test={test.data} homeHref={paths.pathway.getHref()} profileHref={paths.pathway.getHref('profile')} />
    </>
  );
}
