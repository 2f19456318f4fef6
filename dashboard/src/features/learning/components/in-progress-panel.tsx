import { LIST_SIZES, type ResourceType, PAGE_SIZES } from '@trail/shared';
import { useState, type ReactNode } from 'react';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useLearningList } from '../api/get-learning-list';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { ResourceList } from './resource-list';

/** Spec's hom-sm chips: all, vid, cor, art. */
const CHIPS: { label: string; type?: ResourceType }[] = [
  { label: 'All' },
  { label: 'Videos', type: 'Video' },
  { label: 'Courses', type: 'Course' },
  { label: 'Articles', type: 'Article' },
];

export const HOME_LIST_LIMIT = PAGE_SIZES.max;

interface InProgressPanelProps {
  /** Rendered when nothing is in progress, e.g. a button to add a resource. */
  empty: ReactNode;
}

/** Home's in-progress list: 3 cards on wide screens; on phones 6, with type chips. */
export function InProgressPanel({ empty }: InProgressPanelProps) {
  const isMobile = useIsMobile();
  const [chip, setChip] = useState(CHIPS[0]!);
  const list = useLearningList({ view: 'progress', limit: HOME_LIST_LIMIT });
  const items = chip.type ? list.data?.items.filter((item) => item.type === chip.type) : list.data?.items;

  return (
    <section id="in-progress" className="panel" aria-labelledby="in-progress-heading" data-tour={TOUR_ANCHORS.inProgress}>
      <h2 id="in-progress-heading">In Progress</h2>
      {isMobile && (
        <div className="chips" role="group" aria-label="Show">
          {CHIPS.map((option) => (
            <button
              key={option.label}
              type="button"
              className="chip"
              aria-pressed={option === chip}
              onClick={() => setChip(option)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      <ResourceList
        key={`${isMobile}-${chip.label}`}
        items={items}
        isLoading={list.isPending}
        error={list.error}
        empty={empty}
        size={isMobile ? LIST_SIZES.other : LIST_SIZES.homeWide}
        loadingLabel="Loading your resources"
        toggleLabels={{ more: 'View all', less: 'Hide all' }}
      />
    </section>
  );
}
