/** The five mentorship tracks (a track is also called a field: docs/glossary.md). */
export const MENTORSHIP_TRACKS = [
  'Product Management',
  'Data Science',
  'Software Engineering',
  'Product Design',
  'Investment Banking',
] as const;
export type MentorshipTrack = (typeof MENTORSHIP_TRACKS)[number];
