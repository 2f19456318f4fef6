import { MENTORSHIP_TRACKS, type MentorshipTrack } from '@trail/shared';

export interface FieldSeed {
  slug: string;
  name: MentorshipTrack;
  description: string;
}

const DESCRIPTIONS: Record<MentorshipTrack, { slug: string; description: string }> = {
  'Product Management': { slug: 'product-management', description: 'Decide what to build and why, and lead a team to ship it.' },
  'Data Science': { slug: 'data-science', description: 'Turn data into answers with SQL, statistics, Python and machine learning.' },
  'Software Engineering': { slug: 'software-engineering', description: 'Design, build and run reliable software, from first program to production.' },
  'Product Design': { slug: 'product-design', description: 'Research users and design products that are clear, useful and good to use.' },
  'Investment Banking': { slug: 'investment-banking', description: 'Financial modelling, valuation and deals: the road into banking and finance.' },
};

/** The five tracks of the footer, in its order. */
export const FIELD_SEEDS: readonly FieldSeed[] = MENTORSHIP_TRACKS.map((name) => ({ name, ...DESCRIPTIONS[name] }));
