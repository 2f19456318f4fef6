import type { SectionContent } from '../pathway-content';

export const PORTFOLIO_AND_JOBS: SectionContent = {
  no: 8,
  title: 'Your Portfolio and Your First UX Role',
  sub: ['Case studies', 'Your portfolio', 'Applying for UX jobs'],
  dueOffsetDays: 112,
  duration: '2 weeks',
  resources: [
    {
      key: 'ux-design-jobs',
      title: 'Design a User Experience for Social Good & Prepare for Jobs',
      photo: null,
      description: 'The last course of Google’s certificate: a third portfolio project, then CVs, interviews and design challenges.',
      duration: '33 hours of video',
      link: 'https://www.coursera.org/learn/ux-design-jobs',
      article: false,
      sub: 'Applying for UX jobs',
    },
    {
      key: 'ux-research-cheat-sheet',
      title: 'UX Research Cheat Sheet',
      photo: null,
      description: 'Which methods fit which stage of a project: a checklist to show the process behind each of your case studies.',
      duration: '6 min read',
      link: 'https://www.nngroup.com/articles/ux-research-cheat-sheet/',
      article: true,
      sub: 'Case studies',
    },
    {
      key: 'tim-brown-think-big',
      title: 'Designers — Think Big!',
      photo: null,
      description: 'IDEO’s Tim Brown on design as a way of solving problems, not only making things look good: the story your portfolio tells.',
      duration: '17 min video',
      link: 'https://www.ted.com/talks/tim_brown_designers_think_big',
      article: false,
      sub: 'Your portfolio',
    },
  ],
};
