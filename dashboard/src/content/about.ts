/**
 * The words of the About page, kept out of its component so they can be edited there. One file a page,
 * so a page downloads only its own words. No invented people: the team is described by what it does.
 */

export const ABOUT = {
  heading: 'About Trail',
  intro:
    'Trail is a learning companion for young Africans, starting in Nigeria. It helps learners keep track of what they learn online, plan what to learn next and grow the skills employers ask for.',
  story: [
    'Trail began with a simple observation: young people across Nigeria learn a great deal online, from videos, articles, courses and podcasts, but that learning is scattered across tabs and rarely adds up to a plan.',
    'We built a browser extension and a dashboard that keep every resource in one place, tag it with the skills it builds and remind learners to keep going. Businesses use the same picture to see where their teams are growing and where the gaps are.',
  ],
  values: [
    { name: 'Learners first', text: 'Every feature has to save a learner time, data or money.' },
    { name: 'Honest progress', text: 'We show real progress, not vanity numbers.' },
    { name: 'Built for Africa', text: 'Light pages for slow, paid mobile data, and prices in naira.' },
    { name: 'Open doors', text: 'Mentors, pathways and communities that anyone can reach.' },
  ],
  team:
    'The Trail team is a small group of engineers, designers, educators and mentors in Nigeria. Mentors on Trail are vetted professionals in product management, data science, software engineering, product design and investment banking.',
} as const;
