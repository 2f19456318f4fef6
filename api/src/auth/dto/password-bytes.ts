import { ValidateBy, type ValidationOptions } from 'class-validator';
import { PASSWORD_MAX_BYTES } from '../passwords';

export const PASSWORD_TOO_LONG = `password must be at most ${PASSWORD_MAX_BYTES} bytes (fewer characters if they are not plain letters)`;

/** bcrypt ignores everything past 72 bytes, so a longer password would be a false promise: refuse it. */
export const FitsBcrypt = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'fitsBcrypt',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || Buffer.byteLength(value, 'utf8') <= PASSWORD_MAX_BYTES,
        defaultMessage: () => PASSWORD_TOO_LONG,
      },
    },
    options,
  );
