import type { SkillTestContent } from './skill-test-content';

/** Software engineering: what the learner wants from the work, where their engineering skills stand, and how they build with others. */
export const SOFTWARE_ENGINEERING_SKILL_TEST: SkillTestContent = {
  fieldSlug: 'software-engineering',
  version: 1,
  values: [
    'Craft',
    'Problem solving',
    'Learning',
    'Reliability',
    'Impact',
    'Collaboration',
    'Autonomy',
    'Creativity',
    'Growth',
    'Stability',
    'Recognition',
    'Balance',
  ],
  skills: [
    'Programming fundamentals',
    'Data structures and algorithms',
    'Version control (Git)',
    'Testing',
    'Debugging',
    'Web development',
    'Databases',
    'System design',
  ],
  traits: [
    { key: 'persistence', trait: 'Persistence', question: 'I keep at a bug until I understand its cause, not only its symptom.' },
    { key: 'curiosity', trait: 'Curiosity', question: 'I like reading how a tool I use works underneath.' },
    { key: 'detail', trait: 'Attention to detail', question: 'I notice the edge case that would break the happy path.' },
    { key: 'feedback', trait: 'Openness to feedback', question: 'I welcome comments on my code review, even blunt ones.' },
    { key: 'collaboration', trait: 'Collaboration', question: 'I would rather pair on a hard problem than struggle alone for days.' },
    { key: 'simplicity', trait: 'Preference for simplicity', question: 'I prefer the plain solution a teammate can read over the clever one.' },
    { key: 'ownership', trait: 'Ownership', question: 'I care about what my code does once it is running for real users.' },
  ],
};
