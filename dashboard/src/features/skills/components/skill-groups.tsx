import type { MicroSkill } from '@trail/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicSkills } from '../api/use-public-skills';

const HEADING_ID = 'skill-groups-heading';
const PLACEHOLDER_ROWS = 6;

interface GroupCount {
  group: string;
  count: number;
}

/** Counts skills per group, keeping groups in the order the API sent them. */
function countByGroup(skills: readonly MicroSkill[]): GroupCount[] {
  const counts = new Map<string, number>();
  for (const { skillGroup } of skills) counts.set(skillGroup, (counts.get(skillGroup) ?? 0) + 1);
  return Array.from(counts, ([group, count]) => ({ group, count }));
}

function SkillGroupsBody() {
  const skills = usePublicSkills();

  if (skills.isPending) {
    return (
      <div role="status" className="skill-groups-loading">
        <span className="visually-hidden">Loading skill groups…</span>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          <Skeleton key={index} width="60%" />
        ))}
      </div>
    );
  }
  if (skills.isError) return <p role="alert">{skills.error.message}</p>;

  const groups = countByGroup(skills.data);
  if (groups.length === 0) return <p>No skills listed yet.</p>;
  return (
    <ul className="skill-groups">
      {groups.map(({ group, count }) => (
        <li key={group}>
          {group} — {count} {count === 1 ? 'skill' : 'skills'}
        </li>
      ))}
    </ul>
  );
}

export function SkillGroups() {
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Skills we help teams track</h2>
      <SkillGroupsBody />
    </section>
  );
}
