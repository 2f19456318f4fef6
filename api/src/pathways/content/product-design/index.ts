import type { PathwayContent } from '../pathway-content';
import { GETTING_STARTED } from './01-getting-started';
import { USER_RESEARCH } from './02-user-research';
import { DEFINE_AND_IDEATE } from './03-define-and-ideate';
import { STRUCTURE_AND_WIREFRAMES } from './04-structure-and-wireframes';
import { PROTOTYPING } from './05-prototyping';
import { VISUAL_DESIGN } from './06-visual-design';
import { USABILITY_TESTING } from './07-usability-testing';
import { PORTFOLIO_AND_JOBS } from './08-portfolio-and-jobs';

export const PRODUCT_DESIGN: PathwayContent = {
  slug: 'product-design',
  fieldSlug: 'product-design',
  title: 'Product Design',
  summary:
    'From your first idea of what UX is to a portfolio you can show: sixteen weeks of readings, videos and assessments that take a beginner through research, wireframes, prototypes in Figma and usability testing.',
  outcomes: [
    'Eight sections, each with hand-picked readings and videos and a short assessment',
    'Due dates set from the day you start, at the pace you choose',
    'Your progress, the weeks left and your next three tasks always in view',
    'Two portfolio-ready case studies by the end',
  ],
  sections: [
    GETTING_STARTED,
    USER_RESEARCH,
    DEFINE_AND_IDEATE,
    STRUCTURE_AND_WIREFRAMES,
    PROTOTYPING,
    VISUAL_DESIGN,
    USABILITY_TESTING,
    PORTFOLIO_AND_JOBS,
  ],
};
