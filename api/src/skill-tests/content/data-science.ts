import type { SkillTestContent } from './skill-test-content';

/** Data science: what the learner values in the work, where their analysis and modelling stand, and how they handle uncertainty. */
export const DATA_SCIENCE_SKILL_TEST: SkillTestContent = {
  fieldSlug: 'data-science',
  version: 1,
  values: [
    'Curiosity',
    'Rigour',
    'Impact',
    'Learning',
    'Problem solving',
    'Collaboration',
    'Independence',
    'Honesty',
    'Growth',
    'Stability',
    'Recognition',
    'Balance',
  ],
  skills: [
    'SQL',
    'Python for data analysis',
    'Statistics and probability',
    'Data cleaning',
    'Data visualisation',
    'Machine learning',
    'Experiment design (A/B tests)',
    'Explaining results to non-specialists',
  ],
  traits: [
    { key: 'curiosity', trait: 'Curiosity', question: 'An odd number in a report makes me want to dig until I know where it came from.' },
    { key: 'rigour', trait: 'Rigour', question: 'I check my own analysis for mistakes before I share it.' },
    { key: 'patience', trait: 'Patience', question: 'I can spend hours cleaning messy data without losing interest.' },
    { key: 'scepticism', trait: 'Healthy scepticism', question: 'I ask how data was collected before I trust a conclusion drawn from it.' },
    { key: 'storytelling', trait: 'Storytelling', question: 'I enjoy turning numbers into a story that helps someone decide.' },
    { key: 'ambiguity', trait: 'Comfort with ambiguity', question: 'I can start on a question that nobody has defined precisely yet.' },
    { key: 'learning', trait: 'Love of learning', question: 'I like picking up a new method or tool when a problem needs it.' },
  ],
};
