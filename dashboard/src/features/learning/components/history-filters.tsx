import { RESOURCE_TYPES, type ResourceType } from '@trail/shared';
import { useId, useState, type FormEvent } from 'react';
import { TOUR_ANCHORS } from '@/lib/tour-anchors';

export interface HistoryFilterValues {
  q: string;
  skill: string;
  types: ResourceType[];
  source: string;
}

export const NO_FILTERS: HistoryFilterValues = { q: '', skill: '', types: [], source: '' };

export function hasFilters(filters: HistoryFilterValues): boolean {
  return Boolean(filters.q.trim() || filters.skill.trim() || filters.types.length || filters.source.trim());
}

interface HistoryFiltersProps {
  onApply: (filters: HistoryFilterValues) => void;
}

/** Learning history's filter panel: keyword in the title, micro skill, content types and source. */
export function HistoryFilters({ onApply }: HistoryFiltersProps) {
  const id = useId();
  const [values, setValues] = useState<HistoryFilterValues>(NO_FILTERS);
  const set = (patch: Partial<HistoryFilterValues>) => setValues((current) => ({ ...current, ...patch }));

  function toggleType(type: ResourceType, checked: boolean) {
    set({ types: checked ? [...values.types, type] : values.types.filter((t) => t !== type) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...values, skill: values.skill.trim().toLowerCase() });
  }

  function clear() {
    setValues(NO_FILTERS);
    onApply(NO_FILTERS);
  }

  return (
    <form className="panel filter-panel" aria-label="Filter your history" onSubmit={submit} data-tour={TOUR_ANCHORS.historyFilters}>
      <h2>Filters</h2>
      <div className="field">
        <label htmlFor={`${id}-q`}>Keyword in title</label>
        <input id={`${id}-q`} type="search" value={values.q} onChange={(event) => set({ q: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-skill`}>Micro skill</label>
        <input id={`${id}-skill`} value={values.skill} onChange={(event) => set({ skill: event.target.value })} />
      </div>
      <fieldset>
        <legend>Content type</legend>
        {RESOURCE_TYPES.map((type) => (
          <label key={type} className="checkbox-field">
            <input type="checkbox" checked={values.types.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />{' '}
            {type.toLowerCase()}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-source`}>Source</label>
        <input
          id={`${id}-source`}
          placeholder="e.g. youtube.com"
          value={values.source}
          onChange={(event) => set({ source: event.target.value })}
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={clear}>
          Clear filters
        </button>
        <button type="submit">Apply filters</button>
      </div>
    </form>
  );
}
