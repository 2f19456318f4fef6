import type { ResourceType } from '@trail/shared';

/** Printed by `npm start`; only ever seeded when DEMO_DATA=true, never in production. */
export const DEMO_PASSWORD = 'trail-demo-2025';
export const DEMO_LEARNER = { email: 'demo@trail.ng', firstName: 'Tolu', lastName: 'Adeyemi', tag: 'Aspiring Data Analyst', timezone: 'Africa/Lagos', birthMonth: '1998-05' };
export const DEMO_MENTOR = {
  email: 'mentor@trail.ng',
  firstName: 'Ada',
  lastName: 'Nwosu',
  username: 'ada-mentor',
  timezone: 'Africa/Lagos',
  birthMonth: '1989-09',
  role: 'mentor' as const,
  tag: 'Senior Product Designer at a Lagos fintech',
  bio: 'I help early-career designers turn side projects into a portfolio that gets interviews.',
};

/** The demo mentor's tracks and weekly hours: Lagos evenings and weekends, and one London slot. */
export const DEMO_MENTOR_FIELDS = ['product-design', 'product-management'] as const;
export const DEMO_MENTOR_SLOTS = [
  { day: 1, hour: 18, minute: 0, timezone: 'Africa/Lagos' },
  { day: 3, hour: 19, minute: 30, timezone: 'Africa/Lagos' },
  { day: 6, hour: 10, minute: 0, timezone: 'Africa/Lagos' },
  { day: 4, hour: 17, minute: 0, timezone: 'Europe/London' },
] as const;

export interface DemoResource {
  title: string;
  link: string;
  type: ResourceType;
  microSkill: string[];
  wishList?: true;
  reminder?: true;
  done?: true;
}

export const DEMO_RESOURCES: readonly DemoResource[] = [
  { title: 'SQL for Data Analysis', link: 'https://www.udacity.com/course/sql-for-data-analysis--ud198', type: 'Course', microSkill: ['sql'], reminder: true },
  { title: 'What is a Product Manager?', link: 'https://www.youtube.com/watch?v=7w3XKWDH-jk', type: 'Video', microSkill: ['product strategy'], done: true },
  { title: 'How to write a great user story', link: 'https://www.atlassian.com/agile/project-management/user-stories', type: 'Article', microSkill: ['user stories', 'agile'] },
  { title: 'Lenny’s Podcast: How to become a PM', link: 'https://www.lennysnewsletter.com/podcast', type: 'Podcast', microSkill: ['career growth'], wishList: true },
  { title: 'Figma Config keynote', link: 'https://config.figma.com/', type: 'Webinar', microSkill: ['figma', 'prototyping'], reminder: true },
  { title: 'Pandas in 10 minutes', link: 'https://pandas.pydata.org/docs/user_guide/10min.html', type: 'Article', microSkill: ['python', 'pandas'], done: true },
  { title: 'Google Data Analytics Certificate', link: 'https://www.coursera.org/professional-certificates/google-data-analytics', type: 'Course', microSkill: ['data cleaning'], wishList: true },
  { title: 'Storytelling with data', link: 'https://www.youtube.com/watch?v=8EMW7io4rSI', type: 'Video', microSkill: ['data visualisation'] },
];

export const DEMO_TODOS: readonly { title: string; done?: true }[] = [
  { title: 'Finish the SQL joins lesson' },
  { title: 'Share my portfolio with a mentor' },
  { title: 'Write notes on user stories', done: true },
];
