import { ApiPropertyOptional } from '@nestjs/swagger';
import { IANAZone } from 'luxon';
import { ValidateBy } from 'class-validator';
import { OptionalNotNull } from '../../common/validators/optional-not-null';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

export class ActivityQuery {
  @ApiPropertyOptional({ default: DEFAULT_TIME_ZONE, description: 'IANA time zone of the learner' })
  @OptionalNotNull()
  @ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value) => typeof value === 'string' && IANAZone.isValidZone(value) } },
    { message: 'tz must be a time zone name such as Africa/Lagos' },
  )
  tz: string = DEFAULT_TIME_ZONE;
}
