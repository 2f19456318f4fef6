import type { ResourceType } from '../constants/learning.js';

export interface DatedState {
  state: boolean;
  date?: string;
}

/** A learning resource a learner saved (spec §3). */
export interface LearningResource {
  _id: string;
  title: string;
  link: string;
  /** Host of the link, derived by the API. */
  offeredBy: string;
  type: ResourceType;
  microSkill: string[];
  image?: string;
  wishList: DatedState;
  reminder: DatedState;
  done: boolean;
  doneAt?: string;
  user: string;
  createdAt: string;
  updatedAt: string;
}

export interface CreateLearningBody {
  title: string;
  link: string;
  type: ResourceType;
  microSkill?: string[];
  image?: string;
  wishList?: { state: boolean };
  reminder?: { state: boolean };
  /** Client-made id (e.g. a UUID) so a retried save never creates a second resource. */
  saveId?: string;
}

export interface UpdateLearningBody {
  title?: string;
  type?: ResourceType;
  microSkill?: string[];
  wishList?: { state: boolean };
  reminder?: { state: boolean };
  done?: boolean;
}

/** POST /learning answers 201 with a new resource, or 200 with the one already saved for that URL. */
export interface SaveLearningResponse {
  resource: LearningResource;
  alreadySaved: boolean;
}

export interface LearningResourceResponse {
  resource: LearningResource;
}

/**
 * progress: saved for learning, not done; wishlist: wishList.state true;
 * history: everything saved for learning, done or not; reminders: reminder.state true.
 */
export const LEARNING_VIEWS = ['progress', 'wishlist', 'history', 'reminders'] as const;
export type LearningView = (typeof LEARNING_VIEWS)[number];

export interface LearningListQuery {
  view: LearningView;
  /** Keyword in the title, or in the source when `in=any`. */
  q?: string;
  skill?: string;
  types?: ResourceType[];
  source?: string;
  page?: number;
  limit?: number;
  /** The `cursor` of the page before: reads the next page at the cost of the first (`page` is then ignored). */
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  /** A later page holds more; lists are not recounted on every page. */
  hasMore: boolean;
  page: number;
  limit: number;
  /** While `hasMore`: pass it back as `cursor` for the next page. */
  cursor?: string;
}

export interface LearningCounts {
  progress: number;
  wishlist: number;
  history: number;
  reminders: number;
  todos: number;
}

export interface LookupLearningResponse {
  resource: LearningResource | null;
}

/** This week's activity, Sunday first, in the learner's time zone. */
export interface WeeklyActivity {
  weekStart: string;
  counts: number[];
  bars: number[];
}
