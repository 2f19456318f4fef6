export const RESOURCE_TYPES = ['Article', 'Video', 'Podcast', 'Webinar', 'Course'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const MENTORSHIP_TRACKS = [
  'Product Management',
  'Data Science',
  'Software Engineering',
  'Product Design',
  'Investment Banking',
] as const;
export type MentorshipTrack = (typeof MENTORSHIP_TRACKS)[number];

/** Skill groups of the micro-skill list: the five tracks plus marketing. */
export const SKILL_GROUPS = [...MENTORSHIP_TRACKS, 'Marketing'] as const;
export type SkillGroup = (typeof SKILL_GROUPS)[number];

export const SLOT_MINUTES = [0, 15, 30, 45] as const;
