import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import {
  PATHWAY_MESSAGES, PATHWAY_PLAN_DETAILS, type PathwayPaymentOutcome, type PathwayPaymentResponse, type PathwayPaymentState, type PathwayPlanId, type PaymentStatus,
} from '@trail/shared';
import { appConfig, type AppConfig } from '../../config/app.config';
import { CheckoutService } from '../../payments/checkout/checkout.service';
import { UsersService } from '../../users/users.service';
import { pathwaysConfig, type PathwaysConfig } from '../pathways.config';
import { NO_PATHWAY_FOR_TRACK, PathwaysService } from '../pathways.service';
import { PathwayAccessService } from './pathway-access.service';
import { PATHWAY_PURPOSE, type PathwaySubject } from './pathway-purpose';

const NO_SUCH_PAYMENT = 'No such payment';

/** POST /payments/initializetransaction/:fieldId and its return page: a plan paid in full. */
@Injectable()
export class PathwayCheckoutService {
  constructor(
    private readonly pathways: PathwaysService,
    private readonly access: PathwayAccessService,
    private readonly checkout: CheckoutService,
    private readonly users: UsersService,
    @Inject(pathwaysConfig.KEY) private readonly config: PathwaysConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async payInFull(userId: string, fieldId: string, plan: PathwayPlanId): Promise<PathwayPaymentResponse> {
    const [pathway, learner] = await Promise.all([this.pathways.ofField(fieldId), this.users.findById(userId)]);
    if (!pathway) throw new NotFoundException(NO_PATHWAY_FOR_TRACK);
    if (!learner) throw new UnauthorizedException();
    // A courtesy, not the guard: a second payment that slips past this is refunded (PathwayPurpose).
    if (await this.access.of(userId, pathway.id)) throw new ConflictException(PATHWAY_MESSAGES.alreadyHave);
    const subject: PathwaySubject = { pathwayId: pathway.id, plan, mode: 'full' };
    const started = await this.checkout.start({
      userId,
      email: learner.email,
      purpose: PATHWAY_PURPOSE,
      amountKobo: this.config.prices[plan].full,
      description: `The ${pathway.title} pathway, ${PATHWAY_PLAN_DETAILS[plan].name} plan, paid in full`,
      subject: { ...subject },
      callbackUrl: `${this.app.dashboardUrl}/pathway/paid`,
    });
    return { data: { authorization_url: started.authorizationUrl, reference: started.reference } };
  }

  /** GET /pathways/payment/:reference: the payer's own pathway payment, confirmed with Paystack if still pending. */
  async outcome(reference: string, userId: string): Promise<PathwayPaymentOutcome> {
    const verified = await this.checkout.verifyOwn(reference, userId);
    if (verified.purpose !== PATHWAY_PURPOSE) throw new NotFoundException(NO_SUCH_PAYMENT);
    const subject = verified.subject as unknown as PathwaySubject;
    const [pathway, access] = await Promise.all([this.pathways.nameOf(subject.pathwayId), this.access.of(userId, subject.pathwayId)]);
    return { state: stateOf(verified.status, access?.paymentReference === reference), pathway, plan: subject.plan };
  }
}

function stateOf(status: PaymentStatus, openedByThisPayment: boolean): PathwayPaymentState {
  if (status === 'pending') return 'waiting';
  if (status === 'failed') return 'failed';
  return status === 'paid' && openedByThisPayment ? 'granted' : 'refunded';
}
