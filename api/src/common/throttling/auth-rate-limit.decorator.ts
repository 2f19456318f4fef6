import { UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** Limits a route per client IP and per e-mail in the body (see AuthThrottlingModule); 429 past the limit. */
export const AuthRateLimit = (): MethodDecorator & ClassDecorator => UseGuards(ThrottlerGuard);
