import { SetMetadata } from '@nestjs/common';
import type { RateLimitPolicy } from './throttling.config';

export const RATE_LIMIT_POLICY = 'trail:rate-limit-policy';

/**
 * Gives a route its own budgets (see throttling.config.ts) in place of the default per-IP one;
 * wrong passwords on sign-in are counted by LoginAttempts (decision 0076).
 */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator => SetMetadata(RATE_LIMIT_POLICY, policy);
