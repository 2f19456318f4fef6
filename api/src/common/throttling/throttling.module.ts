import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { LoginFailuresInterceptor } from './login-failures.interceptor';
import { RateLimitCountersService } from './rate-limit-counters.service';
import { RateLimitTally } from './rate-limit-tally.service';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitCounter, RateLimitCounterSchema } from './schemas/rate-limit-counter.schema';
import { throttlingConfig } from './throttling.config';

/** Rate limits on every route, counted in MongoDB (`ratelimitcounters`, owned here); decision 0024. */
@Module({
  imports: [
    ConfigModule.forFeature(throttlingConfig),
    MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }]),
  ],
  providers: [
    RateLimitCountersService,
    RateLimitTally,
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_INTERCEPTOR, useClass: LoginFailuresInterceptor },
  ],
  exports: [RateLimitCountersService],
})
export class ThrottlingModule {}
