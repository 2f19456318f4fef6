import type { PathwaySection } from '@trail/shared';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The numbered sections as the public page lists them: what each covers and how long it takes. */
export function PathwaySections({ sections }: { sections: PathwaySection[] }) {
  return (
    <ol className="pathway-sections" aria-label="Sections">
      {sections.map((section) => (
        <li key={section.no}>
          <h3>
            <span className="pathway-section-no">{String(section.no).padStart(2, '0')}</span> {section.title}
          </h3>
          <p className="muted">
            {section.duration} · {count(section.readings, 'reading', 'readings')} · {count(section.videos, 'video', 'videos')}
          </p>
          <p>{section.sub.join(' · ')}</p>
        </li>
      ))}
    </ol>
  );
}
