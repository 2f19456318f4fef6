import type { Migration } from './migration';

/**
 * Marks the start of the record: the data as releases before migrations left it. Nothing to change:
 * every field added so far has a schema default or is read as absent (decision 0058).
 */
export const baseline: Migration = {
  id: '0001-baseline',
  description: 'Baseline: the stored data as it was when migrations began',
  up: () => Promise.resolve(),
};
