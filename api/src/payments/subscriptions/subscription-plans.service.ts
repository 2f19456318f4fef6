import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { PaystackClient } from '../../integrations/paystack';
import { SubscriptionPlan } from './schemas/subscription-plan.schema';

export interface PlanRequest {
  /** What the plan sells, stable across instances and restarts. */
  key: string;
  /** How Paystack's dashboard names it; the key is appended so the name finds the plan again. */
  label: string;
  amountKobo: number;
}

/** Owns `subscriptionplans`: finds or creates the monthly Paystack plan for a key, once. */
@Injectable()
export class SubscriptionPlansService implements OnModuleInit {
  constructor(
    @InjectModel(SubscriptionPlan.name) private readonly plans: Model<SubscriptionPlan>,
    private readonly paystack: PaystackClient,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.plans.init();
  }

  /** The plan code for `request.key`: the stored one, else Paystack's plan of that name, else a new plan. */
  async planFor(request: PlanRequest): Promise<string> {
    const key = `${request.key}:${request.amountKobo}`;
    const stored = await this.plans.findOne({ key }, { planCode: 1 }).lean();
    if (stored) return stored.planCode;
    const name = `${request.label} [${key}]`;
    // A crash between creating the plan and storing it leaves a plan of this name: reuse it.
    const existing = (await this.paystack.listPlans()).find((plan) => plan.name === name && plan.amountKobo === request.amountKobo);
    const planCode = existing?.planCode ?? (await this.paystack.createPlan({ name, amountKobo: request.amountKobo, interval: 'monthly' })).planCode;
    try {
      await this.plans.create({ key, planCode });
      return planCode;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another instance stored its plan first: everyone uses that one.
      return (await this.plans.findOne({ key }, { planCode: 1 }).lean())!.planCode;
    }
  }
}
