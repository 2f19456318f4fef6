import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  PATHWAY_MESSAGES, PATHWAY_PLAN_DETAILS, type PathwayPaymentMode, type PathwayPaymentOutcome, type PathwayPaymentResponse, type PathwayPaymentState,
  type PathwayPlanId, type PathwaySubscriptionCancelled, type PaymentStatus, type SubscriptionCardLink,
} from '@trail/shared';
import { appConfig, type AppConfig } from '../../platform/config';
import { CheckoutService, SubscriptionCheckoutService, SubscriptionsService } from '../../payments';
import { UsersService } from '../../users';
import { pathwaysConfig, type PathwaysConfig } from '../pathways.config';
import { NO_PATHWAY_FOR_TRACK, PathwaysService } from '../pathways.service';
import { PathwayAccessService } from './pathway-access.service';
import { PATHWAY_PURPOSE, type PathwaySubject } from './pathway-purpose';

const NO_SUCH_PAYMENT = 'No such payment';

/** Buying a plan: paid in full or monthly, their return page, and cancelling Pay Monthly. */
@Injectable()
export class PathwayCheckoutService {
  constructor(
    private readonly pathways: PathwaysService,
    private readonly access: PathwayAccessService,
    private readonly checkout: CheckoutService,
    private readonly subscriptionCheckout: SubscriptionCheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    @Inject(pathwaysConfig.KEY) private readonly config: PathwaysConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** POST /payments/initializetransaction/:fieldId. */
  async payInFull(userId: string, fieldId: string, plan: PathwayPlanId): Promise<PathwayPaymentResponse> {
    const { pathway, email } = await this.buyer(userId, fieldId);
    const started = await this.checkout.start({
      userId,
      email,
      purpose: PATHWAY_PURPOSE,
      amountKobo: this.config.prices[plan].full,
      description: `The ${pathway.title} pathway, ${PATHWAY_PLAN_DETAILS[plan].name} plan, paid in full`,
      subject: this.subject(pathway.id, plan, 'full'),
      callbackUrl: `${this.app.dashboardUrl}/pathway/paid`,
    });
    return { data: { authorization_url: started.authorizationUrl, reference: started.reference } };
  }

  /** POST /payments/subscription/:fieldId: Pay Monthly, `months` charges on a monthly Paystack plan. */
  async payMonthly(userId: string, fieldId: string, plan: PathwayPlanId): Promise<PathwayPaymentResponse> {
    const { pathway, email } = await this.buyer(userId, fieldId);
    const name = `The ${pathway.title} pathway, ${PATHWAY_PLAN_DETAILS[plan].name} plan`;
    const started = await this.subscriptionCheckout.start({
      userId,
      email,
      purpose: PATHWAY_PURPOSE,
      amountKobo: this.config.prices[plan].monthly,
      periods: pathway.months,
      planKey: `pathway:${pathway.id}:${plan}:monthly`,
      planLabel: `${name}, monthly`,
      description: `${name}, paid monthly`,
      subject: this.subject(pathway.id, plan, 'monthly'),
      callbackUrl: `${this.app.dashboardUrl}/pathway/paid`,
    });
    return { data: { authorization_url: started.authorizationUrl, reference: started.reference } };
  }

  /** POST /payments/subscription/:fieldId/cancel: no more charges; the paid month runs to its end. */
  async cancelMonthly(userId: string, fieldId: string): Promise<PathwaySubscriptionCancelled> {
    const pathway = await this.pathways.ofField(fieldId);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    const access = await this.access.of(userId, pathway.id);
    if (!access?.paidUntil || !access.subscriptionId) throw new NotFoundException(PATHWAY_MESSAGES.noMonthlyPlan);
    await this.subscriptions.cancel(userId, access.subscriptionId);
    // Cancelled already (by the learner or by Paystack) answers the same: it ends at paidUntil.
    return { paidUntil: access.paidUntil.toISOString() };
  }

  /** POST /payments/subscription/:fieldId/card: Paystack's page to replace the card of an active Pay Monthly plan. */
  async cardLink(userId: string, fieldId: string): Promise<SubscriptionCardLink> {
    const pathway = await this.pathways.ofField(fieldId);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    const access = await this.access.of(userId, pathway.id);
    const link = access?.paidUntil && access.subscriptionId ? await this.subscriptions.cardLink(userId, access.subscriptionId) : null;
    if (!link) throw new NotFoundException(PATHWAY_MESSAGES.noCardToUpdate);
    return { link };
  }

  private async buyer(userId: string, fieldId: string) {
    const [pathway, learner] = await Promise.all([this.pathways.ofField(fieldId), this.users.findById(userId)]);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    if (!learner) throw new UnauthorizedException();
    // A courtesy, not the guard: a second payment that slips past this is refunded (PathwayPurpose).
    if (await this.access.of(userId, pathway.id)) throw new ConflictException(PATHWAY_MESSAGES.alreadyHave);
    return { pathway, email: learner.email };
  }

  private subject(pathwayId: string, plan: PathwayPlanId, mode: PathwayPaymentMode): Record<string, unknown> {
    const subject: PathwaySubject = { pathwayId, plan, mode };
    return { ...subject };
  }

  /** GET /pathways/payment/:reference: the payer's own pathway payment, confirmed with Paystack if still pending. */
  async outcome(reference: string, userId: string): Promise<PathwayPaymentOutcome> {
    const verified = await this.checkout.verifyOwn(reference, userId);
    if (verified.purpose !== PATHWAY_PURPOSE) throw new NotFoundException(NO_SUCH_PAYMENT);
    const subject = verified.subject as unknown as PathwaySubject;
    const [pathway, access] = await Promise.all([this.pathways.nameOf(subject.pathwayId), this.access.of(userId, subject.pathwayId)]);
    return { state: stateOf(verified.status, access?.paymentReference === reference), pathway, plan: subject.plan, mode: subject.mode };
  }
}

function stateOf(status: PaymentStatus, openedByThisPayment: boolean): PathwayPaymentState {
  if (status === 'pending') return 'waiting';
  if (status === 'failed') return 'failed';
  return status === 'paid' && openedByThisPayment ? 'granted' : 'refunded';
}
