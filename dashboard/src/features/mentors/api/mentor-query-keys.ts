/** Cache keys of the signed-in mentor views. */
export const mentorQueryKeys = {
  freeTime: ['mentors', 'free-time'] as const,
  myApplication: ['mentors', 'application', 'mine'] as const,
};
