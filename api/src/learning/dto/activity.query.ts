import { ApiPropertyOptional } from '@nestjs/swagger';
import { IANAZone } from 'luxon';
import { IsOptional, ValidateBy } from 'class-validator';

export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

export class ActivityQuery {
  @ApiPropertyOptional({ default: DEFAULT_TIME_ZONE, description: 'IANA time zone of the learner' })
  @IsOptional()
  @ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value) => typeof value === 'string' && IANAZone.isValidZone(value) } },
    { message: 'tz must be a time zone name such as Africa/Lagos' },
  )
  tz: string = DEFAULT_TIME_ZONE;
}
