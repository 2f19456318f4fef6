import type { ResourceType } from '../constants/learning.js';

/** One resource read from another app's export, ready to save (POST /import). */
export interface ImportItem {
  title: string;
  link: string;
  type: ResourceType;
  microSkill: string[];
  /** true: it goes to the wishlist (Pocket's unread, a "Wishlist" folder). */
  wishList: boolean;
  /** When it was first saved in the other app (ISO), kept as the save date. */
  savedAt?: string;
}

export interface ImportBody {
  items: ImportItem[];
}

/** What POST /import did with a batch. */
export interface ImportResult {
  added: number;
  alreadySaved: number;
}

/** A file's entries that cannot be imported, and why (shown in the preview). */
export interface SkippedEntry {
  title: string;
  reason: string;
}

export type ImportSource = 'Browser bookmarks' | 'Pocket' | 'Raindrop' | 'Karakeep' | 'Omnivore' | 'Trail';

export interface ParsedImport {
  source: ImportSource;
  items: ImportItem[];
  skipped: SkippedEntry[];
}
