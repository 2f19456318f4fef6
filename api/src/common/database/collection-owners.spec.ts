import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));

/** Each collection, the folder that owns it, and what touching it from elsewhere looks like. */
const OWNERS = [
  { collection: 'learningresources', owner: 'learning/', model: 'LearningResource', schema: 'learning/schemas/learning-resource.schema' },
  { collection: 'todos', owner: 'todos/', model: 'Todo', schema: 'todos/schemas/todo.schema' },
  { collection: 'fields', owner: 'fields/', model: 'Field', schema: 'fields/schemas/field.schema' },
  { collection: 'mentorprofiles', owner: 'mentors/', model: 'MentorProfile', schema: 'mentors/schemas/mentor-profile.schema' },
  { collection: 'mentorapplications', owner: 'mentors/', model: 'MentorApplication', schema: 'mentors/schemas/mentor-application.schema' },
  { collection: 'pathways', owner: 'pathways/', model: 'Pathway', schema: 'pathways/schemas/pathway.schema' },
  { collection: 'pathwayresources', owner: 'pathways/', model: 'PathwayResource', schema: 'pathways/schemas/pathway-resource.schema' },
  { collection: 'assessmentquestions', owner: 'assessments/', model: 'AssessmentQuestion', schema: 'assessments/schemas/assessment-question.schema' },
  { collection: 'assessmentattempts', owner: 'assessments/', model: 'AssessmentAttempt', schema: 'assessments/schemas/assessment-attempt.schema' },
  // The GridFS bucket of file answers: only assessments/ opens it, through its storage service.
  { collection: 'assessmentfiles.files', owner: 'assessments/', model: 'AnswerFileStorage', schema: 'assessments/answer-files/answer-file-storage.service' },
  { collection: 'assessmentattemptgrants', owner: 'assessments/', model: 'AttemptGrant', schema: 'assessments/schemas/attempt-grant.schema' },
  { collection: 'skilltests', owner: 'skill-tests/', model: 'SkillTest', schema: 'skill-tests/schemas/skill-test.schema' },
  { collection: 'skilltestresults', owner: 'skill-tests/', model: 'SkillTestResultRecord', schema: 'skill-tests/schemas/skill-test-result.schema' },
  { collection: 'pathwaypaces', owner: 'pathways/', model: 'PathwayPace', schema: 'pathways/schemas/pathway-pace.schema' },
  { collection: 'pathwayprogress', owner: 'pathways/', model: 'ResourceProgress', schema: 'pathways/schemas/resource-progress.schema' },
  { collection: 'subscriptions', owner: 'payments/', model: 'Subscription', schema: 'payments/subscriptions/schemas/subscription.schema' },
  { collection: 'subscriptionplans', owner: 'payments/', model: 'SubscriptionPlan', schema: 'payments/subscriptions/schemas/subscription-plan.schema' },
  { collection: 'migrations', owner: 'database/migrations/', model: 'MigrationRecord', schema: 'database/migrations/migration-record.schema' },
  { collection: 'pathwayaccesses', owner: 'pathways/', model: 'PathwayAccessRecord', schema: 'pathways/access/schemas/pathway-access.schema' },
];

describe('the learning, to-do, field and mentor collections have one owner each', () => {
  it.each(OWNERS)('only $owner touches $collection', ({ owner, model, schema, collection }) => {
    const touches = new RegExp(
      [`InjectModel\\(${model}\\.name\\)`, `models\\[['"]${model}['"]\\]`, schema.replace(/[./]/g, '\\$&'), `collection\\(['"]${collection}['"]\\)`].join('|'),
    );
    const offenders = files.filter(({ path, text }) => !path.startsWith(owner) && touches.test(text));
    expect(offenders.map(({ path }) => path)).toEqual([]);
  });

  it('no module looks a model up on the connection or opens a collection by name', () => {
    const offenders = files.filter(({ text }) => /connection\.models\b|connection\.collection\(/.test(text));
    expect(offenders.map(({ path }) => path)).toEqual([]);
  });
});
