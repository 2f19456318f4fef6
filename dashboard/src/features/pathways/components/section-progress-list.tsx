import type { SectionProgress } from '@trail/shared';
import { formatDue } from './due-date';

const STATUS_LABELS = { done: 'Done', pending: 'Current', undone: 'Not started' } as const;
const ASSESSMENT_LABELS = { none: '', passed: ' · assessment passed', 'not-passed': ' · assessment to pass' } as const;

/** The full pathway: every section with its status, count and due date. */
export function SectionProgressList({ sections }: { sections: SectionProgress[] }) {
  return (
    <ol className="pathway-section-progress" aria-label="Sections">
      {sections.map((section) => (
        <li key={section.no} aria-current={section.status === 'pending' ? 'step' : undefined}>
          <span>
            {section.no}. {section.title}
          </span>
          <span className="muted">
            {STATUS_LABELS[section.status]} · {section.completed}/{section.total}
            {ASSESSMENT_LABELS[section.assessment]} · due {formatDue(section.dueAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}
