import type { PathwayResource, SectionProgress } from '@trail/shared';
import { useState } from 'react';
import { countOf } from '@/lib/plural';
import { ResourceItem } from './resource-actions';

const READING = { one: 'reading', other: 'readings' };
const VIDEO = { one: 'video', other: 'videos' };

type Filter = 'all' | 'article' | 'video';

const FILTERS: { filter: Filter; label: string }[] = [
  { filter: 'all', label: 'All' },
  { filter: 'article', label: 'Readings' },
  { filter: 'video', label: 'Videos' },
];

interface Props {
  section: SectionProgress;
  of: number;
  resources: PathwayResource[];
  onOpen: (id: string) => void;
  onMarkRead: (id: string) => void;
  busy: boolean;
}

/** The current section's resources (spec §2 section view): 'Stage X of Y - title', its counts, a filter by type. */
export function SectionResources({ section, of, resources, onOpen, onMarkRead, busy }: Props) {
  const [filter, setFilter] = useState<Filter>('all');
  const own = resources.filter((resource) => resource.section === section.no);
  const readings = own.filter((resource) => resource.article).length;
  const shown = own.filter((resource) => filter === 'all' || resource.article === (filter === 'article'));

  return (
    <section aria-labelledby="section-resources-heading">
      <h2 id="section-resources-heading">
        Stage {section.no} of {of} - {section.title}
      </h2>
      <p className="muted">
        {countOf(readings, READING)} · {countOf(own.length - readings, VIDEO)}
      </p>
      <fieldset className="plan-modes">
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map((option) => (
          <label key={option.filter}>
            <input type="radio" name="section-filter" checked={filter === option.filter} onChange={() => setFilter(option.filter)} /> {option.label}
          </label>
        ))}
      </fieldset>
      <ul className="pathway-tasks" aria-label="Section resources">
        {shown.map((resource) => (
          <ResourceItem key={resource._id} resource={resource} onOpen={onOpen} onMarkRead={onMarkRead} busy={busy} />
        ))}
      </ul>
    </section>
  );
}
