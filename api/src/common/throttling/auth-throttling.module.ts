import { createHash } from 'node:crypto';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule, type ConfigType } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TOO_MANY_ATTEMPTS, throttlingConfig } from './throttling.config';

const MINUTE_MS = 60_000;

/** The e-mail an auth request is about, lowercased; undefined when the body carries none. */
function emailOf(req: { body?: unknown }): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/**
 * Two counters per request: one per client IP, one per e-mail in the body. The key leaves the route
 * out, so sign-up, sign-in and forgot-password share one budget per IP and one per e-mail.
 */
@Module({
  imports: [
    ConfigModule.forFeature(throttlingConfig),
    ThrottlerModule.forRootAsync({
      imports: [ConfigModule.forFeature(throttlingConfig)],
      inject: [throttlingConfig.KEY],
      useFactory: (config: ConfigType<typeof throttlingConfig>) => ({
        errorMessage: TOO_MANY_ATTEMPTS,
        generateKey: (_context, tracker, name) => createHash('sha256').update(`auth-${name}-${tracker}`).digest('hex'),
        throttlers: [
          {
            name: 'ip',
            ttl: MINUTE_MS,
            limit: config.perIpPerMinute,
            skipIf: () => config.perIpPerMinute === 0,
          },
          {
            name: 'email',
            ttl: MINUTE_MS,
            limit: config.perEmailPerMinute,
            getTracker: (req) => emailOf(req) ?? '',
            skipIf: (context) =>
              config.perEmailPerMinute === 0 || !emailOf(context.switchToHttp().getRequest<{ body?: unknown }>()),
          },
        ],
      }),
    }),
  ],
})
export class AuthThrottlingModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(throttlingConfig.KEY) private readonly config: ConfigType<typeof throttlingConfig>,
  ) {}

  /** Without this, behind a load balancer every learner would share the balancer's IP and its limit. */
  onModuleInit(): void {
    if (this.config.trustProxy === false) return;
    this.adapterHost.httpAdapter.getInstance<{ set: (name: string, value: unknown) => void }>()
      .set('trust proxy', this.config.trustProxy);
  }
}
