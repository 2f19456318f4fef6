import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsTimeZoneName, OptionalNotNull } from '../../platform/validation';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

export class ActivityQuery {
  @ApiPropertyOptional({ default: DEFAULT_TIME_ZONE, description: 'IANA time zone of the learner' })
  @OptionalNotNull()
  @IsTimeZoneName('tz')
  tz: string = DEFAULT_TIME_ZONE;
}
