import { isTimeZone } from '@trail/shared';
import { ValidateBy } from 'class-validator';

/** An IANA time zone name such as Africa/Lagos; the message names the field. */
export const IsTimeZoneName = (field: string): PropertyDecorator =>
  ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value) => isTimeZone(value) } },
    { message: `${field} must be a time zone name such as Africa/Lagos` },
  );
