import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { LoginAttempts } from './login-attempts.service';
import { RateLimitCountersService } from './rate-limit-counters.service';
import { RateLimitTally } from './rate-limit-tally.service';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitCounter, RateLimitCounterSchema } from './schemas/rate-limit-counter.schema';
import { SignedInCaller } from './signed-in-caller';

/** Rate limits on every route, counted in MongoDB (`ratelimitcounters`, owned here); decisions 0024 and 0076. */
@Module({
  imports: [
    JwtModule.register({}),
    MongooseModule.forFeature([{ name: RateLimitCounter.name, schema: RateLimitCounterSchema }]),
  ],
  providers: [RateLimitCountersService, RateLimitTally, LoginAttempts, SignedInCaller, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimitCountersService, LoginAttempts],
})
export class ThrottlingModule {}
