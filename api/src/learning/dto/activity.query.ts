import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsTimeZoneName } from '../../common/validators/is-time-zone';
import { OptionalNotNull } from '../../common/validators/optional-not-null';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

export class ActivityQuery {
  @ApiPropertyOptional({ default: DEFAULT_TIME_ZONE, description: 'IANA time zone of the learner' })
  @OptionalNotNull()
  @IsTimeZoneName('tz')
  tz: string = DEFAULT_TIME_ZONE;
}
