import { EMPTY_STATES } from '@trail/shared';
import { useState } from 'react';
import { AddResourceButton } from './add-resource/add-resource-button';
import { hasFilters, HistoryFilters, NO_FILTERS, type HistoryFilterValues } from './history-filters';
import { PagedResourceList } from './paged-resource-list';

/** Everything saved for learning, done or not, with the filter panel. */
export function LearningHistory() {
  const [filters, setFilters] = useState<HistoryFilterValues>(NO_FILTERS);
  const filtered = hasFilters(filters);
  const query = { view: 'history' as const, ...filters };

  return (
    <div className="history-layout">
      <HistoryFilters onApply={setFilters} />
      <section className="panel" aria-labelledby="history-list-heading">
        <h2 id="history-list-heading">Your resources</h2>
        <PagedResourceList
          key={JSON.stringify(filters)}
          query={query}
          loadingLabel="Loading your history"
          empty={
            filtered ? (
              <>
                <p>
                  <strong>{EMPTY_STATES.noResourceUnderFilters}</strong>
                </p>
                <p>{EMPTY_STATES.noResourceFitsFilters}</p>
              </>
            ) : (
              <>
                <p>{EMPTY_STATES.nothingPickedYet}</p>
                <AddResourceButton preset="learning">Add a resource</AddResourceButton>
              </>
            )
          }
        />
      </section>
    </div>
  );
}
