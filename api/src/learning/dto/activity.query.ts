import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsTimeZoneName } from '../../platform/validation/is-time-zone';
import { OptionalNotNull } from '../../platform/validation/optional-not-null';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

export class ActivityQuery {
  @ApiPropertyOptional({ default: DEFAULT_TIME_ZONE, description: 'IANA time zone of the learner' })
  @OptionalNotNull()
  @IsTimeZoneName('tz')
  tz: string = DEFAULT_TIME_ZONE;
}
