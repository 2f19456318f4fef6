import type { PathwayPlanId } from '@trail/shared';
import { PathwayAccessService } from '../../../src/pathways/access/pathway-access.service';
import { PathwaysService } from '../../../src/pathways/pathways.service';
import type { TestApp } from '../create-test-app';
import { signUp, type SignedUp } from './accounts';

/**
 * Gives a learner a plan on a pathway through the service the payment confirmation uses, for tests
 * about what comes after paying (pathway-payment.e2e-spec.ts pays through the local Paystack).
 */
export async function grantPathway(t: TestApp, userId: string, slug = 'product-design', plan: PathwayPlanId = 1): Promise<void> {
  const pathwayId = await t.app.get(PathwaysService).idOfSlug(slug);
  if (!pathwayId) throw new Error(`No pathway ${slug}`);
  await t.app.get(PathwayAccessService).grantIn(undefined, { userId, pathwayId, plan, mode: 'full', at: new Date() });
}

/** A signed-up learner holding a plan on the product-design pathway. */
export async function learnerWithPathway(t: TestApp, overrides: Parameters<typeof signUp>[1] = {}): Promise<SignedUp> {
  const learner = await signUp(t, overrides);
  await grantPathway(t, learner.user._id);
  return learner;
}
