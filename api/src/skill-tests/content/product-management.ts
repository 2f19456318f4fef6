import type { SkillTestContent } from './skill-test-content';

/** Product management: what drives the learner, where their product craft stands, and how they lead without authority. */
export const PRODUCT_MANAGEMENT_SKILL_TEST: SkillTestContent = {
  fieldSlug: 'product-management',
  version: 1,
  values: [
    'Impact',
    'Ownership',
    'Curiosity',
    'Empathy',
    'Collaboration',
    'Influence',
    'Growth',
    'Clarity',
    'Independence',
    'Stability',
    'Recognition',
    'Balance',
  ],
  skills: [
    'Customer discovery',
    'Problem framing',
    'Prioritisation',
    'Writing product requirements',
    'Roadmapping',
    'Working with data and metrics',
    'Working with engineers and designers',
    'Communicating with stakeholders',
  ],
  traits: [
    { key: 'ownership', trait: 'Ownership', question: 'When something I am part of goes wrong, I act before anyone asks me to.' },
    { key: 'curiosity', trait: 'Curiosity', question: 'I want to hear from the people who use a product before I decide what it needs.' },
    { key: 'decisiveness', trait: 'Decisiveness', question: 'I can make a call with incomplete information and change it when I learn more.' },
    { key: 'influence', trait: 'Influence', question: 'I can bring people who do not report to me round to a plan.' },
    { key: 'prioritising', trait: 'Focus', question: 'I am comfortable saying “not now” to a good idea.' },
    { key: 'communication', trait: 'Clear communication', question: 'I can explain a complex trade-off in a few plain sentences.' },
    { key: 'resilience', trait: 'Resilience', question: 'A launch that misses its goal makes me want to understand why, not give up.' },
  ],
};
