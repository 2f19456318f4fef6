// The face of platform/throttling: what other modules may import (docs/architecture.md, the module map).
export { LoginAttempts } from './login-attempts.service';
export { RateLimitCountersService } from './rate-limit-counters.service';
export { RateLimit } from './rate-limit.decorator';
export { TOO_MANY_PARENT_MAILS_FROM_ACCOUNT, TOO_MANY_PARENT_MAILS_TO_ADDRESS, TOO_MANY_VERIFICATION_MAILS, loadThrottlingConfig, throttlingConfig, type ThrottlingConfig } from './throttling.config';
export { ThrottlingModule } from './throttling.module';
export { TooManyRequestsError } from './too-many-requests';
