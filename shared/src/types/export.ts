import type { LearningResource } from './learning.js';
import type { Todo } from './todo.js';
import type { User } from './user.js';

/** GET /export?format=…: JSON holds the whole account; CSV and HTML (browser bookmarks) the saved resources. */
export const EXPORT_FORMATS = ['json', 'csv', 'html'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The JSON export: everything the account holds, readable by people and other apps. */
export interface AccountExport {
  /** Bumped when the shape changes, so an importer knows what it reads. */
  version: 1;
  exportedAt: string;
  account: User;
  learning: LearningResource[];
  todos: Todo[];
}
