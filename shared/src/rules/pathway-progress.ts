import { LIST_SIZES } from '../constants/limits.js';
import { PACE_FACTORS } from '../constants/pathways.js';
import type { PathwayPace, PathwayResource, PathwaySection } from '../types/pathway.js';
import { progressPercent, weeksLeft } from './progress.js';
import { assessmentStateOf, type SectionAssessmentState, sectionCompleted } from './section-completion.js';

const DAY_MS = 86_400_000;

/** Spec §4: the first section not done is pending (the current one); those after it are undone. */
export type SectionStatus = 'done' | 'pending' | 'undone';

export interface SectionProgress {
  no: number;
  title: string;
  status: SectionStatus;
  dueAt: Date;
  completed: number;
  total: number;
  assessment: SectionAssessmentState;
}

/** The sections that have an assessment, and those of them the learner passed. */
export interface SectionAssessments {
  withAssessment: readonly number[];
  passed: readonly number[];
}

const NO_ASSESSMENTS: SectionAssessments = { withAssessment: [], passed: [] };

export interface PathwayProgress {
  /** Completed resources over all resources, rounded (spec §9). */
  percent: number;
  completed: number;
  total: number;
  sections: SectionProgress[];
  /** The first section not done, or null when every section is done. */
  current: SectionProgress | null;
  sectionsDone: number;
  sectionsRemaining: number;
  /** Ceiling of the days to the last section's due date over 7; 0 once everything is done. */
  weeksLeft: number;
  /** The next 3 resources to finish, section by section; within a section, opened ones first. */
  topTasks: PathwayResource[];
  /** Due dates count from here: when the plan was granted, else the first resource opened, else now. */
  startedAt: Date;
}

type SectionInput = Pick<PathwaySection, 'no' | 'title' | 'dueOffsetDays'>;

function startOf(resources: readonly PathwayResource[], now: Date): Date {
  const opened = resources.flatMap((resource) => (resource.openedAt ? [Date.parse(resource.openedAt)] : []));
  return opened.length ? new Date(Math.min(...opened)) : now;
}

/**
 * A learner's progress through a pathway, due dates at the learner's pace from `grantedAt` (the plan's
 * start, decision 0043). A section is done once all its resources are completed and its assessment,
 * if it has one, is passed (`sectionCompleted`, decision 0051).
 */
export function pathwayProgress(
  sections: readonly SectionInput[],
  resources: readonly PathwayResource[],
  now: Date,
  pace: PathwayPace = 'regular',
  grantedAt?: Date,
  assessments: SectionAssessments = NO_ASSESSMENTS,
): PathwayProgress {
  const startedAt = grantedAt ?? startOf(resources, now);
  const dueAt = (offsetDays: number) => new Date(startedAt.getTime() + Math.round(offsetDays * PACE_FACTORS[pace]) * DAY_MS);
  let currentFound = false;
  const progress: SectionProgress[] = [...sections]
    .sort((a, b) => a.no - b.no)
    .map((section) => {
      const own = resources.filter((resource) => resource.section === section.no);
      const completed = own.filter((resource) => resource.state === 'completed').length;
      const assessment = assessmentStateOf(section.no, assessments.withAssessment, assessments.passed);
      const done = sectionCompleted({ completed, total: own.length, assessment });
      const status: SectionStatus = done ? 'done' : currentFound ? 'undone' : 'pending';
      if (!done) currentFound = true;
      return { no: section.no, title: section.title, status, dueAt: dueAt(section.dueOffsetDays), completed, total: own.length, assessment };
    });

  const completed = resources.filter((resource) => resource.state === 'completed').length;
  const sectionsDone = progress.filter((section) => section.status === 'done').length;
  const lastDue = Math.max(startedAt.getTime(), ...progress.map((section) => section.dueAt.getTime()));
  const allDone = sectionsDone === progress.length;
  const order = new Map(progress.map((section, index) => [section.no, index]));
  const open = resources
    .filter((resource) => resource.state !== 'completed' && order.has(resource.section))
    .map((resource, index) => ({ resource, index }))
    .sort((a, b) => order.get(a.resource.section)! - order.get(b.resource.section)! || rank(a.resource) - rank(b.resource) || a.index - b.index);

  return {
    percent: progressPercent(completed, resources.length),
    completed,
    total: resources.length,
    sections: progress,
    current: progress.find((section) => section.status === 'pending') ?? null,
    sectionsDone,
    sectionsRemaining: progress.length - sectionsDone,
    weeksLeft: allDone ? 0 : weeksLeft(new Date(lastDue), now),
    topTasks: open.slice(0, LIST_SIZES.topTasks).map(({ resource }) => resource),
    startedAt,
  };
}

/** Within a section, what the learner has opened comes before what is new. */
const rank = (resource: PathwayResource) => (resource.state === 'pending' ? 0 : 1);
