import { useState } from 'react';

/** The first `size` items until the learner expands the list (View all / Show more). */
export function useExpandableList<T>(items: readonly T[], size: number) {
  const [expanded, setExpanded] = useState(false);
  return {
    visible: expanded ? items : items.slice(0, size),
    expanded,
    canExpand: items.length > size,
    toggle: () => setExpanded((value) => !value),
  };
}
