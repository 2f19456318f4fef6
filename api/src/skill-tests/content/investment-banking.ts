import type { SkillTestContent } from './skill-test-content';

/** Investment banking: what the learner seeks from a finance career, where their technical skills stand, and how they work under pressure. */
export const INVESTMENT_BANKING_SKILL_TEST: SkillTestContent = {
  fieldSlug: 'investment-banking',
  version: 1,
  values: [
    'Achievement',
    'Financial reward',
    'Precision',
    'Challenge',
    'Learning',
    'Teamwork',
    'Integrity',
    'Influence',
    'Growth',
    'Stability',
    'Recognition',
    'Balance',
  ],
  skills: [
    'Accounting and the three statements',
    'Excel financial modelling',
    'Company valuation (DCF and comparables)',
    'Mergers and acquisitions',
    'Capital markets',
    'Industry and company research',
    'Pitch books and presentations',
    'Business writing',
  ],
  traits: [
    { key: 'precision', trait: 'Precision', question: 'I double-check every figure before a document leaves my hands.' },
    { key: 'resilience', trait: 'Resilience under pressure', question: 'I stay calm and keep working well when a deadline moves closer.' },
    { key: 'drive', trait: 'Drive', question: 'I set myself targets beyond what is asked of me.' },
    { key: 'teamwork', trait: 'Teamwork', question: 'I am happy to take on the unglamorous task that gets the team’s deal done.' },
    { key: 'integrity', trait: 'Integrity', question: 'I keep confidential information to myself, even when sharing it would be easy.' },
    { key: 'commercial', trait: 'Commercial awareness', question: 'I follow business news and think about what a deal means for each side.' },
    { key: 'communication', trait: 'Clear communication', question: 'I can summarise a company’s story for a senior reader in a few lines.' },
  ],
};
