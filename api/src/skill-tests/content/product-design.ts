import type { SkillTestContent } from './skill-test-content';

/** Product design: what the learner cares about, where their craft stands, and how they work with people. */
export const PRODUCT_DESIGN_SKILL_TEST: SkillTestContent = {
  fieldSlug: 'product-design',
  version: 1,
  values: [
    'Creativity',
    'Empathy',
    'Curiosity',
    'Craft',
    'Collaboration',
    'Impact',
    'Growth',
    'Independence',
    'Stability',
    'Recognition',
    'Balance',
    'Simplicity',
  ],
  skills: [
    'User research',
    'Information architecture',
    'Interaction design',
    'Visual design',
    'Prototyping',
    'Usability testing',
    'Design tools (Figma)',
    'Presenting design decisions',
  ],
  traits: [
    { key: 'empathy', trait: 'Empathy', question: 'I notice quickly when someone is confused or frustrated.' },
    { key: 'curiosity', trait: 'Curiosity', question: 'I keep asking “why” until I understand the real problem.' },
    { key: 'feedback', trait: 'Openness to feedback', question: 'I am glad when someone points out a flaw in my work.' },
    { key: 'detail', trait: 'Attention to detail', question: 'Small misalignments and typos bother me until they are fixed.' },
    { key: 'collaboration', trait: 'Collaboration', question: 'I do my best work when I think aloud with other people.' },
    { key: 'persistence', trait: 'Persistence', question: 'I keep going when an idea needs many rounds to get right.' },
    { key: 'ambiguity', trait: 'Comfort with ambiguity', question: 'I can start working before every question has an answer.' },
  ],
};
