import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { DateTime } from 'luxon';

export const BAD_DATE = 'date must be a calendar date written YYYY-MM-DD';

/** A `:date` route parameter: a real calendar date, YYYY-MM-DD. */
export class CalendarDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !DateTime.fromISO(value, { zone: 'utc' }).isValid) throw new BadRequestException(BAD_DATE);
    return value;
  }
}
