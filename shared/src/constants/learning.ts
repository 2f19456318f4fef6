import { MENTORSHIP_TRACKS } from './tracks.js';

// Every public page's footer lists the tracks: a module of their own, so the dashboard's entry carries only them.
export * from './tracks.js';

export const RESOURCE_TYPES = ['Article', 'Video', 'Podcast', 'Webinar', 'Course'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Skill groups of the micro-skill list: the five tracks plus marketing. */
export const SKILL_GROUPS = [...MENTORSHIP_TRACKS, 'Marketing'] as const;
export type SkillGroup = (typeof SKILL_GROUPS)[number];

export const SLOT_MINUTES = [0, 15, 30, 45] as const;
