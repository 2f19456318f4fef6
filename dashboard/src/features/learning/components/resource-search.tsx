import { EMPTY_STATES, LIST_SIZES, PAGE_SIZES } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';
import { useLearningList } from '../api/get-learning-list';
import { AddResourceButton } from './add-resource/add-resource-button';
import { ResourceList } from './resource-list';

export const SEARCH_LIMIT = PAGE_SIZES.default;

/** Searches the learner's resources by title or source; nothing found offers to add one by hand. */
export function ResourceSearch() {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const results = useLearningList({ view: 'history', q: query, limit: SEARCH_LIMIT }, { enabled: query !== '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
  }

  return (
    <div className="resource-search" data-tour={TOUR_ANCHORS.search}>
      <form role="search" onSubmit={submit} className="inline-form">
        <label htmlFor={inputId} className="visually-hidden">
          Search your resources by title or source
        </label>
        <input
          id={inputId}
          type="search"
          placeholder="Search by title or source"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      {query && (
        <section className="panel search-results" aria-labelledby={`${inputId}-results`}>
          <h2 id={`${inputId}-results`}>Results for “{query}”</h2>
          <ResourceList
            key={query}
            items={results.data?.items}
            isLoading={results.isPending}
            error={results.error}
            empty={
              <>
                <p>{EMPTY_STATES.searchNoMatch}</p>
                <AddResourceButton preset="learning" initialTitle={query}>
                  Add a resource
                </AddResourceButton>
              </>
            }
            size={LIST_SIZES.other}
            loadingLabel="Searching your resources"
            toggleLabels={{ more: 'Show more', less: 'Show less' }}
          />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setQuery('');
              setDraft('');
            }}
          >
            Clear search
          </button>
        </section>
      )}
    </div>
  );
}
