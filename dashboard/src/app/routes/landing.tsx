import { SkillGroups } from '@/features/skills/components/skill-groups';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The signed-out home page, written for businesses. */
export function LandingRoute() {
  useDocumentTitle('Trail for teams');
  return (
    <>
      <h1>Close your team's skill gaps</h1>
      <p className="lead">
        Trail tracks the skills your employees are building, shows where the gaps are and turns them into learning
        plans they actually follow.
      </p>
      <SkillGroups />
    </>
  );
}
