import type { Pathway, PathwayResource } from '@trail/shared';

export function aPathway(overrides: Partial<Pathway> = {}): Pathway {
  return {
    _id: 'p1',
    slug: 'product-design',
    title: 'Product Design',
    fieldId: 'f4',
    summary: 'From your first idea of what UX is to a portfolio you can show.',
    outcomes: ['Eight sections of readings and videos', 'Due dates set from the day you start'],
    sections: [
      { no: 1, title: 'Getting Started With User Experience (UX) Design', sub: ['What UX design is', 'Design thinking'], dueOffsetDays: 14, duration: '2 weeks', resource: 3, readings: 2, videos: 1 },
      { no: 2, title: 'Understanding Users Through Research', sub: ['Interviewing users'], dueOffsetDays: 28, duration: '2 weeks', resource: 1, readings: 1, videos: 0 },
    ],
    plans: [
      { plan: 1, name: 'Basic', features: ['Every section'], fullPriceKobo: 1_500_000, monthlyPriceKobo: 500_000, months: 4 },
      { plan: 2, name: 'Premium', features: ['Everything in Basic', 'A mentor session a month'], fullPriceKobo: 4_500_000, monthlyPriceKobo: 1_500_000, months: 4 },
      { plan: 3, name: 'Best Value', features: ['Everything in Premium'], fullPriceKobo: 9_000_000, monthlyPriceKobo: 3_000_000, months: 4 },
    ],
    ...overrides,
  };
}

export function aPathwayResource(overrides: Partial<PathwayResource> = {}): PathwayResource {
  return {
    _id: 'r1',
    title: 'The Definition of User Experience (UX)',
    photo: null,
    description: 'What user experience covers.',
    duration: '5 min read',
    link: 'https://www.nngroup.com/articles/definition-user-experience/',
    article: true,
    sub: 'What UX design is',
    section: 1,
    state: 'new',
    openedAt: null,
    ...overrides,
  };
}
